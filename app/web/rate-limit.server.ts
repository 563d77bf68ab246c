import { getConfig } from '~/lib/config.server.ts'
import {
  createRateLimits,
  rateLimitMessage,
  type LimitedAction,
  type RateLimits,
} from '~/services/rate-limit/rate-limit.server.ts'
import type { StoreLoadContext } from './load-context.ts'
import { singleton } from '~/lib/singleton.server.ts'
import { problem } from './problem.server.ts'

export function getRateLimits(): RateLimits {
  return singleton('rate-limits', () => {
    const config = getConfig()
    const pick = (side: 'visitor' | 'account') => ({
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
      databaseUrl: config.database.kind === 'postgres' ? config.database.url : null,
    })
  })
}

const POLICY_NAMES: Record<LimitedAction, string> = {
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
 * The policy an action is counted under, as the IETF draft's RateLimit-Policy field (draft-ietf-httpapi-
 * ratelimit-headers): `"shop-create";q=10;w=3600` — q requests per w seconds, per account when signed in,
 * per visitor otherwise. Null when the limits are off.
 */
export function rateLimitPolicy(action: LimitedAction, signedIn: boolean): string | null {
  const config = getConfig()
  if (config.RATE_LIMITS !== 'on') return null
  const limit = config[CONFIG_KEYS[action]][signedIn ? 'account' : 'visitor']
  return `"${POLICY_NAMES[action]}";q=${limit.points};w=${limit.duration}`
}

/** The policies counted for a request (by its load context), to be named on its /api answer. */
const countedPolicies = new WeakMap<object, string[]>()

/** The RateLimit-Policy values of the actions this request was counted against (empty when none). */
export function policiesOf(context: unknown): string[] {
  return context && typeof context === 'object' ? (countedPolicies.get(context) ?? []) : []
}

export interface LimitRefusal {
  status: 429
  message: string
  retryAfterSeconds: number
  headers: Record<string, string>
}

/**
 * Counts one `action` for this visitor or account; null when allowed, otherwise the 429 to answer
 * (a `{ message }` and Retry-After for the API, the same message in an error toast for forms).
 */
export async function checkRateLimit(
  action: LimitedAction,
  context: unknown,
  owner: { visitorId?: string | null; userId?: number | null },
): Promise<LimitRefusal | null> {
  const ip = (context as StoreLoadContext | undefined)?.clientIp ?? 'unknown'
  const policy = rateLimitPolicy(action, Boolean(owner.userId))
  if (policy && context && typeof context === 'object') countedPolicies.set(context, [...policiesOf(context), policy])
  const decision = await getRateLimits().consume(action, { ip, visitorId: owner.visitorId ?? null, userId: owner.userId ?? null })
  if (decision.ok) return null
  const headers: Record<string, string> = { 'Retry-After': String(decision.retryAfterSeconds) }
  if (policy) {
    headers['RateLimit-Policy'] = policy
    // Nothing left of the quota until it resets, in t seconds.
    headers.RateLimit = `"${POLICY_NAMES[action]}";r=0;t=${decision.retryAfterSeconds}`
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
