import { randomBytes } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { Database } from '#db/schema.ts'
import { closePaidCart } from '~/modules/cart/index.server.ts'
import { recordSaleCommissions, reverseCommissions } from '~/modules/commission/index.server.ts'
import { kickFulfilment, requestProviderCancel } from '~/modules/fulfilment/index.server.ts'
import { shouldCancelAtProvider, type FulfilmentServices } from '~/modules/fulfilment/index.ts'
import { formatPrice } from '~/modules/pricing/index.ts'
import { listOrderEvents, recordOrderEvent } from '~/modules/order-events/index.server.ts'
import { findOpenHold } from '~/modules/operator-alert/index.server.ts'
import { redeemCodeForOrder } from '~/modules/discount-code/index.server.ts'
import { logger } from '~/lib/logger.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import {
  canViewOrder,
  DELAY_MESSAGE,
  displayOrder,
  orderLineFrom,
  PUBLIC_ID_PATTERN,
  skuFor,
  timelineFrom,
  type DisplayedOrder,
  type OrderPageData,
  type OrderSummary,
} from './order.ts'
import { deliveryBreakdown, getDeliveryTimes, orderDeliveryPromise } from '~/modules/delivery/index.server.ts'
import { orderStatus, orderStatusWords } from './order-status.ts'
import { recordOrderTax, taxColumns, type SnapshotPricing } from './order-tax.server.ts'

/** The order's delivery promise, from the provider's times for its country and the day it was placed. */
async function orderDelivery(order: { shipping_address: { country: string }; created_at: Date | string }, status: string) {
  const times = await getDeliveryTimes()
  const country = order.shipping_address.country
  const promise = orderDeliveryPromise(times, { country, orderedAt: order.created_at, status })
  return { promise, breakdown: promise ? deliveryBreakdown(times, country) : null }
}

async function eventKindsOf(db: DB, orderIds: number[]) {
  if (!orderIds.length) return new Map<number, string[]>()
  const rows = await db.selectFrom('order_events').select(['order_id', 'kind']).where('order_id', 'in', orderIds).execute()
  const kinds = new Map<number, string[]>()
  for (const row of rows) kinds.set(row.order_id, [...(kinds.get(row.order_id) ?? []), row.kind])
  return kinds
}

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

/** What an order's displays read of its row: its dates, status, address, tracking and totals. */
const DISPLAYED_ORDER_COLUMNS = [
  'public_id',
  'created_at',
  'status',
  'estimated_delivery',
  'shipping_address',
  'tracking',
  'subtotal_cents',
  'discount_cents',
  'discount_code',
  'code_discount_cents',
  'shipping_cents',
  'tax_cents',
  'tax_label',
  'tax_estimated',
  'total_cents',
] as const

/** The order as the spec displays it, to whoever holds its public id. */
export async function findDisplayedOrder(db: DB, publicId: string): Promise<DisplayedOrder | null> {
  if (!PUBLIC_ID_PATTERN.test(publicId)) return null
  const order = await db
    .selectFrom('orders')
    .select(['id', ...DISPLAYED_ORDER_COLUMNS])
    .where('public_id', '=', publicId)
    .executeTakeFirst()
  if (!order) return null
  const items = await db
    .selectFrom('order_items')
    .select(['title', 'variant_id', 'quantity', 'sku', 'size', 'color', 'image_url'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute()
  const eventKinds = (await eventKindsOf(db, [order.id])).get(order.id) ?? []
  const { promise } = await orderDelivery(order, orderStatus(order.status, eventKinds))
  return displayOrder(order, items, { eventKinds, delivery: promise })
}

/**
 * An order's page (items with their prices, totals, timeline) for `viewerUserId` (null: signed out),
 * or null when there is no such order or it belongs to another account (canViewOrder).
 */
export async function findOrderPage(db: DB, publicId: string, viewerUserId: number | null): Promise<OrderPageData | null> {
  if (!PUBLIC_ID_PATTERN.test(publicId)) return null
  const order = await db
    .selectFrom('orders')
    .select(['id', 'user_id', ...DISPLAYED_ORDER_COLUMNS, 'refunded_cents'])
    .where('public_id', '=', publicId)
    .executeTakeFirst()
  if (!order || !canViewOrder(order.user_id, viewerUserId)) return null
  const items = await db
    .selectFrom('order_items')
    .select(['title', 'variant_id', 'quantity', 'sku', 'size', 'color', 'image_url', 'unit_price_cents', 'design_id'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute()
  const events = await listOrderEvents(db, order.id)
  const eventKinds = events.map((e) => e.kind)
  const delivery = await orderDelivery(order, orderStatus(order.status, eventKinds))
  const hold = await findOpenHold(db, order.id)
  return {
    order: displayOrder(order, items, { eventKinds, delivery: delivery.promise }),
    lines: items.map(orderLineFrom),
    timeline: timelineFrom(events),
    delivery,
    delay: hold ? { since: new Date(hold.created_at).toISOString(), message: DELAY_MESSAGE } : null,
  }
}

/** A signed-in shopper's orders, newest first (at most `limit`). */
export async function listOrdersOfUser(db: DB, userId: number, limit = 100): Promise<OrderSummary[]> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'public_id', 'created_at', 'status', 'total_cents'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  if (!orders.length) return []
  const items = await db
    .selectFrom('order_items')
    .select(['order_id', 'quantity', 'design_id', 'color', 'title', 'size', 'unit_price_cents', 'image_url'])
    .where(
      'order_id',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('id')
    .execute()
  const kinds = await eventKindsOf(
    db,
    orders.map((o) => o.id),
  )
  return orders.map((o) => {
    const own = items.filter((i) => i.order_id === o.id)
    const status = orderStatus(o.status, kinds.get(o.id))
    return {
      publicId: o.public_id,
      orderDate: new Date(o.created_at).toISOString(),
      status,
      statusWords: orderStatusWords(status),
      total: formatPrice(o.total_cents),
      shirts: own.reduce((n, i) => n + i.quantity, 0),
      firstMockupUrl: own[0] ? orderLineFrom(own[0]).mockupUrl : null,
    }
  })
}

/** What the receipt e-mail says: the order's page data and where it goes, or null. */
export async function findOrderReceipt(db: DB, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['public_id', 'email', 'user_id', 'receipt_sent_at'])
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (!order) return null
  const page = await findOrderPage(db, order.public_id, order.user_id)
  return page ? { email: order.email, sentAt: order.receipt_sent_at, page } : null
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
