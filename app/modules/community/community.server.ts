import { cacheVersion } from '~/platform/cache/cache-version.server.ts'
import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import {
  COMMUNITY_CACHE_TTL_MS,
  COMMUNITY_PAGE_SIZE,
  communityImages,
  designTitle,
  encodeGalleryCursor,
  MAX_COMMUNITY_PAGE,
  type GalleryCursor,
  POPULAR_LIMIT,
  POPULAR_MIN_VOTES,
  StampedCache,
  type CommunityImage,
} from './community.ts'
import { designDescription } from '~/modules/design/index.ts'
import { openShop, seenByOthers } from '~/modules/visibility/index.server.ts'
import { isSearching, NO_SEARCH, type DesignSearch } from './search.ts'
import { matchesSearch } from './search.server.ts'

/** A community design as GET /api/community-designs answers it: id, prompt, image, mockup, upvotes, creator. */
export interface CommunityDesign {
  id: number
  title: string
  description: string
  /** cents: the design's own price */
  price: number
  images: CommunityImage[]
  /** The shirt colour its mockup shows (the gallery's Buy keeps it). */
  color?: string
  /** The first public shop that sells it; `handle` is its address (/shops/{handle}). */
  shop?: { id: number; name: string; handle: string } | null
  upvoteCount: number
  printifyProductId: string | null
}

/** A popular design as GET /api/popular-designs answers it (the community shape, ranked by upvotes). */
export interface PopularDesign {
  id: number
  /** The plain design image; empty when the design has none. */
  imageUrl: string
  mockupUrl: string | null
  prompt: string
  upvoteCount: number
}

/** Newest designs first, whether older ones follow, and where the next page starts. */
export interface CommunityPage {
  designs: CommunityDesign[]
  hasMore: boolean
  /** Opaque keyset cursor of the last design shown (null when nothing follows). */
  nextCursor: string | null
  /** The cursor after each design, in order: a shorter page (a phone's) continues from one of them. */
  positions: string[]
}

interface Snapshot {
  /** The first gallery page, the one nearly every visit shows. */
  community: CommunityPage
  popular: PopularDesign[]
  /** Where gallery pages 2, 3, ... start, for `?page=N` without a cursor. */
  pageStarts: GalleryCursor[]
}

function cache() {
  return singleton('community-cache', () => new StampedCache<Snapshot>(COMMUNITY_CACHE_TTL_MS))
}

/** Drops the cached lists: called after every write that changes them (upvotes, shops, designs). */
export function invalidateCommunityCache() {
  cache().invalidate()
}

/**
 * Designs the community lists show: not deleted by their owner, approved by moderation and shown in
 * the community by their creator's choice (a hidden design is reachable only by its own link).
 */
function visibleDesigns(db: DB) {
  return db.selectFrom('designs as d').where(seenByOthers('d')).where('d.in_community', '=', true)
}

/**
 * The community tables' version stamp: the database bumps it on every write to designs, upvotes,
 * shops or shop designs, from any instance, so a write anywhere refreshes the lists at once here.
 */
function designsStamp(db: DB): Promise<string> {
  return cacheVersion(db, 'community')
}

