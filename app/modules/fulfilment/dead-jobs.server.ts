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
    .set({ dead_at: null, attempts: 0, takeovers: 0, next_attempt_at: sql<Date>`now()`, locked_until: null })
    .where('dead_at', 'is not', null)
    .where('order_id', '=', (eb) => eb.selectFrom('orders').select('id').where('public_id', '=', orderPublicId))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** A living job the runners are not getting through: its lease lapsed long ago, it failed or was taken over again and again, or it has been due a long time. */
export const STUCK = {
  /** A lapsed lease is taken over within a minute; one lapsed longer means no runner is sweeping. */
  lapsedSeconds: 60,
  /** Failed attempts (each retried with backoff) before the job is listed while it keeps trying. */
  attempts: 5,
  /** Takeovers: the runs of this job keep dying (a crash, a hang) before they record anything. */
  takeovers: 3,
  /** Due this long without a runner taking it: the job queue is not running the outbox. */
  dueMinutes: 10,
} as const

export type StuckReason = 'lease lapsed' | 'retried too often' | 'taken over too often' | 'waiting too long'

export interface StuckFulfilmentJob {
  orderPublicId: string
  action: 'submit' | 'cancel'
  attempts: number
  takeovers: number
  reasons: StuckReason[]
  lastError: string | null
  dueSince: Date
}

/** Open (neither done nor dead) outbox jobs that are stuck, longest due first: listed for the operator beside the dead ones. */
export async function listStuckFulfilmentJobs(db: DB, limit = 100): Promise<StuckFulfilmentJob[]> {
  const rows = await db
    .selectFrom('fulfilment_jobs as j')
    .innerJoin('orders as o', 'o.id', 'j.order_id')
    .select(['o.public_id', 'j.action', 'j.attempts', 'j.takeovers', 'j.last_error', 'j.next_attempt_at'])
    .select(sql<boolean>`j.locked_until < now() - make_interval(secs => ${STUCK.lapsedSeconds})`.as('lapsed'))
    .select(
      sql<boolean>`j.next_attempt_at < now() - make_interval(mins => ${STUCK.dueMinutes}) and (j.locked_until is null or j.locked_until < now())`.as(
        'waiting',
      ),
    )
    .where('j.completed_at', 'is', null)
    .where('j.dead_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('j.locked_until', '<', sql<Date>`now() - make_interval(secs => ${STUCK.lapsedSeconds})`),
        eb('j.attempts', '>=', STUCK.attempts),
        eb('j.takeovers', '>=', STUCK.takeovers),
        eb.and([
          eb('j.next_attempt_at', '<', sql<Date>`now() - make_interval(mins => ${STUCK.dueMinutes})`),
          eb.or([eb('j.locked_until', 'is', null), eb('j.locked_until', '<', sql<Date>`now()`)]),
        ]),
      ]),
    )
    .orderBy('j.next_attempt_at')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    orderPublicId: row.public_id,
    action: row.action,
    attempts: row.attempts,
    takeovers: row.takeovers,
    reasons: [
      ...(row.lapsed ? (['lease lapsed'] as const) : []),
      ...(row.attempts >= STUCK.attempts ? (['retried too often'] as const) : []),
      ...(row.takeovers >= STUCK.takeovers ? (['taken over too often'] as const) : []),
      ...(row.waiting ? (['waiting too long'] as const) : []),
    ],
    lastError: row.last_error,
    dueSince: new Date(row.next_attempt_at),
  }))
}
