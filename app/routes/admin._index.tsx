import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { utcMinute } from '~/components/admin/admin-ui.tsx'
import { getDb } from '~/lib/db.server.ts'
import { listAudit } from '~/modules/audit/index.server.ts'
import { listDeadDesignJobs } from '~/modules/design-job/index.server.ts'
import { listDeadFulfilmentJobs } from '~/modules/fulfilment/index.server.ts'
import { moderationCounts } from '~/modules/moderation/index.server.ts'
import { requireOperator } from '~/web/admin.server.ts'

// The console's overview: what waits for a person, and the latest operator actions.

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request)
  const db = getDb()
  const [counts, deadFulfilment, deadDesigns, recent] = await Promise.all([
    moderationCounts(db),
    listDeadFulfilmentJobs(db, 100),
    listDeadDesignJobs(db, 100),
    listAudit(db, { limit: 5 }),
  ])
  return {
    ...counts,
    deadFulfilment: deadFulfilment.length,
    deadDesigns: deadDesigns.length,
    recent: recent.map((r) => ({
      id: r.id,
      actorName: r.actorName,
      action: r.action,
      target: `${r.targetType} ${r.targetId}`,
      at: utcMinute(r.createdAt),
    })),
  }
}

export default function AdminOverview() {
  const data = useLoaderData<typeof loader>()
  const cards = [
    { label: 'Designs with open reports', value: data.reportedDesigns, to: '/admin/moderation' },
    { label: 'Uploads awaiting review', value: data.awaitingUploads, to: '/admin/moderation' },
    { label: 'Designs held for review', value: data.heldDesigns, to: '/admin/moderation' },
    { label: 'Failed fulfilment jobs', value: data.deadFulfilment, to: '/admin/jobs' },
    { label: 'Failed design jobs', value: data.deadDesigns, to: '/admin/jobs' },
  ]
  return (
    <div>
      <h2 className="sr-only">Overview</h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((c) => (
          <li key={c.label}>
            <Link to={c.to} className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-slate-400">
              <span className="block text-3xl font-bold" data-testid={`count-${c.label}`}>
                {c.value}
              </span>
              <span className="text-sm text-slate-700">{c.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="recent-heading" className="mt-8">
        <h2 id="recent-heading" className="text-lg font-bold">
          Latest operator actions
        </h2>
        {data.recent.length === 0 ? (
          <p className="mt-2 text-slate-700">No actions yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {data.recent.map((r) => (
              <li key={r.id} className="p-3 text-sm">
                <span className="font-semibold">{r.actorName}</span> · {r.action} · {r.target} · {r.at}
              </li>
            ))}
          </ul>
        )}
        <Link to="/admin/audit" className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          The whole audit log
        </Link>
      </section>
    </div>
  )
}
