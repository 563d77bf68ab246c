import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { ActionButton, Badge, inputClass, money, utcMinute } from '~/components/admin/admin-ui.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { z } from '~/lib/zod.ts'
import { listPayoutRuns, markFilePayoutReturned, markPayoutPaidByHand, retryPayout } from '~/modules/payout/index.server.ts'
import { UNCLAIMED_CANCEL_AFTER_DAYS, unclaimedReturnDate } from '~/modules/payout/index.ts'
import { requireOperator } from '~/web/admin.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { requireFormIntent } from '~/web/form-intent.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'

// Payouts: those that came back (PayPal failed, returned, denied or blocked them) with Retry and
// Mark paid by hand (ADR 133), those waiting unclaimed at PayPal (returned by PayPal after 30 days,
// then owed again; ADR 164), then each run (a PayPal batch, or a month's payouts not sent yet) with
// its items and the status PayPal last reported. Runs are made by `npm run payouts -- --month YYYY-MM`.

const PAGE = '/admin/payouts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(context, request)
  const listed = await listPayoutRuns(context.db)
  const unclaimed = listed.flatMap((run) =>
    run.items
      .filter((i) => !i.settled && i.itemStatus?.toUpperCase() === 'UNCLAIMED')
      .map((i) => ({
        ...i,
        month: run.month,
        batchId: run.batchId,
        sentAt: utcMinute(run.createdAt),
        returnsBy: utcMinute(unclaimedReturnDate(run.createdAt)),
      })),
  )
  const runs = listed.map((r) => ({ ...r, createdAt: utcMinute(r.createdAt) }))
  const cameBack = runs.flatMap((run) =>
    run.items.filter((i) => i.returned && i.retriedBy === null).map((i) => ({ ...i, month: run.month, batchId: run.batchId })),
  )
  return { runs, cameBack, unclaimed }
}

const ActionSchema = z.object({
  intent: z.enum(['retry', 'paid-by-hand', 'returned']),
  payoutId: z.coerce.number().int().positive(),
  note: z.string().trim().max(500).optional(),
})

const REFUSALS: Record<string, string> = {
  'not-found': 'There is no such payout.',
  'not-returned': 'Only a payout that came back can be paid again.',
  'nothing-owed': 'The shop is owed nothing for that month any more (a later run paid it, or refunds cancelled it).',
  'no-email': 'The shop has no PayPal e-mail.',
  'send-failed': 'Sending failed; nothing was paid. Retry again: it is sent under the same batch id.',
}

export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(context, request)
  const form = await readForm(request)
  requireFormIntent(form, ActionSchema.shape.intent.options)
  const parsed = ActionSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success)
    return redirectWithToast(context, PAGE, {
      title: 'That did not work',
      description: 'The form was incomplete.',
      type: 'error',
    })
  const { intent, payoutId } = parsed.data
  const note = parsed.data.note || null
  const db = context.db
  if (intent === 'returned') {
    const done = await markFilePayoutReturned(db, operator, payoutId, note)
    if (!done)
      return redirectWithToast(context, PAGE, {
        title: 'Not changed',
        description: 'Only an unsettled file payout.',
        type: 'error',
      })
    return redirectWithToast(context, PAGE, {
      title: `Payout ${payoutId} recorded as failed: its commission is owed again`,
      type: 'success',
    })
  }
  if (intent === 'paid-by-hand' && !note)
    return redirectWithToast(context, PAGE, {
      title: 'Say how it was paid',
      description: 'The note is kept in the audit log.',
      type: 'error',
    })
  const outcome =
    intent === 'retry'
      ? await retryPayout(db, operator, payoutId, context.payouts.sender())
      : await markPayoutPaidByHand(db, operator, payoutId, note!)
  if (!outcome.ok)
    return redirectWithToast(context, PAGE, {
      title: 'Not paid',
      description: `${REFUSALS[outcome.error]}${outcome.message ? ` (${outcome.message})` : ''}`,
      type: 'error',
    })
  const what =
    intent === 'retry' ? `sent again as payout ${outcome.payoutId}` : `recorded as paid by hand (payout ${outcome.payoutId})`
  return redirectWithToast(context, PAGE, {
    title: outcome.already
      ? `Payout ${payoutId} was already paid again (payout ${outcome.payoutId})`
      : `Payout ${payoutId} ${what}`,
    description: `${money(outcome.amountCents)}${outcome.batchId ? ` · ${outcome.batchId}` : ''}`,
    type: 'success',
  })
}

