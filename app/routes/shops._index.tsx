import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { DesignImage } from '~/components/design-image.tsx'
import { thumbnailUrl } from '~/modules/community/index.ts'
import { buttonClass } from '~/components/ui/button.ts'
import { listPublicShops } from '~/modules/shop/index.server.ts'
import { DEFAULT_PUBLIC_DESCRIPTION, designCountLabel, parseDirectoryPage, shopPublicPath } from '~/modules/shop/index.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = parseDirectoryPage(new URL(request.url).searchParams.get('page'))
  if (page === null) throw new Response('Not found', { status: 404 })
  const { shops, hasMore } = await listPublicShops(context.db, { page })
  return { shops, hasMore, page }
}

export default function ShopDirectoryRoute() {
  const { shops, hasMore, page } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const location = useLocation()
  const reloading = navigation.state === 'loading' && navigation.location.pathname === location.pathname
  return (
    <DirectoryLayout>
      {reloading ? (
        <p role="status" className="py-16 text-center text-slate-700">
          Loading shops...
        </p>
      ) : shops.length === 0 && page === 1 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-12 text-center">
          <h2 className="text-xl font-bold">No Shops Found</h2>
          <p className="mt-2 text-slate-700">Be the first to open a creator shop.</p>
          <Link to="/sell-designs" className={`${buttonClass.primary} mt-6`}>
            Create Your Own Shop
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shops.map((shop, index) => (
            <li key={shop.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <div className="relative h-28 bg-gradient-to-r from-brand-600 to-fuchsia-500">
                {shop.bannerUrl ? (
                  <img
                    src={shop.bannerUrl}
                    alt=""
                    className="h-full w-full object-cover"
                    loading={index === 0 ? 'eager' : 'lazy'}
                  />
                ) : null}
                {shop.logoUrl ? (
                  <img
                    src={shop.logoUrl}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="absolute -bottom-7 left-4 h-14 w-14 rounded-full border-4 border-white bg-white object-cover"
                  />
                ) : null}
              </div>
              <div className="flex flex-1 flex-col p-5 pt-8">
                <div className="flex items-start justify-between gap-3">
                  <h2 className="text-lg font-bold">{shop.name}</h2>
                  <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {designCountLabel(shop.designCount)}
                  </span>
                </div>
                <p className="mt-2 line-clamp-3 text-sm text-slate-700">{shop.description || DEFAULT_PUBLIC_DESCRIPTION}</p>
                {shop.sampleImage ? (
                  <DesignImage
                    imageUrl={thumbnailUrl(shop.sampleImage, 512)}
                    alt={`A design from ${shop.name}`}
                    width={320}
                    height={320}
                    className="mt-4 aspect-[16/9] w-full rounded-xl"
                    priority={index === 0}
                  />
                ) : null}
                <p className="mt-4 text-xs text-slate-600">
                  Created by a community designer
                  {shop.creatorName ? (
                    <>
                      {' · '}
                      <span className="font-semibold text-slate-800" data-testid="creator-name">
                        {shop.creatorName}
                      </span>
                    </>
                  ) : null}
                </p>
                <div className="mt-auto pt-4">
                  <Link
                    to={shopPublicPath(shop.handle)}
                    className={`${buttonClass.primary} w-full`}
                    aria-label={`Visit Shop ${shop.name}`}
                  >
                    Visit Shop
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasMore ? (
        <nav aria-label="Directory pages" className="mt-8 flex justify-center gap-3">
          {page > 1 ? (
            <Link to={page === 2 ? '/shops' : `/shops?page=${page - 1}`} className={buttonClass.secondary}>
              Previous shops
            </Link>
          ) : null}
          {hasMore ? (
            <Link to={`/shops?page=${page + 1}`} className={buttonClass.secondary}>
              More shops
            </Link>
          ) : null}
        </nav>
      ) : null}
    </DirectoryLayout>
  )
}

function DirectoryLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Discover Creator Shops</h1>
      <p className="mt-2 max-w-2xl text-slate-700">Browse shops run by our community of designers and find a shirt you love.</p>
      <div className="mt-8">{children}</div>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Discover Creator Shops · ShirtSmith' },
  { name: 'description', content: 'Browse public creator shops and the t-shirt designs published in them.' },
]

/** A failed load keeps the page and says so, instead of the generic error screen. */
export function ErrorBoundary() {
  return (
    <DirectoryLayout>
      <p role="alert" className="rounded-xl bg-red-50 p-6 text-center text-red-800">
        Error loading shops. Please try again later.
      </p>
    </DirectoryLayout>
  )
}
