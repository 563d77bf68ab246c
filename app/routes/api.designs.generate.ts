import type { ActionFunctionArgs } from '@remix-run/node'
import { startPromptJob } from '~/modules/design-job/start.server.ts'
import { designResponse } from '~/modules/design/design.server.ts'
import { jsonWith, methodNotAllowed, ownerOf, readBody } from '~/utils/api.server.ts'
import { getDb } from '~/utils/db.server.ts'
import { waitForDesign } from '~/utils/design-job-http.server.ts'
import { checkRateLimit, limitResponse } from '~/utils/rate-limit.server.ts'
import { idempotent } from '~/utils/idempotency.server.ts'

// The spec's one-request generation: queues a design job like POST /api/design-jobs, then waits for
// it and answers the design (201). Clients that want progress use /api/design-jobs instead.

export function loader() {
  return methodNotAllowed()
}

// Idempotency-Key: a repeated request answers the first success (ADR 102).
export const action = idempotent(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed()
  const { owner, headers } = await ownerOf(request)
  const body = await readBody(request)
  const limited = await checkRateLimit('generation', context, owner)
  if (limited) return limitResponse(limited, { error: limited.message })
  if (!body) return jsonWith({ message: 'Send a JSON body' }, 400, headers)
  const started = await startPromptJob(getDb(), owner, body)
  const outcome = started.ok ? await waitForDesign(owner, started.value) : started
  if (!outcome.ok) return jsonWith({ message: outcome.message, error: outcome.message }, outcome.status, headers)
  return jsonWith(designResponse(outcome.value), 201, headers)
})