export default function AdminPayouts() {
  const { runs, cameBack, unclaimed } = useLoaderData<typeof loader>()
  return (
    <div>
      <section aria-labelledby="came-back-heading" className="mb-8">
        <h2 id="came-back-heading" className="text-xl font-bold">
          {`Payouts that came back (${cameBack.length})`}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          PayPal failed, returned, denied or blocked these; their commission is owed again. Retry sends what the shop is owed for
          that month now, once; or record that you paid it another way.
        </p>
        {cameBack.length === 0 ? (
          <p className="mt-2 text-slate-700">Nothing came back.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {cameBack.map((item) => (
              <li key={item.id} className="rounded-xl border border-red-200 bg-white p-4" data-testid={`came-back-${item.id}`}>
                <p className="font-semibold">
                  Payout {item.id} · {item.shopName ?? `Shop ${item.shopId}`} · {money(item.amountCents)} · {item.month}{' '}
                  <Badge tone="red">{item.itemStatus ?? 'came back'}</Badge>
                </p>
                <p className="break-all text-sm text-slate-700">
                  {item.paypalEmail} · {item.batchId}
                </p>
                <div className="mt-3 flex flex-wrap items-end gap-2">
                  <ActionButton
                    intent="retry"
                    label="Retry payout"
                    tone="primary"
                    fields={{ payoutId: item.id }}
                    ariaLabel={`Retry payout ${item.id}`}
                  />
                  <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="payoutId" value={item.id} />
                    <label className="text-sm">
                      How it was paid
                      <input name="note" required maxLength={500} className={inputClass} placeholder="Bank transfer ref…" />
                    </label>
                    <button type="submit" name="intent" value="paid-by-hand" className={buttonClass.secondary}>
                      Mark paid by hand<span className="sr-only"> payout {item.id}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="unclaimed-heading" className="mb-8">
        <h2 id="unclaimed-heading" className="text-xl font-bold">
          {`Unclaimed at PayPal (${unclaimed.length})`}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Sent, but the creator has not accepted the money (often a PayPal e-mail with no account, or not confirmed yet). PayPal
          returns an unclaimed payout after 30 days; the store cancels one still unclaimed after {UNCLAIMED_CANCEL_AFTER_DAYS}{' '}
          days. Either way its commission is owed again and shows above under “came back”. The creator sees it on their shop
          dashboard.
        </p>
        {unclaimed.length === 0 ? (
          <p className="mt-2 text-slate-700">Nothing is waiting to be claimed.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {unclaimed.map((item) => (
              <li key={item.id} className="rounded-xl border border-amber-200 bg-white p-4" data-testid={`unclaimed-${item.id}`}>
                <p className="font-semibold">
                  Payout {item.id} · {item.shopName ?? `Shop ${item.shopId}`} · {money(item.amountCents)} · {item.month}{' '}
                  <Badge tone="amber">unclaimed</Badge>
                </p>
                <p className="break-all text-sm text-slate-700">
                  {`${item.paypalEmail} · sent ${item.sentAt} · PayPal returns it ${item.returnsBy} if still unclaimed`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <h2 className="text-xl font-bold">Payout runs</h2>
      <p className="mt-1 text-sm text-slate-700">
        Runs are made with <code>npm run payouts -- --month YYYY-MM</code>; a run that did not reach PayPal is sent again by the
        next run. Offline, a run is a bulk-payout file to upload to PayPal: record an item that failed there.
      </p>
      {runs.length === 0 ? (
        <p className="mt-4 text-slate-700">No payouts yet.</p>
      ) : (
        <ul className="mt-4 space-y-6">
          {runs.map((run) => (
            <li key={`${run.month}-${run.batchId}`} className="rounded-2xl border border-slate-200 bg-white p-4">
              <h3 className="break-all font-semibold">
                {run.month} ·{' '}
                {run.batchId ? <span className="font-mono">{run.batchId}</span> : <Badge tone="amber">not sent</Badge>} ·{' '}
                {money(run.totalCents)} · {run.createdAt}
              </h3>
              <div className="mt-2 overflow-x-auto">
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <thead>
                    <tr className="border-b border-slate-200">
                      <th className="p-1">Payout</th>
                      <th className="p-1">Shop</th>
                      <th className="p-1">PayPal</th>
                      <th className="p-1">Amount</th>
                      <th className="p-1">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {run.items.map((item) => (
                      <tr key={item.id} className="border-b border-slate-100">
                        <td className="p-1">{item.id}</td>
                        <td className="p-1">{item.shopName ?? `Shop ${item.shopId}`}</td>
                        <td className="break-all p-1">{item.paypalEmail}</td>
                        <td className="p-1">{money(item.amountCents)}</td>
                        <td className="p-1">
                          {item.itemStatus ?? (item.file ? 'file written' : run.batchId ? 'sent' : 'waiting')}{' '}
                          {item.returned ? <Badge tone="red">came back</Badge> : null}
                          {item.settled && !item.returned ? <Badge tone="green">settled</Badge> : null}
                          {item.retriedBy ? <Badge tone="green">{`paid again as ${item.retriedBy}`}</Badge> : null}
                          {item.retryOf ? <Badge>{`pays ${item.retryOf} again`}</Badge> : null}
                          {item.paidByHandNote ? <span className="block text-slate-600">“{item.paidByHandNote}”</span> : null}
                          {item.file && !item.settled ? (
                            <span className="mt-1 block">
                              <ActionButton
                                intent="returned"
                                label="Failed at PayPal"
                                fields={{ payoutId: item.id }}
                                ariaLabel={`Record payout ${item.id} as failed at PayPal`}
                              />
                            </span>
                          ) : null}
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
