import type { DB } from '~/utils/db.server.ts'
import { singleton } from '~/utils/singleton.server.ts'
import {
  COMMUNITY_CACHE_TTL_MS,
  COMMUNITY_PAGE_SIZE,
  communityImages,
  designTitle,
  POPULAR_LIMIT,
  StampedCache,
  type CommunityImage,
} from './community.ts'

/** A community design as GET /api/community-designs answers it (SPEC section 3). */
export interface CommunityDesign {
  id: number
  title: string
  description: string
  /** cents: the design's own price */
  price: number
  images: CommunityImage[]
  shop?: { id: number; name: string } | null
  upvoteCount: number
  printifyProductId: string | null
}

/** A popular design as GET /api/popular-designs answers it (SPEC section 3). */
export interface PopularDesign {
  id: number
  /** The plain design image; empty when the design has none. */
  imageUrl: string
  mockupUrl: string | null
  prompt: string
  upvoteCount: number
}

/** Newest designs first, and whether older ones follow. */
export interface CommunityPage {
  designs: CommunityDesign[]
  hasMore: boolean
}

interface Snapshot {
  /** The first gallery page, the one nearly every visit shows. */
  community: CommunityPage
  popular: PopularDesign[]
}

function cache() {
  return singleton('community-cache', () => new StampedCache<Snapshot>(COMMUNITY_CACHE_TTL_MS))
}

/** Drops the cached lists: called after every write that changes them (upvotes, shops, designs). */
export function invalidateCommunityCache() {
  cache().invalidate()
}

/** Designs that may be shown to anyone: not deleted by their owner and approved by moderation. */
function visibleDesigns(db: DB) {
  return db
    .selectFrom('designs as d')
    .where('d.deleted_at', 'is', null)
    .where('d.moderation_status', '=', 'approved')
}

/**
 * A cheap fingerprint of the designs table (an index-only read of the newest id), so a design
 * created by any process refreshes the lists at once rather than after the cache expires.
 */
async function designsStamp(db: DB): Promise<string> {
  const row = await db
    .selectFrom('designs')
    .select((eb) => eb.fn.max('id').as('maxId'))
    .executeTakeFirst()
  return String(row?.maxId ?? 0)
}

/** `count` designs after skipping `skip`, newest first, through the designs_recent index. */
async function queryCommunity(db: DB, skip: number, count: number): Promise<CommunityPage> {
  const rows = await visibleDesigns(db)
    // The first public shop that publishes the design, if any.
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('shop_designs as sd')
          .innerJoin('shops as s', 's.id', 'sd.shop_id')
          .select(['s.id as shopId', 's.name as shopName'])
          .whereRef('sd.design_id', '=', 'd.id')
          .where('sd.is_published', '=', true)
          .where('s.is_public', '=', true)
          .where('s.deleted_at', 'is', null)
          .orderBy('sd.created_at')
          .limit(1)
          .as('shop'),
      (join) => join.onTrue(),
    )
    .select([
      'd.id',
      'd.name',
      'd.prompt',
      'd.price_cents',
      'd.image_url',
      'd.mockup_url',
      'd.upvote_count',
      'd.printify_product_id',
      'shop.shopId',
      'shop.shopName',
    ])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .offset(skip)
    // One more than asked for tells whether another page exists.
    .limit(count + 1)
    .execute()
  const designs = rows.slice(0, count).map((r) => ({
    id: r.id,
    title: designTitle(r.name, r.prompt),
    description: r.prompt,
    price: r.price_cents,
    images: communityImages(r.mockup_url, r.image_url),
    shop: r.shopId != null && r.shopName != null ? { id: r.shopId, name: r.shopName } : null,
    upvoteCount: r.upvote_count,
    printifyProductId: r.printify_product_id,
  }))
  return { designs, hasMore: rows.length > count }
}

async function queryPopular(db: DB): Promise<PopularDesign[]> {
  // Reads the maintained designs.upvote_count through the designs_popular index: no vote counting.
  const rows = await visibleDesigns(db)
    .select(['d.id', 'd.prompt', 'd.image_url', 'd.mockup_url', 'd.upvote_count'])
    .orderBy('d.upvote_count', 'desc')
    .orderBy('d.id', 'desc')
    .limit(POPULAR_LIMIT)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    imageUrl: r.image_url ?? '',
    mockupUrl: r.mockup_url,
    prompt: r.prompt,
    upvoteCount: r.upvote_count,
  }))
}

async function snapshot(db: DB): Promise<Snapshot> {
  const stamp = await designsStamp(db)
  return cache().get(stamp, async () => {
    const [community, popular] = await Promise.all([queryCommunity(db, 0, COMMUNITY_PAGE_SIZE), queryPopular(db)])
    return { community, popular }
  })
}

/**
 * Gallery page `page` alone (the API), or with `through`, every page from the first to `page` (the
 * home page, which shows the pages a visitor has opened). The first page is cached (see
 * invalidateCommunityCache); deeper pages are rare and read fresh.
 */
export async function listCommunityDesigns(db: DB, { page = 1, through = false } = {}): Promise<CommunityPage> {
  if (page <= 1) return (await snapshot(db)).community
  return through
    ? queryCommunity(db, 0, page * COMMUNITY_PAGE_SIZE)
    : queryCommunity(db, (page - 1) * COMMUNITY_PAGE_SIZE, COMMUNITY_PAGE_SIZE)
}

/** Up to six designs with the most upvotes (cached; see invalidateCommunityCache). */
export async function listPopularDesigns(db: DB): Promise<PopularDesign[]> {
  return (await snapshot(db)).popular
}

/** Which of `designIds` the user has upvoted: one indexed query for a whole page of cards. */
export async function upvotedDesignIds(db: DB, userId: number | null, designIds: number[]): Promise<Set<number>> {
  if (!userId || designIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('design_upvotes')
    .select('design_id')
    .where('user_id', '=', userId)
    .where('design_id', 'in', designIds)
    .execute()
  return new Set(rows.map((r) => r.design_id))
}
