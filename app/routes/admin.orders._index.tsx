import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Badge, inputClass, money, utcMinute } from '~/components/admin/admin-ui.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { searchOrders } from '~/modules/order/index.server.ts'
import { requireOperator } from '~/web/admin.server.ts'

// Orders: search by order id, payment id or e-mail (a GET form, so the result has an address); with no
// search, the latest orders.

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request)
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 200)
  const hits = await searchOrders(context.db, q)
  return { q, hits: hits.map((h) => ({ ...h, createdAt: utcMinute(h.createdAt) })) }
}

export default function AdminOrders() {
  const { q, hits } = useLoaderData<typeof loader>()
  return (
    <div>
      <h2 className="text-xl font-bold">Orders</h2>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" role="search">
        <label className="min-w-[16rem] flex-1 text-sm font-semibold">
          Order id, payment id or e-mail
          <input name="q" defaultValue={q} className={`${inputClass} mt-1`} />
        </label>
        <button type="submit" className={buttonClass.primary}>
          Search
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-700">{q ? `${hits.length} found for “${q}”` : 'Latest orders'}</p>
      {hits.length === 0 ? (
        <p className="mt-2 text-slate-700">No orders.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th className="p-2">Order</th>
                <th className="p-2">E-mail</th>
                <th className="p-2">Status</th>
                <th className="p-2">Total</th>
                <th className="p-2">Placed</th>
              </tr>
            </thead>
            <tbody>
              {hits.map((h) => (
                <tr key={h.publicId} className="border-b border-slate-100">
                  <td className="p-2">
                    <Link to={`/admin/orders/${h.publicId}`} className="font-mono font-semibold text-brand-700 underline">
                      {h.publicId}
                    </Link>
                  </td>
                  <td className="break-all p-2">{h.email || '—'}</td>
                  <td className="p-2">
                    <Badge tone={h.status === 'refunded' || h.status === 'canceled' ? 'red' : 'slate'}>{h.status}</Badge>
                    {h.refundedCents > 0 && h.status !== 'refunded' ? (
                      <span className="ml-1 text-xs">({money(h.refundedCents)} refunded)</span>
                    ) : null}
                  </td>
                  <td className="p-2">{money(h.totalCents)}</td>
                  <td className="p-2">{h.createdAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
