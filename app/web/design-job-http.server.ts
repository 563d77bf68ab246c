import type { ActionFunctionArgs } from '@remix-run/node'
import { findJobDesign, type DesignWork } from '~/modules/design-job/index.server.ts'
import type { JobView } from '~/modules/design-job/index.ts'
import { designResponse, type CreatedDesign, type Owner, type Viewer } from '~/modules/design/index.server.ts'
import type { Outcome } from '~/modules/design/index.server.ts'
import { watchDesignJob } from '~/web/design-job-watcher.server.ts'
import { answer, jsonWith, methodNotAllowed, ownerOf, readBody } from './api.server.ts'
import { DesignCreatedAnswer } from './api-answers/designs.ts'
import type { DB } from '~/lib/db.server.ts'
import type { DbAndConfig, StoreLoadContext, StoreServices } from './load-context.ts'
import { checkRateLimit, limitResponse } from './rate-limit.server.ts'

// The HTTP faces of a design job: the JSON answer, waiting for it (the spec's synchronous routes) and
// its Server-Sent Events stream.

/** A job as /api answers it: the view, and the design once it is done. */
export async function jobBody({ db }: Pick<StoreServices, 'db'>, owner: Viewer, view: JobView) {
  const design = view.status === 'done' ? await findJobDesign(db, owner, view) : null
  return { job: { ...view, design: design ? designResponse(design).design : null } }
}

/** Waits for a new job's end (POST /api/designs/generate keeps answering the design). */
export async function waitForDesign({ db, config }: DbAndConfig, owner: Owner, jobId: string): Promise<Outcome<CreatedDesign>> {
  const view = await watchDesignJob(db, owner, jobId, () => undefined, AbortSignal.timeout(config.GENERATION_WAIT_MS))
  if (view?.status === 'done') {
    const design = await findJobDesign(db, owner, view)
    if (design) return { ok: true, value: design }
  }
  if (view?.status === 'failed' && view.error) return { ok: false, ...view.error }
  return {
    ok: false,
    status: 504,
    message: `The design is still being created. Follow it at ${view?.statusUrl ?? `/api/design-jobs/${jobId}`}.`,
  }
}

/**
 * The action of the spec's one-request design routes (/api/designs/generate, /from-image): the owner,
 * the generation limit, `start` validates and queues a job, then the design (201) once it is done.
 */
export function waitingDesignAction(start: (db: DB, work: DesignWork, owner: Owner, body: unknown) => Promise<Outcome<string>>) {
  return async ({ request, context }: ActionFunctionArgs) => {
    if (request.method !== 'POST') return methodNotAllowed()
    const { owner, headers } = await ownerOf(context, request)
    const body = await readBody(request)
    const limited = await checkRateLimit(context, 'generation', owner)
    if (limited) return limitResponse(limited, { error: limited.message })
    if (!body) return jsonWith({ message: 'Send a JSON body', error: 'Send a JSON body' }, 400, headers)
    const started = await start(context.db, context, owner, body)
    const outcome = started.ok ? await waitForDesign(context, owner, started.value) : started
    if (!outcome.ok) return jsonWith({ message: outcome.message, error: outcome.message }, outcome.status, headers)
    return answer(DesignCreatedAnswer, designResponse(outcome.value), { status: 201, headers })
  }
}

const HEARTBEAT_MS = 15_000

/**
 * `text/event-stream` of the owner's job: a `progress` event for every change (stage, place in line,
 * partial picture), then `done` (with the design) or `failed`, then the stream ends. `no-transform`
 * keeps compression from holding events back.
 */
export function jobEventsResponse(
  context: Pick<StoreLoadContext, 'db' | 'logger'>,
  owner: Viewer,
  jobId: string,
  request: Request,
): Response {
  const encoder = new TextEncoder()
  const abort = new AbortController()
  request.signal.addEventListener('abort', () => abort.abort())
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (!abort.signal.aborted) controller.enqueue(encoder.encode(text))
      }
      const heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS)
      try {
        send('retry: 2000\n\n')
        const last = await watchDesignJob(
          context.db,
          owner,
          jobId,
          (view) => {
            if (view.status === 'queued' || view.status === 'running') {
              send(`event: progress\ndata: ${JSON.stringify({ job: view })}\n\n`)
            }
          },
          abort.signal,
        )
        if (last && (last.status === 'done' || last.status === 'failed')) {
          send(`event: ${last.status}\ndata: ${JSON.stringify(await jobBody(context, owner, last))}\n\n`)
        } else if (!last) {
          send(`event: failed\ndata: ${JSON.stringify({ message: 'Design job not found' })}\n\n`)
        }
      } catch (error) {
        send(`event: failed\ndata: ${JSON.stringify({ message: 'The design status could not be read. Please reload.' })}\n\n`)
        context.logger.warn({ err: error, job: jobId }, 'design job events stream failed')
      } finally {
        clearInterval(heartbeat)
        if (!abort.signal.aborted) controller.close()
      }
    },
    cancel() {
      abort.abort()
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  })
}
