import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { OrderDetails } from '~/components/order/order-details.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { findOrderPage } from '~/modules/order/index.server.ts'
import { getUserId } from '~/web/auth.server.ts'

// GET /orders/{publicId}: one order's page. Its unguessable id is the link an anonymous shopper keeps;
// an order bought while signed in shows only to its account (anyone else gets a 404).
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewerId = await getUserId(context, request)
  const page = await findOrderPage(context.db, context.fulfilment, params.publicId ?? '', viewerId)
  if (!page) throw data({ message: 'Order not found' }, { status: 404 })
  return data({ page, signedIn: viewerId !== null }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function OrderRoute() {
  const { page, signedIn } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Your order</h1>
          <p className="mt-1 text-slate-700">Keep this page's address to follow the order; it is the only key to it.</p>
        </div>
        {signedIn ? (
          <Link to="/orders" className={buttonClass.secondary}>
            All my orders
          </Link>
        ) : null}
      </div>
      <OrderDetails page={page} />
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'Your order · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
