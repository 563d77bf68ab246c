import type { CommunityCard, PopularCard } from '~/modules/community/home.server.ts'

// CONTRACT (owned by the community work, issue 4): sections of the home page. The design studio
// renders them with the data from loadHomeCommunity().

export function PopularDesignsSection({ designs }: { designs: PopularCard[] }) {
  if (!designs.length) return null
  return <section id="popular-designs-section" aria-labelledby="popular-heading" />
}

export function CommunityDesignsSection({ designs }: { designs: CommunityCard[]; signedIn: boolean }) {
  return <section id="community-designs-section" aria-label="Community designs" data-count={designs.length} />
}

/** The "Ready to Create" preview list: the first 9 community designs, three per row, and View All. */
export function RecentCommunityGrid({ designs }: { designs: CommunityCard[] }) {
  return <div data-count={Math.min(designs.length, 9)} />
}
