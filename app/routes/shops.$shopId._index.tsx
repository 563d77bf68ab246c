import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { DesignImage } from '~/components/design-image.tsx'
import { thumbnailUrl } from '~/modules/community/index.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { formatShopDate } from '~/components/shop/format.ts'
import { DesignGridSkeleton, shopStatusHandlers } from '~/components/shop/shop-status.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { formatCents } from '~/modules/catalogue/index.ts'
import { getShirtPriceCents } from '~/modules/catalogue/index.server.ts'
import { loadVisibleShopOrThrow } from '~/web/shop-page.server.ts'
import { listShopDesigns } from '~/modules/shop/index.server.ts'
import { designTitle, publishedCountLabel, storefrontProductHref } from '~/modules/shop/index.ts'
import { getUserId } from '~/web/auth.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { ReportDesign } from '~/components/report/report-design.tsx'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { shop, isOwner } = await loadVisibleShopOrThrow(params.shopId, await getUserId(request))
  const [designs, priceCents] = await Promise.all([
    listShopDesigns(getDb(), shop.id, { publishedOnly: true }),
    getShirtPriceCents(getDb()),
  ])
  return { shop, isOwner, designs: designs.map((pair) => pair.design), price: formatCents(priceCents) }
}

export default function ShopStorefrontRoute() {
  const { shop, isOwner, designs, price } = useLoaderData<typeof loader>()
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
            <span className="font-semibold text-slate-800">{publishedCountLabel(designs.length)}</span>
            {!shop.isPublic ? <span className="font-semibold text-amber-800">Private: only you can see this shop</span> : null}
          </p>
        </div>
        {isOwner ? (
          <Link to={`/shops/${shop.id}/designs`} className={buttonClass.secondary}>
            Manage Shop
          </Link>
        ) : null}
      </header>

      <section aria-label="Designs" className="mt-8">
        {reloading ? (
          <DesignGridSkeleton />
        ) : designs.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold">No designs found.</p>
            <p className="mt-1 text-slate-700">This shop doesn't have any published designs yet.</p>
            {isOwner ? (
              <Link to={`/shops/${shop.id}/designs`} className={`${buttonClass.primary} mt-6`}>
                Manage Shop Designs
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {designs.map((design, index) => {
              const title = designTitle(design)
              return (
                <li
                  key={design.id}
                  className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
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
        )}
      </section>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.shop.name} · ShirtSmith` },
        { name: 'description', content: data.shop.description?.slice(0, 160) || 'A collection of unique t-shirt designs' },
      ]
    : [{ title: 'Shop not found · ShirtSmith' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={shopStatusHandlers} />
}
