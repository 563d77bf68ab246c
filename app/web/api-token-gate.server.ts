import type { RequestHandler } from 'express'
import { checkBearer, INVALID_TOKEN_CHALLENGE } from '~/web/api-token.server.ts'
import { resolveApiVersion, SUPPORTED_API_VERSIONS } from '~/web/api-version.ts'
import type { StoreServices } from '~/web/load-context.ts'
import { PROBLEM_CONTENT_TYPE, problemBody, type ProblemInit } from '~/web/problem.server.ts'

/** Paths whose callers are other services that speak their own protocol, not this API's versions. */
const UNVERSIONED = /^\/api\/webhooks\//

/**
 * Every /api request passes here before any route runs, the public ones included:
 * - a Bearer token is checked: 401 for a malformed, unknown or revoked token, 403 when its scopes
 *   do not cover the call (routes then take the caller from the same token, app/web/api-token.server.ts);
 * - `API-Version`, when sent, must name a supported version (400 `unsupported_api_version` listing
 *   them); without it a token's pinned version applies, else the newest.
 * Refusals are problems (application/problem+json, ADR 126). Made once with the process's services.
 */
export function apiTokenGate({ db }: Pick<StoreServices, 'db'>): RequestHandler {
  return (req, res, next) => {
    const isApi = req.path.startsWith('/api/') && !UNVERSIONED.test(req.path)
    const refuse = (init: Omit<ProblemInit, 'headers'>, headers: Record<string, string> = {}) => {
      res.setHeader('Cache-Control', 'private, no-store')
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      res
        .status(init.status)
        .type(PROBLEM_CONTENT_TYPE)
        .send(JSON.stringify(problemBody(init)))
    }
    const header = req.get('API-Version')
    if (!req.get('Authorization')) {
      if (isApi) {
        const version = resolveApiVersion(header)
        if (!version.ok) return refuse(versionProblem(version.detail))
      }
      return next()
    }
    checkBearer(db, req.get('Authorization'), req.method, req.path).then(
      (check) => {
        if (check && !check.ok) {
          return refuse(
            { status: check.status, code: check.status === 401 ? 'invalid_token' : 'insufficient_scope', detail: check.message },
            check.status === 401 ? { 'WWW-Authenticate': INVALID_TOKEN_CHALLENGE } : {},
          )
        }
        if (isApi) {
          const version = resolveApiVersion(header, check?.apiVersion)
          if (!version.ok) return refuse(versionProblem(version.detail))
        }
        next()
      },
      (error: unknown) => next(error),
    )
  }
}

function versionProblem(detail: string) {
  return { status: 400, code: 'unsupported_api_version', detail, extra: { supportedVersions: [...SUPPORTED_API_VERSIONS] } }
}
