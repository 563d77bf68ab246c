import type pg from 'pg'
import type { Config } from '~/lib/config.server.ts'
import {
  ADDRESS_FACTOR,
  createRateLimits,
  rateLimitMessage,
  type LimitedAction,
  type RateLimits,
} from '~/services/rate-limit/rate-limit.server.ts'
import type { StoreLoadContext, StoreServices } from './load-context.ts'
import { problem } from './problem.server.ts'

/**
 * The store's limits as configured, counted in PostgreSQL through `pool` (in memory without one). Made
 * once per process by the composition root (app/server/load-context.server.ts): `context.rateLimits`.
 */
export function rateLimitsFor(config: Config, pool: pg.Pool | null): RateLimits {
  const pick = (side: 'visitor' | 'account') => ({
    api: config.RATE_LIMIT_API[side],
    generation: config.RATE_LIMIT_GENERATION[side],
    upload: config.RATE_LIMIT_UPLOAD[side],
    upvote: config.RATE_LIMIT_UPVOTE[side],
    signIn: config.RATE_LIMIT_SIGN_IN[side],
    order: config.RATE_LIMIT_ORDER[side],
    paymentIntent: config.RATE_LIMIT_PAYMENT_INTENT[side],
    shopCreate: config.RATE_LIMIT_SHOP_CREATE[side],
    report: config.RATE_LIMIT_REPORT[side],
  })
  return createRateLimits({
    enabled: config.RATE_LIMITS === 'on',
    perVisitor: pick('visitor'),
    perAccount: pick('account'),
    dailyGenerationsPerVisitor: config.DAILY_GENERATIONS_PER_VISITOR,
    dailyGenerationsPerAccount: config.DAILY_GENERATIONS_PER_ACCOUNT,
    pool,
  })
}

const POLICY_NAMES: Record<LimitedAction, string> = {
  api: 'api',
  generation: 'generation',
  upload: 'upload',
  upvote: 'upvote',
  signIn: 'sign-in',
  order: 'order',
  paymentIntent: 'payment-intent',
  shopCreate: 'shop-create',
  report: 'report',
}

const CONFIG_KEYS = {
  api: 'RATE_LIMIT_API',
  generation: 'RATE_LIMIT_GENERATION',
  upload: 'RATE_LIMIT_UPLOAD',
  upvote: 'RATE_LIMIT_UPVOTE',
  signIn: 'RATE_LIMIT_SIGN_IN',
  order: 'RATE_LIMIT_ORDER',
  paymentIntent: 'RATE_LIMIT_PAYMENT_INTENT',
  shopCreate: 'RATE_LIMIT_SHOP_CREATE',
  report: 'RATE_LIMIT_REPORT',
} as const satisfies Record<LimitedAction, string>

/**
 * The policy an action is counted under, as the IETF draft's RateLimit-Policy item (draft-ietf-httpapi-
 * ratelimit-headers): `"shop-create";q=10;w=3600` — q requests per w seconds, per account when signed in,
 * per visitor otherwise. Null when the limits are off.
 */
export function rateLimitPolicyOf(
  { config }: Pick<StoreServices, 'config'>,
  action: LimitedAction,
  owner: { visitorId?: string | null; userId?: number | null },
): { field: string; quota: number; windowSeconds: number } | null {
  if (config.RATE_LIMITS !== 'on') return null
  const limit = config[CONFIG_KEYS[action]][owner.userId ? 'account' : 'visitor']
  // A browser with no visitor id yet is counted by its address alone, which several visitors share.
  const quota = owner.userId || owner.visitorId ? limit.points : limit.points * ADDRESS_FACTOR
  return { field: `"${POLICY_NAMES[action]}";q=${quota};w=${limit.duration}`, quota, windowSeconds: limit.duration }
}

function rateLimitPolicy(
  services: Pick<StoreServices, 'config'>,
  action: LimitedAction,
  owner: { visitorId?: string | null; userId?: number | null },
): string | null {
  return rateLimitPolicyOf(services, action, owner)?.field ?? null
}

/** Per request (by its load context): each policy counted, and what is left of it after this call. */
const counted = new WeakMap<object, { policy: string; state: string | null }[]>()

/**
 * The IETF draft's fields for what this request was counted against (draft-ietf-httpapi-ratelimit-
 * headers-09): `RateLimit-Policy` (q requests per w seconds) and `RateLimit` (r left, t seconds to
 * the reset), one list item per policy. Empty when nothing was counted (limits off).
 */
export function rateLimitHeadersOf(context: unknown): Record<string, string> {
  const entries = context && typeof context === 'object' ? (counted.get(context) ?? []) : []
  if (!entries.length) return {}
  const states = entries.flatMap((entry) => (entry.state ? [entry.state] : []))
  return {
    'RateLimit-Policy': entries.map((entry) => entry.policy).join(', '),
    ...(states.length ? { RateLimit: states.join(', ') } : {}),
  }
}

export interface LimitRefusal {
  status: 429
  message: string
  retryAfterSeconds: number
  headers: Record<string, string>
}

/**
 * Counts one `action` for this visitor or account, with the context's limits and client address;
 * null when allowed, otherwise the 429 to answer (a `{ message }` and Retry-After for the API, the
 * same message in an error toast for forms). The counts are noted on the context object (one per
 * request) for `rateLimitHeadersOf`.
 */
export async function checkRateLimit(
  context: Pick<StoreLoadContext, 'config' | 'rateLimits' | 'clientIp'>,
  action: LimitedAction,
  owner: { visitorId?: string | null; userId?: number | null },
): Promise<LimitRefusal | null> {
  const ip = context.clientIp
  const policy = rateLimitPolicy(context, action, owner)
  const decision = await context.rateLimits.consume(action, {
    ip,
    visitorId: owner.visitorId ?? null,
    userId: owner.userId ?? null,
  })
  const name = `"${POLICY_NAMES[action]}"`
  // Refused: nothing left of the quota until it resets, in t seconds.
  const state = !decision.ok
    ? `${name};r=0;t=${decision.retryAfterSeconds}`
    : decision.remaining === undefined
      ? null
      : `${name};r=${decision.remaining};t=${decision.resetSeconds}`
  if (policy) {
    counted.set(context, [...(counted.get(context) ?? []).filter((entry) => entry.policy !== policy), { policy, state }])
  }
  if (decision.ok) return null
  const headers: Record<string, string> = { 'Retry-After': String(decision.retryAfterSeconds), ...rateLimitHeadersOf(context) }
  if (policy && !headers['RateLimit-Policy']) {
    headers['RateLimit-Policy'] = policy
    headers.RateLimit = state!
  }
  return { status: 429, message: rateLimitMessage(decision), retryAfterSeconds: decision.retryAfterSeconds, headers }
}

/** The API's answer to a refusal: the 429 problem (`rate_limited`) with Retry-After. */
export function limitResponse(refusal: LimitRefusal, extra: Record<string, unknown> = {}) {
  return problem({
    status: 429,
    code: 'rate_limited',
    detail: refusal.message,
    headers: refusal.headers,
    extra: { success: false, retryAfterSeconds: refusal.retryAfterSeconds, ...extra },
  })
}
