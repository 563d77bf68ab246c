import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { ActionButton, Badge, inputClass, money, utcMinute } from '~/components/admin/admin-ui.tsx'
import { AlertList, HoldActions } from '~/components/admin/alerts.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { z } from '~/lib/zod.ts'
import { listAudit } from '~/modules/audit/index.server.ts'
import { describeAlert } from '~/modules/operator-alert/index.ts'
import { listOpenAlerts } from '~/modules/operator-alert/index.server.ts'
import { cancelOrderAtProvider, findOperatorOrder, refundOrder, resendReceipt } from '~/modules/order/index.server.ts'
import { requireOperator } from '~/web/admin.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import { requireFormIntent } from '~/web/form-intent.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'

// One order in the console: its lines, payment, fulfilment and timeline, what operators did to it,
// and the actions: refund all or part, resend the receipt, cancel at the print provider.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireOperator(context, request)
  const db = context.db
  const found = await findOperatorOrder(db, String(params.publicId))
  if (!found) throw new Response('Not Found', { status: 404 })
  const { order } = found
  const audit = await listAudit(db, { targetType: 'order', targetId: order.public_id, limit: 50 })
  const alerts = (await listOpenAlerts(db, { orderId: order.id })).map(describeAlert)
  return {
    alerts,
    held: alerts.some((a) => a.kind === 'fulfilment_hold'),
    // The hold's Cancel refunds under its own key: submitting that form twice refunds once.
    holdKey: crypto.randomUUID(),
    order: {
      publicId: order.public_id,
      email: order.email,
      status: order.status,
      paymentId: order.payment_id,
      paymentProvider: order.payment_provider,
      currency: order.currency,
      subtotalCents: order.subtotal_cents,
      discountCents: order.discount_cents,
      discountCode: order.discount_code,
      codeDiscountCents: order.code_discount_cents,
      shippingCents: order.shipping_cents,
      shippingCountry: order.shipping_country ?? order.shipping_address.country,
      tax: `${order.tax_label ?? 'Tax'} ${money(order.tax_cents, order.currency)}${order.tax_refunded_cents ? ` (${money(order.tax_refunded_cents, order.currency)} refunded)` : ''}`,
      totalCents: order.total_cents,
      refundedCents: order.refunded_cents,
      refundedAt: order.refunded_at && utcMinute(order.refunded_at),
      fulfilmentProvider: order.fulfilment_provider,
      fulfilmentOrderId: order.fulfilment_order_id,
      fulfilmentStatus: order.fulfilment_status,
      receiptSentAt: order.receipt_sent_at && utcMinute(order.receipt_sent_at),
      createdAt: utcMinute(order.created_at),
      address: order.shipping_address,
    },
    items: found.items,
    events: found.events.map((e) => ({ kind: e.kind, detail: e.detail, at: utcMinute(e.occurred_at) })),
    job: found.job
      ? {
          ...found.job,
          next_attempt_at: utcMinute(found.job.next_attempt_at),
          dead_at: found.job.dead_at && utcMinute(found.job.dead_at),
          completed_at: found.job.completed_at && utcMinute(found.job.completed_at),
        }
      : null,
    disputes: found.disputes.map((d) => ({
      ...d,
      created_at: utcMinute(d.created_at),
      closed_at: d.closed_at && utcMinute(d.closed_at),
    })),
    refundableCents: found.refundableCents,
    canCancel: found.canCancelAtProvider,
    // A fresh key per page view: submitting this form twice refunds once.
    refundKey: crypto.randomUUID(),
    audit: audit.map((a) => ({
      id: a.id,
      actorName: a.actorName,
      action: a.action,
      after: a.after,
      note: a.note,
      at: utcMinute(a.createdAt),
    })),
  }
}

/** "12.50" or "12" dollars to cents; blank means everything left. */
const Amount = z
  .string()
  .trim()
  .regex(/^(\d{1,7})(\.\d{1,2})?$|^$/, 'Write the amount like 12.50')
  .optional()
  .transform((v) => (v ? Math.round(Number(v) * 100) : null))

const REFUND_CONFIRM_MISSING = 'Tick “Yes, refund this amount” to confirm the refund. Nothing was refunded.'

const ActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('refund'),
    amount: Amount,
    refundKey: z.string().uuid(),
    note: z.string().trim().max(500).optional(),
    // A refund, full or partial, takes a second, deliberate step: the ticked confirmation box.
    confirm: z.literal('yes', { error: REFUND_CONFIRM_MISSING }),
  }),
  z.object({ intent: z.literal('resend-receipt') }),
  z.object({ intent: z.literal('cancel'), note: z.string().trim().max(500).optional() }),
])

