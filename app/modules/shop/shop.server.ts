import { sql } from 'kysely'
import type { Selectable } from 'kysely'
import type { ShopsTable } from '#db/schema.ts'
import { commissionForShop, commissionTotalsByShop } from '~/modules/commission/index.server.ts'
import type { CommissionSummary } from '~/modules/commission/index.ts'
import { invalidateCommunityCache } from '~/modules/community/index.server.ts'
import { DESIGN_JSON_COLUMNS, toDesignJson, type DesignJson } from '~/modules/design/index.ts'
import { createdAtKey, olderThan } from '~/platform/keyset/keyset.server.ts'
import { keysetPage, type Keyset, type KeysetCursor, type KeysetPage } from '~/platform/keyset/keyset.ts'
import type { DB } from '~/lib/db.server.ts'
import type { ShopInput } from './shop-schema.ts'

/** A refusal the caller can show: 403, 404, 409 with a message. */
export class ShopError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 429,
    message: string,
  ) {
    super(message)
  }
}

export const SHOP_NOT_FOUND = "The shop you're looking for doesn't exist or you don't have permission to view it."
export const PRIVATE_SHOP = 'This shop is set to private by its owner.'
const NOT_YOUR_SHOP = 'Only the owner of this shop can change it.'

export interface ShopJson {
  id: number
  name: string
  description: string | null
  isPublic: boolean
  /** Only ever shown to the owner. */
  paypalEmail: string | null
  createdAt: string
  userId: number
  bannerUrl: string | null
  logoUrl: string | null
}

export interface ShopDesignPair {
  design: DesignJson
  shopDesign: { id: number; isPublished: boolean }
}

export interface PublicShopCard {
  id: number
  name: string
  description: string | null
  createdAt: string
  bannerUrl: string | null
  logoUrl: string | null
  sampleImage: string | null
  designCount: number
  /** The creator as shop cards name them: first name and last initial, else the username. */
  creatorName: string | null
}

/** "Ada L." from a first and last name, else the username: enough to credit, no full name shown. */
export function creatorDisplayName(user: { first_name: string | null; last_name: string | null; username: string | null }) {
  const first = user.first_name?.trim()
  const last = user.last_name?.trim()
  if (first) return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first
  return user.username?.trim() || null
}

type ShopRow = Selectable<ShopsTable>

export function toShopJson(row: ShopRow, viewerId: number | null): ShopJson {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPublic: row.is_public,
    paypalEmail: viewerId === row.user_id ? row.paypal_email : null,
    createdAt: new Date(row.created_at).toISOString(),
    userId: row.user_id,
    bannerUrl: row.banner_url,
    logoUrl: row.logo_url,
  }
}

async function isOwnerBlocked(db: DB, userId: number) {
  const row = await db.selectFrom('users').select('blocked_at').where('id', '=', userId).executeTakeFirst()
  return Boolean(row?.blocked_at)
}

async function findLiveShop(db: DB, shopId: number) {
  return db.selectFrom('shops').selectAll().where('id', '=', shopId).where('deleted_at', 'is', null).executeTakeFirst()
}

/** The shop, if `userId` owns it: 404 when it does not exist, 403 when someone else owns it. */
export async function requireOwnedShop(db: DB, userId: number, shopId: number): Promise<ShopRow> {
  const shop = await findLiveShop(db, shopId)
  if (!shop) throw new ShopError(404, SHOP_NOT_FOUND)
  if (shop.user_id !== userId) throw new ShopError(403, NOT_YOUR_SHOP)
  return shop
}

/** The shop as `viewerId` may see it: anyone sees a public shop, only the owner a private one. */
export async function getVisibleShop(db: DB, shopId: number, viewerId: number | null) {
  const shop = await findLiveShop(db, shopId)
  if (!shop) throw new ShopError(404, SHOP_NOT_FOUND)
  const isOwner = viewerId === shop.user_id
  // A blocked owner's shops are gone for everyone else (ADR 127).
  if (!isOwner && (await isOwnerBlocked(db, shop.user_id))) throw new ShopError(404, SHOP_NOT_FOUND)
  if (!shop.is_public && !isOwner) throw new ShopError(403, PRIVATE_SHOP)
  return { shop: toShopJson(shop, viewerId), isOwner }
}

export async function listOwnShops(db: DB, userId: number): Promise<ShopJson[]> {
  return (await pageOwnShops(db, userId, { after: null, limit: null }, 'own-shops')).items
}

