import type { Selectable } from 'kysely'
import type { ShopsTable } from '#db/schema.ts'
import { commissionForShop, commissionTotalsByShop } from '~/modules/commission/index.server.ts'
import type { CommissionSummary } from '~/modules/commission/index.ts'
import { invalidateCommunityCache } from '~/modules/community/index.server.ts'
import { newestFirstPage } from '~/platform/keyset/keyset.server.ts'
import type { Keyset, KeysetPage } from '~/platform/keyset/keyset.ts'
import type { DB } from '~/lib/db.server.ts'
import type { ShopInput } from './shop-schema.ts'
import { SHOP_HANDLE_TAKEN } from './shop.ts'

/** A refusal the caller can show: 403, 404, 409 with a message. */
export class ShopError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 429,
    message: string,
    /** The form field the refusal is about, when it is one field's (a taken handle). */
    readonly field?: 'handle',
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
  /** The shop's address: /shops/{handle}. */
  handle: string
  description: string | null
  isPublic: boolean
  /** Only ever shown to the owner. */
  paypalEmail: string | null
  createdAt: string
  userId: number
  bannerUrl: string | null
  logoUrl: string | null
}

type ShopRow = Selectable<ShopsTable>

export function toShopJson(row: ShopRow, viewerId: number | null): ShopJson {
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
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

/** A live shop by id, or by handle (a text key: its address). */
async function findLiveShop(db: DB, key: number | string) {
  return db
    .selectFrom('shops')
    .selectAll()
    .where(typeof key === 'number' ? 'id' : 'handle', '=', key)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** The id of the live shop at `handle` (null when none), for forms posted to its address. */
export async function findShopId(db: DB, handle: string): Promise<number | null> {
  return (await findLiveShop(db, handle))?.id ?? null
}

/** The shop, if `userId` owns it: 404 when it does not exist, 403 when someone else owns it. */
export async function requireOwnedShop(db: DB, userId: number, shopId: number): Promise<ShopRow> {
  const shop = await findLiveShop(db, shopId)
  if (!shop) throw new ShopError(404, SHOP_NOT_FOUND)
  if (shop.user_id !== userId) throw new ShopError(403, NOT_YOUR_SHOP)
  return shop
}

/**
 * The shop as `viewerId` may see it, by id or handle: anyone sees a public shop, only the owner a
 * private one.
 */
export async function getVisibleShop(db: DB, shopKey: number | string, viewerId: number | null) {
  const shop = await findLiveShop(db, shopKey)
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
export async function pageOwnShops(db: DB, userId: number, page: KeysetPage, list: string): Promise<Keyset<ShopJson>> {
  const query = db.selectFrom('shops').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null)
  return newestFirstPage(query, { table: 'shops', list, page, toItem: (row) => toShopJson(row, userId) })
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

/** PostgreSQL's unique_violation (SQLSTATE 23505): here, a handle another shop has. */
function isUniqueViolation(error: unknown) {
  return (error as { code?: unknown } | null)?.code === '23505'
}

/** A handle the owner chose that another shop has: a 409 about the handle field. */
function handleTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new ShopError(409, SHOP_HANDLE_TAKEN, 'handle')
  throw error
}

/**
 * A new shop. Without a chosen handle the database gives the slug of its name (the name and its id
 * when the slug is taken); two shops named alike at once make one of them retry into the second.
 */
export async function createShop(db: DB, userId: number, input: ShopInput): Promise<ShopJson> {
  const insert = () =>
    db
      .insertInto('shops')
      .values({
        user_id: userId,
        name: input.name,
        ...(input.handle ? { handle: input.handle } : {}),
        description: input.description,
        is_public: input.isPublic ?? true,
        paypal_email: input.paypalEmail,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  const row = await insert().catch((error: unknown) =>
    !input.handle && isUniqueViolation(error) ? insert() : handleTaken(error),
  )
  return toShopJson(row, userId)
}

export async function updateShop(db: DB, userId: number, shopId: number, input: ShopInput): Promise<ShopJson> {
  const row = await db
    .updateTable('shops')
    .set({
      name: input.name,
      // Absent: the address stays (old links keep working).
      ...(input.handle ? { handle: input.handle } : {}),
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
    .catch(handleTaken)
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

export async function getOwnShopCommission(db: DB, userId: number, shopId: number) {
  await requireOwnedShop(db, userId, shopId)
  return commissionForShop(db, shopId)
}
