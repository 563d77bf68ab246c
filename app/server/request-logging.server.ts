import type { RequestHandler } from 'express'
import { stdSerializers } from 'pino'
import { pinoHttp } from 'pino-http'
import { logger } from '~/lib/logger.server.ts'
import { requestIdFrom, runWithContext } from '~/lib/request-context.server.ts'
import { redactUrl } from './request-guards.server.ts'

const SYNTHETIC_STATUS_ERROR = /^failed with status code \d{3}$/

/**
 * The level of a request's line: a 503 (shed under load, the database away, draining) is the store
 * saying "not now", a warning; another 5xx is an error; a 4xx is the client's and only information.
 */
export function requestLogLevel(status: number, err?: unknown): 'info' | 'warn' | 'error' {
  if (status === 503) return 'warn'
  if (status >= 500) return 'error'
  if (status >= 400) return 'info'
  return err ? 'error' : 'info'
}

/**
 * Names every request and logs it. Its id is the caller's X-Request-Id when that is plain (a proxy's
 * id then names it in both logs), else a new UUID; it is echoed in the response's X-Request-Id, bound
 * to req.log, and the request context (request-context.server.ts) carries it to every log line the
 * request causes and to the jobs it sends.
 */
export function requestLogging(): RequestHandler[] {
  return [
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdFrom(req.headers['x-request-id'])
        res.setHeader('X-Request-Id', id)
        return id
      },
      customAttributeKeys: { reqId: 'requestId' },
      // req.log carries the requestId alone; the one line per request adds method and path.
      quietReqLogger: true,
      // One line per request: method, path, status and duration.
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url ?? '') }),
        res: (res) => ({ statusCode: res.statusCode }),
        // pino-http makes an error of its own for every 5xx ("failed with status code 503"): its stack
        // names pino-http, not the failure, and is left out. A real error keeps its stack.
        err: (err: Error) => (SYNTHETIC_STATUS_ERROR.test(err.message) ? { message: err.message } : stdSerializers.err(err)),
      },
      customLogLevel: (_req, res, err) => requestLogLevel(res.statusCode, err),
      // Hashed assets and the scraper's every-15-seconds visit would drown the requests that matter.
      autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') || req.url === '/metrics' },
    }),
    (req, _res, next) => runWithContext({ requestId: String(req.id) }, next),
  ]
}
