import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { utcMinute } from '~/components/admin/admin-ui.tsx'
import { AlertList } from '~/components/admin/alerts.tsx'
import { z } from '~/lib/zod.ts'
import { listAudit, recordAudit } from '~/modules/audit/index.server.ts'
import { describeAlert } from '~/modules/operator-alert/index.ts'
import { listOpenAlerts, resolveAlert } from '~/modules/operator-alert/index.server.ts'
import { listDeadDesignJobs } from '~/modules/design-job/index.server.ts'
import { listDeadFulfilmentJobs } from '~/modules/fulfilment/index.server.ts'
import { moderationCounts } from '~/modules/moderation/index.server.ts'
import { requireOperator } from '~/web/admin.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { requireFormIntent } from '~/web/form-intent.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'

// The console's overview: the providers' alerts, what waits for a person, and the latest operator actions.

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request)
  const db = context.db
  const [alerts, counts, deadFulfilment, deadDesigns, recent] = await Promise.all([
    listOpenAlerts(db),
    moderationCounts(db),
    listDeadFulfilmentJobs(db, 100),
    listDeadDesignJobs(db, 100),
    listAudit(db, { limit: 5 }),
  ])
  return {
    alerts: alerts.map(describeAlert),
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

const DismissSchema = z.object({
  intent: z.literal('dismiss'),
  alertId: z.coerce.number().int().positive(),
  confirm: z.literal('yes', { error: 'Tick the box to confirm. Nothing was dismissed.' }),
})

/** Dismisses a refund alert the operator dealt with (holds close when the printer moves the order on). */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(context, request)
  const form = await readForm(request)
  requireFormIntent(form, ['dismiss'])
  const parsed = DismissSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) {
    const description = parsed.error.issues[0]?.message ?? 'The form was incomplete.'
    return redirectWithToast(context, '/admin', { title: 'That did not work', description, type: 'error' })
  }
  const db = context.db
  const dismissed = await resolveAlert(db, parsed.data.alertId, `Dismissed by ${operator.username}`)
  if (dismissed) {
    await recordAudit(db, operator, {
      action: 'alert.dismiss',
      targetType: 'alert',
      targetId: String(parsed.data.alertId),
      before: { open: true },
      after: { open: false },
    })
  }
  return redirectWithToast(context, '/admin', { title: dismissed ? 'Alert dismissed' : 'Already dismissed', type: 'success' })
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
      <section aria-labelledby="alerts-heading" className="mb-8">
        <h2 id="alerts-heading" className="text-lg font-bold">
          Alerts from the providers
        </h2>
        {data.alerts.length === 0 ? <p className="mt-2 text-slate-700">None open.</p> : <AlertList alerts={data.alerts} />}
      </section>
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
