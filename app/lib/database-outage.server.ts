import { logger } from './logger.server.ts'
import { isConnectionError } from './transient-error.ts'

// While PostgreSQL is unreachable (restarting, failing over, the network to it cut) a request that
// needed it fails. It is answered 503 with Retry-After instead of 500, so browsers, load balancers
// and API clients know to try again shortly; the pg pool reconnects on its own once the server is back.

/** How long after a lost-connection error a failed request is still put down to the outage. */
export const OUTAGE_WINDOW_MS = 5_000
export const OUTAGE_RETRY_AFTER_SECONDS = 5

/**
 * True for an error that says the database connection was refused or lost (not a bad query): the
 * same test as for every other outside service (transient-error.ts).
 */
export const isDatabaseConnectionError = isConnectionError

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

/**
 * Logs a failed run of a background loop (the job queue's lease renewals, the design-job lease
 * sweep). The database being away is the outage: it opens the outage window and is logged once at
 * warn by noteDatabaseOutage, and each failed run only at debug, since a stack every few seconds for
 * as long as the outage lasts would bury it (and page the on-call for what is not a bug). Anything
 * else is logged at `level` with its stack.
 */
export function logBackgroundFailure(
  error: unknown,
  message: string,
  { level = 'error', now = Date.now() }: { level?: 'warn' | 'error'; now?: number } = {},
): void {
  if (noteDatabaseOutage(error, now)) {
    logger.debug({ reason: error instanceof Error ? error.message : String(error) }, `${message}: database unreachable`)
    return
  }
  logger[level]({ err: error }, message)
}
