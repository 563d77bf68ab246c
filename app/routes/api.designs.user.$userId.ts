import type { LoaderFunctionArgs } from '@remix-run/node'
import { pageUserDesigns, USER_DESIGNS_LIMIT } from '~/modules/community/index.server.ts'
import { parseListQuery } from '~/platform/keyset/keyset.ts'
import { parseRowId } from '~/lib/row-id.ts'
import { getUserId } from '~/web/auth.server.ts'
import { apiRoute, onlyMethods, answer } from '~/web/api.server.ts'
import { UserDesignsAnswer } from '~/web/api-answers/designs.ts'

const noStore = { 'Cache-Control': 'private, no-store' }

// GET /api/designs/user/{userId}[?limit=N][&cursor=…]: that user's designs, newest first, answered to
// that user only: 200 a page (the default and the most), `nextCursor` continues (null at the end).
async function loaderImpl({ request, params, context }: LoaderFunctionArgs) {
  const userId = await getUserId(context, request)
  if (!userId) return Response.json({ success: false, message: 'Authentication required' }, { status: 401, headers: noStore })
  const requested = parseRowId(params.userId)
  if (!requested) return Response.json({ success: false, message: 'Invalid user id' }, { status: 400, headers: noStore })
  if (requested !== userId) {
    return Response.json({ success: false, message: 'You can only view your own designs' }, { status: 403, headers: noStore })
  }
  const list = `user-designs:${userId}`
  const query = parseListQuery(new URL(request.url).searchParams, {
    list,
    defaultLimit: USER_DESIGNS_LIMIT,
    maxLimit: USER_DESIGNS_LIMIT,
  })
  if (!query.ok) return Response.json({ success: false, message: query.message }, { status: 400, headers: noStore })
  const { items: designs, nextCursor } = await pageUserDesigns(context.db, userId, query.page, list)
  const empty = designs.length === 0 && query.page.after === null
  return answer(
    UserDesignsAnswer,
    { success: true, designs, nextCursor, message: empty ? 'No designs yet' : undefined },
    { headers: noStore },
  )
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
