import { DesignImage } from '~/components/design-image.tsx'
import { thumbnailUrl } from '~/modules/community/index.ts'
import { countryName } from '~/modules/shipping/index.ts'
import { OrderDeliveryLine } from '~/components/delivery/delivery-promise.tsx'
import { safeTrackingUrl, type OrderPageData, type TimelineEntry } from '~/modules/order/index.ts'

const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
})
const dateOnly = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

export const formatOrderDate = (iso: string) => dateOnly.format(new Date(iso))

/** Everything about an order a shopper looks for: items, the money, the timeline, the address. */
export function OrderDetails({ page }: { page: OrderPageData }) {
  const { order, lines, timeline, delivery, delay } = page
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-6">
        <section aria-labelledby="order-items" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="order-items" className="text-lg font-bold">
            Items
          </h2>
          <ul className="mt-3 divide-y divide-slate-200" data-testid="order-lines">
            {lines.map((line, index) => (
              <li key={index} className="flex gap-4 py-3" data-testid="order-line">
                <DesignImage
                  mockupUrl={line.mockupUrl}
                  imageUrl={thumbnailUrl(line.imageUrl, 256)}
                  alt={`${line.title} on a ${line.color} shirt`}
                  width={96}
                  height={96}
                  className="h-24 w-24 shrink-0 rounded-lg"
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold text-slate-900">{line.title}</p>
                  <p className="text-slate-700">{`${line.color} · ${line.size}`}</p>
                  <p className="text-slate-700">{`${line.quantity} × ${line.unitPrice}`}</p>
                </div>
                <p className="text-sm font-semibold text-slate-900" data-testid="line-total">
                  {line.lineTotal}
                </p>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm" data-testid="order-totals">
            <TotalRow label="Subtotal" value={order.totals.subtotal} />
            {order.totals.discountCode ? (
              <>
                <TotalRow label="Quantity discount" value={`−${order.totals.quantityDiscount}`} />
                <TotalRow label={`Code ${order.totals.discountCode}`} value={`−${order.totals.codeDiscount}`} />
              </>
            ) : (
              <TotalRow label="Discount" value={order.totals.discount === '$0.00' ? '$0.00' : `−${order.totals.discount}`} />
            )}
            <TotalRow label="Shipping" value={order.totals.shipping} />
            <TotalRow label={order.totals.taxLabel} value={order.totals.tax} testId="order-tax" />
            <TotalRow label="Total charged" value={order.totals.total} strong />
            {order.totals.refunded ? <TotalRow label="Refunded" value={`−${order.totals.refunded}`} /> : null}
          </dl>
        </section>
        <section aria-labelledby="order-timeline" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="order-timeline" className="text-lg font-bold">
            Timeline
          </h2>
          <Timeline entries={timeline} />
        </section>
      </div>
      <aside className="order-first space-y-6 lg:order-none">
        <section className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:p-6">
          <dl className="space-y-3">
            <div>
              <dt className="text-slate-600">Status</dt>
              {delay ? (
                <dd data-testid="order-status">
                  <span className="font-semibold text-amber-800">Delayed</span>
                  <p className="mt-1 rounded-lg bg-amber-50 p-2 text-slate-800" data-testid="order-delay">
                    {delay.message}
                  </p>
                </dd>
              ) : (
                <dd className="font-semibold text-orange-700" data-testid="order-status">
                  {order.status}
                </dd>
              )}
            </div>
            <div>
              <dt className="text-slate-600">Ordered</dt>
              <dd className="font-medium">{formatOrderDate(order.orderDate)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Estimated delivery</dt>
              <dd className="font-medium">
                <OrderDeliveryLine
                  estimatedDelivery={order.orderStatus === 'delivered' ? 'Delivered' : order.estimatedDelivery}
                  promise={delivery?.promise}
                  breakdown={delivery?.breakdown}
                />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Tracking</dt>
              <dd className="font-medium">
                <Tracking info={order.trackingInfo} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Order ID</dt>
              <dd className="font-mono text-xs break-all">{order.orderId}</dd>
            </div>
          </dl>
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:p-6">
          <h2 className="font-bold">Shipping to</h2>
          <ShippingAddress address={order.shippingAddress} />
        </section>
      </aside>
    </div>
  )
}

function Tracking({ info }: { info: OrderPageData['order']['trackingInfo'] }) {
  if (typeof info === 'string') return <>{info}</>
  const url = safeTrackingUrl(info.url)
  return url ? (
    <a href={url} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
      {info.carrier} {info.number}
    </a>
  ) : (
    <>
      {info.carrier} {info.number}
    </>
  )
}

function TotalRow({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between ${strong ? 'border-t border-slate-200 pt-2 text-base font-bold' : ''}`}>
      <dt className={strong ? '' : 'text-slate-700'}>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  )
}

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  if (!entries.length) return <p className="mt-3 text-sm text-slate-700">Nothing has happened to this order yet.</p>
  return (
    <ol className="mt-4 space-y-0" data-testid="order-timeline">
      {entries.map((entry, index) => {
        const last = index === entries.length - 1
        const url = safeTrackingUrl(entry.tracking?.url)
        return (
          <li key={entry.kind} className="relative flex gap-3 pb-5 last:pb-0" data-event={entry.kind}>
            {last ? null : <span className="absolute top-4 left-[7px] h-full w-0.5 bg-slate-200" aria-hidden="true" />}
            <span
              className={`relative mt-1 h-4 w-4 shrink-0 rounded-full border-2 ${
                entry.kind === 'refunded' ||
                entry.kind === 'canceled' ||
                entry.kind === 'partially_refunded' ||
                entry.kind === 'dispute_lost'
                  ? 'border-red-600 bg-red-100'
                  : last
                    ? 'border-brand-700 bg-brand-700'
                    : 'border-brand-700 bg-white'
              }`}
              aria-hidden="true"
            />
            <div className="text-sm">
              <p className="font-semibold text-slate-900">{entry.label}</p>
              <p className="text-slate-600">
                <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
              </p>
              {entry.tracking ? (
                <p className="mt-1 text-slate-800">
                  {entry.tracking.carrier}{' '}
                  {url ? (
                    <a href={url} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
                      {entry.tracking.number}
                      <span className="sr-only"> (track the parcel, opens the carrier's site)</span>
                    </a>
                  ) : (
                    entry.tracking.number
                  )}
                </p>
              ) : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}

export function ShippingAddress({ address: a }: { address: OrderPageData['order']['shippingAddress'] }) {
  const country = countryName(a.country)
  return (
    <address className="mt-2 leading-6 not-italic text-slate-800">
      {a.first_name} {a.last_name}
      <br />
      {a.address1}
      {a.address2 ? `, ${a.address2}` : ''}
      <br />
      {a.city}, {a.region} {a.zip}
      <br />
      {country}
    </address>
  )
}
