import { Link, useLocation } from '@remix-run/react'
import { DesignImage } from '~/components/design-image.tsx'
import { ReportDesign } from '~/components/report/report-design.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { formatCents } from '~/modules/catalogue/index.ts'
import type { CommunityCard } from '~/modules/community/index.server.ts'
import { shopPublicPath } from '~/modules/shop/index.ts'
import { CopyLinkButton, UpvoteButton } from './card-actions.tsx'
import { cardImage } from './recent-community-grid.tsx'

// One card of the community gallery: the shirt, its title and shop, the price, votes, sharing,
// Buy and Report, each working without JavaScript.

/** Used only if a caller passes cards without the catalogue price (cards show $24.99). */
const FALLBACK_CARD_PRICE_CENTS = 2499

/**
 * Buy keeps the shirt the card shows: the product page on the card's colour, asking for the size, and
 * on to the checkout from there.
 */
export function buyHref(design: Pick<CommunityCard, 'id' | 'color'>) {
  const query = new URLSearchParams({ ...(design.color ? { color: design.color } : {}), buy: '1' })
  return `/products/${design.id}?${query}#choose-size`
}

/** This page's address with an anchor, so a form posted from a card comes back to it. */
export function useHereWith(anchor: string) {
  const location = useLocation()
  return `${location.pathname}${location.search}#${anchor}`
}

export function CommunityCardView({
  design,
  signedIn,
  startsPage,
  phoneHidden,
}: {
  design: CommunityCard
  signedIn: boolean
  /** This card is the first of gallery page N: "Show more designs" lands here. */
  startsPage?: number
  /** Not shown on a phone (below the sm breakpoint). */
  phoneHidden: boolean
}) {
  const anchor = `community-design-${design.id}`
  const redirectTo = useHereWith(anchor)
  const { mockupUrl, imageUrl } = cardImage(design, 512)
  const headingId = `${anchor}-title`
  return (
    <li
      id={anchor}
      data-testid="community-card"
      aria-labelledby={headingId}
      className={`flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm${phoneHidden ? ' max-sm:hidden' : ''}`}
    >
      {startsPage ? <span id={`gallery-page-${startsPage}`} className="block scroll-mt-24" /> : null}
      <Link to={`/products/${design.id}`} className="group block" tabIndex={-1} aria-hidden="true">
        <DesignImage mockupUrl={mockupUrl} imageUrl={imageUrl} alt="" className="aspect-square w-full" />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={headingId} className="line-clamp-2 font-semibold text-slate-900">
          <Link to={`/products/${design.id}`} className="hover:underline">
            {design.title}
          </Link>
        </h3>
        {design.shop ? (
          <p className="text-sm text-slate-700">
            From{' '}
            <Link to={shopPublicPath(design.shop.handle)} className="font-medium text-brand-700 underline">
              {design.shop.name}
            </Link>
          </p>
        ) : null}
        <p className="text-lg font-bold text-slate-900">{formatCents(design.displayPrice ?? FALLBACK_CARD_PRICE_CENTS)}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <UpvoteButton
            designId={design.id}
            upvoted={design.upvoted}
            upvoteCount={design.upvoteCount}
            signedIn={signedIn}
            redirectTo={redirectTo}
          />
          <CopyLinkButton path={`/products/${design.id}`} sharePath={`/share/${design.id}`} title={design.title} />
          {/* A design without a picture cannot be printed yet, so it cannot be bought. */}
          {design.images.length === 0 ? (
            <button type="button" className={`${buttonClass.primary} ml-auto`} disabled>
              Buy<span className="sr-only"> {design.title}</span>
            </button>
          ) : (
            <Link to={buyHref(design)} className={`${buttonClass.primary} ml-auto`}>
              Buy<span className="sr-only"> {design.title}</span>
            </Link>
          )}
        </div>
        <ReportDesign designId={design.id} returnTo={redirectTo} compact />
      </div>
    </li>
  )
}
