import { sql } from 'kysely'
import { DESIGN_JSON_COLUMNS, toDesignJson, type DesignJson } from '~/modules/design/index.ts'
import { preparedQuery, type SlotOf } from '~/platform/prepared-query/prepared-query.server.ts'
import { listedInShop, openShop } from '~/modules/visibility/index.server.ts'
import type { DB } from '~/lib/db.server.ts'

export interface CreditedShop {
  shop: { id: number; name: string; handle: string; logoUrl: string | null }
  more: DesignJson[]
}

// Both queries run on every product page render, so each is compiled once (prepared-query.server.ts).

/**
 * The shop a design's page credits: the one the shopper came through when it publishes the design,
 * otherwise the first live public shop that published it (stand-in 0 when none is preferred).
 */
const creditingShop = preparedQuery((db: DB, value: SlotOf<{ designId: number; preferredShopId: number }>) =>
  db
    .selectFrom('shop_designs as sd')
    .innerJoin('shops as s', 's.id', 'sd.shop_id')
    .select(['s.id', 's.name', 's.handle', 's.logo_url'])
    .where('sd.design_id', '=', value('designId'))
    .where('sd.is_published', '=', true)
    .where(openShop('s'))
    .orderBy(sql`(sd.shop_id = ${value('preferredShopId')})`, 'desc')
    .orderBy('sd.created_at')
    .orderBy('sd.id')
    .limit(1),
)

/** A shop's newest published designs that moderation has not held or removed, as its storefront lists them. */
const newestPublished = preparedQuery((db: DB, value: SlotOf<{ shopId: number; limit: number }>) =>
  db
    .selectFrom('shop_designs')
    .innerJoin('designs', 'designs.id', 'shop_designs.design_id')
    .select(DESIGN_JSON_COLUMNS)
    .where('shop_designs.shop_id', '=', value('shopId'))
    .where(listedInShop('shop_designs', 'designs'))
    .orderBy('shop_designs.created_at', 'desc')
    .orderBy('shop_designs.id', 'desc')
    .limit(value('limit')),
)

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
  const shop = await creditingShop.first(db, { designId, preferredShopId: preferredShopId ?? 0 })
  if (!shop) return null
  // The newest `limit` and one more, in case this design is among them.
  const rows = await newestPublished.all(db, { shopId: shop.id, limit: limit + 1 })
  return {
    shop: { id: shop.id, name: shop.name, handle: shop.handle, logoUrl: shop.logo_url },
    more: rows
      .map(toDesignJson)
      .filter((d) => d.id !== designId)
      .slice(0, limit),
  }
}
