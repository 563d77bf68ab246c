import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { StackedBarChart } from '~/components/shop/dashboard-chart.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { money, weekLabel } from '~/modules/commission/index.ts'
import { shopPublicPath } from '~/modules/shop/index.ts'
import { unclaimedReturnDate } from '~/modules/payout/index.ts'
import { shopDashboard } from '~/modules/commission/index.server.ts'
import { parseRowId } from '~/lib/row-id.ts'
import { requireUser } from '~/web/auth.server.ts'

// GET /my-shops/{id}: the shop's dashboard for its owner: sales and commission per week, top designs,
// payouts. Someone else's shop, or none, is a 404.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, {
    title: 'Authentication Required',
    description: 'Please log in to manage your shops',
  })
  const shopId = parseRowId(params.shopId ?? '')
  const dashboard = shopId ? await shopDashboard(context.db, user.id, shopId) : null
  if (!dashboard) throw data({ message: 'Shop not found' }, { status: 404 })
  return data({ dashboard }, { headers: { 'Cache-Control': 'private, no-store' } })
}

const count = (n: number) => String(Math.round(n))

const PAYOUT_STATUS = {
  sending: 'Being sent',
  sent: 'Sent',
  unclaimed: 'Unclaimed — waiting for the creator to claim',
  paid: 'Paid',
  returned: 'Came back: unpaid again',
} as const

export default function ShopDashboardRoute() {
  const { dashboard } = useLoaderData<typeof loader>()
  const { shop, summary, weeks, topDesigns, payouts, heldCents } = dashboard
  const returned = payouts.filter((p) => p.status === 'returned')
  const unclaimed = payouts.filter((p) => p.status === 'unclaimed')
  const columns = weeks.map((w) => ({ label: weekLabel(w.week), week: w }))
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">
            <Link to="/my-shops" className="underline">
              My Shops
            </Link>{' '}
            / Dashboard
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight">{shop.name}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/my-shops/${shop.id}/images`} className={buttonClass.secondary}>
            Banner and logo
          </Link>
          <Link to={`${shopPublicPath(shop.handle)}/designs`} className={buttonClass.secondary}>
            Manage Designs
          </Link>
        </div>
      </div>

      <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3" data-testid="commission-summary">
        {[
          ['Total earned', summary.formattedTotal],
          ['Paid out', summary.formattedPaid],
          ['Waiting for payout', summary.formattedUnpaid],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-600" data-testid="own-purchase-note">
        Shirts you buy from your own shop earn no commission.
      </p>
      {returned.length > 0 || unclaimed.length > 0 || heldCents > 0 ? (
        <ul
          className="mt-4 space-y-1 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="commission-notes"
        >
          {unclaimed.map((p) => (
            <li key={`unclaimed-${p.month}`}>
              {`The ${p.month} payout of ${money(p.amountCents)} is waiting at PayPal for you to claim it: accept it in the PayPal ` +
                `account of the shop's PayPal email. PayPal returns it on ${unclaimedReturnDate(new Date(p.createdAt)).toISOString().slice(0, 10)} ` +
                'if it is still unclaimed, and it is then paid again.'}
            </li>
          ))}
          {returned.map((p) => (
            <li key={`returned-${p.month}`}>
              The {p.month} payout of {money(p.amountCents)} came back from PayPal ({(p.paypalStatus ?? 'returned').toLowerCase()}
              ): it is waiting for payout again. Check the shop's PayPal email.
            </li>
          ))}
          {heldCents > 0 ? (
            <li>{money(heldCents)} is held while a shopper disputes a payment; it is paid once the dispute is won.</li>
          ) : null}
        </ul>
      ) : null}

      <section aria-labelledby="sales-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="sales-heading" className="text-lg font-bold">
          The last 12 weeks
        </h2>
        <div className="mt-4 grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold text-slate-800">Shirts sold per week</h3>
            <StackedBarChart
              id="shirts-chart"
              title="Shirts sold per week"
              description="Bar chart of shirts sold each week, refunds taken off; the numbers are in the table below."
              columns={columns.map((c) => ({ label: c.label, values: { shirts: c.week.shirts } }))}
              series={[{ name: 'shirts', label: 'Shirts', fill: 'fill-brand-700' }]}
              format={count}
            />
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-800">Earnings per week, paid and unpaid</h3>
            <StackedBarChart
              id="earnings-chart"
              title="Earnings per week, paid and waiting for payout"
              description="Stacked bar chart of each week's commission, paid out at the bottom and still unpaid on top; the numbers are in the table below."
              columns={columns.map((c) => ({
                label: c.label,
                values: { paid: c.week.paidCents / 100, unpaid: c.week.unpaidCents / 100 },
              }))}
              series={[
                { name: 'paid', label: 'Paid', fill: 'fill-emerald-600' },
                { name: 'unpaid', label: 'Unpaid', fill: 'fill-amber-400' },
              ]}
              format={(v) => `$${Math.round(v)}`}
            />
          </div>
        </div>
        <details className="mt-6">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">The numbers behind the charts</summary>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="weekly-table">
              <caption className="sr-only">Shirts sold and commission per week</caption>
              <thead className="border-b border-slate-300 text-slate-600">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Week of
                  </th>
                  <th scope="col" className="py-1 pr-4 text-right font-medium">
                    Shirts
                  </th>
                  <th scope="col" className="py-1 pr-4 text-right font-medium">
                    Paid
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Unpaid
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {weeks.map((w) => (
                  <tr key={w.week}>
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {weekLabel(w.week)}
                    </th>
                    <td className="py-1 pr-4 text-right">{w.shirts}</td>
                    <td className="py-1 pr-4 text-right">{money(w.paidCents)}</td>
                    <td className="py-1 text-right">{money(w.unpaidCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="top-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="top-heading" className="text-lg font-bold">
            Top designs
          </h2>
          {topDesigns.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">No shirts sold yet.</p>
          ) : (
            <ol className="mt-3 space-y-2 text-sm" data-testid="top-designs">
              {topDesigns.map((d) => (
                <li key={d.designId} className="flex justify-between gap-4">
                  <Link to={`/products/${d.designId}?shop=${shop.id}`} className="min-w-0 truncate text-brand-700 underline">
                    {d.title}
                  </Link>
                  <span className="shrink-0 text-slate-800">{`${d.shirts} ${d.shirts === 1 ? 'shirt' : 'shirts'} · ${money(d.earnedCents)}`}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="payouts-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="payouts-heading" className="text-lg font-bold">
            Payouts
          </h2>
          {payouts.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">
              No payouts yet. Commission is paid monthly by PayPal to the shop's PayPal email.
            </p>
          ) : (
            <table className="mt-3 w-full text-left text-sm" data-testid="payouts">
              <thead className="border-b border-slate-300 text-slate-600">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Month
                  </th>
                  <th scope="col" className="py-1 pr-4 text-right font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Batch
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {payouts.map((p) => (
                  <tr key={p.month}>
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {p.month}
                    </th>
                    <td className="py-1 pr-4 text-right">{money(p.amountCents)}</td>
                    <td className="py-1 pr-4" data-status={p.status}>
                      {PAYOUT_STATUS[p.status]}
                    </td>
                    <td className="py-1 font-mono text-xs break-all">{p.batchId ?? 'CSV file'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Shop dashboard · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
