import { createHash } from 'node:crypto'

// Idempotency keys: a client names a creating request with `Idempotency-Key`; repeating the same
// request with the same key answers the first result instead of creating a second thing.

/** How long a key is remembered. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000
/** A request still "running" after this long crashed with its process: its key may be used again. */
export const STALE_RUNNING_MS = 10 * 60 * 1000

/** 1 to 255 visible ASCII characters (a UUID fits). */
export function validIdempotencyKey(value: string): boolean {
  return /^[\x21-\x7e]{1,255}$/.test(value)
}

/** What makes two requests "the same": method, path with query, and the body, byte for byte. */
export function requestFingerprint(method: string, pathWithQuery: string, body: string): string {
  return createHash('sha256').update(`${method.toUpperCase()} ${pathWithQuery}\n`).update(body).digest('hex')
}

/**
 * Only successes are kept: a refusal (a payment not yet confirmed, a rate limit, a bad field) or a
 * failure frees the key, so the same request can be sent again once the cause is fixed. 202 Accepted
 * (a payment still processing) is not the outcome yet either: a repeat asks again.
 */
export function keepsAnswer(status: number): boolean {
  return status >= 200 && status < 300 && status !== 202
}

export interface StoredKey {
  request_hash: string
  state: 'running' | 'done'
  created_at: Date
  expires_at: Date
}

export type KeyVerdict = 'expired' | 'mismatch' | 'running' | 'replay'

/** What a request meeting an existing key gets. */
export function judgeExistingKey(stored: StoredKey, requestHash: string, now: Date): KeyVerdict {
  if (stored.expires_at.getTime() <= now.getTime()) return 'expired'
  if (stored.state === 'running' && now.getTime() - stored.created_at.getTime() >= STALE_RUNNING_MS) return 'expired'
  if (stored.request_hash !== requestHash) return 'mismatch'
  return stored.state === 'running' ? 'running' : 'replay'
}
