import type { LoaderFunctionArgs } from '@remix-run/node'
import { findOwnedJob } from '~/modules/design-job/index.server.ts'
import { jsonError, apiRoute, onlyMethods } from '~/web/api.server.ts'
import { jobEventsResponse } from '~/web/design-job-http.server.ts'
import { readVisitor } from '~/web/session.server.ts'

// Server-Sent Events of a design job: `progress` on every change, then `done` or `failed`.

async function loaderImpl({ request, params, context }: LoaderFunctionArgs) {
  const owner = await readVisitor(context, request)
  const id = params.id ?? ''
  if (!(await findOwnedJob(context.db, owner, id))) return jsonError(404, 'Design job not found')
  return jobEventsResponse(context, owner, id, request)
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