export async function action({ request, params, context }: ActionFunctionArgs) {
  const operator = await requireOperator(context, request)
  const publicId = String(params.publicId)
  const page = `/admin/orders/${encodeURIComponent(publicId)}`
  const form = await readForm(request)
  requireFormIntent(form, ['refund', 'resend-receipt', 'cancel'])
  const parsed = ActionSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) {
    return redirectWithToast(context, page, {
      title: 'That did not work',
      description: parsed.error.issues[0]?.message ?? 'The form was incomplete.',
      type: 'error',
    })
  }
  const input = parsed.data
  const db = context.db
  if (input.intent === 'refund') {
    const result = await refundOrder(db, context.tax, context.payments, operator, {
      publicId,
      amountCents: input.amount,
      requestKey: input.refundKey,
      note: input.note || null,
    })
    if (!result.ok)
      return redirectWithToast(context, page, { title: 'Refund refused', description: result.message, type: 'error' })
    return redirectWithToast(context, page, {
      title: `Refunded ${money(result.refundedCents)}`,
      description: result.recorded
        ? 'Recorded on the order.'
        : 'The payment provider will confirm it shortly; the order is updated then.',
      type: 'success',
    })
  }
  if (input.intent === 'resend-receipt') {
    try {
      const sent = await resendReceipt(db, context.fulfilment, context.mail, context.config.appUrl, operator, publicId)
      if (!sent)
        return redirectWithToast(context, page, {
          title: 'No receipt to send',
          description: 'The order has no e-mail address.',
          type: 'error',
        })
    } catch (error) {
      context.logger.warn({ err: error, order: publicId }, 'receipt resend failed')
      return redirectWithToast(context, page, {
        title: 'The receipt could not be sent',
        description: 'The mail server refused it; try again later.',
        type: 'error',
      })
    }
    return redirectWithToast(context, page, { title: 'Receipt sent again', type: 'success' })
  }
  const canceled = await cancelOrderAtProvider(db, operator, publicId, input.note || null)
  if (!canceled)
    return redirectWithToast(context, page, {
      title: 'Too late to cancel',
      description: 'The order shipped or was canceled already.',
      type: 'error',
    })
  return redirectWithToast(context, page, {
    title: 'Order canceled',
    description: 'The print provider is asked to cancel it.',
    type: 'success',
  })
}

