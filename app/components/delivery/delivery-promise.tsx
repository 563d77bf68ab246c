import type { DeliveryPromise } from '~/modules/delivery/index.ts'

/**
 * The delivery promise before an address is known (the product page, the cart): "Estimated delivery
 * to the US: Dec 3–9", with what it is made of. TBD when the provider gives no time for the country.
 */
export function DeliveryEstimate({
  promise,
  breakdown,
  className = '',
}: {
  promise: DeliveryPromise | null
  breakdown?: string | null
  className?: string
}) {
  return (
    <div
      className={`rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm ${className}`}
      data-testid="delivery-promise"
    >
      <p className="text-slate-800">
        <TruckIcon className="mr-2 inline-block h-5 w-5 align-[-0.3em] text-brand-700" />
        Estimated delivery <strong className="font-semibold text-slate-900">{promise ? promise.label : 'TBD'}</strong>
      </p>
      {promise && breakdown ? <p className="mt-1 text-xs text-slate-600">{breakdown}</p> : null}
    </div>
  )
}

/** The order's window as its pages show it: "Dec 3–9" to the country, or TBD, or nothing left to promise. */
export function OrderDeliveryLine({
  estimatedDelivery,
  promise,
  breakdown,
}: {
  estimatedDelivery: string
  promise: DeliveryPromise | null | undefined
  breakdown: string | null | undefined
}) {
  return (
    <>
      <span data-testid="estimated-delivery">{estimatedDelivery}</span>
      {promise ? (
        <span className="block text-xs font-normal text-slate-600" data-testid="delivery-explanation">
          {`To ${promise.countryName}, ${promise.days.min}-${promise.days.max} business days from the order. `}
          {breakdown ?? ''}
        </span>
      ) : null}
    </>
  )
}

function TruckIcon(props: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true" {...props}>
      <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7z" strokeLinejoin="round" />
      <circle cx="7" cy="17.5" r="1.7" />
      <circle cx="17.5" cy="17.5" r="1.7" />
    </svg>
  )
}
