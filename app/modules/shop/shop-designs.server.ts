import { sql } from 'kysely'
import { matchesSearch } from '~/modules/community/index.server.ts'
import { NO_SEARCH, type DesignSearch } from '~/modules/community/index.ts'
import { invalidateCommunityCache } from '~/modules/community/index.server.ts'
import { DESIGN_JSON_COLUMNS, toDesignJson, type DesignJson } from '~/modules/design/index.ts'
import { newestFirstPage } from '~/platform/keyset/keyset.server.ts'
import type { Keyset, KeysetCursor, KeysetPage } from '~/platform/keyset/keyset.ts'
import { listedInShop } from '~/modules/visibility/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { requireOwnedShop, ShopError } from './shop.server.ts'

// A shop's designs: the storefront's and the management page's lists, and adding and removing.

export interface ShopDesignPair {
  design: DesignJson
  shopDesign: { id: number; isPublished: boolean }
  /**
   * An upload not yet screened (ADR 133): visitors do not see it, published or not, so the shop
   * manager says "Awaiting review" rather than "Published".
   */
  awaitingReview: boolean
}

/** A shop's designs with their links; others only ever see published ones. */
export async function listShopDesigns(db: DB, shopId: number, { publishedOnly }: { publishedOnly: boolean }) {
  return (await pageShopDesigns(db, shopId, { publishedOnly }, { after: null, limit: null }, 'shop-designs')).items
}

/**
 * A keyset page of a shop's designs, newest link first (`shop_designs_shop_keyset` from the cursor
 * on), narrowed to a search when one is given.
 */
export async function pageShopDesigns(
  db: DB,
  shopId: number,
  { publishedOnly, search = NO_SEARCH }: { publishedOnly: boolean; search?: DesignSearch },
  page: KeysetPage,
  list: string,
): Promise<Keyset<ShopDesignPair> & { positions: KeysetCursor[] }> {
  const query = db
    .selectFrom('shop_designs')
    .innerJoin('designs', 'designs.id', 'shop_designs.design_id')
    .select([...DESIGN_JSON_COLUMNS, 'shop_designs.id as link_id', 'shop_designs.is_published', 'designs.moderation_status'])
    .where('shop_designs.shop_id', '=', shopId)
    .where('designs.deleted_at', 'is', null)
    .where(matchesSearch('designs', search))
  // The public list: published and not held or removed by moderation (ADR 127).
  const shown = publishedOnly ? query.where(listedInShop('shop_designs', 'designs')) : query
  return newestFirstPage(shown, {
    table: 'shop_designs',
    list,
    page,
    id: (row) => row.link_id,
    toItem: (row): ShopDesignPair => ({
      design: toDesignJson(row),
      shopDesign: { id: row.link_id, isPublished: row.is_published },
      awaitingReview: row.moderation_status === 'pending',
    }),
  })
}

/** How many designs a shop publishes (for '1 Published Design'), whatever a search shows. */
export async function countPublishedDesigns(db: DB, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('shop_designs')
    .innerJoin('designs', 'designs.id', 'shop_designs.design_id')
    .select(sql<string>`count(*)`.as('n'))
    .where('shop_designs.shop_id', '=', shopId)
    .where(listedInShop('shop_designs', 'designs'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** The owner's designs that are not in the shop yet: what the add dialog offers. */
export async function listAddableDesigns(db: DB, userId: number, shopId: number): Promise<DesignJson[]> {
  const rows = await db
    .selectFrom('designs')
    .select(DESIGN_JSON_COLUMNS)
    .where('designs.user_id', '=', userId)
    .where('designs.deleted_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('shop_designs')
            .select(sql`1`.as('one'))
            .whereRef('shop_designs.design_id', '=', 'designs.id')
            .where('shop_designs.shop_id', '=', shopId),
        ),
      ),
    )
    .orderBy('designs.created_at', 'desc')
    .orderBy('designs.id', 'desc')
    .limit(200)
    .execute()
  return rows.map(toDesignJson)
}

/** Adds one of the owner's own designs to the owner's shop, published; each design once. */
export async function addDesignToShop(db: DB, userId: number, shopId: number, designId: number) {
  await requireOwnedShop(db, userId, shopId)
  const design = await db
    .selectFrom('designs')
    .select(['id', 'user_id'])
    .where('id', '=', designId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!design) throw new ShopError(404, 'Design not found.')
  if (design.user_id !== userId) throw new ShopError(403, 'You can only add your own designs to your shop.')
  const link = await db
    .insertInto('shop_designs')
    .values({ shop_id: shopId, design_id: designId, is_published: true })
    .onConflict((oc) => oc.columns(['shop_id', 'design_id']).doNothing())
    .returning(['id', 'is_published'])
    .executeTakeFirst()
  if (!link) throw new ShopError(409, 'This design is already in this shop.')
  invalidateCommunityCache()
  return { id: link.id, isPublished: link.is_published }
}

/** Takes the design out of the shop; the design itself stays. */
export async function removeDesignFromShop(db: DB, userId: number, shopId: number, designId: number) {
  await requireOwnedShop(db, userId, shopId)
  const removed = await db
    .deleteFrom('shop_designs')
    .where('shop_id', '=', shopId)
    .where('design_id', '=', designId)
    .returning('id')
    .executeTakeFirst()
  if (!removed) throw new ShopError(404, 'This design is not in this shop.')
  invalidateCommunityCache()
}
