import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import type { ClaimedJob } from './claimed-job.ts'

// A running design job holds a lease (design_jobs.lease_until) that the process running it renews
// every few seconds. A lease that ran out means that process died, hung or lost the database: any
// instance's sweep then takes the job over (its queue entry is failed and delivered again, and the
// new delivery starts the row with attempts + 1, so the old run can never save its design).

/** The process running a job renews its lease this often. */
export const HEARTBEAT_EVERY_MS = 5_000
/** A lease lasts this long from its last renewal: six missed heartbeats. */
export const LEASE_SECONDS = 30

/** The SQL for "a lease from now". */
export const leaseFromNow = () => sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})`

/** Renews this attempt's lease; false when the job is no longer this attempt's (finished or taken over). */
export async function renewLease(db: DB, job: ClaimedJob): Promise<boolean> {
  const result = await db
    .updateTable('design_jobs')
    .set({ lease_until: leaseFromNow() })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempt)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Claims the running jobs whose lease ran out (a row started before leases existed counts from its
 * start) and answers their ids. Claiming renews the lease: of several instances sweeping at once
 * exactly one claims each job (the row lock serialises the updates and the loser's condition no
 * longer holds), and the job is looked at again only if its next delivery has not started within a
 * lease.
 */
export async function claimExpiredLeases(db: DB): Promise<string[]> {
  const rows = await db
    .updateTable('design_jobs')
    .set({ lease_until: leaseFromNow() })
    .where('status', '=', 'running')
    .where(sql<boolean>`coalesce(lease_until, started_at + make_interval(secs => ${LEASE_SECONDS})) < now()`)
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}
