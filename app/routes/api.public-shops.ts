import type { LoaderFunctionArgs } from '@remix-run/node'
import { parseListQuery } from '~/platform/keyset/keyset.ts'
import { listPublicShops, PUBLIC_SHOPS_LIMIT, PUBLIC_SHOPS_LIST } from '~/modules/shop/index.server.ts'
import { parseDirectoryPage } from '~/modules/shop/index.ts'
import { apiRoute, onlyMethods, answer } from '~/web/api.server.ts'
import { PublicShopsAnswer } from '~/web/api-answers/shops.ts'

// GET /api/public-shops[?page=N | ?cursor=…][&limit=N]: the directory's public shops with at least
// one published design, with banner, logo, sample image and count, newest first; 120 a page (the
// default and the most), `hasMore` when another page follows and `nextCursor` to continue after this
// one (null at the end). `page` counts pages of `limit`; a cursor continues exactly, so it cannot be
// combined with a page number.
async function loaderImpl({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const page = parseDirectoryPage(params.get('page'))
  if (page === null) return Response.json({ message: 'page must be a whole number from 1 to 1000' }, { status: 400 })
  const query = parseListQuery(params, {
    list: PUBLIC_SHOPS_LIST,
    defaultLimit: PUBLIC_SHOPS_LIMIT,
    maxLimit: PUBLIC_SHOPS_LIMIT,
  })
  if (!query.ok) return Response.json({ message: query.message }, { status: 400 })
  const { after, limit } = query.page
  if (after && params.has('page')) return Response.json({ message: 'Send either page or cursor, not both' }, { status: 400 })
  const { shops, hasMore, nextCursor } = await listPublicShops(context.db, { page, after, limit: limit ?? PUBLIC_SHOPS_LIMIT })
  return answer(
    PublicShopsAnswer,
    { success: true, shops, ...(after ? {} : { page }), hasMore, nextCursor },
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  )
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
