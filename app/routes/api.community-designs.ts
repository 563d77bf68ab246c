import type { LoaderFunctionArgs } from '@remix-run/node'
import { parseCommunityPage, parseGalleryCursor } from '~/modules/community/index.ts'
import { listCommunityDesigns } from '~/modules/community/index.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { apiRoute, onlyMethods } from '~/web/api.server.ts'

// GET /api/community-designs: the community gallery, newest first, 48 at a time.
// `?page=N` still works; `?cursor=` (the previous answer's `nextCursor`) continues exactly where a
// page ended even while designs are added. The first page is cached on the server for five minutes
// and dropped as soon as designs or votes change; the server adds the ETag and answers 304.
async function loaderImpl({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const page = parseCommunityPage(params.get('page'))
  const cursor = parseGalleryCursor(params.get('cursor'))
  const { designs, hasMore, nextCursor } = await listCommunityDesigns(getDb(), { page, cursor })
  return Response.json(
    { success: true, designs, page, hasMore, nextCursor },
    { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600' } },
  )
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
