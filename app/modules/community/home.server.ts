import { getShirtPriceCents } from '~/modules/catalogue/catalogue.server.ts'
import { logger } from '~/server/logger.server.ts'
import type { DB } from '~/utils/db.server.ts'
import { listCommunityDesigns, listPopularDesigns, upvotedDesignIds } from './community.server.ts'

// CONTRACT (owned by the community work, issue 4): the data the home page shows in its popular and
// community sections and in the "Ready to Create" preview. The design studio renders it.

export interface CommunityCard {
  id: number
  title: string
  description: string
  /** cents */
  price: number
  images: { src: string; position: string }[]
  shop?: { id: number; name: string } | null
  upvoteCount: number
  upvoted: boolean
  /** cents: the shirt price from the catalogue, which every card shows (SPEC section 9) */
  displayPrice?: number
}

export interface PopularCard {
  id: number
  imageUrl: string
  prompt: string
  upvoteCount: number
  /** The shirt mockup, shown first when present (cards fall back mockup → image → placeholder). */
  mockupUrl?: string | null
  upvoted?: boolean
}

/**
 * The home page's community data. A failure does not take the home page down: the lists come back
 * empty with `failed: true`, for `<CommunityDesignsSection status="error">` ("Failed to load community
 * designs").
 */
export async function loadHomeCommunity(
  db: DB,
  userId: number | null,
  /** Gallery pages shown: the first through this one. */
  pages = 1,
): Promise<{
  popular: PopularCard[]
  community: CommunityCard[]
  /** Older designs exist beyond the pages shown. */
  communityHasMore: boolean
  failed?: boolean
}> {
  try {
    return await loadLists(db, userId, pages)
  } catch (error) {
    logger.error({ err: error }, 'community designs failed to load')
    return { popular: [], community: [], communityHasMore: false, failed: true }
  }
}

async function loadLists(db: DB, userId: number | null, pages: number) {
  const [community, popular, displayPrice] = await Promise.all([
    listCommunityDesigns(db, { page: pages, through: true }),
    listPopularDesigns(db),
    getShirtPriceCents(db),
  ])
  const upvoted = await upvotedDesignIds(db, userId, [...new Set([...community.designs, ...popular].map((d) => d.id))])
  return {
    popular: popular.map((d) => ({ ...d, upvoted: upvoted.has(d.id) })),
    community: community.designs.map(({ printifyProductId: _provider, ...d }) => ({
      ...d,
      upvoted: upvoted.has(d.id),
      displayPrice,
    })),
    communityHasMore: community.hasMore,
  }
}
