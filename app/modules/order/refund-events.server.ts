import type { Transaction } from 'kysely'
import type Stripe from 'stripe'
import type { Database } from '#db/schema.ts'
import { raiseAlert } from '~/modules/operator-alert/index.server.ts'
import { recordOrderEvent } from '~/modules/order-events/index.server.ts'

// Refunds that did not reach the shopper (ADR 163). Stripe's refund object has the status pending,
// requires_action, succeeded, failed or canceled; `refund.failed` says one failed, and
// `charge.refund.updated` (like `refund.updated`) brings any change. A failed, canceled or
// action-needing refund raises one operator alert per refund and status, whichever of those events
// (or a redelivery of one) brings it, and notes it on the order's timeline.

const NEEDS_A_PERSON = new Set(['failed', 'canceled', 'requires_action'])

/** True when this event raised the alert (false: nothing wrong, or already raised). */
export async function recordRefundProblem(trx: Transaction<Database>, eventId: string, refund: Stripe.Refund) {
  const status = refund.status ?? ''
  if (!NEEDS_A_PERSON.has(status)) return false
  const paymentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null)
  const order = paymentId
    ? await trx
        .selectFrom('orders')
        .select('id')
        .where('payment_provider', '=', 'stripe')
        .where('payment_id', '=', paymentId)
        .executeTakeFirst()
    : undefined
  const raised = await raiseAlert(trx, {
    key: `refund_problem:${refund.id}:${status}`,
    kind: 'refund_problem',
    orderId: order?.id ?? null,
    providerStatus: status,
    detail: {
      eventId,
      refundId: refund.id,
      amountCents: refund.amount,
      currency: refund.currency,
      failureReason: refund.failure_reason ?? null,
      paymentId,
    },
  })
  if (raised && order) {
    await recordOrderEvent(trx, order.id, status === 'requires_action' ? 'refund_needs_action' : 'refund_failed', {
      amountCents: refund.amount,
    })
  }
  return raised
}
