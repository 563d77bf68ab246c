import { randomBytes } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { Database } from '#db/schema.ts'
import { closePaidCart } from '~/modules/cart/index.server.ts'
import { recordSaleCommissions, reverseCommissions } from '~/modules/commission/index.server.ts'
import { kickFulfilment, requestProviderCancel } from '~/modules/fulfilment/index.server.ts'
import { shouldCancelAtProvider, type FulfilmentServices } from '~/modules/fulfilment/index.ts'
import { recordOrderEvent } from '~/modules/order-events/index.server.ts'
import { redeemCodeForOrder } from '~/modules/discount-code/index.server.ts'
import { logger } from '~/lib/logger.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import { skuFor } from './order.ts'
import { recordOrderTax, taxColumns, type SnapshotPricing } from './order-tax.server.ts'

export interface ConfirmedPayment {
  /** The checkout_payments row the payment was made for (a payment intent or Checkout Session id). */
  snapshotId: string
  /** The processor's payment id stored on the order (always the payment intent id). */
  paymentId: string
  provider: string
  amount: number
  currency: string
}

export type PlaceOrderResult =
  | { ok: true; created: boolean; order: { id: number; publicId: string; fulfilmentOrderId: string | null } }
  | { ok: false; error: 'unknown-payment' | 'amount-mismatch' | 'no-address' }

/**
 * Creates the order for a payment the processor confirmed, inside `trx`: the order, its items, the
 * fulfilment outbox row and the commission entries, then clears what was bought from the cart. A
 * payment makes at most one order (orders.payment_id is unique): repeats return the first.
 */
export async function createOrderInTransaction(
  trx: Transaction<Database>,
  fulfilment: FulfilmentServices,
  payment: ConfirmedPayment,
): Promise<PlaceOrderResult> {
  const existing = await findOrderIdForPayment(trx, payment.paymentId)
  if (existing) return { ok: true, created: false, order: existing }

  const snapshot = await trx.selectFrom('checkout_payments').selectAll().where('id', '=', payment.snapshotId).executeTakeFirst()
  if (!snapshot) return { ok: false, error: 'unknown-payment' }
  if (snapshot.amount !== payment.amount || snapshot.currency !== payment.currency.toLowerCase()) {
    return { ok: false, error: 'amount-mismatch' }
  }
  if (!snapshot.address) return { ok: false, error: 'no-address' }
  const pricing = snapshot.pricing as unknown as SnapshotPricing
  const code = pricing.code ?? null

  const inserted = await trx
    .insertInto('orders')
    .values({
      public_id: randomBytes(18).toString('base64url'),
      payment_id: payment.paymentId,
      payment_provider: payment.provider,
      user_id: snapshot.user_id,
      visitor_id: snapshot.visitor_id,
      status: 'paid',
      email: snapshot.address.email,
      shipping_address: JSON.stringify(snapshot.address),
      subtotal_cents: pricing.subtotal,
      // Every discount together (quantity and code): subtotal - discount + shipping + tax = total.
      discount_cents: pricing.discount.amount + (code?.amount ?? 0),
      discount_code: code?.code ?? null,
      code_discount_cents: code?.amount ?? 0,
      shipping_cents: pricing.shipping.cost,
      // Where the shipping was priced to (the address's country; snapshots from before it: the address's).
      shipping_country: pricing.shipping.country ?? snapshot.address.country,
      ...taxColumns(pricing),
      total_cents: pricing.total,
      currency: pricing.currency,
      // The fulfilment service decides who prints (Printify when configured, else offline fulfilment).
      fulfilment_provider: fulfilment.currentProvider(),
    })
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .returning(['id', 'public_id', 'fulfilment_order_id'])
    .executeTakeFirst()
  if (!inserted) {
    // Another request (the webhook, a second tab) committed this payment's order first.
    const winner = await findOrderIdForPayment(trx, payment.paymentId)
    if (!winner) throw new Error(`Order for payment ${payment.paymentId} vanished`)
    return { ok: true, created: false, order: winner }
  }

  await trx
    .insertInto('order_items')
    .values(
      snapshot.items.map((item) => ({
        order_id: inserted.id,
        design_id: item.designId,
        product_id: item.productId,
        variant_id: item.variantId,
        printify_product_id: item.printifyProductId,
        shop_id: item.shopId,
        title: item.title,
        image_url: item.imageUrl,
        color: item.color,
        size: item.size,
        quantity: item.quantity,
        unit_price_cents: item.unitPriceCents,
        sku: skuFor(item),
      })),
    )
    .execute()
  await trx.insertInto('fulfilment_jobs').values({ order_id: inserted.id }).execute()
  // A payment that was processing has settled: its cart takes payments again.
  await trx.updateTable('checkout_payments').set({ processing_since: null }).where('id', '=', payment.snapshotId).execute()
  await recordOrderEvent(trx, inserted.id, 'paid')
  if (code) {
    // The shopper paid the price shown; a code another order took the last use of meanwhile is not
    // counted past its total (ADR 160).
    const counted = await redeemCodeForOrder(trx, {
      orderId: inserted.id,
      code: code.code,
      customer: { userId: snapshot.user_id, email: snapshot.address.email },
    })
    if (counted !== 'counted')
      logger.warn({ orderId: inserted.id, code: code.code, counted }, 'a paid order used a code not counted')
  }
  await recordSaleCommissions(trx, inserted.id)
  // A paid cart is closed: the next Add to Cart starts a new one, so the next Pay is a new payment.
  await closePaidCart(
    trx,
    snapshot.cart_id,
    snapshot.items.map((i) => i.cartItemId),
  )
  return {
    ok: true,
    created: true,
    order: { id: inserted.id, publicId: inserted.public_id, fulfilmentOrderId: inserted.fulfilment_order_id },
  }
}

