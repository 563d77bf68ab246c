import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'
import { formatPrice } from '~/modules/pricing/index.ts'
import { listOrderEvents } from '~/modules/order-events/index.server.ts'
import { findOpenHold } from '~/modules/operator-alert/index.server.ts'
import { deliveryBreakdown, getDeliveryTimes, orderDeliveryPromise } from '~/modules/delivery/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import {
  canViewOrder,
  DELAY_MESSAGE,
  displayOrder,
  orderLineFrom,
  PUBLIC_ID_PATTERN,
  timelineFrom,
  type DisplayedOrder,
  type OrderPageData,
  type OrderSummary,
} from './order.ts'
import { orderStatus, orderStatusWords } from './order-status.ts'

// Orders as they are shown: the API's order, the order page (which the receipt and the shipped and
// refund e-mails also carry) and the shopper's list of orders. The delivery promise they show comes
// from the times of the print provider the caller's `fulfilment` names.

/**
 * The order's delivery promise, from the times of `fulfilment`'s provider for its country and the day
 * it was placed.
 */
async function orderDelivery(
  fulfilment: FulfilmentServices,
  order: { shipping_address: { country: string }; created_at: Date | string },
  status: string,
) {
  const times = await getDeliveryTimes(fulfilment)
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

/** The order as the spec displays it, to whoever holds its public id (its delivery promise by `fulfilment`'s times). */
export async function findDisplayedOrder(
  db: DB,
  fulfilment: FulfilmentServices,
  publicId: string,
): Promise<DisplayedOrder | null> {
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
  const { promise } = await orderDelivery(fulfilment, order, orderStatus(order.status, eventKinds))
  return displayOrder(order, items, { eventKinds, delivery: promise })
}

/**
 * An order's page (items with their prices, totals, timeline, and the delivery promise by the times of
 * `fulfilment`'s provider) for `viewerUserId` (null: signed out), or null when there is no such order
 * or it belongs to another account (canViewOrder).
 */
export async function findOrderPage(
  db: DB,
  fulfilment: FulfilmentServices,
  publicId: string,
  viewerUserId: number | null,
): Promise<OrderPageData | null> {
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
  const delivery = await orderDelivery(fulfilment, order, orderStatus(order.status, eventKinds))
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
export async function findOrderReceipt(db: DB, fulfilment: FulfilmentServices, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['public_id', 'email', 'user_id', 'receipt_sent_at'])
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (!order) return null
  const page = await findOrderPage(db, fulfilment, order.public_id, order.user_id)
  return page ? { email: order.email, sentAt: order.receipt_sent_at, page } : null
}
