import { createHash } from 'node:crypto'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { parseCommunityPage } from '~/modules/community/community.ts'
import { listCommunityDesigns } from '~/modules/community/community.server.ts'
import { getDb } from '~/utils/db.server.ts'

// GET /api/community-designs: the community gallery (SPEC section 7), newest first, 48 at a time
// (`?page=2` and on; `hasMore` says whether another page follows). The first page is cached on the
// server for five minutes and dropped as soon as designs or votes change; browsers revalidate with the ETag.
export async function loader({ request }: LoaderFunctionArgs) {
  const page = parseCommunityPage(new URL(request.url).searchParams.get('page'))
  const { designs, hasMore } = await listCommunityDesigns(getDb(), { page })
  const body = JSON.stringify({ success: true, designs, page, hasMore })
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
  const headers = { 'Cache-Control': 'public, max-age=0, must-revalidate', ETag: etag }
  if (request.headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers })
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}
