import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from '@remix-run/node'
import type express from 'express'
import { bodyRefused, bodyStreamOf } from './bounded-bodies.server.ts'
import { pageBytesOf } from './page-bytes.server.ts'
import { databaseRecentlyLost } from '~/lib/database-outage.server.ts'
import { sendOutagePage } from './starting.server.ts'

// Express to Remix, as @remix-run/express does it, except that the body Remix reads is the bounded
// stream of the body guard (bounded-bodies.server.ts), that once the guard has answered 413 the
// action's own answer is dropped instead of being written after it, and that a page rendered whole is
// written from its bytes (page-bytes.server.ts).

export type GetLoadContext = (req: express.Request, res: express.Response) => AppLoadContext | Promise<AppLoadContext>

function remixHeaders(requestHeaders: express.Request['headers']) {
  const headers = new Headers()
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (values === undefined) continue
    if (Array.isArray(values)) for (const value of values) headers.append(key, value)
    else headers.set(key, values)
  }
  return headers
}

/** The Web Request for an express request; `abort` ends its signal (the client is gone or was refused). */
function remixRequest(req: express.Request, res: express.Response) {
  // req.hostname has no port and follows `trust proxy`; the port comes from X-Forwarded-Host or Host.
  const [, forwardedPort] = req.get('X-Forwarded-Host')?.split(':') ?? []
  const [, hostPort] = req.get('host')?.split(':') ?? []
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? '', 10)).find(Number.isSafeInteger)
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${req.originalUrl}`)

  let controller: AbortController | null = new AbortController()
  const abort = () => controller?.abort()
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers: remixHeaders(req.headers),
    signal: controller.signal,
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const body = bodyStreamOf(req)
    // A body cut off (too large, or the client left) ends the action: its answer would not be sent.
    body.once('error', abort)
    init.body = createReadableStreamFromReadable(body)
    init.duplex = 'half'
  }
  // Loaders and actions are aborted once no answer can be written (`close` without `finish`).
  res.on('finish', () => (controller = null))
  res.on('close', abort)
  return new Request(url.href, init)
}

async function sendRemixResponse(res: express.Response, response: Response) {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [key, value] of response.headers.entries()) res.append(key, value)
  if (response.headers.get('Content-Type')?.match(/text\/event-stream/i)) res.flushHeaders()
  const page = pageBytesOf(response)
  if (page) res.end(page)
  else if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}

/** Remix's answer when it has nothing better: 500, text/plain "Unexpected Server Error" (not under /api). */
function isLastResortAnswer(req: express.Request, response: Response) {
  return (
    response.status === 500 &&
    !(req.path === '/api' || req.path.startsWith('/api/')) &&
    /^text\/plain\b/i.test(response.headers.get('Content-Type') ?? '')
  )
}

export function remixRequestHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext?: GetLoadContext
}): express.RequestHandler {
  const handle = createRequestHandler(build, mode)
  return async (req, res, next) => {
    try {
      const request = remixRequest(req, res)
      const response = await handle(request, await getLoadContext?.(req, res))
      if (bodyRefused(res)) {
        await response.body?.cancel()
        return
      }
      if (isLastResortAnswer(req, response) && databaseRecentlyLost()) {
        // A resource route's action (a form post such as /cart/add) that failed on the lost database
        // gets Remix's bare text/plain 500; a browser is shown the outage page, 503 with Retry-After.
        await response.body?.cancel()
        sendOutagePage(req, res)
        return
      }
      await sendRemixResponse(res, response)
    } catch (error) {
      if (bodyRefused(res)) return
      next(error)
    }
  }
}
