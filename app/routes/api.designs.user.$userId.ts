import type { LoaderFunctionArgs } from '@remix-run/node'
import { listUserDesigns } from '~/modules/community/user-designs.server.ts'
import { parseDesignId } from '~/modules/upvote/upvote.ts'
import { getUserId } from '~/utils/auth.server.ts'
import { getDb } from '~/utils/db.server.ts'

const noStore = { 'Cache-Control': 'private, no-store' }

// GET /api/designs/user/{userId}: that user's designs, answered to that user only.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await getUserId(request)
  if (!userId) return Response.json({ success: false, message: 'Authentication required' }, { status: 401, headers: noStore })
  const requested = parseDesignId(params.userId)
  if (!requested) return Response.json({ success: false, message: 'Invalid user id' }, { status: 400, headers: noStore })
  if (requested !== userId) {
    return Response.json({ success: false, message: 'You can only view your own designs' }, { status: 403, headers: noStore })
  }
  const designs = await listUserDesigns(getDb(), userId)
  return Response.json({ success: true, designs, message: designs.length ? undefined : 'No designs yet' }, { headers: noStore })
}
