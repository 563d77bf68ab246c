import { data } from '@remix-run/node'
import { getVisibleShop, ShopError } from '~/modules/shop/index.server.ts'
import { parseRowId } from '~/lib/row-id.ts'
import { getDb } from '~/lib/db.server.ts'

/**
 * The shop a page shows, for this viewer; otherwise a thrown 404 ('Shop not found', also for 0 and
 * non-numeric ids) or 403 (a private shop seen by someone else) that the page's boundary renders.
 */
export async function loadVisibleShopOrThrow(rawId: string | undefined, viewerId: number | null) {
  const shopId = parseRowId(rawId)
  if (!shopId) throw data({ message: 'Shop not found' }, { status: 404 })
  try {
    return await getVisibleShop(getDb(), shopId, viewerId)
  } catch (error) {
    if (error instanceof ShopError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
}
