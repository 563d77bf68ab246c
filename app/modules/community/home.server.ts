import type { DB } from '~/utils/db.server.ts'

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
}

export interface PopularCard {
  id: number
  imageUrl: string
  prompt: string
  upvoteCount: number
}

export async function loadHomeCommunity(_db: DB, _userId: number | null): Promise<{
  popular: PopularCard[]
  community: CommunityCard[]
}> {
  return { popular: [], community: [] }
}
