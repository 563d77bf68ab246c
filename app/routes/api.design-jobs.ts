import type { ActionFunctionArgs } from '@remix-run/node'
import { findOwnedJob } from '~/modules/design-job/index.server.ts'
import { startDesignJob } from '~/modules/design-job/index.server.ts'
import { answer, jsonWith, methodNotAllowed, ownerOf, readBody, apiRoute } from '~/web/api.server.ts'
import { DesignJobAnswer } from '~/web/api-answers/designs.ts'
import { jobBody } from '~/web/design-job-http.server.ts'
import { checkRateLimit, limitResponse } from '~/web/rate-limit.server.ts'
import { idempotent } from '~/web/idempotency.server.ts'

// Starts a design and answers at once: 202 with the job, its status URL and its events URL.
// Body: the fields of POST /api/designs/generate, or `source: "upload"` with those of /from-image.

function loaderImpl() {
  return methodNotAllowed()
}

// Idempotency-Key: a repeated request answers the first job instead of queueing a second (ADR 102).
const actionImpl = idempotent(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed()
  const { owner, headers } = await ownerOf(context, request)
  const body = await readBody(request)
  const limited = await checkRateLimit(context, 'generation', owner)
  if (limited) return limitResponse(limited, { error: limited.message })
  if (!body) return jsonWith({ message: 'Send a JSON body' }, 400, headers)
  const db = context.db
  const started = await startDesignJob(db, context, owner, body)
  if (!started.ok) return jsonWith({ message: started.message }, started.status, headers)
  const view = await findOwnedJob(db, owner, started.value)
  if (!view) return jsonWith({ message: 'Design job not found' }, 404, headers)
  headers.set('Location', view.statusUrl)
  headers.set('Cache-Control', 'private, no-store')
  return answer(DesignJobAnswer, await jobBody(context, owner, view), { status: 202, headers })
})

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
