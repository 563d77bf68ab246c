import type { LoaderFunctionArgs } from '@remix-run/node'
import { getUser } from '~/web/auth.server.ts'
import { apiRoute, onlyMethods, answer } from '~/web/api.server.ts'
import { UserAnswer } from '~/web/api-answers/account.ts'

// GET /api/auth/user: the signed-in user, or 401 when signed out.
async function loaderImpl({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(context, request)
  if (!user) return Response.json({ message: 'Unauthorized' }, { status: 401 })
  return answer(UserAnswer, user, { headers: { 'Cache-Control': 'private, no-store' } })
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
