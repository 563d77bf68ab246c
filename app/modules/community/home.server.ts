import { logger } from '~/lib/logger.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { listHomeDesigns, upvotedDesignIds, type GalleryRequest } from './community.server.ts'
import { HOME_GALLERY_PAGE_SIZE, PHONE_GALLERY_PAGE_SIZE } from './community.ts'

// CONTRACT (owned by the community work, issue 4): the data the home page shows in its popular and
// community sections and in the "Ready to Create" preview. The design studio renders it.

export interface CommunityCard {
  id: number
  title: string
  description: string
  /** cents */
  price: number
  images: { src: string; position: string }[]
  /** The shirt colour its mockup shows (the gallery's Buy keeps it). */
  color?: string
  shop?: { id: number; name: string; handle: string } | null
  upvoteCount: number
  upvoted: boolean
  /** cents: the shirt price from the catalogue ($24.99 today), which every card shows */
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
  /** The one gallery page shown (by number or cursor), and the shirt price every card shows. */
  { gallery = {}, displayPrice }: { gallery?: GalleryRequest; displayPrice?: number } = {},
): Promise<{
  popular: PopularCard[]
  community: CommunityCard[]
  /** Older designs exist beyond the page shown. */
  communityHasMore: boolean
  /** Where the next page starts (for the "Show more designs" link). */
  communityNextCursor: string | null
  /** Where the next page starts on a phone, which shows the first PHONE_GALLERY_PAGE_SIZE cards of a page. */
  communityPhoneCursor: string | null
  failed?: boolean
}> {
  try {
    return await loadLists(db, userId, gallery, displayPrice)
  } catch (error) {
    logger.error({ err: error }, 'community designs failed to load')
    return {
      popular: [],
      community: [],
      communityHasMore: false,
      communityNextCursor: null,
      communityPhoneCursor: null,
      failed: true,
    }
  }
}

async function loadLists(db: DB, userId: number | null, gallery: GalleryRequest, displayPrice: number | undefined) {
  const { community, popular } = await listHomeDesigns(db, { ...gallery, size: HOME_GALLERY_PAGE_SIZE })
  const upvoted = await upvotedDesignIds(db, userId, [...new Set([...community.designs, ...popular].map((d) => d.id))])
  return {
    popular: popular.map((d) => ({ ...d, upvoted: upvoted.has(d.id) })),
    community: community.designs.map(({ printifyProductId: _provider, ...d }) => ({
      ...d,
      upvoted: upvoted.has(d.id),
      displayPrice,
    })),
    communityHasMore: community.hasMore,
    communityNextCursor: community.nextCursor,
    communityPhoneCursor:
      community.designs.length > PHONE_GALLERY_PAGE_SIZE ? (community.positions[PHONE_GALLERY_PAGE_SIZE - 1] ?? null) : null,
  }
}
