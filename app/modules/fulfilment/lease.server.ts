import { sql } from 'kysely'
import type { FulfilmentJobAction } from '#db/schema.ts'
import type { DB } from '~/lib/db.server.ts'
import { logger } from '~/lib/logger.server.ts'

// Outbox jobs are claimed with a heartbeat lease, as design jobs are (ADR 116, ADR 147). A claim
// sets `locked_until = now() + lease` and takes the next claim number; the runner renews the lease
// every sixth of it while it works. A lease that lapsed means its runner died, hung or lost the
// database: any runner may then claim the job again (a takeover), and the old runner's heartbeat and
// outcome writes, guarded by its claim number, no longer touch the row. Submitting again is harmless:
// the provider finds the order by our public id (Printify's external_id) and answers the same order.

/** How long a claim holds a job without a heartbeat: a runner that stops renewing loses it this soon. */
export const DEFAULT_LEASE_SECONDS = 30

/** A job in a runner's hands: its claim number guards every write the runner makes. */
export interface ClaimedFulfilmentJob {
  order_id: number
  attempts: number
  action: FulfilmentJobAction
  claim: number
  /** True when the claim took the job from a runner whose lease had lapsed. */
  takeover: boolean
}

/**
 * Takes due jobs with a lease, in one statement: `FOR UPDATE SKIP LOCKED` keeps concurrent runners
 * (other requests, other processes) off the rows being claimed, and the lease keeps them off while
 * the job is worked. `lapsedOnly` takes only jobs nobody is working on that the queue should have run
 * by now (the takeover sweep): those whose runner's lease lapsed, and those overdue by a whole lease
 * that no runner ever claimed (their queue run was left active by a process killed mid-run, and the
 * queue holds one active run per key until that run expires).
 */
export async function claimDueJobs(
  db: DB,
  { limit, leaseSeconds, lapsedOnly = false }: { limit: number; leaseSeconds: number; lapsedOnly?: boolean },
): Promise<ClaimedFulfilmentJob[]> {
  const lapsed = lapsedOnly
    ? sql`and (locked_until is not null or next_attempt_at < now() - make_interval(secs => ${leaseSeconds}))`
    : sql``
  const result = await sql<ClaimedFulfilmentJob>`
    update fulfilment_jobs j
    set locked_until = now() + make_interval(secs => ${leaseSeconds}),
        claims = j.claims + 1,
        takeovers = j.takeovers + due.lapsed::int
    from (
      select order_id, locked_until is not null as lapsed from fulfilment_jobs
      where completed_at is null
        and dead_at is null
        and next_attempt_at <= now()
        and (locked_until is null or locked_until < now())
        ${lapsed}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    ) due
    where j.order_id = due.order_id
    returning j.order_id, j.attempts, j.action, j.claims as claim, due.lapsed as takeover`.execute(db)
  return result.rows
}

/** Starts the claim's lease again from now; false when the job is no longer this claim's (finished, dead or taken over). */
export async function renewLease(db: DB, orderId: number, claim: number, leaseSeconds: number): Promise<boolean> {
  const result = await db
    .updateTable('fulfilment_jobs')
    .set({ locked_until: sql<Date>`now() + make_interval(secs => ${leaseSeconds})` })
    .where('order_id', '=', orderId)
    .where('claims', '=', claim)
    .where('completed_at', 'is', null)
    .where('dead_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** A held lease: renewed in the background until stopped, and checked before each provider call. */
export interface HeldLease {
  /** Renews now; false when the job is no longer ours (or the database cannot say so). */
  renew(): Promise<boolean>
  stop(): void
}

/**
 * Keeps a claim's lease alive while its runner works: renewed every sixth of the lease, so five
 * heartbeats may be lost (a slow database, a long pause) before the job can be taken over. The
 * heartbeat stops by itself once the job is no longer this claim's.
 */
export function holdLease(db: DB, job: ClaimedFulfilmentJob, leaseSeconds: number): HeldLease {
  let lost = false
  let beating = false
  const renew = async () => {
    if (lost) return false
    try {
      if (!(await renewLease(db, job.order_id, job.claim, leaseSeconds))) lost = true
      return !lost
    } catch (error) {
      // The database is away: the lease runs on and lapses if the outage outlasts it.
      logger.warn({ err: error, orderId: job.order_id }, 'fulfilment lease not renewed')
      return false
    }
  }
  const timer = setInterval(
    () => {
      if (beating) return
      beating = true
      void renew()
        .then((ours) => {
          if (!ours && lost) clearInterval(timer)
        })
        .finally(() => (beating = false))
    },
    Math.max(100, (leaseSeconds * 1000) / 6),
  )
  timer.unref()
  return { renew, stop: () => clearInterval(timer) }
}