/** created_at as text with its microseconds, so a cursor names exactly one position in the order. */
const createdAtText = sql<string>`to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/**
 * `count` designs newest first, after `after` when given (keyset: no rows are skipped, the
 * designs_gallery index, or its style or colour twin, is read from the cursor on), with one more
 * to tell whether a page follows. `search` narrows the list; `skip` serves a page number asked
 * without a cursor (a typed URL) under a search.
 */
async function queryCommunity(
  db: DB,
  after: GalleryCursor | null,
  count: number,
  search: DesignSearch = NO_SEARCH,
  skip = 0,
): Promise<CommunityPage> {
  let query = visibleDesigns(db).where(matchesSearch('d', search))
  if (after) query = query.where(sql<boolean>`(d.created_at, d.id) < (${after.createdAt}::timestamptz, ${after.id})`)
  const rows = await query
    // The first public shop that publishes the design, if any.
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('shop_designs as sd')
          .innerJoin('shops as s', 's.id', 'sd.shop_id')
          .select(['s.id as shopId', 's.name as shopName', 's.handle as shopHandle'])
          .whereRef('sd.design_id', '=', 'd.id')
          .where('sd.is_published', '=', true)
          .where(openShop('s'))
          .orderBy('sd.created_at')
          .limit(1)
          .as('shop'),
      (join) => join.onTrue(),
    )
    .select([
      'd.id',
      'd.name',
      'd.prompt',
      'd.style',
      'd.color',
      'd.price_cents',
      'd.image_url',
      'd.mockup_url',
      'd.upvote_count',
      'd.printify_product_id',
      'shop.shopId',
      'shop.shopName',
      'shop.shopHandle',
      createdAtText.as('createdAt'),
    ])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .offset(skip)
    .limit(count + 1)
    .execute()
  const shown = rows.slice(0, count)
  const designs = shown.map((r) => ({
    id: r.id,
    title: designTitle(r.name, r.prompt),
    description: designDescription({ style: r.style, color: r.color, prompt: r.prompt }),
    price: r.price_cents,
    images: communityImages(r.mockup_url, r.image_url),
    color: r.color,
    shop:
      r.shopId != null && r.shopName != null && r.shopHandle != null
        ? { id: r.shopId, name: r.shopName, handle: r.shopHandle }
        : null,
    upvoteCount: r.upvote_count,
    printifyProductId: r.printify_product_id,
  }))
  const last = shown.at(-1)
  const hasMore = rows.length > count
  return {
    designs,
    hasMore,
    nextCursor: hasMore && last ? encodeGalleryCursor({ createdAt: last.createdAt, id: last.id }) : null,
    positions: shown.map((r) => encodeGalleryCursor({ createdAt: r.createdAt, id: r.id })),
  }
}

/**
 * Where each gallery page after the first starts: one bounded read of (created_at, id) over the
 * first MAX_COMMUNITY_PAGE pages (the index alone, no design rows), kept with the cached lists.
 */
async function queryPageStarts(db: DB): Promise<GalleryCursor[]> {
  const rows = await visibleDesigns(db)
    .select(['d.id', createdAtText.as('createdAt')])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(MAX_COMMUNITY_PAGE * COMMUNITY_PAGE_SIZE)
    .execute()
  const starts: GalleryCursor[] = []
  // Page N + 1 starts after the last design of page N.
  for (let i = COMMUNITY_PAGE_SIZE - 1; i < rows.length - 1; i += COMMUNITY_PAGE_SIZE) {
    starts.push({ createdAt: rows[i].createdAt, id: rows[i].id })
  }
  return starts
}

async function queryPopular(db: DB): Promise<PopularDesign[]> {
  // Reads the maintained designs.upvote_count through the designs_gallery_popular index: no vote
  // counting. A design needs one vote at least: unvoted tries are not popular.
  const rows = await visibleDesigns(db)
    .where('d.upvote_count', '>=', POPULAR_MIN_VOTES)
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

/** The cached lists: one freshness stamp read per call. */
async function snapshot(db: DB): Promise<Snapshot> {
  const stamp = await designsStamp(db)
  return cache().get(stamp, async () => {
    const [community, popular, pageStarts] = await Promise.all([
      queryCommunity(db, null, COMMUNITY_PAGE_SIZE),
      queryPopular(db),
      queryPageStarts(db),
    ])
    return { community, popular, pageStarts }
  })
}

export interface GalleryRequest {
  /** 1-based page number (used when no cursor is given). */
  page?: number
  /** Continue after this cursor (from `nextCursor`): exact even while designs are added. */
  cursor?: GalleryCursor | null
  /** Only the designs a shopper searched for (words, style, colour). */
  search?: DesignSearch
  /** Designs a page holds: COMMUNITY_PAGE_SIZE (the API's pages, cached first) unless smaller. */
  size?: number
}

const EMPTY_PAGE: CommunityPage = { designs: [], hasMore: false, nextCursor: null, positions: [] }

/** The first `size` designs of a longer page, continuing after the last one kept. */
function firstOf(page: CommunityPage, size: number): CommunityPage {
  if (page.designs.length <= size) return page
  return {
    designs: page.designs.slice(0, size),
    hasMore: true,
    nextCursor: page.positions[size - 1],
    positions: page.positions.slice(0, size),
  }
}

async function pageOf(
  db: DB,
  snap: Snapshot,
  { page = 1, cursor = null, search = NO_SEARCH, size = COMMUNITY_PAGE_SIZE }: GalleryRequest,
): Promise<CommunityPage> {
  const count = Math.min(Math.max(1, size), COMMUNITY_PAGE_SIZE)
  if (cursor) return queryCommunity(db, cursor, count, search)
  // Searches are read fresh; a page number without a cursor counts from the start.
  if (isSearching(search)) return queryCommunity(db, null, count, search, (page - 1) * count)
  if (page <= 1) return firstOf(snap.community, count)
  if (count !== COMMUNITY_PAGE_SIZE) return queryCommunity(db, null, count, search, (page - 1) * count)
  const start = snap.pageStarts[page - 2]
  return start ? queryCommunity(db, start, COMMUNITY_PAGE_SIZE) : EMPTY_PAGE
}

/**
 * One gallery page of at most COMMUNITY_PAGE_SIZE designs, by cursor or by page number. The first
 * page is cached (see invalidateCommunityCache); other pages read from their start in the index.
 */
export async function listCommunityDesigns(db: DB, request: GalleryRequest = {}): Promise<CommunityPage> {
  return pageOf(db, await snapshot(db), request)
}

/** Up to six designs with the most upvotes (cached; see invalidateCommunityCache). */
export async function listPopularDesigns(db: DB): Promise<PopularDesign[]> {
  return (await snapshot(db)).popular
}

/** A gallery page and the popular list from one snapshot (the home page needs both). */
export async function listHomeDesigns(db: DB, request: GalleryRequest = {}) {
  const snap = await snapshot(db)
  return { community: await pageOf(db, snap, request), popular: snap.popular }
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
