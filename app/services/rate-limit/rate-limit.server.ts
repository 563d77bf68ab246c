import type pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { rateLimitAddressKey } from './address-key.ts'

// Limits on what costs money or invites abuse. Each action has a short-window limit per visitor
// (browser and address) and per account; generation also has a daily quota, higher when signed in.
// With PostgreSQL the counters live in its `rate_limits` table, so they hold across instances; with
// embedded PGlite (one instance) they are kept in memory.

export const LIMITED_ACTIONS = [
  'api',
  'generation',
  'upload',
  'upvote',
  'signIn',
  'order',
  'paymentIntent',
  'shopCreate',
  'report',
] as const
export type LimitedAction = (typeof LIMITED_ACTIONS)[number]

export interface Limit {
  /** Requests allowed per window... */
  points: number
  /** ...of this many seconds. */
  duration: number
}

export interface RateLimitSettings {
  enabled: boolean
  /** Per visitor (anonymous: browser id and IP address) and per account (signed in). */
  perVisitor: Record<LimitedAction, Limit>
  perAccount: Record<LimitedAction, Limit>
  dailyGenerationsPerVisitor: number
  dailyGenerationsPerAccount: number
  /** A PostgreSQL URL for the shared store; null keeps counters in memory. */
  /**
   * The store's PostgreSQL pool, whose connections the counts share (one budget per process); null
   * counts in memory (PGlite, one process).
   */
  pool: pg.Pool | null
}

/** Who is acting: the user comes from the session, the address from the trusted proxy setting. */
export interface Actor {
  /** The client's address as the socket or the trusted proxy gives it; counted by `rateLimitAddressKey`. */
  ip: string
  visitorId: string | null
  userId: number | null
}

/** Signed-out visitors behind one address (a household, an office) share this many visitors' allowance. */
export const ADDRESS_FACTOR = 5

/**
 * Allowed, with what is left of the tightest short window counted (absent when nothing was counted:
 * limits off, or the store unreachable), or refused with the wait.
 */
export type LimitDecision =
  { ok: true; remaining?: number; resetSeconds?: number } | { ok: false; retryAfterSeconds: number; daily: boolean }

export interface RateLimits {
  consume(action: LimitedAction, actor: Actor): Promise<LimitDecision>
}

export function createRateLimits(settings: RateLimitSettings): RateLimits {
  if (!settings.enabled) return { consume: async () => ({ ok: true }) }
  const pool = settings.pool
  const make = (keyPrefix: string, limit: Limit): RateLimiterAbstract =>
    pool
      ? new RateLimiterPostgres({ storeClient: pool, tableName: 'rate_limits', tableCreated: true, keyPrefix, ...limit })
      : new RateLimiterMemory({ keyPrefix, ...limit })

  const visitor = new Map<LimitedAction, RateLimiterAbstract>()
  const address = new Map<LimitedAction, RateLimiterAbstract>()
  const account = new Map<LimitedAction, RateLimiterAbstract>()
  for (const action of LIMITED_ACTIONS) {
    const perVisitor = settings.perVisitor[action]
    visitor.set(action, make(`v:${action}`, perVisitor))
    address.set(action, make(`ip:${action}`, { ...perVisitor, points: perVisitor.points * ADDRESS_FACTOR }))
    account.set(action, make(`a:${action}`, settings.perAccount[action]))
  }
  const day = 86_400
  const dailyVisitor = make('v:daily-generation', { points: settings.dailyGenerationsPerVisitor, duration: day })
  const dailyAddress = make('ip:daily-generation', {
    points: settings.dailyGenerationsPerVisitor * ADDRESS_FACTOR,
    duration: day,
  })
  const dailyAccount = make('a:daily-generation', { points: settings.dailyGenerationsPerAccount, duration: day })

  return {
    async consume(action, actor) {
      const checks: Array<[RateLimiterAbstract, string, boolean]> = []
      if (actor.userId) {
        checks.push([account.get(action)!, String(actor.userId), false])
        if (action === 'generation') checks.push([dailyAccount, String(actor.userId), true])
      } else {
        // A browser id is free to mint (drop the cookie), so the address is counted too, with room
        // for several people behind one address (an IPv6 client by its /64, which it can roam).
        const addressKey = rateLimitAddressKey(actor.ip)
        if (actor.visitorId) checks.push([visitor.get(action)!, actor.visitorId, false])
        checks.push([address.get(action)!, addressKey, false])
        if (action === 'generation') {
          if (actor.visitorId) checks.push([dailyVisitor, actor.visitorId, true])
          checks.push([dailyAddress, addressKey, true])
        }
      }
      let left: { remaining: number; resetSeconds: number } | null = null
      for (const [limiter, key, daily] of checks) {
        try {
          const counted = await limiter.consume(key)
          // The short window with the fewest requests left is the one a client must pace itself by.
          if (!daily && (!left || counted.remainingPoints < left.remaining)) {
            left = { remaining: counted.remainingPoints, resetSeconds: Math.max(1, Math.ceil(counted.msBeforeNext / 1000)) }
          }
        } catch (refusal) {
          if (refusal instanceof RateLimiterRes) {
            return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)), daily }
          }
          // The store is unreachable: serve rather than refuse everyone (the database being down
          // fails the request anyway).
          return { ok: true }
        }
      }
      return { ok: true, ...left }
    },
  }
}

export function rateLimitMessage(decision: Extract<LimitDecision, { ok: false }>): string {
  if (decision.daily) return `Daily limit reached: you can create more designs in ${formatWait(decision.retryAfterSeconds)}`
  return `Too many requests: please try again in ${formatWait(decision.retryAfterSeconds)}`
}

function formatWait(seconds: number) {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`
  if (seconds < 5400) return `${Math.ceil(seconds / 60)} minutes`
  return `${Math.ceil(seconds / 3600)} hours`
}
