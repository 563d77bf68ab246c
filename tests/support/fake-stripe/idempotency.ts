import type { Answer } from './objects.ts'

// Idempotency as Stripe documents it (https://docs.stripe.com/api/idempotent_requests): the status
// and body of the first request with a key are stored and answered again, as they were then, to a
// repeat with the same parameters; a repeat with other parameters is a 400 idempotency_error; keys
// are forgotten after 24 hours.

const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000

/** An answer as sent: the status and the JSON text. */
export interface SentAnswer {
  status: number
  body: string
}

/** The replay store, on the fake's clock (`now`). */
export function idempotencyStore(now: () => number) {
  /** Per key: the first answer as it was sent (a JSON text, never the live object), what asked for it, and when. */
  const stored = new Map<string, SentAnswer & { request: string; at: number }>()

  /**
   * The answer to a request with idempotency key `key` (or none): the stored first answer for the
   * same key and parameters, a 400 idempotency_error for the same key and other parameters, or else
   * what `handle` answers, stored under the key.
   */
  return function answer(
    key: string | null,
    request: { method: string; path: string; fields: Record<string, string> },
    handle: () => Answer,
  ): SentAnswer {
    const fingerprint = JSON.stringify([request.method, request.path, Object.entries(request.fields).sort()])
    let first = key ? stored.get(key) : undefined
    if (first && now() - first.at > IDEMPOTENCY_KEY_LIFETIME_MS) {
      stored.delete(key!)
      first = undefined
    }
    if (first && first.request !== fingerprint) {
      return {
        status: 400,
        body: JSON.stringify({
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        }),
      }
    }
    if (!first) {
      const result = handle()
      first = { status: result.status, body: JSON.stringify(result.body), request: fingerprint, at: now() }
      if (key) stored.set(key, first)
    }
    return first
  }
}
