import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { PROBLEM_CONTENT_TYPE, problemBody } from '~/web/problem.server.ts'

// Checks every request passes before Remix sees it.

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Callers from other sites by design: signed webhooks, and the sign-in provider's own endpoints. */
const CROSS_ORIGIN_ALLOWED = [/^\/api\/webhooks\//, /^\/oidc(\/|$)/]

function refuse(req: Request, res: Response, status: number, message: string) {
  if (req.path.startsWith('/api/')) {
    // Under /api every refusal is a problem (ADR 126).
    res
      .status(status)
      .type(PROBLEM_CONTENT_TYPE)
      .send(JSON.stringify(problemBody({ status, detail: message })))
    return
  }
  const wantsJson = req.path.startsWith('/api/') || (req.get('Accept') ?? '').includes('application/json')
  res.status(status)
  if (wantsJson) res.json({ message })
  else res.type('text/plain').send(message)
}

/**
 * A NUL character in the path or query (`/pay/%00`, `?session_id=%00`) is refused with a 400: no
 * route takes one, and PostgreSQL text cannot hold one. Percent-encoding that does not decode is
 * refused the same way.
 */
export function refuseNulInUrl(): RequestHandler {
  return (req, res, next) => {
    const url = req.originalUrl
    let decoded: string
    try {
      decoded = decodeURIComponent(url.replace(/\+/g, ' '))
    } catch {
      return refuse(req, res, 400, 'The address contains invalid percent-encoding')
    }
    if (decoded.includes('\u0000')) return refuse(req, res, 400, 'The address contains a character that is not allowed (NUL)')
    next()
  }
}

function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as ((address: string | undefined, hop: number) => boolean) | undefined
  return Boolean(trust?.(req.socket.remoteAddress, 0))
}

/**
 * X-Forwarded-* headers from a client that is not the configured proxy are removed, so nothing
 * downstream (Remix builds the request URL and checks actions from them) can be told another host.
 */
export function dropUntrustedForwardedHeaders(): RequestHandler {
  return (req, _res, next) => {
    if (!fromTrustedProxy(req)) {
      for (const name of Object.keys(req.headers)) if (name.startsWith('x-forwarded-')) delete req.headers[name]
    }
    next()
  }
}

/**
 * Cross-site request forgery: an unsafe request (POST, PUT, PATCH, DELETE) made by a browser must come
 * from the store's own origin, APP_URL (behind a proxy that is the public origin, whatever Host the
 * proxy sends). Browsers send `Origin` and `Sec-Fetch-Site` on such requests; a request whose headers
 * name anything else is refused with a 403 before any action runs (see `isSameOriginWrite`).
 * Requests with neither header come from servers and scripts, which carry no victim's cookie.
 * Neither does an /api request authenticated by a Bearer token and carrying no cookie at all: the
 * token is the credential, and a page on another site cannot make a browser attach it (ADR 101).
 * SameSite=Lax cookies stay as a second line.
 */
export function sameOriginWrites(appUrl: string): RequestHandler {
  const storeOrigin = new URL(appUrl).origin
  return (req: Request, res: Response, next: NextFunction) => {
    if (!UNSAFE_METHODS.has(req.method)) return next()
    if (CROSS_ORIGIN_ALLOWED.some((pattern) => pattern.test(req.path))) return next()
    if (isCookielessTokenCall(req)) return next()
    if (isSameOriginWrite(storeOrigin, req.get('Origin'), req.get('Sec-Fetch-Site'))) return next()
    return refuse(req, res, 403, 'Cross-site request refused: this action must be sent from the store itself')
  }
}

function isCookielessTokenCall(req: Request) {
  return req.path.startsWith('/api/') && /^Bearer\s/i.test(req.get('Authorization') ?? '') && !req.get('Cookie')
}

/**
 * Whether an unsafe request with these `Origin` and `Sec-Fetch-Site` headers may change anything:
 * - `Origin`, when sent, must be exactly the store's serialised origin: same scheme, host and port,
 *   and nothing else (a path, a trailing slash, userinfo, "null" or two values joined are refused).
 * - `Sec-Fetch-Site: cross-site` is refused. `same-site` means another origin of the same site (a
 *   sibling subdomain, another port or scheme), so it is refused unless `Origin` proves the page
 *   was the store's own. `same-origin` and `none` (typed by the person) pass. Browsers send no
 *   other value, so any other is refused.
 * - A request with neither header (old clients, servers, scripts) passes, as before.
 */
export function isSameOriginWrite(storeOrigin: string, origin: string | undefined, fetchSite: string | undefined): boolean {
  const originIsStore = origin === undefined ? undefined : origin === storeOrigin
  if (originIsStore === false) return false
  switch (fetchSite) {
    case undefined:
    case 'same-origin':
    case 'none':
      return true
    case 'same-site':
      return originIsStore === true
    default:
      return false
  }
}

/**
 * Express's `trust proxy` from TRUST_PROXY: unset trusts no one (X-Forwarded-* from a client is
 * ignored); a number trusts that many hops; anything else is Express's list of addresses, subnets or
 * names such as `loopback`.
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (!value) return false
  if (/^\d+$/.test(value)) return Number(value)
  return value
}

const SECRET_QUERY_KEYS = new Set([
  'id',
  'client_secret',
  'session_id',
  'payment_intent',
  'payment_intent_client_secret',
  'code',
  'state',
])

/**
 * The request line as logged: order ids (the only key to an anonymous order), payment secrets and
 * sign-in codes are replaced by "REDACTED".
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2)
  const safePath = path.replace(/^\/api\/orders\/[^/?#]+/, '/api/orders/REDACTED').replace(/^\/pay\/[^/?#]+/, '/pay/REDACTED')
  if (query === undefined) return safePath
  const params = new URLSearchParams(query)
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.has(key)) params.set(key, 'REDACTED')
  return `${safePath}?${params.toString()}`
}
