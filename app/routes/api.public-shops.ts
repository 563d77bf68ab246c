import type { LoaderFunctionArgs } from '@remix-run/node'
import { listPublicShops } from '~/modules/shop/shop.server.ts'
import { parseDirectoryPage } from '~/modules/shop/shop.ts'
import { getDb } from '~/utils/db.server.ts'

// GET /api/public-shops[?page=N]: the directory's public shops with at least one published design,
// with banner, logo, sample image and count; 120 a page, `hasMore` when another page follows.
export async function loader({ request }: LoaderFunctionArgs) {
  const page = parseDirectoryPage(new URL(request.url).searchParams.get('page'))
  if (page === null) return Response.json({ message: 'page must be a whole number from 1 to 1000' }, { status: 400 })
  const { shops, hasMore } = await listPublicShops(getDb(), { page })
  return Response.json({ success: true, shops, page, hasMore }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
