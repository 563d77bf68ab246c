import { listPublicShops } from '~/modules/shop/shop.server.ts'
import { getDb } from '~/utils/db.server.ts'

// GET /api/public-shops: the directory's public shops with banner, logo, sample image and count.
export async function loader() {
  const shops = await listPublicShops(getDb())
  return Response.json({ success: true, shops }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
