import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { Transform, type Readable, type TransformCallback } from 'node:stream'
import type { Request, RequestHandler, Response } from 'express'
import { PROBLEM_CONTENT_TYPE, problemBody } from '~/web/problem.server.ts'
import {
  BODY_LIMITS,
  BodyTooLargeError,
  bodyKindFor,
  bodyTooLargeMessage,
  declaredLength,
  isBodyTooLarge,
  type BodyKind,
} from '~/web/body-limits.server.ts'

// Every request body is bounded before anything parses it (limits in app/web/body-limits.server.ts):
// - a declared Content-Length over the limit is answered 413 at once, before a byte is read;
// - any other body (chunked, or declared within the limit) reaches Remix through a counting stream
//   (`bodyStreamOf`): the moment it passes the limit the stream fails, reading stops and the answer is
//   413 with `Connection: close`.
// Whatever the action then answers is dropped (`bodyRefused`). Bodies read by something other than
// Remix (the built-in sign-in provider, which bounds its own forms at 56 KB) get the Content-Length
// check only. A body nobody reads is not read at all: an answer sent before it all arrived closes the
// connection too, where Node would otherwise read the rest to reuse it.
//
// Closing a connection whose body is still coming: the answer goes out with a FIN and the socket is
// left unread for LINGER_MS before it is destroyed. Destroying it at once would send a reset that
// can reach the client, still busy sending, before it read the answer (it would see EPIPE or
// ECONNRESET instead of the 413). Unread, the rest waits in the kernel's buffers and the client
// blocks on a full window; nothing is read or drained in the process.

/** How long a closed connection's socket is kept, unread, for the client to read the answer. */
export const LINGER_MS = 2_000

const bodies = new WeakMap<IncomingMessage, () => Readable>()
const refused = new WeakSet<ServerResponse>()

/** The stream to read `req`'s body from: counted against its limit when the guard saw the request. */
export function bodyStreamOf(req: IncomingMessage): Readable {
  return bodies.get(req)?.() ?? req
}

/** True once the guard answered 413 for this response: nothing else may be sent on it. */
export function bodyRefused(res: ServerResponse): boolean {
  return refused.has(res)
}

/** A request carries a body when it declares a length above 0 or a transfer coding (chunked). */
function hasBody(req: IncomingMessage) {
  return req.headers['transfer-encoding'] !== undefined || (declaredLength(req.headers['content-length']) ?? 0) > 0
}

function mediaTypeOf(req: IncomingMessage) {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
}

/** Passes a body through unchanged, and fails the moment more than `limit` bytes went through. */
export class BodyLimitStream extends Transform {
  private received = 0
  constructor(private readonly limit: number) {
    super()
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.received += chunk.length
    if (this.received > this.limit) return callback(new BodyTooLargeError(this.limit))
    callback(null, chunk)
  }
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * 413 in the store's error format: `{ success: false, message }` for /api, webhooks and JSON callers
 * (the upload API adds `error`, as its other refusals do), a short page for a browser's form post.
 */
function refuse(req: Request, res: Response, kind: BodyKind) {
  refused.add(res)
  stopReading(req)
  if (res.headersSent) {
    // The route answered while the body was still coming, and went on reading it: close now.
    if (res.writableFinished) req.socket.destroy()
    else res.once('finish', () => req.socket.destroy())
    return
  }
  const message = bodyTooLargeMessage(kind)
  res.status(413)
  res.setHeader('Connection', 'close')
  res.setHeader('Cache-Control', 'no-store')
  const wantsJson = kind === 'webhook' || /^\/api\//i.test(req.path) || (req.get('Accept') ?? '').includes('application/json')
  if (/^\/api\//i.test(req.path)) {
    // Under /api every refusal is a problem (ADR 126).
    const extra = { success: false, ...(kind === 'upload' ? { error: message } : {}) }
    res
      .type(PROBLEM_CONTENT_TYPE)
      .send(JSON.stringify(problemBody({ status: 413, code: 'body_too_large', detail: message, extra })))
    return
  }
  if (wantsJson) {
    res.json({ success: false, message, ...(kind === 'upload' ? { error: message } : {}) })
    return
  }
  res
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too large to send</title></head>` +
        `<body><h1>Too large to send</h1><p>${escapeHtml(message)}</p>` +
        `<p><a href="${escapeHtml(req.originalUrl)}">Go back to the page</a></p></body></html>`,
    )
}

/** The express guard; place it before anything that reads a body. */
export function boundedBodies(): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) return next()
    const kind = bodyKindFor(req.path, mediaTypeOf(req))
    const declared = declaredLength(req.headers['content-length'])
    if (declared !== null && declared > BODY_LIMITS[kind]) return refuse(req, res, kind)
    let counted: Readable | undefined
    bodies.set(req, () => (counted ??= countedBody(req, res, kind)))
    closeIfAnsweredEarly(req, res)
    next()
  }
}

/**
 * The rest of the body stays unread: the request is paused (Node then neither reads the socket past
 * the request's small buffer nor drains the body after the answer, as it does for a body nobody
 * touched) and its socket, once Node closes it after the answer, lingers unread (above).
 */
function stopReading(req: Request) {
  req.unpipe()
  req.pause()
  // Counts as a read (Node's test for "drain this body after the answer"), delivers nothing: paused.
  req.read(0)
  lingerOnClose(req.socket)
}

function lingerOnClose(socket: Socket) {
  const closing = socket as Socket & { destroySoon?: () => void }
  // Node ends a `Connection: close` answer with destroySoon(): FIN, then destroy once written.
  closing.destroySoon = function (this: Socket) {
    if (this.writable) this.end()
    setTimeout(() => this.destroy(), LINGER_MS).unref()
  }
}

/** Adds `Connection: close` to an answer whose headers go out before the request body ended. */
function closeIfAnsweredEarly(req: Request, res: Response) {
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (!req.complete && !res.headersSent) {
      res.setHeader('Connection', 'close')
      stopReading(req)
    }
    return writeHead.apply(this, args)
  } as typeof writeHead
}

function countedBody(req: Request, res: Response, kind: BodyKind): Readable {
  const counted = new BodyLimitStream(BODY_LIMITS[kind])
  req.pipe(counted)
  // A client that goes away mid-body fails the stream too, so no reader waits for the rest forever.
  req.once('error', (error) => counted.destroy(error))
  req.once('close', () => {
    if (!req.complete) counted.destroy(new Error('The client closed the connection before the body ended'))
  })
  counted.once('error', (error) => {
    if (isBodyTooLarge(error)) refuse(req, res, kind)
  })
  return counted
}

/**
 * `Expect: 100-continue`: Node would tell every such client to go on before any middleware saw the
 * request. Here a body declared over its limit gets no 100 Continue (the guard then answers 413 before
 * the client sends a byte of it); any other is told to continue, then handled as usual.
 */
export function answerExpectContinue(server: Server) {
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    const declared = declaredLength(req.headers['content-length'])
    const kind = bodyKindFor(new URL(req.url ?? '/', 'http://store').pathname, mediaTypeOf(req))
    if (declared === null || declared <= BODY_LIMITS[kind]) res.writeContinue()
    server.emit('request', req, res)
  })
}