/** A keyset page of the user's shops, newest first (`shops_owner_keyset` is read from the cursor on). */
export async function pageOwnShops(
  db: DB,
  userId: number,
  { after, limit }: KeysetPage,
  list: string,
): Promise<Keyset<ShopJson>> {
  let query = db
    .selectFrom('shops')
    .selectAll()
    .select(createdAtKey('shops').as('created_key'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
  if (after) query = query.where(olderThan('shops', after))
  query = query.orderBy('created_at', 'desc').orderBy('id', 'desc')
  if (limit !== null) query = query.limit(limit + 1)
  const rows = await query.execute()
  return keysetPage(
    list,
    rows.map((row) => ({ ...row, createdAt: row.created_key })),
    limit,
    (row) => toShopJson(row, userId),
  )
}

/** The owner's shops with each one's commission, in two queries whatever the number of shops. */
export async function listOwnShopsWithCommission(
  db: DB,
  userId: number,
): Promise<(ShopJson & { commission: CommissionSummary })[]> {
  const shops = await listOwnShops(db, userId)
  const totals = await commissionTotalsByShop(
    db,
    shops.map((s) => s.id),
  )
  return shops.map((shop) => ({ ...shop, commission: totals.get(shop.id)! }))
}

export async function createShop(db: DB, userId: number, input: ShopInput): Promise<ShopJson> {
  const row = await db
    .insertInto('shops')
    .values({
      user_id: userId,
      name: input.name,
      description: input.description,
      is_public: input.isPublic ?? true,
      paypal_email: input.paypalEmail,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toShopJson(row, userId)
}

export async function updateShop(db: DB, userId: number, shopId: number, input: ShopInput): Promise<ShopJson> {
  const row = await db
    .updateTable('shops')
    .set({
      name: input.name,
      description: input.description,
      paypal_email: input.paypalEmail,
      ...(input.isPublic === undefined ? {} : { is_public: input.isPublic }),
      updated_at: new Date(),
    })
    .where('id', '=', shopId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
  if (!row) {
    await requireOwnedShop(db, userId, shopId)
    throw new ShopError(404, SHOP_NOT_FOUND)
  }
  // Community cards show the shop's name.
  invalidateCommunityCache()
  return toShopJson(row, userId)
}

/**
 * Removes the shop and its design links (never the designs). The row itself stays, marked deleted,
 * because sold shirts' commission entries (and payouts) point at it.
 */
export async function deleteShop(db: DB, userId: number, shopId: number): Promise<ShopJson> {
  const shop = await requireOwnedShop(db, userId, shopId)
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('shop_designs').where('shop_id', '=', shopId).execute()
    await trx
      .updateTable('shops')
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where('id', '=', shopId)
      .where('user_id', '=', userId)
      .execute()
  })
  invalidateCommunityCache()
  return toShopJson(shop, userId)
}

/** A shop's designs with their links; others only ever see published ones. */
export async function listShopDesigns(db: DB, shopId: number, { publishedOnly }: { publishedOnly: boolean }) {
  return (await pageShopDesigns(db, shopId, { publishedOnly }, { after: null, limit: null }, 'shop-designs')).items
}

/** A keyset page of a shop's designs, newest link first (`shop_designs_shop_keyset` from the cursor on). */
export async function pageShopDesigns(
  db: DB,
  shopId: number,
  { publishedOnly }: { publishedOnly: boolean },
  { after, limit }: KeysetPage,
  list: string,
): Promise<Keyset<ShopDesignPair>> {
  let query = db
    .selectFrom('shop_designs')
    .innerJoin('designs', 'designs.id', 'shop_designs.design_id')
    .select([
      ...DESIGN_JSON_COLUMNS,
      'shop_designs.id as link_id',
      'shop_designs.is_published',
      createdAtKey('shop_designs').as('link_created'),
    ])
    .where('shop_designs.shop_id', '=', shopId)
    .where('designs.deleted_at', 'is', null)
  // The public list: published and not held or removed by moderation (ADR 127).
  if (publishedOnly)
    query = query.where('shop_designs.is_published', '=', true).where('designs.moderation_status', '=', 'approved')
  if (after) query = query.where(olderThan('shop_designs', after))
  query = query.orderBy('shop_designs.created_at', 'desc').orderBy('shop_designs.id', 'desc')
  if (limit !== null) query = query.limit(limit + 1)
  const rows = await query.execute()
  return keysetPage(
    list,
    rows.map((row) => ({ row, id: row.link_id, createdAt: row.link_created })),
    limit,
    ({ row }): ShopDesignPair => ({
      design: toDesignJson(row),
      shopDesign: { id: row.link_id, isPublished: row.is_published },
    }),
  )
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

export async function getOwnShopCommission(db: DB, userId: number, shopId: number) {
  await requireOwnedShop(db, userId, shopId)
  return commissionForShop(db, shopId)
}

export const PUBLIC_SHOPS_LIMIT = 120
/** The directory's cursor tag (see keyset.ts). */
export const PUBLIC_SHOPS_LIST = 'public-shops'

/** Which directory page: by number (`page`, counted in pages of `limit`) or after a keyset cursor. */
export interface DirectoryRequest {
  page?: number
  /** Continue after this shop (a nextCursor); the page number is then not used. */
  after?: KeysetCursor | null
  /** Shops a page holds, at most PUBLIC_SHOPS_LIMIT (the default). */
  limit?: number
}

/**
 * The directory, one page of PUBLIC_SHOPS_LIMIT shops (newest first): public shops with at least one
 * published design, with their published-design count and a sample image, in one query (correlated
 * subqueries on indexed columns instead of a query per shop). `hasMore` says a next page exists and
 * `nextCursor` continues after its last shop (the `shops_directory` index is read from it on).
 */
export async function listPublicShops(
  db: DB,
  { page = 1, after = null, limit = PUBLIC_SHOPS_LIMIT }: DirectoryRequest = {},
): Promise<{ shops: PublicShopCard[]; hasMore: boolean; nextCursor: string | null }> {
  const size = Math.min(Math.max(1, limit), PUBLIC_SHOPS_LIMIT)
  let query = db
    .selectFrom('shops')
    .select((eb) => [
      'shops.id',
      'shops.name',
      'shops.description',
      'shops.created_at',
      'shops.banner_url',
      'shops.logo_url',
      createdAtKey('shops').as('created_key'),
      eb
        .selectFrom('shop_designs')
        .innerJoin('designs', 'designs.id', 'shop_designs.design_id')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('shop_designs.shop_id', '=', 'shops.id')
        .where('shop_designs.is_published', '=', true)
        .where('designs.deleted_at', 'is', null)
        .as('design_count'),
      eb
        .selectFrom('shop_designs')
        .innerJoin('designs', 'designs.id', 'shop_designs.design_id')
        .select(sql<string | null>`coalesce(designs.mockup_url, designs.image_url)`.as('src'))
        .whereRef('shop_designs.shop_id', '=', 'shops.id')
        .where('shop_designs.is_published', '=', true)
        .where('designs.deleted_at', 'is', null)
        .where(sql<boolean>`coalesce(designs.mockup_url, designs.image_url) is not null`)
        .orderBy('shop_designs.created_at', 'desc')
        .orderBy('shop_designs.id', 'desc')
        .limit(1)
        .as('sample_image'),
      eb.selectFrom('users').select('users.first_name').whereRef('users.id', '=', 'shops.user_id').as('creator_first_name'),
      eb.selectFrom('users').select('users.last_name').whereRef('users.id', '=', 'shops.user_id').as('creator_last_name'),
      eb.selectFrom('users').select('users.username').whereRef('users.id', '=', 'shops.user_id').as('creator_username'),
    ])
    .where('shops.is_public', '=', true)
    .where('shops.deleted_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('users')
            .select(sql`1`.as('one'))
            .whereRef('users.id', '=', 'shops.user_id')
            .where('users.blocked_at', 'is not', null),
        ),
      ),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('shop_designs')
          .innerJoin('designs', 'designs.id', 'shop_designs.design_id')
          .select(sql`1`.as('one'))
          .whereRef('shop_designs.shop_id', '=', 'shops.id')
          .where('shop_designs.is_published', '=', true)
          .where('designs.deleted_at', 'is', null),
      ),
    )
  if (after) query = query.where(olderThan('shops', after))
  query = query.orderBy('shops.created_at', 'desc').orderBy('shops.id', 'desc')
  if (!after) query = query.offset((Math.max(1, page) - 1) * size)
  const rows = await query.limit(size + 1).execute()
  const { items: shops, nextCursor } = keysetPage(
    PUBLIC_SHOPS_LIST,
    rows.map((row) => ({ ...row, createdAt: row.created_key })),
    size,
    (row): PublicShopCard => ({
      id: row.id,
      name: row.name,
      description: row.description,
      createdAt: new Date(row.created_at).toISOString(),
      bannerUrl: row.banner_url,
      logoUrl: row.logo_url,
      sampleImage: row.sample_image ?? null,
      designCount: Number(row.design_count ?? 0),
      creatorName: creatorDisplayName({
        first_name: row.creator_first_name ?? null,
        last_name: row.creator_last_name ?? null,
        username: row.creator_username ?? null,
      }),
    }),
  )
  return { shops, hasMore: nextCursor !== null, nextCursor }
}