/** One transaction around createOrderInTransaction, then a nudge to the fulfilment outbox. */
export async function placeOrderForPayment(
  db: DB,
  tax: TaxService | null,
  fulfilment: FulfilmentServices,
  payment: ConfirmedPayment,
): Promise<PlaceOrderResult> {
  const result = await db.transaction().execute((trx) => createOrderInTransaction(trx, fulfilment, payment))
  if (result.ok && result.created) kickFulfilment()
  if (result.ok && result.created) await recordOrderTax(db, tax, result.order.id)
  return result
}

export async function findOrderIdForPayment(db: DB | Transaction<Database>, paymentId: string) {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'public_id', 'fulfilment_order_id'])
    .where('payment_id', '=', paymentId)
    .executeTakeFirst()
  return row ? { id: row.id, publicId: row.public_id, fulfilmentOrderId: row.fulfilment_order_id } : null
}

/** Marks the receipt sent; false when it already was (a repeated job sends nothing). */
export async function markReceiptSent(db: DB, orderId: number): Promise<boolean> {
  const row = await db
    .updateTable('orders')
    .set({ receipt_sent_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .where('receipt_sent_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return Boolean(row)
}

/**
 * A full refund: marks the order refunded, reverses its commissions and, when the print provider
 * already has the order, has the fulfilment outbox ask it to cancel; all in `trx`. Idempotent.
 */
export async function refundOrderInTransaction(trx: Transaction<Database>, paymentId: string) {
  // The update locks the order row against a submission being recorded at the same moment; see
  // submitJob in the fulfilment module for why one of the two always asks for the cancel.
  const order = await trx
    .updateTable('orders')
    .set({
      refunded_at: sql`coalesce(refunded_at, now())`,
      refunded_cents: sql`total_cents`,
      tax_refunded_cents: sql`tax_cents`,
      status: 'refunded',
      updated_at: sql`now()`,
    })
    .where('payment_id', '=', paymentId)
    .returning(['id', 'fulfilment_order_id', 'fulfilment_status'])
    .executeTakeFirst()
  if (!order) return null
  await recordOrderEvent(trx, order.id, 'refunded')
  await reverseCommissions(trx, order.id)
  // Not yet submitted: the outbox skips refunded orders, so nothing reaches the provider.
  if (order.fulfilment_order_id && shouldCancelAtProvider(order.fulfilment_status)) {
    await requestProviderCancel(trx, order.id)
  }
  return order.id
}
