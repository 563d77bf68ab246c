import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { DesignImage } from '~/components/design-image.tsx'
import { thumbnailUrl } from '~/modules/community/index.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { formatShopDate } from '~/components/shop/format.ts'
import { DesignGridSkeleton, shopStatusHandlers } from '~/components/shop/shop-status.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { formatCents } from '~/modules/catalogue/index.ts'
import { getShirtPriceCents, listColors } from '~/modules/catalogue/index.server.ts'
import { loadVisibleShopOrThrow } from '~/web/shop-page.server.ts'
import { countPublishedDesigns, pageShopDesigns } from '~/modules/shop/index.server.ts'
import { designTitle, publishedCountLabel, shopPublicPath, storefrontProductHref } from '~/modules/shop/index.ts'
import { isSearching, searchFromParams, searchParamsOf } from '~/modules/community/index.ts'
import { decodeCursor, encodeCursor } from '~/platform/keyset/keyset.ts'
import { DesignSearchForm, NoSearchResults, SearchSummary } from '~/components/community/design-search-form.tsx'
import { getUserId } from '~/web/auth.server.ts'
import { shopJsonLd } from '~/modules/seo/index.ts'
import { ReportDesign } from '~/components/report/report-design.tsx'

/** Designs a storefront page shows (a phone shows the first STOREFRONT_PHONE_PAGE of them). */
const STOREFRONT_PAGE = 16
const STOREFRONT_PHONE_PAGE = 6

// GET /shops/{handle}?q=&style=&color=&after=: one page of the shop's published designs, newest
// first, narrowed by the search; "Show more designs" continues after a signed cursor.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shop, isOwner } = await loadVisibleShopOrThrow(context, params.shopId, await getUserId(context, request), request)
  const url = new URL(request.url)
  const search = searchFromParams(url.searchParams)
  const list = `storefront:${shop.id}`
  const after = decodeCursor(list, url.searchParams.get('after') ?? '')
  const [page, publishedCount, priceCents, colors] = await Promise.all([
    pageShopDesigns(context.db, shop.id, { publishedOnly: true, search }, { after, limit: STOREFRONT_PAGE }, list),
    countPublishedDesigns(context.db, shop.id),
    getShirtPriceCents(context.db),
    listColors(context.db),
  ])
  const designs = page.items.map((pair) => pair.design)
  // A phone's page ends after its first few cards and goes on from the last of them.
  const phoneAfter =
    page.items.length > STOREFRONT_PHONE_PAGE ? encodeCursor(list, page.positions[STOREFRONT_PHONE_PAGE - 1]) : null
  return {
    shop,
    isOwner,
    designs,
    publishedCount,
    search,
    continued: after !== null,
    nextCursor: page.nextCursor,
    phoneCursor: phoneAfter,
    colors: colors.map((c) => c.name),
    price: formatCents(priceCents),
    shopUrl: new URL(shopPublicPath(shop.handle), context.config.appUrl).toString(),
  }
}

