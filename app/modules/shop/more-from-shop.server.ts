import { sql } from 'kysely'
import type { DesignJson } from '~/modules/design/index.ts'
import type { DB } from '~/lib/db.server.ts'
import { pageShopDesigns } from './shop-designs.server.ts'

export interface CreditedShop {
  shop: { id: number; name: string; handle: string; logoUrl: string | null }
  more: DesignJson[]
}

/**
 * The public shop a design's product page credits, with up to `limit` other designs of that shop.
 * Like commission (ADR 050): the shop the shopper came through when the design is published there,
 * otherwise the live public shop that published it first; null when no public shop has it.
 */
export async function creditedShop(
  db: DB,
  designId: number,
  preferredShopId: number | null,
  limit = 4,
): Promise<CreditedShop | null> {
  const shop = await db
    .selectFrom('shop_designs as sd')
    .innerJoin('shops as s', 's.id', 'sd.shop_id')
    .select(['s.id', 's.name', 's.handle', 's.logo_url'])
    .where('sd.design_id', '=', designId)
    .where('sd.is_published', '=', true)
    .where('s.is_public', '=', true)
    .where('s.deleted_at', 'is', null)
    .orderBy(sql`(sd.shop_id = ${preferredShopId ?? 0})`, 'desc')
    .orderBy('sd.created_at')
    .orderBy('sd.id')
    .limit(1)
    .executeTakeFirst()
  if (!shop) return null
  // The newest `limit` and one more, in case this design is among them.
  const { items } = await pageShopDesigns(
    db,
    shop.id,
    { publishedOnly: true },
    { after: null, limit: limit + 1 },
    'more-from-shop',
  )
  return {
    shop: { id: shop.id, name: shop.name, handle: shop.handle, logoUrl: shop.logo_url },
    more: items
      .map((pair) => pair.design)
      .filter((d) => d.id !== designId)
      .slice(0, limit),
  }
}
