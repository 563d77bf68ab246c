import { Await, Link, useLocation } from '@remix-run/react'
import { Suspense } from 'react'
import { DesignImage, truncate } from '~/components/design-image.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import {
  GALLERY_SKELETONS,
  hasRealImage,
  isSearching,
  NO_SEARCH,
  PHONE_GALLERY_PAGE_SIZE,
  POPULAR_PROMPT_LENGTH,
  thumbnailUrl,
  type DesignSearch,
} from '~/modules/community/index.ts'
import type { CommunityCard, PopularCard } from '~/modules/community/index.server.ts'
import { useOptionalUser } from '~/web/optional-user.ts'
import { UpvoteButton } from './card-actions.tsx'
import { CommunityCardView, useHereWith } from './community-card.tsx'
import { DesignSearchForm, NoSearchResults, SearchSummary } from './design-search-form.tsx'

// CONTRACT (owned by the community work, issue 4): sections of the home page. The design studio
// renders them with the data from loadHomeCommunity().

export function PopularDesignsSection({ designs, signedIn }: { designs: PopularCard[]; signedIn?: boolean }) {
  const user = useOptionalUser()
  if (!designs.length || !hasRealImage(designs)) return null
  return (
    <section id="popular-designs-section" aria-labelledby="popular-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="popular-heading" className="text-2xl font-bold tracking-tight">
        Popular Designs
      </h2>
      <p className="mt-1 text-slate-700">The community's favourites, ranked by upvotes.</p>
      <ol className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {designs.map((design, index) => (
          <PopularCardView key={design.id} design={design} rank={index + 1} signedIn={signedIn ?? Boolean(user)} />
        ))}
      </ol>
    </section>
  )
}

function PopularCardView({ design, rank, signedIn }: { design: PopularCard; rank: number; signedIn: boolean }) {
  const anchor = `popular-design-${design.id}`
  const redirectTo = useHereWith(anchor)
  const prompt = truncate(design.prompt, POPULAR_PROMPT_LENGTH)
  return (
    <li
      id={anchor}
      data-testid="popular-card"
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <Link to={`/product/${design.id}`} className="group block">
        <span className="sr-only">Number {rank}: </span>
        <DesignImage
          mockupUrl={thumbnailUrl(design.mockupUrl, 384)}
          imageUrl={thumbnailUrl(design.imageUrl, 384)}
          alt=""
          className="aspect-square w-full transition-transform group-hover:scale-[1.02]"
        />
        <p className="px-3 pt-2 text-sm font-medium text-slate-900" data-testid="popular-prompt">
          {prompt}
        </p>
      </Link>
      <div className="mt-auto flex items-center justify-between px-3 pt-1 pb-3">
        <UpvoteButton
          designId={design.id}
          upvoted={Boolean(design.upvoted)}
          upvoteCount={design.upvoteCount}
          signedIn={signedIn}
          redirectTo={redirectTo}
          compact
        />
      </div>
    </li>
  )
}

type MaybePromise<T> = T | Promise<T>

/**
 * The community gallery with its four states. `designs` may be a promise (a streamed loader value):
 * the skeletons show until it resolves, the error text if it fails.
 */
export function CommunityDesignsSection({
  designs,
  signedIn,
  status = 'ready',
  hasMore = false,
  page = 1,
  nextCursor = null,
  phoneCursor = null,
  search = NO_SEARCH,
  colors,
}: {
  designs: MaybePromise<CommunityCard[]>
  signedIn: boolean
  /** Where a phone's next page starts (it shows the first PHONE_GALLERY_PAGE_SIZE cards of a page). */
  phoneCursor?: string | null
  /** The gallery's search; with `colors`, the search form shows above the cards. */
  search?: DesignSearch
  colors?: string[]
  /** Older designs follow the ones given: a "Show more designs" link opens the next page. */
  hasMore?: boolean
  /** The gallery page shown (one page of designs per request). */
  page?: number
  /** Where the next page starts; the link carries it so the next page continues exactly here. */
  nextCursor?: string | null
  /** Forces the loading or error state, for a caller that loads the list itself. */
  status?: 'ready' | 'loading' | 'error'
}) {
  let body
  if (status === 'loading') body = <CommunitySkeletons />
  else if (status === 'error') body = <CommunityError />
  else if (designs instanceof Promise) {
    body = (
      <Suspense fallback={<CommunitySkeletons />}>
        <Await resolve={designs} errorElement={<CommunityError />}>
          {(resolved) => (
            <CommunityList
              designs={resolved}
              signedIn={signedIn}
              paging={{ hasMore, page, nextCursor, phoneCursor }}
              search={search}
            />
          )}
        </Await>
      </Suspense>
    )
  } else
    body = (
      <CommunityList designs={designs} signedIn={signedIn} paging={{ hasMore, page, nextCursor, phoneCursor }} search={search} />
    )
  return (
    <section id="community-designs-section" aria-labelledby="community-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="community-heading" className="text-2xl font-bold tracking-tight">
        Community Designs
      </h2>
      <p className="mt-1 text-slate-700">Designs made by people in our community. Upvote your favourites or wear one.</p>
      {colors ? (
        <div className="mt-6">
          <DesignSearchForm
            action="/"
            anchor="community-designs-section"
            search={search}
            colors={colors}
            label="Search community designs"
          />
        </div>
      ) : null}
      <div className="mt-6">{body}</div>
    </section>
  )
}