export default function AdminOrder() {
  const data = useLoaderData<typeof loader>()
  const { order } = data
  return (
    <div>
      <Link to="/admin/orders" className="text-sm font-semibold text-brand-700 underline">
        ← Orders
      </Link>
      <h2 className="mt-2 text-xl font-bold">
        Order <span className="font-mono">{order.publicId}</span>{' '}
        <Badge tone={order.status === 'refunded' || order.status === 'canceled' ? 'red' : 'slate'}>{order.status}</Badge>
      </h2>
      {data.alerts.length ? <AlertList alerts={data.alerts} showOrder={false} /> : null}
      {data.held ? (
        <HoldActions
          publicId={order.publicId}
          refundable={money(data.refundableCents, order.currency)}
          requestKey={data.holdKey}
        />
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="payment-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
          <h3 id="payment-heading" className="font-semibold">
            Payment
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt>Placed</dt>
            <dd>{order.createdAt}</dd>
            <dt>E-mail</dt>
            <dd className="break-all">{order.email || '—'}</dd>
            <dt>Payment</dt>
            <dd className="break-all font-mono">
              {order.paymentProvider} {order.paymentId}
            </dd>
            <dt>Total</dt>
            <dd>
              {money(order.totalCents, order.currency)} (items {money(order.subtotalCents, order.currency)}, discount{' '}
              {money(order.discountCents, order.currency)}
              {order.discountCode ? ` of which code ${order.discountCode} ${money(order.codeDiscountCents, order.currency)}` : ''}
              , shipping to {order.shippingCountry} {money(order.shippingCents, order.currency)},{' '}
              <span data-testid="admin-tax">{order.tax}</span>)
            </dd>
            <dt>Refunded</dt>
            <dd data-testid="refunded">
              {money(order.refundedCents, order.currency)}
              {order.refundedAt ? ` (in full, ${order.refundedAt})` : ''}
            </dd>
            <dt>Receipt</dt>
            <dd>{order.receiptSentAt ? `sent ${order.receiptSentAt}` : 'not sent'}</dd>
          </dl>
        </section>
        <section aria-labelledby="ship-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
          <h3 id="ship-heading" className="font-semibold">
            Fulfilment
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt>Provider</dt>
            <dd>
              {order.fulfilmentProvider} {order.fulfilmentOrderId ?? '(not sent yet)'}
            </dd>
            <dt>Status</dt>
            <dd>{order.fulfilmentStatus}</dd>
            <dt>Job</dt>
            <dd>
              {data.job
                ? `${data.job.action}, ${data.job.attempts} attempts${data.job.dead_at ? `, failed for good ${data.job.dead_at}` : data.job.completed_at ? `, done ${data.job.completed_at}` : `, next ${data.job.next_attempt_at}`}${data.job.last_error ? `: ${data.job.last_error}` : ''}`
                : '—'}
            </dd>
            <dt>Ship to</dt>
            <dd>
              {order.address.first_name} {order.address.last_name}, {order.address.address1}
              {order.address.address2 ? `, ${order.address.address2}` : ''}, {order.address.city} {order.address.zip},{' '}
              {order.address.country}
            </dd>
          </dl>
        </section>
      </div>

      <section aria-labelledby="lines-heading" className="mt-6">
        <h3 id="lines-heading" className="font-semibold">
          Lines
        </h3>
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
          {data.items.map((i) => (
            <li key={i.id} className="p-2">
              {i.quantity} × {i.title} ({i.color}, {i.size}) at {money(i.unit_price_cents, order.currency)}
              {i.design_id ? ` · design ${i.design_id}` : ''}
              {i.shop_id ? ` · shop ${i.shop_id}` : ''}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="timeline-heading" className="mt-6">
        <h3 id="timeline-heading" className="font-semibold">
          Timeline
        </h3>
        <ol className="mt-2 space-y-1 text-sm">
          {data.events.map((e, index) => (
            <li key={index}>
              <span className="font-semibold">{e.kind.replace(/_/g, ' ')}</span> · {e.at}
              {e.detail && 'amountCents' in (e.detail as object)
                ? ` · ${money((e.detail as { amountCents: number }).amountCents, order.currency)}`
                : ''}
            </li>
          ))}
          {data.disputes.map((d) => (
            <li key={d.id}>
              <span className="font-semibold">dispute {d.status}</span> · {d.reason ?? ''} ·{' '}
              {money(d.amount_cents, order.currency)} · {d.created_at}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="actions-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4">
        <h3 id="actions-heading" className="font-semibold">
          Actions
        </h3>
        {data.refundableCents > 0 ? (
          // A new form (empty fields, new key) after each refund: the page's key changes with every render.
          <Form key={data.refundKey} method="post" className="mt-3 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="refundKey" value={data.refundKey} />
            <label className="text-sm font-semibold">
              Amount in {order.currency.toUpperCase()} (blank: all {money(data.refundableCents, order.currency)} left)
              <input
                name="amount"
                inputMode="decimal"
                placeholder={(data.refundableCents / 100).toFixed(2)}
                className={`${inputClass} mt-1`}
              />
            </label>
            <label className="text-sm font-semibold">
              Note (audit log)
              <input name="note" maxLength={500} className={`${inputClass} mt-1`} />
            </label>
            <label className="flex items-center gap-2 text-sm font-semibold text-red-900">
              <input type="checkbox" name="confirm" value="yes" required className="h-4 w-4" />
              Yes, refund this amount (blank: all {money(data.refundableCents, order.currency)})
            </label>
            <button type="submit" className={buttonClass.danger}>
              Refund
            </button>
          </Form>
        ) : (
          <p className="mt-2 text-sm text-slate-700">Nothing left to refund.</p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <ActionButton intent="resend-receipt" label="Resend receipt" />
          {data.canCancel ? <ActionButton intent="cancel" label="Cancel at print provider" tone="danger" /> : null}
        </div>
      </section>

      <section aria-labelledby="audit-heading" className="mt-6">
        <h3 id="audit-heading" className="font-semibold">
          Operator actions on this order
        </h3>
        {data.audit.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">None.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {data.audit.map((a) => (
              <li key={a.id}>
                {a.at} · <span className="font-semibold">{a.actorName}</span> · {a.action} ·{' '}
                <code className="break-all">{JSON.stringify(a.after)}</code>
                {a.note ? ` · “${a.note}”` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
