import type { RequestHandler } from 'express'
import { isSafeRelativePath } from '~/web/safe-redirect.server.ts'

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0'])

/**
 * The origin a request should be redirected to before anything else happens, or null. Only when
 * APP_URL is not configured: the local default origin is http://localhost:$PORT, and a visitor who
 * typed another loopback name for the same server (127.0.0.1, [::1]) is sent there first. Otherwise
 * the sign-in state cookie would be set on one host and the provider's callback land on the other.
 */
export function canonicalRedirect(appUrl: string, hostHeader: string | undefined, path: string): string | null {
  if (!hostHeader) return null
  const canonical = new URL(appUrl)
  let requested: URL
  try {
    requested = new URL(`${canonical.protocol}//${hostHeader}`)
  } catch {
    return null
  }
  if (requested.host === canonical.host) return null
  if (!LOOPBACK_HOSTNAMES.has(requested.hostname) || !LOOPBACK_HOSTNAMES.has(canonical.hostname)) return null
  if (requested.port !== canonical.port) return null
  // Only a same-server path is carried over: `path` is the request target, held to the rule of every
  // redirect built from request data.
  if (!isSafeRelativePath(path)) return null
  return `${canonical.origin}${path}`
}

/** Express middleware for canonicalRedirect (a 308 keeps the method and body of a form post). */
export function canonicalOrigin(appUrl: string): RequestHandler {
  return (req, res, next) => {
    // Health checks answer on any host name (load balancers probe by address).
    if (req.path === '/healthz' || req.path === '/readyz') return next()
    const target = canonicalRedirect(appUrl, req.headers.host, req.originalUrl)
    if (!target) return next()
    res.redirect(308, target)
  }
}
