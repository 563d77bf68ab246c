import { GenerationError } from '~/services/image-generation/types.ts'
import { isTransientError } from '~/lib/transient-error.ts'

// Which failures of a design's run are worth trying again by the run itself: an outage of the
// database or the image storage (unreachable, timing out, answering 5xx). The image service's own
// failures are not retried here: a generation is slow and paid for per attempt, and the shopper, told
// at once, decides (ADR 062); one that failed on the store's side is listed by `npm run jobs:dead`.

/**
 * Waits before each further try of a step that failed transiently: 2, 4, 8, 16, then 30 s, about
 * two minutes in all, so an outage of a minute or so is ridden out; after the last the job fails.
 */
export const TRANSIENT_RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000] as const

/**
 * True when the step should be tried again shortly: an error that says the database or the storage
 * was unreachable or failing (isTransientError: network errors, PostgreSQL away, HTTP 5xx/408/429).
 * Permanent: anything from the image service (a refusal, a spent quota, or its timeout or 5xx, which
 * the shopper retries), a 4xx, a bug, bad input.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof GenerationError) return false
  return isTransientError(error)
}

/**
 * Runs `step`, trying it again after each delay while it fails transiently; a permanent failure, or
 * a transient one after the last delay, is thrown. `wait` is the pause (a timer; tests pass their own).
 */
export async function retryTransient<T>(
  step: () => Promise<T>,
  options: {
    delaysMs?: readonly number[]
    wait?: (ms: number) => Promise<void>
    onRetry?: (error: unknown, tryNumber: number, delayMs: number) => void
  } = {},
): Promise<T> {
  const delays = options.delaysMs ?? TRANSIENT_RETRY_DELAYS_MS
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  for (let tries = 0; ; tries++) {
    try {
      return await step()
    } catch (error) {
      if (tries >= delays.length || !isTransientFailure(error)) throw error
      options.onRetry?.(error, tries + 1, delays[tries])
      await wait(delays[tries])
    }
  }
}
