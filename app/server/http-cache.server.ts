import { createHash } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'

/** Anonymous pages a CDN may share: fresh for a minute, then served stale while one request refreshes. */
export const SHARED_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
/** Pages that depend on the user, the cart or the session, and any response that sets a cookie. */
export const PRIVATE = 'private, no-store'

/**
 * Pages that differ per visitor even without a session cookie (a payment, an order, an account page,
 * the cart): never shared, whoever asks.
 */
const PRIVATE_PATHS = [
  /^\/checkout/,
  /^\/pay\//,
  /^\/confirmation/,
  /^\/order-confirmation/,
  /^\/orders(\/|$)/,
  /^\/dev\//,
  /^\/my-/,
  /^\/auth\//,
  /^\/api\/(auth|login|logout|orders|create-payment-intent)/,
]

const BUFFERED_TYPES = /^(text\/html|application\/json|text\/x-(turbo|script))/i

export interface CacheDecision {
  method: string
  path: string
  status: number
  /** The request carries the session cookie: the answer may depend on the user or the cart. */
  hasSession: boolean
  setsCookie: boolean
  /** The Cache-Control the route chose itself, if any. */
  routeCacheControl: string | null
  contentType: string | null
}

/** The Cache-Control for an HTML or JSON answer; null leaves the response as the route made it. */
export function cacheControlFor(d: CacheDecision): string | null {
  if (d.setsCookie) return PRIVATE
  if (d.method !== 'GET' && d.method !== 'HEAD') return d.routeCacheControl ? null : PRIVATE
  if (!d.contentType || !BUFFERED_TYPES.test(d.contentType)) return null
  if (d.status >= 300 && d.status < 400) return null
  if (PRIVATE_PATHS.some((p) => p.test(d.path))) return PRIVATE
  if (d.routeCacheControl) return d.hasSession && /\bpublic\b/.test(d.routeCacheControl) && isPage(d) ? PRIVATE : null
  if (d.status !== 200) return PRIVATE
  return d.hasSession ? PRIVATE : SHARED_PAGE
}

function isPage(d: CacheDecision) {
  return /^text\/html/i.test(d.contentType ?? '')
}

/** A weak validator over the body (weak: the same entity is sent gzip, brotli or plain). */
export function etagOf(body: Buffer, cspNonce: string | null): string {
  // A per-response CSP nonce would make every body unique; the nonce does not change the page. The
  // bytes around each nonce are hashed where they lie (the nonce is ASCII, so in UTF-8 these are the
  // bytes of the text with the nonce taken out), without decoding and re-encoding the page.
  const hash = createHash('sha1')
  const nonce = cspNonce ? Buffer.from(cspNonce) : null
  let from = 0
  for (let at = nonce?.length ? body.indexOf(nonce) : -1; at !== -1; at = body.indexOf(nonce!, from)) {
    hash.update(body.subarray(from, at))
    from = at + nonce!.length
  }
  hash.update(from ? body.subarray(from) : body)
  return `W/"${hash.digest('base64url').slice(0, 27)}"`
}

/** Weak comparison (RFC 9110 section 13.1.2): any listed tag, or `*`, matches. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

function nonceOf(csp: unknown): string | null {
  const match = typeof csp === 'string' ? /'nonce-([^']+)'/.exec(csp) : null
  return match ? match[1] : null
}

/**
 * Sits in front of the Remix handler. HTML and JSON answers are collected whole instead of streamed
 * (Remix flushes every small chunk, and compression() then compresses each flush on its own), then:
 * one Cache-Control per page kind, an ETag, and 304 for a matching If-None-Match. The body leaves in
 * one write, so compression() sees it whole.
 */
export function httpCaching() {
  return function httpCachingMiddleware(req: Request, res: Response, next: NextFunction) {
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean
    const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => Response
    let decided = false
    let buffering = false
    const chunks: Buffer[] = []

    const decide = () => {
      if (decided) return
      decided = true
      const contentType = headerString(res.getHeader('Content-Type'))
      const cacheControl = cacheControlFor({
        method: req.method,
        path: req.path,
        status: res.statusCode,
        hasSession: /(?:^|;\s*)__session=/.test(req.headers.cookie ?? ''),
        setsCookie: res.getHeader('Set-Cookie') !== undefined,
        routeCacheControl: headerString(res.getHeader('Cache-Control')),
        contentType,
      })
      if (cacheControl) res.setHeader('Cache-Control', cacheControl)
      if (cacheControl === SHARED_PAGE) res.append('Vary', 'Cookie')
      buffering =
        (req.method === 'GET' || req.method === 'HEAD') && res.statusCode === 200 && BUFFERED_TYPES.test(contentType ?? '')
    }

    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')

    res.write = function (chunk: unknown, ...rest: unknown[]) {
      decide()
      if (!buffering) return write(chunk, ...rest)
      chunks.push(toBuffer(chunk, rest[0]))
      return true
    } as Response['write']

    res.end = function (chunk?: unknown, ...rest: unknown[]) {
      decide()
      if (!buffering) return end(chunk, ...rest)
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]))
      // A page rendered whole arrives as one chunk: kept as it is, not copied.
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)
      let etag = headerString(res.getHeader('ETag'))
      if (!etag) {
        etag = etagOf(body, nonceOf(res.getHeader('Content-Security-Policy')))
        res.setHeader('ETag', etag)
      }
      if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
        res.statusCode = 304
        res.removeHeader('Content-Type')
        res.removeHeader('Content-Length')
        // The browser keeps the cached page, whose scripts carry the nonce of the policy it came with.
        res.removeHeader('Content-Security-Policy')
        return end()
      }
      res.setHeader('Content-Length', body.length)
      return end(body)
    } as Response['end']

    // Remix flushes after every chunk; while collecting there is nothing to flush.
    const flush = (res as Response & { flush?: () => void }).flush
    ;(res as Response & { flush?: () => void }).flush = () => {
      if (decided && !buffering) flush?.call(res)
    }
    next()
  }
}

function headerString(value: number | string | string[] | undefined): string | null {
  if (value === undefined) return null
  return Array.isArray(value) ? value.join(', ') : String(value)
}
