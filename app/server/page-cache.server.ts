import type { NextFunction, Request, Response } from 'express'
import { matchesIfNoneMatch } from './http-cache.server.ts'

/**
 * Keeps what an anonymous visitor is answered on the busiest shared addresses, keyed by the address
 * and the database's version stamp of the community and catalogue tables, so each is rendered once
 * per change rather than once per visit (ADR 084): the studio pages (`/`, `/design`) and the
 * community lists of the API (`/api/community-designs`, `/api/popular-designs`). What they show an
 * anonymous visitor depends on nothing else: no cookie, no account, no cart. Each HTML answer still
 * gets its own CSP nonce: the stored page holds a placeholder where the nonce was.
 */

/** The cached addresses, each with the query parameters that only choose what it shows (any other one is answered afresh). */
const CACHED_PATHS = new Map<string, Set<string>>([
  ['/', new Set(['index', 'gallery', 'after', 'mode'])],
  ['/design', new Set(['index', 'gallery', 'after', 'mode'])],
  ['/api/community-designs', new Set(['page', 'cursor'])],
  ['/api/popular-designs', new Set()],
])
const NONCE_PLACEHOLDER = '\u0000nonce\u0000'

interface CachedPage {
  body: string
  etag: string | null
  contentType: string
  cacheControl: string
}

/** The cache key for a request, or null when its answer may differ per visitor. */
export function pageCacheKey(request: {
  method: string
  path: string
  url: string
  cookie: string | undefined
  authorization: string | undefined
}): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const sharedParams = CACHED_PATHS.get(request.path)
  if (!sharedParams) return null
  // Every cookie the store sets starts with `__` (the session, a toast to show once, sign-in state):
  // a browser carrying one may see something of its own on the page.
  if (/(?:^|;\s*)__\w+=/.test(request.cookie ?? '') || request.authorization) return null
  const query = new URL(request.url, 'http://x').searchParams
  for (const name of query.keys()) if (!sharedParams.has(name)) return null
  return request.url
}

/** At most `maxEntries` answers (gallery pages, tabs, list pages), least recently used dropped first. */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>()
  constructor(private readonly maxEntries = 200) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key)
    if (page) {
      this.pages.delete(key)
      this.pages.set(key, page)
    }
    return page
  }

  set(key: string, page: CachedPage) {
    this.pages.delete(key)
    this.pages.set(key, page)
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value as string)
  }
}

/** An answer any visitor may be given: the route or the HTTP layer (ADR 080) made it public. */
function isShared(cacheControl: string) {
  return /^public\b/.test(cacheControl)
}

export function withNoncePlaceholder(html: string, nonce: string | undefined) {
  return nonce ? html.replaceAll(nonce, NONCE_PLACEHOLDER) : html
}

export function withNonce(html: string, nonce: string | undefined) {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce ?? '')
}

/**
 * Express middleware in front of the HTTP caching layer: answers a cached anonymous studio page, or
 * lets the request through and keeps the answer it produced when that answer is shared
 * (`Cache-Control` public, status 200, no cookie set).
 */
export function anonymousPageCache({ version, cache = new PageCache() }: { version: () => Promise<string>; cache?: PageCache }) {
  return async function anonymousPageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
    const url = pageCacheKey({
      method: req.method,
      path: req.path,
      url: req.originalUrl,
      cookie: req.headers.cookie,
      authorization: req.headers.authorization,
    })
    if (!url) return next()
    let key: string
    try {
      key = `${await version()} ${url}`
    } catch {
      // No stamp (the database is away): render as if there were no cache, which answers the
      // outage as every other page does (503 with Retry-After).
      return next()
    }
    const nonce = res.locals.cspNonce as string | undefined
    const hit = cache.get(key)
    if (hit) {
      res.setHeader('X-Page-Cache', 'hit')
      res.setHeader('Content-Type', hit.contentType)
      res.setHeader('Cache-Control', hit.cacheControl)
      res.append('Vary', 'Cookie')
      if (hit.etag) {
        res.setHeader('ETag', hit.etag)
        if (matchesIfNoneMatch(req.headers['if-none-match'], hit.etag)) {
          // The browser keeps the page it has, with the nonce of the policy it came with.
          res.removeHeader('Content-Type')
          res.removeHeader('Content-Security-Policy')
          res.status(304).end()
          return
        }
      }
      const body = withNonce(hit.body, nonce)
      res.setHeader('Content-Length', Buffer.byteLength(body))
      // One write, so compression() compresses the page whole.
      res.status(200).end(body)
      return
    }
    res.setHeader('X-Page-Cache', 'miss')
    const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => Response
    res.end = function (chunk?: unknown, ...rest: unknown[]) {
      const cacheControl = String(res.getHeader('Cache-Control') ?? '')
      const shared =
        res.statusCode === 200 &&
        isShared(cacheControl) &&
        res.getHeader('Set-Cookie') === undefined &&
        (Buffer.isBuffer(chunk) || typeof chunk === 'string')
      if (shared) {
        cache.set(key, {
          body: withNoncePlaceholder(chunk.toString(), nonce),
          etag: (res.getHeader('ETag') as string | undefined) ?? null,
          contentType: String(res.getHeader('Content-Type') ?? 'text/html'),
          cacheControl,
        })
      }
      return end(chunk, ...rest)
    } as Response['end']
    next()
  }
}