export default function ShopStorefrontRoute() {
  const { shop, isOwner, designs, publishedCount, search, continued, nextCursor, phoneCursor, colors, price } =
    useLoaderData<typeof loader>()
  const home = shopPublicPath(shop.handle)
  const navigation = useNavigation()
  const location = useLocation()
  const reloading = navigation.state === 'loading' && navigation.location.pathname === location.pathname

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      {shop.bannerUrl ? (
        <img
          src={shop.bannerUrl}
          alt=""
          width={1500}
          height={500}
          className="mb-6 aspect-[3/1] w-full rounded-2xl bg-slate-100 object-cover"
          data-testid="shop-banner"
        />
      ) : null}
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
        <div className="max-w-3xl">
          <div className="flex items-center gap-4">
            {shop.logoUrl ? (
              <img
                src={shop.logoUrl}
                alt={`${shop.name} logo`}
                width={64}
                height={64}
                className="h-16 w-16 shrink-0 rounded-full border border-slate-200 bg-white object-cover"
                data-testid="shop-logo"
              />
            ) : null}
            <h1 className="text-3xl font-bold sm:text-4xl">{shop.name}</h1>
          </div>
          {shop.description ? <p className="mt-3 whitespace-pre-line text-slate-700">{shop.description}</p> : null}
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>Created {formatShopDate(shop.createdAt)}</span>
            <span className="font-semibold text-slate-800">{publishedCountLabel(publishedCount)}</span>
            {!shop.isPublic ? <span className="font-semibold text-amber-800">Private: only you can see this shop</span> : null}
          </p>
        </div>
        {isOwner ? (
          <Link to={`${home}/designs`} className={buttonClass.secondary}>
            Manage Shop
          </Link>
        ) : null}
      </header>

      <section aria-label="Designs" className="mt-8" id="shop-designs">
        {publishedCount > 0 ? (
          <div className="mb-6">
            <DesignSearchForm action={home} anchor="shop-designs" search={search} colors={colors} label={`Search ${shop.name}`} />
          </div>
        ) : null}
        {reloading ? (
          <DesignGridSkeleton />
        ) : designs.length === 0 && (isSearching(search) || continued) ? (
          <NoSearchResults search={search} clearTo={`${home}#shop-designs`} what="designs in this shop" />
        ) : designs.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold">No designs found.</p>
            <p className="mt-1 text-slate-700">This shop doesn't have any published designs yet.</p>
            {isOwner ? (
              <Link to={`${home}/designs`} className={`${buttonClass.primary} mt-6`}>
                Manage Shop Designs
              </Link>
            ) : null}
          </div>
        ) : (
          <>
            <SearchSummary search={search} />
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="storefront-grid">
              {designs.map((design, index) => {
                const title = designTitle(design)
                return (
                  <li
                    key={design.id}
                    data-testid="storefront-card"
                    // A phone shows the first cards of a page; its own "Show more designs" goes on from there.
                    className={`flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm${index >= STOREFRONT_PHONE_PAGE ? ' max-sm:hidden' : ''}`}
                  >
                    <DesignImage
                      mockupUrl={thumbnailUrl(design.mockupUrl, 512)}
                      imageUrl={thumbnailUrl(design.imageUrl, 512)}
                      alt={title.slice(0, 100)}
                      className="aspect-square w-full"
                      priority={index === 0}
                    />
                    <div className="flex flex-1 flex-col p-4">
                      <h2 className="line-clamp-2 text-sm font-semibold">{title}</h2>
                      <p className="mt-1 text-sm text-slate-600">{price}</p>
                      <div className="mt-auto pt-3">
                        <Link
                          to={storefrontProductHref(design, shop.id)}
                          className={`${buttonClass.primary} w-full`}
                          aria-label={`View Details: ${title.slice(0, 60)}`}
                        >
                          View Details
                        </Link>
                        <ReportDesign designId={design.id} compact />
                      </div>
                    </div>
                  </li>
                )
              })}
            </ul>
            <StorefrontMore home={home} search={search} cursor={phoneCursor} className="sm:hidden" />
            <StorefrontMore home={home} search={search} cursor={nextCursor} className="max-sm:hidden" />
            {continued ? (
              <p className="mt-4 text-center">
                <Link
                  to={`${home}${queryOf(searchParamsOf(search))}#shop-designs`}
                  className="font-medium text-brand-700 underline"
                >
                  Back to the newest designs
                </Link>
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  )
}

function queryOf(params: URLSearchParams) {
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** "Show more designs": the next page after `cursor`, the search kept, as a plain link (no JavaScript needed). */
function StorefrontMore({
  home,
  search,
  cursor,
  className,
}: {
  home: string
  search: ReturnType<typeof searchFromParams>
  cursor: string | null
  className: string
}) {
  if (!cursor) return null
  const params = searchParamsOf(search)
  params.set('after', cursor)
  return (
    <div className={`mt-8 text-center ${className}`}>
      <Link to={`${home}?${params}#shop-designs`} className={`${buttonClass.secondary} px-6 py-3`}>
        Show more designs
      </Link>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Shop not found · ShirtSmith' }]
  const { shop, shopUrl } = data
  const description = shop.description || 'A collection of unique t-shirt designs'
  const absolute = (src: string | null) => (src ? new URL(src, shopUrl).toString() : null)
  return [
    { title: `${shop.name} · ShirtSmith` },
    { name: 'description', content: description.slice(0, 160) },
    { tagName: 'link', rel: 'canonical', href: shopUrl },
    {
      'script:ld+json': shopJsonLd({
        name: shop.name,
        url: shopUrl,
        description,
        logo: absolute(shop.logoUrl),
        image: absolute(shop.bannerUrl),
      }),
    },
  ]
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={shopStatusHandlers} />
}
