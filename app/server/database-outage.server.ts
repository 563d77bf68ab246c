import type { RequestHandler } from 'express'

// While PostgreSQL is unreachable (restarting, failing over) a request that needed it fails. It is
// answered 503 with Retry-After instead of 500, so browsers, load balancers and API clients know to
// try again shortly; the pg pool reconnects on its own once the server is back.

/** How long after a lost-connection error a failed request is still put down to the outage. */
const OUTAGE_WINDOW_MS = 5_000
export const OUTAGE_RETRY_AFTER_SECONDS = 5

// Node error codes of a refused or broken connection, and PostgreSQL's shutdown and connection classes.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
const CONNECTION_MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect|connect ECONNREFUSED/i

/** True for an error that says the database connection was refused or lost (not a bad query). */
export function isDatabaseConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown }
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseConnectionError(inner, depth + 1))) return true
  return isDatabaseConnectionError(cause, depth + 1)
}

// On globalThis: the Remix build (which sees the errors) and the server (which answers) each load
// their own copy of this file.
const state = globalThis as unknown as { __databaseLostAt?: number }

/** Remix's handleError calls this with every server error; a lost connection opens the outage window. */
export function noteServerError(error: unknown) {
  if (isDatabaseConnectionError(error)) state.__databaseLostAt = Date.now()
}

export function databaseRecentlyLost(now = Date.now()) {
  return state.__databaseLostAt !== undefined && now - state.__databaseLostAt < OUTAGE_WINDOW_MS
}

/** Turns a 500 written while the database connection is lost into 503 with Retry-After. */
export function databaseOutageAnswers(): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode
      if (status === 500 && databaseRecentlyLost()) {
        args[0] = 503
        res.statusCode = 503
        res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS))
        res.setHeader('Cache-Control', 'no-store')
      }
      return writeHead.apply(this, args)
    } as typeof writeHead
    next()
  }
}
