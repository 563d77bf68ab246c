import { createHash } from 'node:crypto'
import type { Request as ExpressRequest, RequestHandler, Response } from 'express'
import { bearerToken, tokensApplyTo, tokenVisitorId } from '~/modules/api-token/index.ts'
import { findUsableApiToken, hashToken } from '~/modules/api-token/index.server.ts'
import { rateLimitAddressKey } from '~/services/rate-limit/address-key.ts'
import { checkRateLimit, rateLimitHeadersOf, rateLimitPolicyOf } from './rate-limit.server.ts'
import { PROBLEM_CONTENT_TYPE, problemBody } from './problem.server.ts'
import type { StoreLoadContext, StoreServices } from './load-context.ts'
import { readVisitor } from './session.server.ts'

// Every /api call is counted against the `api` policy here, before any other guard can answer, so
// that every /api answer — a route's, and the guards' refusals (413, 400, 403, 401, 404, 405), a
// page-cached community list, a redirect — carries RateLimit-Policy and RateLimit (IETF draft
// draft-ietf-httpapi-ratelimit-headers-09) with this call's own figures. The fields are written when
// the answer's head goes out, after any cache, so a stored answer never carries another caller's
// quota. The providers' signed webhooks (/api/webhooks/…) are not counted and carry no fields.
// Load shedding (503) answers before this runs: it reports what this process last counted (ADR 137).
// Both are made once, when the app is made, with the process's services and logger.

/** What the middleware is made with: the services it counts and reads with, and the process's logger. */
export type RateFieldServices = Pick<StoreServices, 'db' | 'config' | 'rateLimits'> & Pick<StoreLoadContext, 'logger'>

/** Callers that are other services speaking their own protocol: not counted. */
const UNCOUNTED = /^\/api\/webhooks\//

function isCountedApiPath(path: string) {
  return (path === '/api' || path.startsWith('/api/')) && !UNCOUNTED.test(path)
}

interface Owner {
  visitorId: string | null
  userId: number | null
}

/** The caller an /api request is counted as: a usable token's user, else the session's, else its address. */
async function ownerOf(services: RateFieldServices, req: ExpressRequest): Promise<Owner> {
  try {
    const token = bearerToken(req.get('Authorization'))
    if (token !== null && token !== 'malformed' && tokensApplyTo(req.path)) {
      const grant = await findUsableApiToken(services.db, hashToken(token))
      if (grant) return { userId: grant.userId, visitorId: tokenVisitorId(grant.userId) }
    }
    // The cookie alone: a bad token is counted as the browser or address that sent it.
    const { visitorId, userId } = await readVisitor(
      services,
      new Request('http://store/api/', { headers: { Cookie: req.get('Cookie') ?? '' } }),
    )
    return { visitorId, userId }
  } catch (error) {
    // The database is away: counted by address; the request fails further on as any other.
    services.logger.warn({ err: error }, 'the /api caller could not be told: counted by address')
    return { visitorId: null, userId: null }
  }
}

/** What this process last counted of a caller's `api` quota, for answers made before counting. */
interface Seen {
  policy: string
  quota: number
  windowSeconds: number
  remaining: number
  resetAt: number
}

const MEMO_SIZE = 10_000
const credentialOwners = new Map<string, string>()
const seenByOwner = new Map<string, Seen>()

function remember<K, V>(map: Map<K, V>, key: K, value: V) {
  map.delete(key)
  map.set(key, value)
  if (map.size > MEMO_SIZE) map.delete(map.keys().next().value as K)
}

function sessionCookieOf(req: ExpressRequest) {
  return /(?:^|;\s*)__session=([^;]*)/.exec(req.get('Cookie') ?? '')?.[1]
}

/** The credential a request shows, readable without I/O: its Authorization, its session cookie, or its address. */
function credentialOf(req: ExpressRequest) {
  const authorization = req.get('Authorization')
  if (authorization) return `auth:${createHash('sha256').update(authorization).digest('base64url')}`
  const cookie = sessionCookieOf(req)
  if (cookie) return `cookie:${createHash('sha256').update(cookie).digest('base64url')}`
  return `ip:${rateLimitAddressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown')}`
}

function ownerKeyOf(owner: Owner, req: ExpressRequest) {
  if (owner.userId) return `a:${owner.userId}`
  if (owner.visitorId) return `v:${owner.visitorId}`
  return `ip:${rateLimitAddressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown')}`
}

const POLICY_ITEM = /^"api";q=(\d+);w=(\d+)$/
const STATE_ITEM = /^"api";r=(\d+);t=(\d+)$/

