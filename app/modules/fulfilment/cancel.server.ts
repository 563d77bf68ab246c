import { sql } from 'kysely'
import { FulfilmentError } from '~/services/fulfilment/fulfilment.ts'
import { logger } from '~/lib/logger.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { completeJob, recordFailure } from './job-state.server.ts'
import type { FulfilmentServices } from './services.ts'

const TOO_LATE_TO_CANCEL = 'The provider had already started printing; cancel it by hand'

/**
 * Asks the provider to cancel the order of a refunded order. Canceled: recorded in
 * orders.fulfilment_status (orders.status stays 'refunded'). Too late: the job is completed with the
 * reason and a warning is logged, since only a person can still stop or write off the shirt.
 */
export async function cancelJob(
  db: DB,
  fulfilment: FulfilmentServices,
  orderId: number,
  previousAttempts: number,
): Promise<void> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('fulfilment_jobs as j', 'j.order_id', 'o.id')
    .select(['o.public_id', 'o.fulfilment_provider', 'o.fulfilment_order_id', 'j.submitted_at'])
    .where('o.id', '=', orderId)
    .executeTakeFirst()
  if (!order) return
  if (!order.fulfilment_order_id) {
    await completeJob(db, orderId, 'cancel', 'Not canceled: the order never reached the provider')
    return
  }
  const context = {
    orderId: order.public_id,
    provider: order.fulfilment_provider,
    fulfilmentOrderId: order.fulfilment_order_id,
  }
  try {
    const service = fulfilment.serviceFor(order.fulfilment_provider)
    if (!service) throw new FulfilmentError(`Fulfilment provider "${order.fulfilment_provider}" is not configured`, true)
    const outcome = await service.cancelOrder({
      fulfilmentOrderId: order.fulfilment_order_id,
      publicId: order.public_id,
      submittedAt: order.submitted_at ?? new Date(),
    })
    if (outcome === 'too-late') {
      await completeJob(db, orderId, 'cancel', TOO_LATE_TO_CANCEL)
      logger.warn(context, `refunded order not canceled at the provider: ${TOO_LATE_TO_CANCEL}`)
      return
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set({ fulfilment_status: 'canceled', fulfilment_synced_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', orderId)
        .execute()
      await completeJob(trx, orderId, 'cancel', null)
    })
    logger.info(context, 'refunded order canceled at the provider')
  } catch (error) {
    await recordFailure(db, { orderId, publicId: order.public_id, action: 'cancel', previousAttempts }, error)
  }
}
