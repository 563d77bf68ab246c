import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'

export interface DeadFulfilmentJob {
  orderPublicId: string
  action: 'submit' | 'cancel'
  attempts: number
  lastError: string | null
  deadAt: Date
}

/** Outbox jobs that failed for good, newest first: what the operator must look at. */
export async function listDeadFulfilmentJobs(db: DB, limit = 100): Promise<DeadFulfilmentJob[]> {
  const rows = await db
    .selectFrom('fulfilment_jobs as j')
    .innerJoin('orders as o', 'o.id', 'j.order_id')
    .select(['o.public_id', 'j.action', 'j.attempts', 'j.last_error', 'j.dead_at'])
    .where('j.dead_at', 'is not', null)
    .orderBy('j.dead_at', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    orderPublicId: row.public_id,
    action: row.action,
    attempts: row.attempts,
    lastError: row.last_error,
    deadAt: new Date(row.dead_at!),
  }))
}

/**
 * Puts a dead job back in the outbox, due now with a fresh count (after someone fixed the address or
 * the product). Returns false when the order has no dead job.
 */
export async function reviveFulfilmentJob(db: DB, orderPublicId: string): Promise<boolean> {
  const result = await db
    .updateTable('fulfilment_jobs')
    .set({ dead_at: null, attempts: 0, next_attempt_at: sql<Date>`now()`, locked_until: null })
    .where('dead_at', 'is not', null)
    .where('order_id', '=', (eb) => eb.selectFrom('orders').select('id').where('public_id', '=', orderPublicId))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
