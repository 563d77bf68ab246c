import { sql } from 'kysely'
import { createdAtKey, olderThan } from '~/platform/keyset/keyset.server.ts'
import { keysetPage, type KeysetCursor } from '~/platform/keyset/keyset.ts'
import { listedInShop, openShop } from '~/modules/visibility/index.server.ts'
import type { DB } from '~/lib/db.server.ts'

// Discover Shops: the public directory of shops with a published design.

export interface PublicShopCard {
  id: number
  name: string
  /** The shop's address: /shops/{handle}. */
  handle: string
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
      'shops.handle',
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
        .where(listedInShop('shop_designs', 'designs'))
        .as('design_count'),
      eb
        .selectFrom('shop_designs')
        .innerJoin('designs', 'designs.id', 'shop_designs.design_id')
        .select(sql<string | null>`coalesce(designs.mockup_url, designs.image_url)`.as('src'))
        .whereRef('shop_designs.shop_id', '=', 'shops.id')
        .where(listedInShop('shop_designs', 'designs'))
        .where(sql<boolean>`coalesce(designs.mockup_url, designs.image_url) is not null`)
        .orderBy('shop_designs.created_at', 'desc')
        .orderBy('shop_designs.id', 'desc')
        .limit(1)
        .as('sample_image'),
      eb.selectFrom('users').select('users.first_name').whereRef('users.id', '=', 'shops.user_id').as('creator_first_name'),
      eb.selectFrom('users').select('users.last_name').whereRef('users.id', '=', 'shops.user_id').as('creator_last_name'),
      eb.selectFrom('users').select('users.username').whereRef('users.id', '=', 'shops.user_id').as('creator_username'),
    ])
    .where(openShop('shops'))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('shop_designs')
          .innerJoin('designs', 'designs.id', 'shop_designs.design_id')
          .select(sql`1`.as('one'))
          .whereRef('shop_designs.shop_id', '=', 'shops.id')
          .where(listedInShop('shop_designs', 'designs')),
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
      handle: row.handle,
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
