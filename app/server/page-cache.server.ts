import type { NextFunction, Request, Response } from 'express'
import Negotiator from 'negotiator'
import { matchesIfNoneMatch } from './http-cache.server.ts'
import { brotliParts, gzipParts, makeVariants, plainParts, type PageVariants } from './page-variants.server.ts'
import { leasedVersion } from './leased-version.server.ts'
import { admissionTicket } from './admission.server.ts'
import { NONCE_PLACEHOLDER, replayableHeaders, replayHit, type ReplayHeaders } from './page-cache-replay.server.ts'

/**
 * Keeps what an anonymous visitor is answered on the busiest shared addresses, keyed by the address
 * and the database's version stamp of the community and catalogue tables, so each is rendered once
 * per change rather than once per visit (ADR 084, ADR 118): the studio pages (`/`, `/design`), the
 * product pages, the shop directory and the shops, and the community lists of the API
 * (`/api/community-designs`, `/api/popular-designs`). What they show an anonymous visitor depends on
 * nothing else: no cookie, no account, no cart; and on no table but the stamped ones (designs, votes,
 * shops, their designs, products and their variants). Each HTML answer still gets its own CSP nonce:
 * the stored page holds a placeholder where the nonce was, and its compressed copies are made once
 * and given each response's nonce without compressing again (page-variants.server.ts).
 */

/** The cached addresses, each with the query parameters that only choose what it shows (any other one is answered afresh). */
const CACHED_PATHS = new Map<string, Set<string>>([
  ['/', new Set(['index', 'gallery', 'after', 'mode'])],
  ['/design', new Set(['index', 'gallery', 'after', 'mode'])],
  ['/shops', new Set(['page'])],
  ['/api/community-designs', new Set(['page', 'cursor'])],
  ['/api/popular-designs', new Set()],
])
const CACHED_PATTERNS: [RegExp, Set<string>][] = [
  [/^\/products\/[^/]+$/, new Set(['color', 'size', 'shop'])],
  // A shop at its handle (a number is the old address, answered with a redirect, which is never stored).
  [/^\/shops\/[a-z0-9-]+$/, new Set()],
]

function sharedParamsOf(path: string) {
  return CACHED_PATHS.get(path) ?? CACHED_PATTERNS.find(([pattern]) => pattern.test(path))?.[1]
}

export interface CachedPage {
  body: string
  etag: string | null
  contentType: string
  cacheControl: string
  /** Its compressed copies, once made (until then each answer is compressed as it goes out). */
  variants?: PageVariants
  /** The headers its first hit from the copies was answered with, sent again by later hits (page-cache-replay.server.ts). */
  hitHeaders?: ReplayHeaders
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
  const sharedParams = sharedParamsOf(request.path)
  if (!sharedParams) return null
  // Every cookie the store sets starts with `__` (the session, a toast to show once, sign-in state):
  // a browser carrying one may see something of its own on the page.
  if (/(?:^|;\s*)__\w+=/.test(request.cookie ?? '') || request.authorization) return null
  const query = new URL(request.url, 'http://x').searchParams
  for (const name of query.keys()) if (!sharedParams.has(name)) return null
  return request.url
}

/** The cache key of an Express request (pageCacheKey's rules). */
function requestCacheKey(req: Request) {
  return pageCacheKey({
    method: req.method,
    path: req.path,
    url: req.originalUrl,
    cookie: req.headers.cookie,
    authorization: req.headers.authorization,
  })
}

/** Memory a cached answer holds: its text (two bytes a character at worst) or its compressed copies. */
function pageBytes(page: CachedPage): number {
  const variants = page.variants
  const buffers = variants ? [...variants.pieces, ...(variants.gzip?.parts ?? []), ...(variants.br?.parts ?? [])] : []
  return page.body.length * 2 + buffers.reduce((sum, buffer) => sum + buffer.length, 0)
}

