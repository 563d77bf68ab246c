import { Link } from '@remix-run/react'
import { DesignImage } from '~/components/design-image.tsx'
import type { CreditedShop } from '~/modules/shop/index.server.ts'
import { designTitle, shopPublicPath, storefrontProductHref } from '~/modules/shop/index.ts'

/** The shop the design is sold by, credited, with a few of its other designs. */
export function MoreFromShop({ credit }: { credit: CreditedShop }) {
  const { shop, more } = credit
  return (
    <section aria-labelledby="more-from-shop" className="mt-12 border-t border-slate-200 pt-8" data-testid="more-from-shop">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          {shop.logoUrl ? (
            <img src={shop.logoUrl} alt="" width={48} height={48} className="h-12 w-12 rounded-full object-cover" />
          ) : null}
          <div>
            <p className="text-sm text-slate-600">Designed for the creator shop</p>
            <Link to={shopPublicPath(shop.handle)} className="text-lg font-bold text-slate-900 underline">
              {shop.name}
            </Link>
          </div>
        </div>
      </div>
      {more.length ? (
        <>
          <h2 id="more-from-shop" className="mt-6 text-xl font-bold">
            More from this shop
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {more.map((design) => {
              const title = designTitle(design)
              return (
                <li key={design.id}>
                  <Link
                    to={storefrontProductHref(design, shop.id)}
                    className="block rounded-xl border border-slate-200 bg-white p-2 hover:shadow-sm"
                  >
                    <DesignImage
                      mockupUrl={design.mockupUrl}
                      imageUrl={design.imageUrl}
                      alt=""
                      width={256}
                      height={256}
                      className="aspect-square w-full rounded-lg"
                    />
                    <span className="mt-2 line-clamp-2 block text-sm font-semibold">{title}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </>
      ) : (
        <h2 id="more-from-shop" className="sr-only">
          From this shop
        </h2>
      )}
    </section>
  )
}
