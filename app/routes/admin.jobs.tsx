import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ActionButton, utcMinute } from '~/components/admin/admin-ui.tsx'
import { z } from '~/lib/zod.ts'
import { recordAudit } from '~/modules/audit/index.server.ts'
import { giveUpDesignJob, listDeadDesignJobs, retryDesignJobNow } from '~/modules/design-job/index.server.ts'
import {
  giveUpFulfilmentJob,
  kickFulfilment,
  listDeadFulfilmentJobs,
  listStuckFulfilmentJobs,
  reviveFulfilmentJob,
} from '~/modules/fulfilment/index.server.ts'
import { listPayoutRuns } from '~/modules/payout/index.server.ts'
import { requireOperator } from '~/web/admin.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { requireFormIntent } from '~/web/form-intent.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'

// Background jobs that failed for good and wait for a person: fulfilment (an order the print
// provider refused), design generation (the store's or the image service's failure) and payouts
// that came back; and fulfilment jobs still alive but stuck (a lapsed lease nobody took over, too
// many failures or takeovers, due far too long), for the operator to look into. Retry puts a job back in line; give up takes it off the list. Both are audited.

const PAGE = '/admin/jobs'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request)
  const db = context.db
  const [fulfilment, stuck, designs, runs] = await Promise.all([
    listDeadFulfilmentJobs(db),
    listStuckFulfilmentJobs(db),
    listDeadDesignJobs(db),
    listPayoutRuns(db),
  ])
  const payouts = runs.flatMap((run) =>
    run.items
      .filter((item) => item.returned || !run.batchId)
      .map((item) => ({ ...item, month: run.month, batchId: run.batchId })),
  )
  return {
    fulfilment: fulfilment.map((j) => ({ ...j, deadAt: utcMinute(j.deadAt) })),
    stuck: stuck.map((j) => ({ ...j, dueSince: utcMinute(j.dueSince) })),
    designs: designs.map((j) => ({ ...j, createdAt: utcMinute(j.createdAt), finishedAt: utcMinute(j.finishedAt) })),
    payouts,
  }
}

const ActionSchema = z.object({
  intent: z.enum(['retry-fulfilment', 'give-up-fulfilment', 'retry-design', 'give-up-design']),
  id: z.string().trim().min(1).max(100),
})

export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(context, request)
  const form = await readForm(request)
  requireFormIntent(form, ActionSchema.shape.intent.options)
  const parsed = ActionSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return redirectWithToast(context, PAGE, { title: 'That did not work', type: 'error' })
  const { intent, id } = parsed.data
  const db = context.db
  const done =
    intent === 'retry-fulfilment'
      ? await reviveFulfilmentJob(db, id)
      : intent === 'give-up-fulfilment'
        ? await giveUpFulfilmentJob(db, id)
        : intent === 'retry-design'
          ? await retryDesignJobNow(db, context, id)
          : await giveUpDesignJob(db, id)
  if (!done)
    return redirectWithToast(context, PAGE, {
      title: 'Nothing to do',
      description: 'The job is no longer failed.',
      type: 'error',
    })
  if (intent === 'retry-fulfilment') kickFulfilment()
  const retry = intent.startsWith('retry')
  await recordAudit(db, operator, {
    action: `job.${intent}`,
    targetType: 'job',
    targetId: id,
    before: { state: 'failed' },
    after: { state: retry ? 'queued' : 'given up' },
  })
  return redirectWithToast(context, PAGE, { title: retry ? 'Back in line' : 'Given up', type: 'success' })
}

export default function AdminJobs() {
  const { fulfilment, stuck, designs, payouts } = useLoaderData<typeof loader>()
  return (
    <div className="space-y-8">
      <section aria-labelledby="fulfilment-heading">
        <h2 id="fulfilment-heading" className="text-xl font-bold">
          Failed fulfilment jobs
        </h2>
        {fulfilment.length === 0 ? (
          <p className="mt-2 text-slate-700">None.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {fulfilment.map((j) => (
              <li key={j.orderPublicId} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                <div className="min-w-0">
                  <Link to={`/admin/orders/${j.orderPublicId}`} className="font-mono font-semibold text-brand-700 underline">
                    {j.orderPublicId}
                  </Link>{' '}
                  · {j.action} · {j.attempts} attempts · {j.deadAt}
                  <p className="break-words text-red-800">{j.lastError ?? 'no error recorded'}</p>
                </div>
                <div className="flex gap-2">
                  <ActionButton
                    intent="retry-fulfilment"
                    label="Retry"
                    fields={{ id: j.orderPublicId }}
                    ariaLabel={`Retry order ${j.orderPublicId}`}
                  />
                  <ActionButton
                    intent="give-up-fulfilment"
                    label="Give up"
                    fields={{ id: j.orderPublicId }}
                    ariaLabel={`Give up order ${j.orderPublicId}`}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="stuck-heading">
        <h2 id="stuck-heading" className="text-xl font-bold">
          Stuck fulfilment jobs
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Still being tried, but not getting through: the runners take a lapsed lease over within a minute, so one listed here
          means no worker is running, or the job keeps failing or crashing its runner.
        </p>
        {stuck.length === 0 ? (
          <p className="mt-2 text-slate-700">None.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
            {stuck.map((j) => (
              <li key={j.orderPublicId} className="p-3">
                <Link to={`/admin/orders/${j.orderPublicId}`} className="font-mono font-semibold text-brand-700 underline">
                  {j.orderPublicId}
                </Link>{' '}
                · {j.action} · {j.reasons.join(', ')} · {j.attempts} attempts · {j.takeovers} takeovers · due since {j.dueSince}
                {j.lastError ? <p className="break-words text-red-800">{j.lastError}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="design-heading">
        <h2 id="design-heading" className="text-xl font-bold">
          Failed design jobs
        </h2>
        {designs.length === 0 ? (
          <p className="mt-2 text-slate-700">None.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {designs.map((j) => (
              <li key={j.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                <div className="min-w-0">
                  <span className="font-mono">{j.id}</span> · {j.source} · {j.attempts} starts · {j.finishedAt}
                  <p className="break-words text-red-800">
                    {j.errorStatus ?? ''} {j.errorMessage ?? 'no error recorded'}
                  </p>
                </div>
                <div className="flex gap-2">
                  <ActionButton
                    intent="retry-design"
                    label="Retry"
                    fields={{ id: j.id }}
                    ariaLabel={`Retry design job ${j.id}`}
                  />
                  <ActionButton
                    intent="give-up-design"
                    label="Give up"
                    fields={{ id: j.id }}
                    ariaLabel={`Give up design job ${j.id}`}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="payout-heading">
        <h2 id="payout-heading" className="text-xl font-bold">
          Payouts not delivered
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Money that came back from PayPal, or a run that never reached it, is paid by the next <code>npm run payouts</code> run.{' '}
          <Link to="/admin/payouts" className="font-semibold text-brand-700 underline">
            All payouts
          </Link>
        </p>
        {payouts.length === 0 ? (
          <p className="mt-2 text-slate-700">None.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
            {payouts.map((p) => (
              <li key={p.id} className="p-3">
                {p.month} · {p.shopName ?? `Shop ${p.shopId}`} · {p.paypalEmail} · {(p.amountCents / 100).toFixed(2)} USD ·{' '}
                {p.returned ? `came back (${p.itemStatus ?? 'returned'})` : 'never sent'}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
