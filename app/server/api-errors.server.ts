import type { ErrorRequestHandler } from 'express'
import { logger } from '~/lib/logger.server.ts'
import { PROBLEM_CONTENT_TYPE, problemBody } from '~/web/problem.server.ts'
import { noteDatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from '~/lib/database-outage.server.ts'

/**
 * An error passed on under /api before or around the routes (a token lookup that failed, the Remix
 * handler itself failing) is answered as a problem (RFC 9457, ADR 126) instead of Express's HTML
 * page: 503 `unavailable` with Retry-After when the database connection was refused or lost, else
 * 500 `internal_error`. Other paths keep Express's answer.
 */
export function apiErrorProblems(): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (!(req.path === '/api' || req.path.startsWith('/api/')) || res.headersSent) return next(error)
    // An outage is logged once, at warn (noteDatabaseOutage); anything else is a bug, with its stack.
    const outage = noteDatabaseOutage(error)
    if (!outage) logger.error({ err: error, path: req.path }, 'an /api request failed outside its route')
    res.status(outage ? 503 : 500)
    res.setHeader('Cache-Control', 'no-store')
    if (outage) res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS))
    const init = outage
      ? { status: 503, code: 'unavailable', detail: 'The store cannot reach its database. Please try again shortly.' }
      : { status: 500, code: 'internal_error', detail: 'Something went wrong on our side. Please try again.' }
    res.type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problemBody(init)))
  }
}
