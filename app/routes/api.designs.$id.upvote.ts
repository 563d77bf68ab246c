import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { addUpvote, getUpvoteState, removeUpvote } from '~/modules/upvote/index.server.ts'
import { parseRowId } from '~/lib/row-id.ts'
import { getUserId } from '~/web/auth.server.ts'
import { checkRateLimit, limitResponse } from '~/web/rate-limit.server.ts'
import { apiRoute, answer } from '~/web/api.server.ts'
import { UpvoteAnswer } from '~/web/api-answers/designs.ts'
import type { DbAndConfig } from '~/web/load-context.ts'

const noStore = { 'Cache-Control': 'private, no-store' }

async function parse(context: DbAndConfig, request: Request, rawId: string | undefined) {
  const designId = parseRowId(rawId)
  if (!designId) throw Response.json({ message: 'Invalid design id' }, { status: 400, headers: noStore })
  const userId = await getUserId(context, request)
  if (!userId) throw Response.json({ message: 'Authentication required' }, { status: 401, headers: noStore })
  return { designId, userId }
}

function voteAnswer(state: Awaited<ReturnType<typeof getUpvoteState>>) {
  if (!state) return Response.json({ message: 'Design not found' }, { status: 404, headers: noStore })
  return answer(UpvoteAnswer, state, { headers: noStore })
}

// GET /api/designs/{id}/upvote: the signed-in user's vote and the design's count.
async function loaderImpl({ request, params, context }: LoaderFunctionArgs) {
  const { designId, userId } = await parse(context, request, params.id)
  return voteAnswer(await getUpvoteState(context.db, designId, userId))
}

// POST upvotes, DELETE removes the upvote; both answer { upvoted, upvoteCount }.
async function actionImpl({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'POST' && request.method !== 'DELETE') {
    return Response.json({ message: 'Method not allowed' }, { status: 405, headers: { Allow: 'GET, POST, DELETE' } })
  }
  const { designId, userId } = await parse(context, request, params.id)
  const limited = await checkRateLimit(context, 'upvote', { userId })
  if (limited) return limitResponse(limited)
  const db = context.db
  return voteAnswer(request.method === 'POST' ? await addUpvote(db, designId, userId) : await removeUpvote(db, designId, userId))
}

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
