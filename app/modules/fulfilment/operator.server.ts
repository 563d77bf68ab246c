import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'

/**
 * An operator gives up on a dead fulfilment job (the order will be handled by hand, or refunded): it
 * leaves the dead list as completed, its last error kept with the reason. False when the order has
 * no dead job.
 */
export async function giveUpFulfilmentJob(db: DB, orderPublicId: string): Promise<boolean> {
  const result = await db
    .updateTable('fulfilment_jobs')
    .set({
      dead_at: null,
      completed_at: sql<Date>`now()`,
      locked_until: null,
      last_error: sql<string>`'Given up by an operator: ' || coalesce(last_error, '')`,
    })
    .where('dead_at', 'is not', null)
    .where('order_id', '=', (eb) => eb.selectFrom('orders').select('id').where('public_id', '=', orderPublicId))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
