import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { z } from '~/lib/zod.ts'
import { singleton } from '~/lib/singleton.server.ts'

/**
 * What a log line needs to be followed across instances: the request that caused it and, inside a
 * background job, the job's id and queue. Set per request (app/server/request-logging.server.ts) and
 * per job run (app/server/jobs/jobs.server.ts); every logger line inside carries it.
 */
export interface RequestContext {
  requestId?: string
  jobId?: string
  queue?: string
}

// One store for the process: the server from source and the Remix build each hold a copy of this module.
const storage = singleton('request-context', () => new AsyncLocalStorage<RequestContext>())

/** Runs `fn` (and everything it starts, awaited or not) with `context` as the current context. */
export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn)
}

/** The context of the request or job this code runs for, if any. */
export function currentContext(): RequestContext | undefined {
  return storage.getStore()
}

/** The id of the request this code runs for (loaders, actions and the jobs they start), if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId
}

/**
 * A client's or proxy's X-Request-Id is kept when it is short and plain (letters, digits and
 * `._:-`, at most 128 characters): it then names the request in the proxy's logs and ours alike.
 * Anything else (too long, spaces, quotes, control characters that could forge log fields) is
 * replaced by a new id.
 */
export const RequestIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/)

/** The incoming X-Request-Id when it is acceptable, else a new random UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const parsed = RequestIdSchema.safeParse(Array.isArray(header) ? header[0] : header)
  return parsed.success ? parsed.data : randomUUID()
}
