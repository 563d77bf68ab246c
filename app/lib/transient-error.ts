// Whether a failed call to something outside this process (PostgreSQL, the image storage, a
// provider's HTTP API) is worth trying again shortly: the other side was away, overloaded or slow,
// not refusing what was asked.

/** Node's network errors: refused, reset, timed out, unresolvable for now. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
])
/** PostgreSQL shutting down or restarting (57P01-03), connection failures (08xxx), too many connections. */
const POSTGRES_CODE = /^(57P0[123]|08\d{3}|53300)$/
/** Errors named for a timeout or a lost connection (the AWS SDK's, pg's, fetch's). */
const TRANSIENT_NAMES = new Set(['TimeoutError', 'AbortError', 'RequestTimeout', 'NetworkingError'])
// pg's own words for a socket that closed under it ("Connection terminated unexpectedly", "Connection
// terminated due to connection timeout"), a client it already gave up ("Client has encountered a
// connection error and is not queryable"), a pool that could not connect in time, and Node's words
// for a refused, reset or broken socket.
const LOST_CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|connect ECONNREFUSED|read ECONNRESET|write EPIPE/i
/** An HTTP call's socket closed, or fetch could not reach the server. */
const HTTP_TRANSIENT_MESSAGES = /socket hang up|fetch failed/i

/**
 * True for an error that says a connection was refused or lost, or could not be made for now (a
 * network error, PostgreSQL shutting down or refusing connections), not that a request was bad.
 * Looks through `cause` and AggregateError's `errors`.
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false
  const { code, errno, message, errors, cause } = error as Record<string, unknown>
  for (const value of [code, errno]) {
    if (typeof value === 'string' && (NETWORK_CODES.has(value) || POSTGRES_CODE.test(value))) return true
  }
  if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.test(message)) return true
  if (Array.isArray(errors) && errors.some((inner) => isConnectionError(inner, depth + 1))) return true
  return isConnectionError(cause, depth + 1)
}

/**
 * True for an error that says the other side was unreachable or temporarily failing: a network
 * error, PostgreSQL away, an HTTP 5xx, 408 or 429 answer (the AWS SDK's $metadata.httpStatusCode or
 * a `status`/`statusCode` field), or one the AWS SDK marked retryable. Anything else (a 4xx, a bug,
 * bad input) is permanent. Looks through `cause` and AggregateError's `errors`.
 */
export function isTransientError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false
  if (isConnectionError(error)) return true
  const { name, message, status, statusCode, $metadata, $retryable, cause, errors } = error as Record<string, unknown>
  if (typeof name === 'string' && TRANSIENT_NAMES.has(name)) return true
  if (typeof message === 'string' && HTTP_TRANSIENT_MESSAGES.test(message)) return true
  if ($retryable) return true
  const http = (($metadata as { httpStatusCode?: unknown } | undefined)?.httpStatusCode ?? status ?? statusCode) as unknown
  if (typeof http === 'number' && (http >= 500 || http === 408 || http === 429)) return true
  if (Array.isArray(errors) && errors.some((inner) => isTransientError(inner, depth + 1))) return true
  return isTransientError(cause, depth + 1)
}

/**
 * What a background loop logs of a failed run: a transient failure (the database or a provider away for
 * now) by its message alone, since the outage itself is logged once where it is noticed and a stack per
 * retry only buries it; anything else whole, with its stack.
 */
export function loggedFailure(error: unknown): { reason: string } | { err: unknown } {
  return isTransientError(error) ? { reason: error instanceof Error ? error.message : String(error) } : { err: error }
}
