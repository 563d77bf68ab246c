import { logger } from './logger.server.ts'

// While PostgreSQL is unreachable (restarting, failing over, the network to it cut) a request that
// needed it fails. It is answered 503 with Retry-After instead of 500, so browsers, load balancers
// and API clients know to try again shortly; the pg pool reconnects on its own once the server is back.

/** How long after a lost-connection error a failed request is still put down to the outage. */
export const OUTAGE_WINDOW_MS = 5_000
export const OUTAGE_RETRY_AFTER_SECONDS = 5

// Node error codes of a refused or broken connection, and PostgreSQL's shutdown and connection classes.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
// pg's own words for a socket that closed under it ("Connection terminated unexpectedly", "Connection
// terminated due to connection timeout"), a client it already gave up ("Client has encountered a
// connection error and is not queryable") and a pool that could not connect in time.
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|connect ECONNREFUSED|read ECONNRESET|write EPIPE/i

/** True for an error that says the database connection was refused or lost (not a bad query). */
export function isDatabaseConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false
  const { code, errno, message, errors, cause } = error as Record<string, unknown>
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true
  if (typeof errno === 'string' && CONNECTION_CODES.has(errno)) return true
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseConnectionError(inner, depth + 1))) return true
  return isDatabaseConnectionError(cause, depth + 1)
}

// On globalThis: the Remix build (which sees the errors) and the server (which answers) each load
// their own copy of this file.
const state = globalThis as unknown as { __databaseLostAt?: number; __databaseOutageLogged?: boolean }

export function databaseRecentlyLost(now = Date.now()) {
  return state.__databaseLostAt !== undefined && now - state.__databaseLostAt < OUTAGE_WINDOW_MS
}

/**
 * Notes a failure of a request: true when it is the database being away. That opens (or keeps open)
 * the outage window, and the outage is logged once, at warn and without a stack (it is not a bug in
 * the store), until the window closes; every request it fails is still on its own request line.
 */
export function noteDatabaseOutage(error: unknown, now = Date.now()): boolean {
  if (!isDatabaseConnectionError(error)) return false
  if (!databaseRecentlyLost(now)) state.__databaseOutageLogged = false
  state.__databaseLostAt = now
  if (!state.__databaseOutageLogged) {
    state.__databaseOutageLogged = true
    const { code, message } = error as { code?: unknown; message?: unknown }
    logger.warn(
      { error: { code: typeof code === 'string' ? code : undefined, message: String(message ?? error) } },
      'database unreachable: answering 503 with Retry-After',
    )
  }
  return true
}
