import { sql, type Transaction } from 'kysely'
import type { Database } from '#db/schema.ts'
import { reverseCommissions, reverseRefundedCommissions } from '~/modules/commission/index.server.ts'
import { disputeOutcome } from '~/modules/commission/index.ts'
import { recordOrderEvent, recordPartialRefundEvent } from '~/modules/order-events/index.server.ts'
import { goodsRefundedOf, taxRefundedOf } from './tax-refunds.ts'

// What happens to an order after it is paid, money-wise (ADR 053): partial refunds and disputes.
// Each runs inside the webhook's transaction and locks the order row first.

/**
 * A partial refund: `refundedCents` is the provider's total refunded so far for the payment. The
 * order keeps standing, records the amount, gets a "Partially refunded $X" event and takes back the
 * commission of the shirts refunded. A repeated or older delivery (an amount not more than already
 * recorded) recomputes the same figures and changes nothing. Returns null when no order has this
 * payment or the order is fully refunded already.
 */
export async function partialRefundInTransaction(trx: Transaction<Database>, paymentId: string, refundedCents: number) {
  const order = await trx
    .updateTable('orders')
    .set({ refunded_cents: sql`greatest(refunded_cents, ${refundedCents})`, updated_at: sql`now()` })
    .where('payment_id', '=', paymentId)
    .returning(['id', 'subtotal_cents', 'discount_cents', 'refunded_cents', 'refunded_at', 'total_cents', 'tax_cents'])
    .executeTakeFirst()
  if (!order) return null
  // Fully refunded already: everything was reversed then, and a partial refund means nothing more.
  if (order.refunded_at) return null
  // The refund's tax part, in the order's proportion (ADR 167); the rest pays back shirts and shipping.
  const split = { totalCents: order.total_cents, taxCents: order.tax_cents }
  await trx
    .updateTable('orders')
    .set({ tax_refunded_cents: sql`greatest(tax_refunded_cents, ${taxRefundedOf(order.refunded_cents, split)})` })
    .where('id', '=', order.id)
    .execute()
  await recordPartialRefundEvent(trx, order.id, order.refunded_cents)
  const { shirts } = await reverseRefundedCommissions(
    trx,
    { id: order.id, subtotalCents: order.subtotal_cents, discountCents: order.discount_cents },
    goodsRefundedOf(order.refunded_cents, split),
  )
  return { orderId: order.id, shirts }
}

export interface DisputeUpdate {
  id: string
  provider: string
  paymentId: string
  status: string
  reason: string | null
  amountCents: number
}

/**
 * A dispute opened, changed or closed. While open the order's commission is held (the payout run
 * skips it); won and prevented (stopped before it became a chargeback) release it; lost reverses it.
 * A closed dispute never reopens, so a late "updated" delivery after "closed" changes nothing.
 * Returns the outcome, or null when no order has the payment.
 */
export async function disputeInTransaction(trx: Transaction<Database>, dispute: DisputeUpdate) {
  const order = await trx
    .updateTable('orders')
    .set({ updated_at: sql`now()` })
    .where('payment_id', '=', dispute.paymentId)
    .returning('id')
    .executeTakeFirst()
  if (!order) return null
  const outcome = disputeOutcome(dispute.status)
  const closedAt = outcome === 'open' ? null : new Date()
  await trx
    .insertInto('payment_disputes')
    .values({
      id: dispute.id,
      provider: dispute.provider,
      order_id: order.id,
      status: dispute.status,
      reason: dispute.reason,
      amount_cents: dispute.amountCents,
      closed_at: closedAt,
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ status: dispute.status, reason: dispute.reason, amount_cents: dispute.amountCents, closed_at: closedAt })
        .where('payment_disputes.closed_at', 'is', null),
    )
    .execute()
  const current = await trx
    .selectFrom('payment_disputes')
    .select(['status', 'closed_at'])
    .where('id', '=', dispute.id)
    .executeTakeFirstOrThrow()
  await recordOrderEvent(trx, order.id, 'disputed')
  const final = disputeOutcome(current.status)
  if (final === 'won') await recordOrderEvent(trx, order.id, 'dispute_won')
  if (final === 'prevented') await recordOrderEvent(trx, order.id, 'dispute_prevented')
  if (final === 'lost') {
    await recordOrderEvent(trx, order.id, 'dispute_lost')
    await reverseCommissions(trx, order.id)
  }
  return { orderId: order.id, outcome: final }
}
