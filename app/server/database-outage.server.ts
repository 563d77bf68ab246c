import type { RequestHandler } from 'express'
import { databaseRecentlyLost, OUTAGE_RETRY_AFTER_SECONDS } from '~/lib/database-outage.server.ts'

export {
  isDatabaseConnectionError,
  logBackgroundFailure,
  noteDatabaseOutage as noteServerError,
} from '~/lib/database-outage.server.ts'

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