export function CommunitySkeletons() {
  return (
    <div role="status" aria-live="polite">
      <p className="mb-4 text-slate-700">Loading designs...</p>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: GALLERY_SKELETONS }, (_, i) => (
          <li
            key={i}
            data-testid="community-skeleton"
            className="motion-safe:animate-pulse rounded-xl border border-slate-200 bg-white p-3"
          >
            <div className="aspect-square w-full rounded-lg bg-slate-200" />
            <div className="mt-3 h-4 w-3/4 rounded bg-slate-200" />
            <div className="mt-2 h-4 w-1/3 rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  )
}

function CommunityError() {
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center font-medium text-red-800">
      Failed to load community designs
    </p>
  )
}

interface GalleryPaging {
  hasMore: boolean
  page: number
  nextCursor: string | null
  phoneCursor: string | null
}

function CommunityList({
  designs,
  signedIn,
  paging: { hasMore, page, nextCursor, phoneCursor },
  search,
}: {
  designs: CommunityCard[]
  signedIn: boolean
  paging: GalleryPaging
  search: DesignSearch
}) {
  const location = useLocation()
  if (!designs.length) {
    if (isSearching(search)) return <NoSearchResults search={search} clearTo="/#community-designs-section" what="designs" />
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
        No community designs available yet.
      </p>
    )
  }
  return (
    <>
      <SearchSummary search={search} />
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="community-grid">
        {designs.map((design, index) => (
          <CommunityCardView
            key={design.id}
            design={design}
            signedIn={signedIn}
            startsPage={index === 0 && page > 1 ? page : undefined}
            // A phone shows the first cards of the page; its own "Show more designs" goes on from there.
            phoneHidden={index >= PHONE_GALLERY_PAGE_SIZE}
          />
        ))}
      </ul>
      {phoneCursor ? (
        <ShowMoreDesigns search={location.search} nextPage={page + 1} nextCursor={phoneCursor} className="sm:hidden" />
      ) : null}
      {hasMore ? (
        <ShowMoreDesigns search={location.search} nextPage={page + 1} nextCursor={nextCursor} className="max-sm:hidden" />
      ) : null}
      {page > 1 ? (
        <p className="mt-4 text-center">
          <Link
            to={`${location.pathname}${newestSearch(location.search)}#community-designs-section`}
            className="font-medium text-brand-700 underline"
          >
            Back to the newest designs
          </Link>
        </p>
      ) : null}
    </>
  )
}

/** The query string of the first page: the search kept, the page and cursor dropped. */
function newestSearch(search: string) {
  const params = new URLSearchParams(search)
  params.delete('gallery')
  params.delete('after')
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The next gallery page as a plain link (`?gallery=N&after=cursor`, the search kept), so it works
 * without JavaScript; it lands on the first card of that page. Each request renders one page of
 * cards, never more.
 */
function ShowMoreDesigns({
  search,
  nextPage,
  nextCursor,
  className,
}: {
  search: string
  nextPage: number
  nextCursor: string | null
  className: string
}) {
  const params = new URLSearchParams(search)
  params.set('gallery', String(nextPage))
  if (nextCursor) params.set('after', nextCursor)
  else params.delete('after')
  return (
    <div className={`mt-8 text-center ${className}`}>
      <Link to={`?${params}#gallery-page-${nextPage}`} preventScrollReset className={`${buttonClass.secondary} px-6 py-3`}>
        Show more designs
      </Link>
    </div>
  )
}