/**
 * At most `maxEntries` answers (gallery pages, tabs, list pages, products, shops) and about `maxBytes`
 * of them (a page and its compressed copies hold about 200 KB), least recently used dropped first.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>()
  constructor(
    private readonly maxEntries = 300,
    private readonly maxBytes = 24 * 2 ** 20,
  ) {}

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
    // Sizes are read now, not when stored: a page's compressed copies are added after it is stored.
    let bytes = 0
    for (const cached of this.pages.values()) bytes += pageBytes(cached)
    for (const [oldest, cached] of this.pages) {
      if (bytes <= this.maxBytes || this.pages.size === 1) break
      bytes -= pageBytes(cached)
      this.pages.delete(oldest)
    }
  }

  get size() {
    return this.pages.size
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

/** The compressions of cached pages still under way (they run after their answer has gone). */
const compressing = new Set<Promise<void>>()

/**
 * Resolves when no cached page is being compressed: a process (or a test's store in a worker
 * thread) that stops waits for them, so no compressor is cut off half made (Node aborts the whole
 * process when a thread ends holding a brotli stream it had not yet set up).
 */
export async function pageCompressionSettled(): Promise<void> {
  while (compressing.size > 0) await Promise.all([...compressing])
}

/** How long a visitor waits for another's render of the same page before rendering it itself. */
const RENDER_WAIT_MS = 10_000

const ENCODINGS = ['br', 'gzip', 'deflate', 'identity']
const PREFERRED = ['br', 'gzip']

/** The encoding the compression middleware would choose for this request (the same negotiation). */
function chosenEncoding(req: Request) {
  // negotiator 0.6.4 (compression's) takes the server's preference second; its published types predate that.
  const negotiator = new Negotiator(req) as unknown as { encoding(available: string[], preferred: string[]): string | undefined }
  return negotiator.encoding(ENCODINGS, PREFERRED) ?? 'identity'
}

/** The copy a GET is answered with, by the encoding it accepts; null when it asks for one not kept. */
function variantFor(req: Request, variants: PageVariants) {
  const encoding = req.headers['accept-encoding'] ? chosenEncoding(req) : 'identity'
  if (encoding === 'br' && variants.br) return { encoding, parts: (nonce: Buffer) => brotliParts(variants, nonce) } as const
  if (encoding === 'gzip' && variants.gzip) return { encoding, parts: (nonce: Buffer) => gzipParts(variants, nonce) } as const
  if (encoding === 'identity') return { encoding, parts: (nonce: Buffer) => plainParts(variants, nonce) } as const
  return null
}

/** Answers a GET from the stored compressed copies; false when the request asks for something else. */
function sendVariant(req: Request, res: Response, variants: PageVariants, nonce: string | undefined) {
  if (req.method !== 'GET') return false
  const variant = variantFor(req, variants)
  if (!variant) return false
  // One write through the layers (compression sees the answer whole); replayed hits write the parts.
  const body = Buffer.concat(variant.parts(Buffer.from(nonce ?? '')))
  // The compression middleware leaves an answer that is already encoded as it is (it still adds Vary).
  if (variant.encoding !== 'identity') res.setHeader('Content-Encoding', variant.encoding)
  res.setHeader('Content-Length', body.length)
  res.status(200).end(body)
  return true
}

/** Answers a request from a stored page: 304 when the browser holds it, else its compressed copy. */
function answerFromCache(req: Request, res: Response, hit: CachedPage, nonce: string | undefined) {
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
  if (hit.variants && sendVariant(req, res, hit.variants, nonce)) {
    // Sent through every layer: later hits may send these headers again without them.
    hit.hitHeaders ??= replayableHeaders(res, nonce)
    return
  }
  const body = hit.variants ? Buffer.concat(plainParts(hit.variants, Buffer.from(nonce ?? ''))) : withNonce(hit.body, nonce)
  res.setHeader('Content-Length', Buffer.byteLength(body))
  // One write, so compression() compresses the page whole.
  res.status(200).end(body)
}

/**
 * Express middleware in front of the HTTP caching layer: answers a cached anonymous page, or lets the
 * request through and keeps the answer it produced when that answer is shared (`Cache-Control`
 * public, status 200, no cookie set).
 */
