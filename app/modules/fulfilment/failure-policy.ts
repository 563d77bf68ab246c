// Pure rules for what the outbox does after a provider call fails.
import { backoffDelayMs } from './status.ts'

/**
 * A transient failure is tried again this many times at most (the backoff reaches its one-hour cap
 * after nine tries, so this is about a day of trying) before the job is dead and waits for a person.
 */
export const MAX_ATTEMPTS = 30

export type FailureOutcome =
  { kind: 'retry'; delayMs: number; attempts: number } | { kind: 'dead'; attempts: number; reason: 'permanent' | 'exhausted' }

/**
 * A failure is transient unless the error says otherwise (`retryable: false`: a 4xx answer such as a
 * bad address or an unknown product, or an order that can never be printed, e.g. its image is gone).
 * Transient failures are retried with backoff up to MAX_ATTEMPTS; anything else is dead at once.
 */
export function failureOutcome(error: unknown, previousAttempts: number, random: () => number = Math.random): FailureOutcome {
  const attempts = previousAttempts + 1
  if (isPermanent(error)) return { kind: 'dead', attempts, reason: 'permanent' }
  if (attempts >= MAX_ATTEMPTS) return { kind: 'dead', attempts, reason: 'exhausted' }
  return { kind: 'retry', delayMs: backoffDelayMs(attempts, random), attempts }
}

function isPermanent(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'retryable' in error && error.retryable === false
}
