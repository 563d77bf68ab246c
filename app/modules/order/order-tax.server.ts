import { sql } from 'kysely'
import { discountedLineAmounts, type PricingTax } from '~/modules/pricing/index.ts'
import type { TaxRequest } from '~/services/tax/index.server.ts'
import { logger } from '~/lib/logger.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { TaxService } from '~/services/tax/tax.ts'

// An order's tax after the sale (ADR 167): the order keeps what it was charged; with Stripe Tax the
// paid order is recorded as a Tax Transaction, and refunds reverse it in proportion. The tax service is
// the caller's (a route's context.tax, a job's from its entry point): null with taxes off.

/** What an order reads of its checkout's priced snapshot (snapshots from before taxes have no `tax`). */
export interface SnapshotPricing {
  subtotal: number
  discount: { amount: number }
  code?: { code: string; amount: number } | null
  shipping: { cost: number; country?: string }
  tax?: Pick<PricingTax, 'amount' | 'label' | 'estimated' | 'calculationId'>
  total: number
  currency: string
}

/** The order's tax columns from its snapshot. */
export function taxColumns(pricing: SnapshotPricing) {
  const tax = pricing.tax
  return {
    tax_cents: tax?.amount ?? 0,
    tax_label: tax && tax.amount > 0 ? tax.label : null,
    tax_estimated: Boolean(tax?.estimated),
    tax_calculation_id: tax?.calculationId ?? null,
  }
}

/** The order as the tax provider is asked about it again (an expired calculation), from its rows. */
async function orderTaxRequest(db: DB, orderId: number): Promise<TaxRequest | null> {
  const order = await db
    .selectFrom('orders')
    .select(['shipping_address', 'subtotal_cents', 'discount_cents', 'shipping_cents', 'currency'])
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (!order) return null
  const items = await db
    .selectFrom('order_items')
    .select(['quantity', 'unit_price_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
  const lines = items.map((i) => ({ unitPriceCents: i.unit_price_cents, quantity: i.quantity }))
  const amounts = discountedLineAmounts(lines, {
    subtotal: order.subtotal_cents,
    discountedSubtotal: order.subtotal_cents - order.discount_cents,
  })
  const a = order.shipping_address
  return {
    currency: order.currency,
    address: {
      country: a.country,
      region: a.region || null,
      postalCode: a.zip || null,
      city: a.city || null,
      line1: a.address1 || null,
    },
    lines: lines.map((l, i) => ({ reference: `line-${i + 1}`, amountCents: amounts[i], quantity: l.quantity })),
    shippingCents: order.shipping_cents,
  }
}

/**
 * Records a paid order's tax with the provider (Stripe Tax: a transaction from the order's
 * calculation, referenced by the order's public id), once. Nothing to do offline or without tax.
 * A failure is logged and left for the next try (the order stays unrecorded until then).
 */
export async function recordOrderTax(db: DB, tax: TaxService | null, orderId: number): Promise<string | null> {
  const order = await db
    .selectFrom('orders')
    .select(['public_id', 'tax_calculation_id', 'tax_transaction_id'])
    .where('id', '=', orderId)
    .executeTakeFirst()
  const service = tax
  if (!order?.tax_calculation_id || order.tax_transaction_id || service?.kind !== 'stripe')
    return order?.tax_transaction_id ?? null
  try {
    const request = await orderTaxRequest(db, orderId)
    if (!request) return null
    const transactionId = await service.commit(order.tax_calculation_id, order.public_id, request)
    await db
      .updateTable('orders')
      .set({ tax_transaction_id: transactionId })
      .where('id', '=', orderId)
      .where('tax_transaction_id', 'is', null)
      .execute()
    return transactionId
  } catch (error) {
    logger.warn({ err: error, orderId }, 'recording the order tax with the tax provider failed; it is retried later')
    return null
  }
}

/** Orders paid with a provider's calculation whose tax is not recorded yet (retried by the reconcile job). */
export async function recordUnrecordedOrderTax(db: DB, tax: TaxService | null, limit = 20): Promise<number> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('tax_calculation_id', 'is not', null)
    .where('tax_transaction_id', 'is', null)
    .where('created_at', '<', sql<Date>`now() - interval '1 minute'`)
    .orderBy('id')
    .limit(limit)
    .execute()
  let recorded = 0
  for (const row of rows) if (await recordOrderTax(db, tax, row.id)) recorded++
  return recorded
}

/**
 * After a refund (the provider's total refunded so far): reverses what was refunded since the last
 * reversal from the order's recorded tax transaction (Stripe: a flat amount, tax included; all of it on
 * a full refund). Each reversal's reference names the refunded total it brings the order to, so the
 * provider takes each once. Offline, or for an order without tax, nothing to do.
 */
export async function reverseOrderTax(db: DB, tax: TaxService | null, paymentId: string): Promise<string | null> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'public_id', 'tax_transaction_id', 'refunded_cents', 'total_cents', 'tax_cents', 'tax_reversed_through_cents'])
    .where('payment_id', '=', paymentId)
    .executeTakeFirst()
  const service = tax
  if (!order || order.tax_cents === 0 || service?.kind !== 'stripe') return null
  if (order.refunded_cents <= order.tax_reversed_through_cents) return null
  const transactionId = order.tax_transaction_id ?? (await recordOrderTax(db, tax, order.id))
  if (!transactionId) return null
  const full = order.refunded_cents >= order.total_cents
  try {
    const reversal = await service.reverse(
      transactionId,
      `${order.public_id}-refund-${order.refunded_cents}`,
      full && order.tax_reversed_through_cents === 0
        ? { full: true }
        : { full: false, amountCents: Math.min(order.total_cents, order.refunded_cents) - order.tax_reversed_through_cents },
    )
    await db
      .updateTable('orders')
      .set({ tax_reversed_through_cents: order.refunded_cents })
      .where('id', '=', order.id)
      .where('tax_reversed_through_cents', '<', order.refunded_cents)
      .execute()
    return reversal
  } catch (error) {
    logger.warn({ err: error, orderId: order.id }, 'reversing the order tax with the tax provider failed')
    return null
  }
}

/** After a Stripe event changed an order's money: record its tax once paid, reverse it once refunded. */
export async function taxAfterPaymentEvent(
  db: DB,
  tax: TaxService | null,
  paymentId: string | null,
  outcome: string,
): Promise<void> {
  if (!paymentId || tax?.kind !== 'stripe') return
  if (outcome === 'refunded' || outcome === 'partially-refunded') await reverseOrderTax(db, tax, paymentId)
  if (outcome !== 'order-created') return
  const order = await db.selectFrom('orders').select('id').where('payment_id', '=', paymentId).executeTakeFirst()
  if (order) await recordOrderTax(db, tax, order.id)
}
