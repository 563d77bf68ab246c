import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Badge, money, utcMinute } from '~/components/admin/admin-ui.tsx'
import { getDb } from '~/lib/db.server.ts'
import { listPayoutRuns } from '~/modules/payout/index.server.ts'
import { requireOperator } from '~/web/admin.server.ts'

// Payouts: each run (a PayPal batch, or a month's payouts not sent yet) with its items and the status
// PayPal last reported for each. Runs are made by `npm run payouts -- --month YYYY-MM`.

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request)
  const runs = await listPayoutRuns(getDb())
  return { runs: runs.map((r) => ({ ...r, createdAt: utcMinute(r.createdAt) })) }
}

export default function AdminPayouts() {
  const { runs } = useLoaderData<typeof loader>()
  return (
    <div>
      <h2 className="text-xl font-bold">Payouts</h2>
      <p className="mt-1 text-sm text-slate-700">
        Runs are made with <code>npm run payouts -- --month YYYY-MM</code>; a run that did not reach PayPal is sent again by the
        next run, and money that came back (unclaimed, returned, denied) is owed to the shop again.
      </p>
      {runs.length === 0 ? (
        <p className="mt-4 text-slate-700">No payouts yet.</p>
      ) : (
        <ul className="mt-4 space-y-6">
          {runs.map((run) => (
            <li key={`${run.month}-${run.batchId}`} className="rounded-2xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold">
                {run.month} ·{' '}
                {run.batchId ? <span className="font-mono">{run.batchId}</span> : <Badge tone="amber">not sent</Badge>} ·{' '}
                {money(run.totalCents)} · {run.createdAt}
              </h3>
              <div className="mt-2 overflow-x-auto">
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <thead>
                    <tr className="border-b border-slate-200">
                      <th className="p-1">Shop</th>
                      <th className="p-1">PayPal</th>
                      <th className="p-1">Amount</th>
                      <th className="p-1">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {run.items.map((item) => (
                      <tr key={item.id} className="border-b border-slate-100">
                        <td className="p-1">{item.shopName ?? `Shop ${item.shopId}`}</td>
                        <td className="break-all p-1">{item.paypalEmail}</td>
                        <td className="p-1">{money(item.amountCents)}</td>
                        <td className="p-1">
                          {item.itemStatus ?? (run.batchId ? 'sent' : 'waiting')}{' '}
                          {item.returned ? <Badge tone="red">came back</Badge> : null}
                          {item.settled && !item.returned ? <Badge tone="green">settled</Badge> : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
