import { sql } from 'kysely'
import { kickFulfilment, requestProviderCancel } from '~/modules/fulfilment/index.server.ts'
import { shouldCancelAtProvider, type FulfilmentServices } from '~/modules/fulfilment/index.ts'
import { listOrderEvents, recordOrderEvent } from '~/modules/order-events/index.server.ts'
import { recordAudit, type Operator } from '~/modules/audit/index.server.ts'
import type { EmailService } from '~/services/email/email.ts'
import { PaymentProcessorError, type PaymentProcessor } from '~/services/payments/payments.ts'
import type { DB } from '~/lib/db.server.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import { partialRefundInTransaction } from './money.server.ts'
import { reverseOrderTax } from './order-tax.server.ts'
import { markReceiptSent, refundOrderInTransaction } from './order.server.ts'
import { findOrderReceipt } from './order-pages.server.ts'
import { receiptMessage } from './receipt.ts'

// Orders as the operator's console sees them (ADR 127): search, the whole order with its timeline,
// and the console's actions on it (refund, resend the receipt, cancel at the print provider). Every
// action is written to the audit log with the order's state before and after.

export interface OrderHit {
  publicId: string
  email: string
  paymentId: string
  status: string
  totalCents: number
  refundedCents: number
  createdAt: Date
}

/** Orders matching an order id, a payment id (exactly) or an e-mail address (case-insensitive), newest first. */
export async function searchOrders(db: DB, query: string, limit = 50): Promise<OrderHit[]> {
  const q = query.trim()
  let select = db
    .selectFrom('orders')
    .select(['public_id', 'email', 'payment_id', 'status', 'total_cents', 'refunded_cents', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
  if (q) {
    select = select.where((eb) =>
      eb.or([eb('public_id', '=', q), eb('payment_id', '=', q), eb(sql`lower(email)`, '=', q.toLowerCase())]),
    )
  }
  const rows = await select.execute()
  return rows.map((r) => ({
    publicId: r.public_id,
    email: r.email,
    paymentId: r.payment_id,
    status: r.status,
    totalCents: r.total_cents,
    refundedCents: r.refunded_cents,
    createdAt: r.created_at,
  }))
}

/** Everything about one order for the console. */
export async function findOperatorOrder(db: DB, publicId: string) {
  const order = await db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirst()
  if (!order) return null
  const items = await db
    .selectFrom('order_items')
    .select(['id', 'title', 'color', 'size', 'quantity', 'unit_price_cents', 'design_id', 'shop_id'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute()
  const events = await listOrderEvents(db, order.id)
  const job = await db
    .selectFrom('fulfilment_jobs')
    .select(['action', 'attempts', 'last_error', 'completed_at', 'dead_at', 'next_attempt_at'])
    .where('order_id', '=', order.id)
    .executeTakeFirst()
  const disputes = await db
    .selectFrom('payment_disputes')
    .select(['id', 'status', 'reason', 'amount_cents', 'created_at', 'closed_at'])
    .where('order_id', '=', order.id)
    .execute()
  const refundable = order.refunded_at ? 0 : Math.max(0, order.total_cents - order.refunded_cents)
  return {
    order,
    items,
    events,
    job: job ?? null,
    disputes,
    refundableCents: refundable,
    canCancelAtProvider: canCancelAtProvider(order),
  }
}

function canCancelAtProvider(order: { status: string; fulfilment_order_id: string | null; fulfilment_status: string }) {
  if (order.status === 'canceled' || order.status === 'refunded') return false
  return !order.fulfilment_order_id || shouldCancelAtProvider(order.fulfilment_status)
}

export type RefundResult =
  | { ok: true; refundedCents: number; recorded: boolean }
  | { ok: false; error: 'not-found' | 'too-much' | 'other-provider' | 'processor'; message: string }

/**
 * Refunds `amountCents` of an order through the payment processor that took it (null: all that is
 * left). `requestKey` makes a repeated submission of the same form refund once (the processor's
 * idempotency key). With the test processor the refund is recorded at once through the same code
 * as Stripe's charge.refunded webhook; with Stripe that webhook records it when Stripe sends it.
 */
export async function refundOrder(
  db: DB,
  tax: TaxService | null,
  processor: PaymentProcessor,
  operator: Operator,
  input: { publicId: string; amountCents: number | null; requestKey: string; note: string | null },
): Promise<RefundResult> {
  const found = await findOperatorOrder(db, input.publicId)
  if (!found) return { ok: false, error: 'not-found', message: 'No such order' }
  const { order, refundableCents } = found
  const providerKind = order.payment_provider === 'stripe' ? 'stripe' : 'test'
  if (providerKind !== processor.kind) {
    return {
      ok: false,
      error: 'other-provider',
      message: `This order was paid through ${order.payment_provider}, which is not configured now`,
    }
  }
  const amount = input.amountCents ?? refundableCents
  if (amount <= 0 || amount > refundableCents) {
    return { ok: false, error: 'too-much', message: `At most ${refundableCents} cents can still be refunded` }
  }
  let refund
  try {
    refund = await processor.refund({
      paymentId: order.payment_id,
      amount,
      idempotencyKey: `admin-refund:${order.public_id}:${input.requestKey}`,
      metadata: { order: order.public_id, operator: String(operator.id) },
    })
  } catch (error) {
    if (error instanceof PaymentProcessorError) return { ok: false, error: 'processor', message: error.message }
    throw error
  }
  let recorded = false
  if (refund.totalRefunded !== null) {
    const total = refund.totalRefunded
    await db.transaction().execute(async (trx) => {
      if (total >= order.total_cents) await refundOrderInTransaction(trx, order.payment_id)
      else await partialRefundInTransaction(trx, order.payment_id, total)
    })
    await reverseOrderTax(db, tax, order.payment_id)
    recorded = true
  }
  await recordAudit(db, operator, {
    action: amount === refundableCents && !order.refunded_cents ? 'order.refund' : 'order.refund_partial',
    targetType: 'order',
    targetId: order.public_id,
    before: { status: order.status, refundedCents: order.refunded_cents },
    after: {
      refundId: refund.id,
      amountCents: refund.amount,
      refundStatus: refund.status,
      totalRefundedCents: refund.totalRefunded,
    },
    note: input.note,
  })
  if (recorded) kickFulfilment()
  return { ok: true, refundedCents: refund.amount, recorded }
}

/**
 * Sends the order's receipt again to its e-mail address (its delivery promise by the times of
 * `fulfilment`'s provider). False when there is no such order.
 */
export async function resendReceipt(
  db: DB,
  fulfilment: FulfilmentServices,
  email: EmailService,
  appUrl: string,
  operator: Operator,
  publicId: string,
) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'email', 'receipt_sent_at'])
    .where('public_id', '=', publicId)
    .executeTakeFirst()
  if (!order || !order.email) return false
  const receipt = await findOrderReceipt(db, fulfilment, order.id)
  if (!receipt) return false
  await email.send(await receiptMessage(receipt.email, receipt.page, appUrl))
  await markReceiptSent(db, order.id)
  await recordAudit(db, operator, {
    action: 'order.resend_receipt',
    targetType: 'order',
    targetId: publicId,
    before: { receiptSentAt: order.receipt_sent_at },
    after: { to: order.email },
  })
  return true
}

/**
 * Stops an order's printing without refunding it: not yet at the provider, the order is canceled and
 * never sent; at the provider and not yet shipped, the outbox asks the provider to cancel (it may
 * answer that printing started; the job then says so). False when it is too late or no such order.
 */
export async function cancelOrderAtProvider(db: DB, operator: Operator, publicId: string, note: string | null) {
  const done = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'status', 'fulfilment_order_id', 'fulfilment_status'])
      .where('public_id', '=', publicId)
      .forUpdate()
      .executeTakeFirst()
    if (!order || !canCancelAtProvider(order)) return false
    await trx
      .updateTable('orders')
      .set({ status: 'canceled', updated_at: sql`now()` })
      .where('id', '=', order.id)
      .execute()
    if (order.fulfilment_order_id) await requestProviderCancel(trx, order.id)
    await recordOrderEvent(trx, order.id, 'canceled')
    await recordAudit(trx, operator, {
      action: 'order.cancel_at_provider',
      targetType: 'order',
      targetId: publicId,
      before: { status: order.status, fulfilmentStatus: order.fulfilment_status, atProvider: Boolean(order.fulfilment_order_id) },
      after: { status: 'canceled', cancelRequested: Boolean(order.fulfilment_order_id) },
      note,
    })
    return true
  })
  if (done) kickFulfilment()
  return done
}
