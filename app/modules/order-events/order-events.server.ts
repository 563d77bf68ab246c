import { sql, type Transaction } from 'kysely'
import type { Database, OrderEventKind } from '#db/schema.ts'
import type { DB } from '~/lib/db.server.ts'
import { emitOrderWebhook } from './order-webhooks.server.ts'

// The order timeline's storage (ADR 025). The order and fulfilment modules record events inside the
// transactions that make them true; an order has at most one event of each kind, so a webhook
// delivered twice, or a poll racing it, records it once and keeps the first time it was seen. An event
// recorded for the first time also goes to the order's owner's webhook endpoints (ADR 130).

export interface EventTracking {
  carrier: string
  number: string
  url: string | null
}

export async function recordOrderEvent(
  db: DB | Transaction<Database>,
  orderId: number,
  kind: OrderEventKind,
  detail: EventTracking | { amountCents: number } | null = null,
): Promise<void> {
  const inserted = await db
    .insertInto('order_events')
    .values({ order_id: orderId, kind, detail: detail ? JSON.stringify(detail) : null })
    .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted) await emitOrderWebhook(db, orderId, kind)
}

/** The "shipped" event, or its tracking when the shipment was known before its tracking number. */
export async function recordShipmentEvent(db: DB | Transaction<Database>, orderId: number, tracking: EventTracking | null) {
  const written = await db
    .insertInto('order_events')
    .values({ order_id: orderId, kind: 'shipped', detail: tracking ? JSON.stringify(tracking) : null })
    .onConflict((oc) =>
      oc
        .columns(['order_id', 'kind'])
        .doUpdateSet({ detail: (eb) => eb.ref('excluded.detail') })
        .where('order_events.detail', 'is', null),
    )
    .returning('id')
    .executeTakeFirst()
  // Sent once per order (the message is unique per event): with the tracking when it is known by then.
  if (written) await emitOrderWebhook(db, orderId, 'shipped')
}

/**
 * The "partially_refunded" event carries the total refunded so far: a later, larger partial refund
 * updates it; a repeated or older one changes nothing.
 */
export async function recordPartialRefundEvent(db: DB | Transaction<Database>, orderId: number, amountCents: number) {
  await db
    .insertInto('order_events')
    .values({ order_id: orderId, kind: 'partially_refunded', detail: JSON.stringify({ amountCents }) })
    .onConflict((oc) =>
      oc
        .columns(['order_id', 'kind'])
        .doUpdateSet({ detail: (eb) => eb.ref('excluded.detail'), occurred_at: sql`now()` })
        .where(sql<boolean>`coalesce((order_events.detail->>'amountCents')::int, 0) < ${amountCents}`),
    )
    .execute()
}

/** An order's events, oldest first. */
export async function listOrderEvents(db: DB, orderId: number) {
  return db
    .selectFrom('order_events')
    .select(['kind', 'detail', 'occurred_at'])
    .where('order_id', '=', orderId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute()
}
