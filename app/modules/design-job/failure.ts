import { GenerationError } from '~/services/image-generation/types.ts'
import { isTransientError } from '~/utils/transient-error.ts'

// Which failures of a design's run are worth trying again: an outage (the database, the image
// storage or the image service away, slow or answering 5xx) passes; a refusal does not.

/**
 * Waits before each further try of a step that failed transiently: 2, 4, 8, 16, then 30 s, about
 * two minutes in all, so an outage of a minute or so is ridden out; after the last the job fails.
 */
export const TRANSIENT_RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000] as const

/**
 * True when the run should be tried again later. The image service's timeouts, rate limits and
 * 5xx (or no answer at all) are; its moderation refusal, a spent quota, a model the account may not
 * use and any other 4xx are not (trying again gives the same answer). Other errors are transient
 * when they say the other side was unreachable or failing (isTransientError); a bug or bad input is
 * permanent.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof GenerationError) {
    switch (error.kind) {
      case 'timeout':
      case 'rate_limit':
        return true
      case 'provider': {
        const status = error.details?.status
        return status === undefined || status >= 500 || status === 408
      }
      default:
        return false
    }
  }
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
