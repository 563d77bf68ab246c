import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { OrderDetails } from '~/components/order/order-details.tsx'
import { CHECKOUT_MESSAGES, CHECKOUT_STORAGE_KEY, LAST_ORDER_STORAGE_KEY } from '~/modules/order/index.ts'
import { orderPath, type OrderPageData } from '~/modules/order/index.ts'
import { findOrderPage } from '~/modules/order/index.server.ts'
import { getUserId } from '~/web/auth.server.ts'
import { useHydrated } from '~/web/hydrated.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('id')?.trim() || null
  const page = id ? await findOrderPage(context.db, context.fulfilment, id, await getUserId(context, request)) : null
  return { id, order: page?.order ?? null, page }
}

/**
 * The order confirmation (also /confirmation). The id comes from the query; with JavaScript, a
 * missing id falls back to the last order id kept in session storage.
 */
export default function OrderConfirmationRoute() {
  const { id, order, page } = useLoaderData<typeof loader>()
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
  if (!page) return <OrderNotFound hasId={Boolean(id)} />
  return <ThankYou page={page} />
}

function Loading() {
  return (
    <section className="flex flex-col items-center justify-center gap-4 px-4 py-24" role="status">
      <span
        className="h-10 w-10 motion-safe:animate-spin rounded-full border-4 border-slate-200 border-t-brand-700"
        aria-hidden="true"
      />
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

function ThankYou({ page }: { page: OrderPageData }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight">Thank You For Your Order!</h1>
        <p className="mt-2 text-slate-700">We've received your order and will start printing it soon.</p>
        <p className="mt-3">
          <Link to={orderPath(page.order.orderId)} className="font-semibold text-brand-700 underline">
            Follow this order
          </Link>
          <span className="text-slate-700"> (keep the link: a receipt with it is on its way by e-mail)</span>
        </p>
      </div>
      <OrderDetails page={page} />
      <Actions />
    </section>
  )
}

export const meta: MetaFunction = () => [{ title: 'Order confirmation · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
