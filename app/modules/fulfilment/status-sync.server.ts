import { sql, type Transaction } from 'kysely'
import type { Database } from '#db/schema.ts'
import { recordOrderEvent, recordShipmentEvent } from '~/modules/order-events/index.server.ts'
import { logger } from '~/lib/logger.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { followHold } from './holds.server.ts'
import type { FulfilmentServices } from './services.ts'
import {
  fulfilmentStatusFromSnapshot,
  nextOrderStatus,
  orderStatusFromSnapshot,
  type FulfilmentSnapshot,
  type Tracking,
} from './status.ts'

// Following orders the provider has: polls (refreshOpenOrders, run by one poller at a time through
// the job queue) and webhooks (printify-webhook.server.ts) both end in applyFulfilmentSnapshot.

/**
 * Applies a provider report to an order: status only moves forward, tracking is kept once known.
 * Locks the order row so a webhook and a poll arriving together cannot interleave. Runs inside the
 * caller's transaction when given one.
 */
export async function applyFulfilmentSnapshot(
  db: DB | Transaction<Database>,
  orderId: number,
  snapshot: FulfilmentSnapshot,
): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => applyFulfilmentSnapshot(trx, orderId, snapshot))
  const order = await db
    .selectFrom('orders')
    .select(['status', 'fulfilment_status', 'tracking'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst()
  if (!order) return
  const status = nextOrderStatus(order.status, orderStatusFromSnapshot(snapshot))
  const fulfilmentStatus = fulfilmentStatusFromSnapshot(order.fulfilment_status, snapshot)
  const tracking = snapshot.shipment ?? order.tracking
  const changed =
    status !== order.status ||
    fulfilmentStatus !== order.fulfilment_status ||
    JSON.stringify(tracking) !== JSON.stringify(order.tracking)
  await db
    .updateTable('orders')
    .set({
      fulfilment_synced_at: sql<Date>`now()`,
      ...(changed
        ? {
            status,
            fulfilment_status: fulfilmentStatus,
            tracking: tracking ? JSON.stringify(tracking) : null,
            updated_at: sql<Date>`now()`,
          }
        : {}),
    })
    .where('id', '=', orderId)
    .execute()
  if (changed) await recordProgressEvents(db, orderId, status, tracking)
  if (fulfilmentStatus !== order.fulfilment_status || status !== order.status)
    await followHold(db, { id: orderId, status, fulfilmentStatus })
}

/**
 * The timeline events a change brings: the status reached, and "shipped" with its tracking (also
 * when the tracking comes after the shipment, or with the delivery). Repeats record nothing.
 */
async function recordProgressEvents(
  db: DB | Transaction<Database>,
  orderId: number,
  status: string,
  tracking: Tracking | null,
): Promise<void> {
  if (status === 'in production') await recordOrderEvent(db, orderId, 'in_production')
  if (status === 'shipped' || (status === 'delivered' && tracking)) await recordShipmentEvent(db, orderId, tracking)
  if (status === 'delivered') await recordOrderEvent(db, orderId, 'delivered')
  if (status === 'canceled') await recordOrderEvent(db, orderId, 'canceled')
}

/** Printify is asked about an order at most this often; webhooks bring news in between. */
const PRINTIFY_POLL_INTERVAL_SECONDS = 600
/** Offline orders move on a clock, so checking them costs nothing but a query. */
const OFFLINE_POLL_INTERVAL_SECONDS = 5

/** Refreshes the status of submitted, unfinished orders that are due a check; returns how many. */
export async function refreshOpenOrders(db: DB, fulfilment: FulfilmentServices, limit = 20): Promise<number> {
  const due = await db
    .selectFrom('orders as o')
    .innerJoin('fulfilment_jobs as j', 'j.order_id', 'o.id')
    .select(['o.id', 'o.public_id', 'o.fulfilment_provider', 'o.fulfilment_order_id', 'j.completed_at'])
    // Literal, not parameters, so the planner can match the partial index orders_open_fulfilment.
    .where(sql<boolean>`o.fulfilment_order_id is not null and o.status not in ('delivered', 'canceled', 'refunded')`)
    .where((eb) =>
      eb.or([
        eb('o.fulfilment_synced_at', 'is', null),
        eb.and([
          eb('o.fulfilment_provider', '=', 'printify'),
          eb('o.fulfilment_synced_at', '<', sql<Date>`now() - make_interval(secs => ${PRINTIFY_POLL_INTERVAL_SECONDS})`),
        ]),
        eb.and([
          eb('o.fulfilment_provider', '<>', 'printify'),
          eb('o.fulfilment_synced_at', '<', sql<Date>`now() - make_interval(secs => ${OFFLINE_POLL_INTERVAL_SECONDS})`),
        ]),
      ]),
    )
    .orderBy('o.fulfilment_synced_at', (ob) => ob.asc().nullsFirst())
    .limit(limit)
    .execute()
  let refreshed = 0
  for (const order of due) {
    const service = fulfilment.serviceFor(order.fulfilment_provider)
    if (!service) continue
    try {
      const snapshot = await service.getStatus({
        fulfilmentOrderId: order.fulfilment_order_id!,
        publicId: order.public_id,
        submittedAt: order.completed_at ?? new Date(),
      })
      await applyFulfilmentSnapshot(db, order.id, snapshot)
      refreshed++
    } catch (error) {
      // Try again next interval rather than on every tick.
      await db
        .updateTable('orders')
        .set({ fulfilment_synced_at: sql<Date>`now()` })
        .where('id', '=', order.id)
        .execute()
      logger.warn(
        { orderId: order.public_id, err: error instanceof Error ? error.message : String(error) },
        'fulfilment status refresh failed',
      )
    }
  }
  return refreshed
}

/** The order a provider's id belongs to, for webhooks. */
export async function findOrderIdByFulfilmentId(db: DB, provider: string, fulfilmentOrderId: string) {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('fulfilment_provider', '=', provider)
    .where('fulfilment_order_id', '=', fulfilmentOrderId)
    .executeTakeFirst()
  return row?.id ?? null
}
