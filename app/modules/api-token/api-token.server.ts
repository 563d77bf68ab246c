import type { DB } from '~/lib/db.server.ts'
import { generateToken, hashToken } from './token-crypto.server.ts'
import { displayPrefix, formatScopes, MAX_LIVE_TOKENS, parseScopes, type CreateTokenInput, type Scope } from './api-token.ts'

// A user's personal API tokens. Every query is scoped by the owning user, except the look-up by
// hash that authenticates a request (the hash is the secret).

export interface ApiTokenSummary {
  id: number
  name: string
  prefix: string
  scopes: Scope[]
  createdAt: Date
  lastUsedAt: Date | null
  /** The API version the token speaks when a request sends no API-Version (the newest when it was made). */
  apiVersion: string
}

/** A token that authenticates: its id, its user and what it may do. */
export interface TokenGrant {
  tokenId: number
  userId: number
  scopes: Scope[]
  apiVersion: string
}

/** Last-used times are written at most once a minute per token, not on every request. */
const LAST_USED_PRECISION_MS = 60_000

export type CreateTokenResult = { ok: true; token: string; summary: ApiTokenSummary } | { ok: false; message: string }

/** Makes a token for `userId`; the token itself is in the answer and nowhere else. */
export async function createApiToken(
  db: DB,
  userId: number,
  input: CreateTokenInput & {
    /** The API version current now: the token speaks it whenever a request names none (the column's default otherwise). */
    apiVersion?: string
  },
): Promise<CreateTokenResult> {
  const live = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow()
  if (Number(live.count) >= MAX_LIVE_TOKENS) {
    return { ok: false, message: `You can have at most ${MAX_LIVE_TOKENS} tokens: revoke one first` }
  }
  const token = generateToken()
  const row = await db
    .insertInto('api_tokens')
    .values({
      user_id: userId,
      name: input.name,
      prefix: displayPrefix(token),
      token_hash: hashToken(token),
      scopes: formatScopes(input.scopes),
      // Pinned now: a later version never changes what this token's calls answer unless they ask.
      ...(input.apiVersion ? { api_version: input.apiVersion } : {}),
    })
    .returning(['id', 'name', 'prefix', 'scopes', 'created_at', 'last_used_at', 'api_version'])
    .executeTakeFirstOrThrow()
  return { ok: true, token, summary: toSummary(row) }
}

function toSummary(row: {
  id: number
  name: string
  prefix: string
  scopes: string
  created_at: Date
  last_used_at: Date | null
  api_version: string
}): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: parseScopes(row.scopes),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    apiVersion: row.api_version,
  }
}

/** The user's live tokens, newest first. */
export async function listApiTokens(db: DB, userId: number): Promise<ApiTokenSummary[]> {
  const rows = await db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'prefix', 'scopes', 'created_at', 'last_used_at', 'api_version'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toSummary)
}

/** Revokes one of the user's tokens; its name, or null when the user has no such live token. */
export async function revokeApiToken(db: DB, userId: number, tokenId: number): Promise<string | null> {
  const row = await db
    .updateTable('api_tokens')
    .set({ revoked_at: new Date() })
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('name')
    .executeTakeFirst()
  return row?.name ?? null
}

/** The live token with this hash (and records that it was used), or null. */
export async function findUsableApiToken(db: DB, tokenHash: string, now = new Date()): Promise<TokenGrant | null> {
  const row = await db
    .selectFrom('api_tokens')
    .select(['id', 'user_id', 'scopes', 'last_used_at', 'api_version'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  if (!row) return null
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_PRECISION_MS) {
    await db
      .updateTable('api_tokens')
      .set({ last_used_at: now })
      .where('id', '=', row.id)
      .where('user_id', '=', row.user_id)
      .execute()
  }
  return { tokenId: row.id, userId: row.user_id, scopes: parseScopes(row.scopes), apiVersion: row.api_version }
}
