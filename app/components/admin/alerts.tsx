import { Form, Link } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button.ts'
import type { AlertView } from '~/modules/operator-alert/index.ts'
import { Badge, utcMinute } from './admin-ui.tsx'

// The console's alerts (ADR 163): what a provider reported that needs a person, and on a held
// order its two ways out, Retry and Cancel. Plain forms, each with a box to tick: they work
// without JavaScript and never act on one click.

export function AlertList({ alerts, showOrder = true }: { alerts: AlertView[]; showOrder?: boolean }) {
  return (
    <ul className="mt-2 space-y-3" data-testid="alerts">
      {alerts.map((a) => (
        <li key={a.id} className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm" data-testid={`alert-${a.kind}`}>
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone={a.kind === 'fulfilment_hold' ? 'amber' : 'red'}>{a.title}</Badge>
            <span className="text-slate-700">{utcMinute(a.at)}</span>
            {showOrder && a.orderPublicId ? (
              <Link
                to={`/admin/orders/${encodeURIComponent(a.orderPublicId)}`}
                className="font-semibold text-brand-700 underline"
              >
                Open the order
              </Link>
            ) : null}
          </p>
          <p className="mt-1 font-semibold break-words text-slate-900">{a.sentence}</p>
          <p className="mt-1 text-slate-800">{a.advice}</p>
          {a.kind === 'refund_problem' ? (
            <Form method="post" action="/admin?index" className="mt-2 flex flex-wrap items-center gap-2">
              <input type="hidden" name="intent" value="dismiss" />
              <input type="hidden" name="alertId" value={a.id} />
              <label className="flex items-center gap-2 font-semibold">
                <input type="checkbox" name="confirm" value="yes" required className="h-4 w-4" />
                Yes, the shopper has been refunded another way
              </label>
              <button type="submit" className={buttonClass.secondary}>
                Dismiss
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** Retry and Cancel for an order the printer holds; both post to the order's hold route. */
export function HoldActions({ publicId, refundable, requestKey }: { publicId: string; refundable: string; requestKey: string }) {
  const action = `/admin/orders/${encodeURIComponent(publicId)}/hold`
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="hold-actions">
      <Form method="post" action={action} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
        <input type="hidden" name="intent" value="retry" />
        <p className="font-semibold">Retry</p>
        <p className="mt-1 text-slate-700">Send the order to production at Printify again, once its issue is fixed there.</p>
        <label className="mt-2 flex items-center gap-2 font-semibold">
          <input type="checkbox" name="confirm" value="yes" required className="h-4 w-4" />
          Yes, send it to production again
        </label>
        <button type="submit" className={`${buttonClass.primary} mt-2`}>
          Retry
        </button>
      </Form>
      <Form method="post" action={action} className="rounded-xl border border-red-200 bg-white p-3 text-sm">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="requestKey" value={requestKey} />
        <p className="font-semibold">Cancel</p>
        <p className="mt-1 text-slate-700">
          Cancel the order at Printify and refund the shopper {refundable} (the shopper gets the refund e-mail).
        </p>
        <label className="mt-2 flex items-center gap-2 font-semibold text-red-900">
          <input type="checkbox" name="confirm" value="yes" required className="h-4 w-4" />
          Yes, cancel it and refund {refundable}
        </label>
        <button type="submit" className={`${buttonClass.danger} mt-2`}>
          Cancel order
        </button>
      </Form>
    </div>
  )
}
