import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, Link, useLoaderData } from '@remix-run/react'
import { DesignImage } from '~/components/design-image.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { formatOrderDate } from '~/components/order/order-details.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { orderPath } from '~/modules/order/index.ts'
import { listOrdersOfUser } from '~/modules/order/index.server.ts'
import { requireUser } from '~/web/auth.server.ts'

// GET /orders: the signed-in shopper's orders, newest first.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, {
    title: 'Authentication Required',
    description: 'Please log in to see your orders',
  })
  const orders = await listOrdersOfUser(context.db, user.id)
  return data(
    { orders: orders.map((o) => ({ ...o, path: orderPath(o.publicId) })) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export default function OrdersRoute() {
  const { orders } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">My Orders</h1>
      {orders.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-slate-700">You have not ordered a shirt yet.</p>
          <Link to="/design" className={`${buttonClass.primary} mt-4`}>
            Design a shirt
          </Link>
        </div>
      ) : (
        <ul
          className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
          data-testid="order-list"
        >
          {orders.map((o) => (
            <li key={o.publicId}>
              <Link to={o.path} className="flex items-center gap-4 p-4 hover:bg-slate-50">
                <DesignImage
                  mockupUrl={o.firstMockupUrl}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 shrink-0 rounded-lg"
                />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block font-semibold text-slate-900">Order of {formatOrderDate(o.orderDate)}</span>
                  <span className="block text-slate-700">{`${o.shirts} ${o.shirts === 1 ? 'shirt' : 'shirts'} · ${o.total}`}</span>
                </span>
                <span className="text-sm font-semibold text-orange-700" data-testid="order-status">
                  {o.statusWords}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export const meta: MetaFunction = () => [{ title: 'My Orders · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
