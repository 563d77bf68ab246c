import type { LoaderFunctionArgs } from '@remix-run/node'
import { findOwnedJob } from '~/modules/design-job/design-job.server.ts'
import { jsonError } from '~/utils/api.server.ts'
import { getDb } from '~/utils/db.server.ts'
import { jobEventsResponse } from '~/utils/design-job-http.server.ts'
import { readVisitor } from '~/utils/session.server.ts'

// Server-Sent Events of a design job: `progress` on every change, then `done` or `failed`.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const owner = await readVisitor(request)
  const id = params.id ?? ''
  if (!(await findOwnedJob(getDb(), owner, id))) return jsonError(404, 'Design job not found')
  return jobEventsResponse(owner, id, request)
}