/** Notes the figures of a counted call under its owner (and its credential), for `lastCountedFields`. */
function noteCounted(req: ExpressRequest, owner: Owner, fields: Record<string, string>) {
  const policy = POLICY_ITEM.exec(fields['RateLimit-Policy'] ?? '')
  const state = STATE_ITEM.exec(fields.RateLimit ?? '')
  if (!policy || !state) return
  const ownerKey = ownerKeyOf(owner, req)
  remember(credentialOwners, credentialOf(req), ownerKey)
  const next: Seen = {
    policy: policy[0],
    quota: Number(policy[1]),
    windowSeconds: Number(policy[2]),
    remaining: Number(state[1]),
    resetAt: Date.now() + Number(state[2]) * 1000,
  }
  remember(seenByOwner, ownerKey, fresherOf(seenByOwner.get(ownerKey), next))
}

/**
 * Counts of one caller run side by side and may finish out of order; within one window the count
 * left only falls, so the lower figure is the later count. A reset more than a second later (the
 * reset is told in whole seconds) is a new window, and its figures replace the old ones.
 */
export function fresherOf(seen: Seen | undefined, next: Seen): Seen {
  if (!seen || seen.policy !== next.policy) return next
  const sameWindow = Math.abs(next.resetAt - seen.resetAt) <= 1000
  return sameWindow && seen.remaining < next.remaining ? seen : next
}

/**
 * The `api` fields for an answer made before the call could be counted (load shedding): not counted,
 * and no I/O — what this process last counted for the caller's credential, its full quota once that
 * window has passed, or, for a caller it never counted, the policy of the credential's kind (a token
 * an account's, a session cookie a visitor's, none its address's) with the full quota.
 */
export function lastCountedFields(services: Pick<StoreServices, 'config'>) {
  return (req: ExpressRequest): Record<string, string> => lastCountedFieldsOf(services, req)
}

function lastCountedFieldsOf(services: Pick<StoreServices, 'config'>, req: ExpressRequest): Record<string, string> {
  if (!isCountedApiPath(req.path) || services.config.RATE_LIMITS !== 'on') return {}
  const now = Date.now()
  const ownerKey = credentialOwners.get(credentialOf(req))
  const seen = ownerKey ? seenByOwner.get(ownerKey) : undefined
  if (seen) {
    const open = seen.resetAt > now
    const remaining = open ? seen.remaining : seen.quota
    const reset = open ? Math.max(1, Math.ceil((seen.resetAt - now) / 1000)) : seen.windowSeconds
    return { 'RateLimit-Policy': seen.policy, RateLimit: `"api";r=${remaining};t=${reset}` }
  }
  const kind: Owner = req.get('Authorization')
    ? { userId: 1, visitorId: null }
    : { userId: null, visitorId: sessionCookieOf(req) ? 'visitor' : null }
  const policy = rateLimitPolicyOf(services, 'api', kind)
  if (!policy) return {}
  return { 'RateLimit-Policy': policy.field, RateLimit: `"api";r=${policy.quota};t=${policy.windowSeconds}` }
}

/** A field's list items as the answer holds them so far (a route may have set its own policies). */
function itemsOf(res: Response, name: string) {
  const value = res.getHeader(name)
  if (value === undefined) return []
  return (Array.isArray(value) ? value : [String(value)]).flatMap((part) => part.split(/,\s*/)).filter(Boolean)
}

/** Writes the `api` item first in each field when the answer's head goes out, after whatever the route set. */
function addFieldsOnHead(res: Response, fields: Record<string, string>) {
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (!res.headersSent) {
      for (const [name, item] of Object.entries(fields)) {
        const others = itemsOf(res, name).filter((other) => !other.startsWith('"api";'))
        res.setHeader(name, [item, ...others].join(', '))
      }
    }
    return writeHead.apply(this, args)
  } as typeof writeHead
}

/** Express middleware: counts the /api call against `api`, answers 429 past it, and adds the fields to the answer. */
export function apiRateLimitFields(services: RateFieldServices): RequestHandler {
  return (req, res, next) => {
    if (!isCountedApiPath(req.path) || services.config.RATE_LIMITS !== 'on') return next()
    const count = async () => {
      const owner = await ownerOf(services, req)
      // This request's own object: the counts are noted on it (rateLimitHeadersOf).
      const context = {
        config: services.config,
        rateLimits: services.rateLimits,
        clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      }
      const refusal = await checkRateLimit(context, 'api', owner)
      const fields = refusal
        ? { 'RateLimit-Policy': refusal.headers['RateLimit-Policy'], RateLimit: refusal.headers.RateLimit }
        : rateLimitHeadersOf(context)
      const present = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])))
      addFieldsOnHead(res, present)
      if (!refusal) {
        noteCounted(req, owner, present)
        return next()
      }
      res.status(429)
      res.setHeader('Retry-After', refusal.headers['Retry-After']!)
      res.setHeader('Cache-Control', 'private, no-store')
      // The body, if any, is not read: the connection closes after the answer.
      if (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0) {
        res.setHeader('Connection', 'close')
      }
      res.type(PROBLEM_CONTENT_TYPE).send(
        JSON.stringify(
          problemBody({
            status: 429,
            code: 'rate_limited',
            detail: refusal.message,
            extra: { success: false, retryAfterSeconds: refusal.retryAfterSeconds },
          }),
        ),
      )
    }
    count().catch(next)
  }
}
