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
  const decision = await getRateLimits().consume(action, { ip, visitorId: owner.visitorId ?? null, userId: owner.userId ?? null })
  if (decision.ok) return null
  return {
    status: 429,
    message: rateLimitMessage(decision),
    retryAfterSeconds: decision.retryAfterSeconds,
    headers: { 'Retry-After': String(decision.retryAfterSeconds) },
  }
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
