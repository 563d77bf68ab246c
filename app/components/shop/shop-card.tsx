import { Link } from '@remix-run/react'
import { commissionBreakdown, type CommissionSummary } from '~/modules/commission/index.ts'
import type { ShopJson } from '~/modules/shop/index.server.ts'
import { shopPublicPath } from '~/modules/shop/index.ts'
import { buttonClass } from '../ui/button.ts'
import { CopyUrl } from './copy-url.tsx'
import { formatShopDate } from './format.ts'

const iconButton =
  'inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:bg-slate-100'

/** One of the owner's shops on /my-shops. */
export function ShopCard({ shop, origin }: { shop: ShopJson & { commission: CommissionSummary }; origin: string }) {
  const breakdown = commissionBreakdown(shop.commission)
  return (
    <article
      aria-labelledby={`shop-${shop.id}-name`}
      data-testid="shop-card"
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`shop-${shop.id}-name`} className="truncate text-lg font-bold">
            {shop.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">Created {formatShopDate(shop.createdAt)}</p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            shop.isPublic ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-800'
          }`}
        >
          {shop.isPublic ? 'Public' : 'Private'}
        </span>
      </div>
      <p
        className={`mt-3 line-clamp-3 text-sm whitespace-pre-line ${shop.description ? 'text-slate-700' : 'text-slate-600 italic'}`}
      >
        {shop.description || 'No description provided'}
      </p>

      <div className="mt-4 rounded-xl bg-brand-50 p-3" data-testid="commission-summary">
        <p className="text-sm text-slate-800">
          <span className="font-semibold">Commission earned: </span>
          <span data-testid="commission-total">{shop.commission.formattedTotal}</span>
        </p>
        {breakdown ? <p className="mt-0.5 text-xs text-slate-700">{breakdown}</p> : null}
        <p className="mt-0.5 text-xs text-slate-700">
          {shop.paypalEmail ? `Paid monthly via PayPal to ${shop.paypalEmail}` : 'Add a PayPal email to receive payouts'}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm font-semibold">
          <Link to={`/my-shops/${shop.id}`} className="text-brand-700 underline">
            Sales dashboard<span className="sr-only"> of {shop.name}</span>
          </Link>
          <Link to={`/my-shops/${shop.id}/images`} className="text-brand-700 underline">
            Banner and logo<span className="sr-only"> of {shop.name}</span>
          </Link>
        </p>
      </div>

      {shop.isPublic ? (
        <div className="mt-4">
          <CopyUrl origin={origin} path={shopPublicPath(shop.handle)} />
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        <div className="flex gap-1">
          <Link
            to={`?edit=${shop.id}`}
            preventScrollReset
            aria-label={`Edit shop ${shop.name}`}
            className={`${iconButton} text-slate-800`}
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
            </svg>
            Edit
          </Link>
          <Link
            to={`?delete=${shop.id}`}
            preventScrollReset
            aria-label={`Delete shop ${shop.name}`}
            className={`${iconButton} text-red-700 hover:bg-red-50`}
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
            </svg>
            Delete
          </Link>
        </div>
        <div className="flex gap-2">
          <Link to={shopPublicPath(shop.handle)} className={buttonClass.secondary} aria-label={`View Shop ${shop.name}`}>
            View Shop
          </Link>
          <Link
            to={`${shopPublicPath(shop.handle)}/designs`}
            className={buttonClass.primary}
            aria-label={`Manage Designs of ${shop.name}`}
          >
            Manage Designs
          </Link>
        </div>
      </div>
    </article>
  )
}
