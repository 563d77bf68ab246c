import type { LoaderFunctionArgs } from '@remix-run/node'
import { findOwnedJob } from '~/modules/design-job/index.server.ts'
import { jsonError, noStore, apiRoute, onlyMethods, answer } from '~/web/api.server.ts'
import { DesignJobAnswer } from '~/web/api-answers/designs.ts'
import { jobBody } from '~/web/design-job-http.server.ts'
import { readVisitor } from '~/web/session.server.ts'

// A design job's state for its owner: status, stage, place in line, partial picture, and the design
// once done (or the error once failed). Poll it, or follow /events.

async function loaderImpl({ request, params, context }: LoaderFunctionArgs) {
  const owner = await readVisitor(context, request)
  const view = await findOwnedJob(context.db, owner, params.id ?? '')
  if (!view) return jsonError(404, 'Design job not found')
  return answer(DesignJobAnswer, await jobBody(context, owner, view), { headers: noStore })
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
