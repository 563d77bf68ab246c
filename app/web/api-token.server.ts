import { bearerToken, scopeRefusal, tokensApplyTo, tokenVisitorId, type Scope } from '~/modules/api-token/index.ts'
import { hashToken } from '~/modules/api-token/index.server.ts'
import { findUsableApiToken } from '~/modules/api-token/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { StoreServices } from './load-context.ts'
import { problem } from './problem.server.ts'

// `Authorization: Bearer <token>` on /api: the token's user is the caller, within the token's scopes.

export type BearerCheck =
  | { ok: true; userId: number; tokenId: number; scopes: Scope[]; apiVersion: string }
  | { ok: false; status: 401 | 403; message: string }

/** The answer header of a 401 for a token (RFC 6750). */
export const INVALID_TOKEN_CHALLENGE = 'Bearer realm="ShirtSmith API", error="invalid_token"'

/**
 * Checks the Bearer token of an /api request, if it carries one (null otherwise, and for paths
 * tokens play no part in: pages, signed webhooks): 401 for a token
 * that is malformed, unknown or revoked, 403 when its scopes do not cover `method path`.
 */
export async function checkBearer(db: DB, authorization: string | null | undefined, method: string, path: string) {
  const token = bearerToken(authorization)
  if (token === null || !tokensApplyTo(path)) return null
  if (token === 'malformed') return refusal(401, 'The API token is malformed')
  const grant = await findUsableApiToken(db, hashToken(token))
  if (!grant) return refusal(401, 'The API token is unknown or revoked')
  const refused = scopeRefusal(grant.scopes, method, path)
  if (refused) return refusal(403, refused)
  return { ok: true, ...grant } satisfies BearerCheck
}

function refusal(status: 401 | 403, message: string): BearerCheck {
  return { ok: false, status, message }
}

export function bearerRefusalResponse(check: Extract<BearerCheck, { ok: false }>) {
  const headers: Record<string, string> = { 'Cache-Control': 'private, no-store' }
  if (check.status === 401) headers['WWW-Authenticate'] = INVALID_TOKEN_CHALLENGE
  const code = check.status === 401 ? 'invalid_token' : 'insufficient_scope'
  return problem({ status: check.status, code, detail: check.message, headers })
}

export interface TokenCaller {
  userId: number
  /** The cart and payments of a token's user: one per user, shared by their tokens. */
  visitorId: string
  tokenId: number
  scopes: Scope[]
}

const resolved = new WeakMap<Request, Promise<TokenCaller | null>>()

/**
 * The caller of an /api request made with a token (once per request), or null for a request
 * without one (and for every page outside /api: pages know the session only). A bad token, or one
 * without the scope the call needs, is thrown as its 401 or 403 answer.
 */
export function apiTokenCaller(services: Pick<StoreServices, 'db'>, request: Request): Promise<TokenCaller | null> {
  let pending = resolved.get(request)
  if (!pending) {
    pending = resolveCaller(services.db, request)
    resolved.set(request, pending)
  }
  return pending
}

async function resolveCaller(db: DB, request: Request): Promise<TokenCaller | null> {
  const path = new URL(request.url).pathname
  const check = await checkBearer(db, request.headers.get('Authorization'), request.method, path)
  if (!check) return null
  if (!check.ok) throw bearerRefusalResponse(check)
  return { userId: check.userId, visitorId: tokenVisitorId(check.userId), tokenId: check.tokenId, scopes: check.scopes }
}
