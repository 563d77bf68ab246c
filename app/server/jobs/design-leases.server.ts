import { CompiledQuery } from 'kysely'
import { rawSqlExecutor } from '#db/connect.ts'
import { claimExpiredLeases } from '~/modules/design-job/index.server.ts'
import { JobQueue } from '~/services/queue/queue.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { logger } from '~/lib/logger.server.ts'
import { logBackgroundFailure } from '../database-outage.server.ts'
import { designJobKey, JOB_DEFINITIONS, type StoreJobs } from './definitions.ts'

type Queue = JobQueue<StoreJobs>

/**
 * How often each instance that works jobs looks for design jobs whose lease ran out. With leases of
 * LEASE_SECONDS (30 s) and a retry delay of a few seconds, a job whose process died runs again
 * within about 45 s.
 */
export const LEASE_SWEEP_EVERY_MS = 5_000

/**
 * Takes over the design jobs whose lease ran out: their running queue entry is failed now (instead
 * of at its expiry, minutes later), so the queue delivers it again to a live worker; one with no
 * entry left (its retries used up) gets a new one, and the row's own attempts decide whether it runs
 * again. Answers the ids taken over.
 */
export async function takeOverLostDesignJobs(db: DB, queue: Queue): Promise<string[]> {
  const ids = await claimExpiredLeases(db)
  for (const id of ids) {
    const key = designJobKey(id)
    await queue.failRunning('design.generate', key, 'its lease ran out: the process running it died or lost the database')
    if (!(await queue.pendingKeys('design.generate', [key])).has(key)) {
      await queue.send('design.generate', { jobId: id }, { singletonKey: key })
    }
    logger.warn({ job: id }, 'design job taken over: the lease of its run ran out')
  }
  if (ids.length > 0) queue.notifyIdle('design.generate')
  return ids
}

/** Sweeps every LEASE_SWEEP_EVERY_MS; answers the function that stops it. */
export function startLeaseSweep(db: DB, queue: Queue): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    takeOverLostDesignJobs(db, queue)
      .catch((error) => logBackgroundFailure(error, 'design job leases not checked', { level: 'warn' }))
      .finally(() => (running = false))
  }, LEASE_SWEEP_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Queues a design job's run from a process that works no jobs (the jobs:dead script), inside `trx`:
 * the entry exists exactly when the transaction commits, and a worker picks it up.
 */
export function designJobSender(db: DB) {
  const queue = new JobQueue<StoreJobs>({
    execute: rawSqlExecutor(db),
    definitions: JOB_DEFINITIONS,
    onError: (error) => logBackgroundFailure(error, 'job queue error'),
  })
  return async (trx: DB, jobId: string) => {
    await queue.send(
      'design.generate',
      { jobId },
      {
        singletonKey: designJobKey(jobId),
        executor: async (text, values) => trx.executeQuery(CompiledQuery.raw(text, values ?? [])),
      },
    )
  }
}
