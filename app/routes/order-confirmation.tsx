import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { COUNTRIES } from '~/modules/cart/cart-schema.ts'
import { CHECKOUT_MESSAGES, CHECKOUT_STORAGE_KEY, LAST_ORDER_STORAGE_KEY } from '~/modules/order/messages.ts'
import { capitaliseStatus, type DisplayedOrder } from '~/modules/order/order.ts'
import { findDisplayedOrder } from '~/modules/order/order.server.ts'
import { getDb } from '~/utils/db.server.ts'
import { useHydrated } from '~/utils/hydrated.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('id')?.trim() || null
  const order = id ? await findDisplayedOrder(getDb(), id) : null
  return { id, order }
}

/**
 * The order confirmation (also /confirmation). The id comes from the query; with JavaScript, a
 * missing id falls back to the last order id kept in session storage (SPEC section 2).
 */
export default function OrderConfirmationRoute() {
  const { id, order } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const { toast } = useToast()
  const [lookingUp, setLookingUp] = useState(!id)
  const hydrated = useHydrated()

  useEffect(() => {
    if (id) {
      try {
        sessionStorage.setItem(LAST_ORDER_STORAGE_KEY, id)
        if (order) sessionStorage.removeItem(CHECKOUT_STORAGE_KEY)
      } catch {
        // Storage unavailable: nothing to remember.
      }
      return
    }
    let stored: string | null = null
    try {
      stored = sessionStorage.getItem(LAST_ORDER_STORAGE_KEY)
    } catch {
      stored = null
    }
    if (stored) {
      navigate(`/order-confirmation?id=${encodeURIComponent(stored)}`, { replace: true })
    } else {
      toast({ title: CHECKOUT_MESSAGES.orderNotFound.title, type: 'error' })
      setLookingUp(false)
    }
  }, [id, order, navigate, toast])

  // Without JavaScript there is no session storage to look in: the server's answer stands.
  if (!id && hydrated && lookingUp) return <Loading />
  if (!order) return <OrderNotFound hasId={Boolean(id)} />
  return <ThankYou order={order} />
}

function Loading() {
  return (
    <section className="flex flex-col items-center justify-center gap-4 px-4 py-24" role="status">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" aria-hidden="true" />
      <p className="text-slate-700">Loading order details...</p>
    </section>
  )
}

function Actions() {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Link to="/" className={buttonClass.secondary}>
        Return to Home
      </Link>
      <Link to="/design" className={buttonClass.primary}>
        Design Another Shirt
      </Link>
    </div>
  )
}

function OrderNotFound({ hasId }: { hasId: boolean }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Order Not Found</h1>
      <p className="mt-4 text-slate-700">
        {hasId ? 'Could not retrieve order details. Please check the link.' : CHECKOUT_MESSAGES.orderNotFound.description}
      </p>
      <Actions />
    </section>
  )
}

function ThankYou({ order }: { order: DisplayedOrder }) {
  const a = order.shippingAddress
  const country = COUNTRIES.find((c) => c.code === a.country)?.name ?? a.country
  const tracking =
    typeof order.trackingInfo === 'string' ? (
      order.trackingInfo
    ) : order.trackingInfo.url ? (
      <a href={order.trackingInfo.url} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
        {order.trackingInfo.carrier} {order.trackingInfo.number}
      </a>
    ) : (
      `${order.trackingInfo.carrier} ${order.trackingInfo.number}`
    )
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <div className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight">Thank You For Your Order!</h1>
        <p className="mt-2 text-slate-700">We've received your order and will start printing it soon.</p>
      </div>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Detail label="Order ID" value={<span className="font-mono break-all">{order.orderId}</span>} />
          <Detail
            label="Order date"
            value={new Date(order.orderDate).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}
          />
          <Detail
            label="Status"
            value={
              <span className="font-semibold text-orange-700" data-testid="order-status">
                {capitaliseStatus(order.orderStatus)}
              </span>
            }
          />
          <Detail label="Estimated delivery" value={order.estimatedDelivery} />
          <Detail label="Tracking" value={tracking} />
          <Detail label="Total" value={order.totals.total} />
        </dl>
        <h2 className="mt-6 text-base font-bold">Items</h2>
        <ul className="mt-2 divide-y divide-slate-200 text-sm">
          {order.items.map((item) => (
            <li key={`${item.sku}-${item.variantId}`} className="flex justify-between gap-4 py-2">
              <span>
                {item.title} <span className="text-slate-600">({item.color} - {item.size})</span>
                <span className="block text-xs text-slate-600">SKU {item.sku}</span>
              </span>
              <span>× {item.quantity}</span>
            </li>
          ))}
        </ul>
        <h2 className="mt-6 text-base font-bold">Shipping to</h2>
        <address className="mt-2 text-sm leading-6 not-italic text-slate-800">
          {a.first_name} {a.last_name}
          <br />
          {a.address1}
          {a.address2 ? `, ${a.address2}` : ''}
          <br />
          {a.city}, {a.region} {a.zip}
          <br />
          {country}
        </address>
      </div>
      <Actions />
    </section>
  )
}

function Detail({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Order confirmation · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
