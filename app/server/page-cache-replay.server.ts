import { randomBytes } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import type { Request, Response } from 'express'
import { logger } from '~/lib/logger.server.ts'
import { requestIdFrom } from '~/lib/request-context.server.ts'
import { redactUrl } from './request-guards.server.ts'

/**
 * A stored page's hit answered again without the middleware between (ADR 118, update of 2026-11-30 night).
 *
 * The first hit of a page goes through every layer (security headers, the request's id and log line,
 * compression's negotiation) and the headers it was answered with are kept, less those that differ per
 * answer. Later hits send those headers again with their own nonce, request id, length and encoding: the
 * same answer, at about half the CPU. Under a burst of one page that is what decides how long the
 * requests queued behind each other wait.
 */

/** Headers set per answer, never kept: the body's length and encoding, the date, the request's id. */
const PER_ANSWER = new Set([
  'content-length',
  'content-encoding',
  'date',
  'x-request-id',
  'connection',
  'keep-alive',
  'transfer-encoding',
])
export const NONCE_PLACEHOLDER = '\u0000nonce\u0000'

export type ReplayHeaders = [name: string, value: string | string[]][]

/** The headers a hit was answered with, as named there, to be sent again; the policy's nonce left as a placeholder. */
export function replayableHeaders(res: Pick<Response, 'getHeader'>, nonce: string | undefined): ReplayHeaders {
  const kept: ReplayHeaders = []
  // Every outgoing message has it (Node 15.13 on); the published types name it on ClientRequest only.
  for (const name of (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    const value = res.getHeader(name)
    if (value === undefined || PER_ANSWER.has(name.toLowerCase())) continue
    const text = Array.isArray(value) ? value : String(value)
    kept.push([name, nonce && typeof text === 'string' ? text.replaceAll(nonce, NONCE_PLACEHOLDER) : text])
  }
  return kept
}

/**
 * Answers with the kept headers and `body(nonce)`: a new nonce and request id, one log line as the
 * request logger writes it. The caller checked the request may be answered so (a plain GET of a stored page).
 */
export function replayHit(
  req: Request,
  res: Response,
  headers: ReplayHeaders,
  encoding: 'br' | 'gzip' | 'identity',
  parts: (nonce: Buffer) => Buffer[],
) {
  const started = performance.now()
  const nonce = freshNonce()
  const id = requestIdFrom(req.headers['x-request-id'])
  const payload = parts(Buffer.from(nonce))
  const out: OutgoingHttpHeaders = {}
  for (const [name, value] of headers) out[name] = typeof value === 'string' ? value.replaceAll(NONCE_PLACEHOLDER, nonce) : value
  out['X-Request-Id'] = id
  if (encoding !== 'identity') out['Content-Encoding'] = encoding
  let length = 0
  for (const part of payload) length += part.length
  out['Content-Length'] = length
  if (logger.isLevelEnabled('info')) {
    res.once('finish', () => {
      logger.info(
        {
          requestId: id,
          req: { method: req.method, url: redactUrl(req.originalUrl) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        'request completed',
      )
    })
  }
  res.writeHead(200, out)
  // The parts go to the socket together (one writev; `end` uncorks), none copied into a buffer of the whole answer.
  res.cork()
  for (const part of payload) res.write(part)
  res.end()
}

/**
 * 16 random bytes in base64, as the security headers' nonces are, from a pool filled 4 KB at a time: with one
 * call into the system's random source per answer, `randomBytes` took 1.8 s of the 24 s the store was busy in
 * a CPU profile of the bench's bursts (docs/performance.md, 2026-12-01).
 */
const NONCE_BYTES = 16
let pool = Buffer.alloc(0)
let taken = 0
function freshNonce(): string {
  if (taken + NONCE_BYTES > pool.length) {
    pool = randomBytes(4096)
    taken = 0
  }
  taken += NONCE_BYTES
  return pool.toString('base64', taken - NONCE_BYTES, taken)
}
