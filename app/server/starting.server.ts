import type { IncomingMessage, ServerResponse } from 'node:http'
import { API_VERSION } from '~/web/api-version.ts'
import { PROBLEM_CONTENT_TYPE, problemBody } from '~/web/problem.server.ts'
import { OUTAGE_RETRY_AFTER_SECONDS } from '~/lib/database-outage.server.ts'

const STARTING = 'The store is starting and cannot reach its database yet. Please try again shortly.'
const AWAY = 'The store cannot reach its database for a moment. Please try again shortly.'

/** A small page of its own: the app's pages need the database this is about. */
function page(detail: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>ShirtSmith will be back in a moment</title></head>
<body><main><h1>ShirtSmith will be back in a moment</h1><p>${detail}</p></main></body></html>
`
}

/** 503 with Retry-After as an HTML page, for a browser (a form post, a page) while the database is away. */
export function sendOutagePage(req: IncomingMessage, res: ServerResponse, detail = AWAY) {
  res.statusCode = 503
  res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS))
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.end(req.method === 'HEAD' ? undefined : page(detail))
}

/**
 * What a web process answers while it cannot start its app because the database is away: it is
 * alive (/healthz 200), not ready (/readyz 503), and every other request is told to come back (503 with
 * Retry-After: a problem under /api, a small page elsewhere).
 */
export function answerWhileStarting(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  res.setHeader('Cache-Control', 'no-store')
  if (path === '/healthz') return json(res, 200, { status: 'ok' })
  if (path === '/readyz') return json(res, 503, { status: 'starting: database unreachable' })
  res.statusCode = 503
  res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS))
  if (path === '/api' || path.startsWith('/api/')) {
    res.setHeader('API-Version', API_VERSION)
    res.setHeader('Content-Type', PROBLEM_CONTENT_TYPE)
    res.end(JSON.stringify(problemBody({ status: 503, code: 'unavailable', detail: STARTING })))
    return
  }
  sendOutagePage(req, res, STARTING)
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.end(JSON.stringify(body))
}
