import type { Transaction } from 'kysely'
import type { Database, OrderEventKind } from '#db/schema.ts'
import type { DB } from '~/lib/db.server.ts'
import { queueWebhookEvent } from '~/modules/webhook/index.server.ts'
import type { WebhookEventType } from '~/modules/webhook/index.ts'

// The order events integrators can follow (ADR 130), sent to the webhook endpoints of the account
// that placed the order (an order placed through the API with a token is its user's). Guest orders
// have no account and send nothing.

const WEBHOOK_TYPES: Partial<Record<OrderEventKind, WebhookEventType>> = {
  paid: 'order.paid',
  in_production: 'order.in_production',
  shipped: 'order.shipped',
  delivered: 'order.delivered',
  refunded: 'order.refunded',
}

/** Queues the webhook of an order event just recorded, in the caller's transaction. */
export async function emitOrderWebhook(db: DB | Transaction<Database>, orderId: number, kind: OrderEventKind) {
  const type = WEBHOOK_TYPES[kind]
  if (!type) return
  const order = await db
    .selectFrom('orders')
    .select(['public_id', 'user_id', 'status', 'total_cents', 'refunded_cents', 'currency', 'tracking', 'updated_at'])
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (!order?.user_id) return
  await queueWebhookEvent(db, {
    userId: order.user_id,
    type,
    key: `${type}:${order.public_id}`,
    data: {
      object: 'order',
      orderId: order.public_id,
      orderStatus: order.status,
      totalCents: order.total_cents,
      refundedCents: order.refunded_cents,
      // Lower case, as every amount's currency in the API (orders keep the catalogue's "USD").
      currency: order.currency.toLowerCase(),
      tracking: order.tracking ?? null,
      url: `/api/orders/${order.public_id}`,
    },
  })
}
