import type { RequestHandler } from 'express'
import type { DB } from '~/lib/db.server.ts'
import { checkBearer, INVALID_TOKEN_CHALLENGE } from '~/web/api-token.server.ts'

/**
 * Every /api request that carries a Bearer token is checked before any route runs, the public ones
 * included: 401 for a malformed, unknown or revoked token, 403 when its scopes do not cover the call.
 * Routes then take the caller from the same token (app/web/api-token.server.ts).
 */
export function apiTokenGate(getDb: () => DB): RequestHandler {
  return (req, res, next) => {
    if (!req.get('Authorization')) return next()
    checkBearer(getDb(), req.get('Authorization'), req.method, req.path).then(
      (check) => {
        if (!check || check.ok) return next()
        res.setHeader('Cache-Control', 'private, no-store')
        if (check.status === 401) res.setHeader('WWW-Authenticate', INVALID_TOKEN_CHALLENGE)
        res.status(check.status).json({ message: check.message })
      },
      (error: unknown) => next(error),
    )
  }
}
