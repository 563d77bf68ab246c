import type { CommunityCard, PopularCard } from '~/modules/community/index.server.ts'
import type { DesignSearch } from '~/modules/community/index.ts'
import { CommunityDesignsSection, PopularDesignsSection } from './home-sections.tsx'

/**
 * The home page's popular and community sections, below the studio. Loaded as a chunk of its own
 * (React.lazy) so the studio becomes interactive first; the server renders it whole, so the gallery
 * is in the page with JavaScript off and before this chunk arrives (ADR 083).
 */
export default function CommunitySections(props: {
  popular: PopularCard[]
  community: CommunityCard[]
  signedIn: boolean
  failed: boolean
  hasMore: boolean
  page: number
  nextCursor: string | null
  phoneCursor: string | null
  search: DesignSearch
  colors: string[]
}) {
  return (
    <div className="mx-auto mt-12 max-w-7xl space-y-12 px-4">
      <PopularDesignsSection designs={props.popular} />
      <CommunityDesignsSection
        designs={props.community}
        signedIn={props.signedIn}
        status={props.failed ? 'error' : 'ready'}
        hasMore={props.hasMore}
        page={props.page}
        nextCursor={props.nextCursor}
        phoneCursor={props.phoneCursor}
        search={props.search}
        colors={props.colors}
      />
    </div>
  )
}
