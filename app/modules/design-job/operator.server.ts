import { logger } from '~/lib/logger.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { retryDeadDesignJob } from './dead.server.ts'
import { currentDesignJobDispatcher } from './dispatch.server.ts'
import { runDeliveredJob, runDepsOf, type DesignWork } from './run.server.ts'

/** The status a design job gets when an operator gives up on it: off the failed list, never retried. */
export const GIVEN_UP_STATUS = 410

/**
 * An operator gives up on a failed design job: it stays failed (the shopper already saw the failure)
 * with status 410 and the reason, which takes it off the list of jobs worth a retry. False for an id
 * that is not such a job.
 */
export async function giveUpDesignJob(db: DB, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return false
  const result = await db
    .updateTable('design_jobs')
    .set({ error_status: GIVEN_UP_STATUS, error_message: 'Given up by an operator' })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .where((eb) => eb.or([eb('error_status', 'is', null), eb('error_status', '>=', 500), eb('error_status', 'in', [408, 429])]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Puts a failed design job back in line from the console: queued through the server's job queue
 * when it has one, otherwise run in this process. False for an id that is not a failed job.
 */
export async function retryDesignJobNow(db: DB, work: DesignWork, id: string): Promise<boolean> {
  const dispatcher = currentDesignJobDispatcher()
  const retried = await retryDeadDesignJob(db, id, dispatcher ? dispatcher.enqueue : async () => {})
  if (!retried) return false
  if (dispatcher) dispatcher.wake()
  else
    setImmediate(() =>
      runDeliveredJob(db, id, runDepsOf(work)).catch((error) => logger.error({ err: error, job: id }, 'design job crashed')),
    )
  return true
}