export function anonymousPageCache({
  version: readVersion,
  versionTtlMs = 0,
  cache = new PageCache(),
  answersHost = () => true,
}: {
  version: () => Promise<string>
  /** How long a read of the version stamp is trusted (0: read per request). */
  versionTtlMs?: number
  cache?: PageCache
  /** Whether a hit may be answered at this Host, before the layers that might redirect it elsewhere. */
  answersHost?: (host: string | undefined) => boolean
}) {
  const stamp = leasedVersion(readVersion, versionTtlMs)
  /** The renders under way of pages not stored yet, by key. */
  const renders = new Map<string, Promise<void>>()

  /**
   * Mounted before the other layers: answers a plain GET of a stored page whose first hit went through
   * them, with that hit's headers (page-cache-replay.server.ts). Anything else goes on to them: a HEAD,
   * a revalidation, an /api list (its rate limit counts every call), a page not yet hit, a stamp not at hand.
   */
  function replayHits(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' || req.headers['if-none-match'] !== undefined || req.path.startsWith('/api/')) return next()
    if (!answersHost(req.headers.host)) return next()
    const url = requestCacheKey(req)
    const version = url ? stamp.peek() : null
    const hit = version ? cache.get(`${version} ${url}`) : undefined
    const variant = hit?.variants && hit.hitHeaders ? variantFor(req, hit.variants) : null
    if (!variant) return next()
    replayHit(req, res, hit!.hitHeaders!, variant.encoding, variant.parts)
  }

  const middleware = async function anonymousPageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
    // A write of this process's own is seen by the next anonymous visit, lease or not.
    if (req.method !== 'GET' && req.method !== 'HEAD') res.once('finish', () => stamp.expire())
    const url = requestCacheKey(req)
    if (!url) return next()
    // Waiting on a read or a render another request started uses no CPU: the request's place in admission
    // control is given to another meanwhile, and taken again only if it must render the page itself.
    const ticket = admissionTicket(res)
    let key: string
    try {
      // A stamp at hand is taken without an await, so a cached page is answered in its request's own turn.
      const atHand = stamp.peek()
      if (atHand === null) ticket?.stepAside()
      key = `${atHand ?? (await stamp.get())} ${url}`
    } catch {
      // No stamp (the database is away): render as if there were no cache, which answers the
      // outage as every other page does (503 with Retry-After).
      if (ticket && !ticket.stepBack()) return
      return next()
    }
    const nonce = res.locals.cspNonce as string | undefined
    const hit = cache.get(key)
    if (hit) return answerFromCache(req, res, hit, nonce)
    // Visitors who ask for a page while it is being rendered wait for that render (a burst on a page
    // just changed renders it once, not once per visitor), then are answered from the cache; if it
    // was not shareable, or takes too long, each renders its own.
    const underWay = renders.get(key)
    if (underWay) {
      ticket?.stepAside()
      await Promise.race([underWay, new Promise((resolve) => setTimeout(resolve, RENDER_WAIT_MS).unref())])
      const rendered = cache.get(key)
      if (rendered) return answerFromCache(req, res, rendered, nonce)
    }
    // Rendering is work again: it needs a place (refused with 503 when none is free).
    if (ticket && !ticket.stepBack()) return
    let settle!: () => void
    const render = new Promise<void>((resolve) => (settle = resolve))
    if (!renders.has(key)) renders.set(key, render)
    let storing = false
    const settled = () => {
      if (renders.get(key) === render) renders.delete(key)
      settle()
    }
    // A page that is stored settles once its compressed copies are made, so its waiters are not
    // each compressed on the way out; any other answer settles when it has gone.
    res.once('close', () => {
      if (!storing) settled()
    })
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
        const text = chunk.toString()
        const page: CachedPage = {
          body: withNoncePlaceholder(text, nonce),
          etag: (res.getHeader('ETag') as string | undefined) ?? null,
          contentType: String(res.getHeader('Content-Type') ?? 'text/html'),
          cacheControl,
        }
        cache.set(key, page)
        // Compressed once, after this answer has gone; until then hits are compressed as they go out.
        const made = new Promise<void>((resolve) =>
          setImmediate(() => {
            makeVariants(text, nonce).then(
              (variants) => {
                // The pieces hold the page from now on: the text is not kept twice.
                page.variants = variants
                page.body = ''
                resolve()
              },
              () => resolve(),
            )
          }),
        )
        compressing.add(made)
        storing = true
        void made.finally(() => {
          compressing.delete(made)
          settled()
        })
      }
      return end(chunk, ...rest)
    } as Response['end']
    next()
  }
  return Object.assign(middleware, { replayHits })
}
