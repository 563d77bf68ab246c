import type { Owner } from '~/modules/design/index.server.ts'
import { logger } from '~/lib/logger.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import { createDesignJob, type JobInput } from './design-job.server.ts'
import { runDeliveredJob, runDepsOf, type DesignWork } from './run.server.ts'

// Where a new design job's run goes. The server points it at the job queue (any instance's
// generation worker then runs it, each run at most once at a time); without one (tests and scripts
// that start no queue) the job runs in this process right away, with the queuer's storage and image generator.

export interface DesignJobDispatcher {
  /** Queues the job's run, inside the transaction that inserts its row. */
  enqueue: (trx: DB, jobId: string) => Promise<void>
  /** Called once that transaction committed: wakes this process's idle workers so the job starts now. */
  wake: () => void
}

const state = () => singleton('design-job-dispatch', () => ({ dispatcher: null as DesignJobDispatcher | null }))

export function setDesignJobDispatcher(dispatcher: DesignJobDispatcher | null): void {
  state().dispatcher = dispatcher
}

/** The dispatcher the server set, if any (the console's retry queues through it). */
export const currentDesignJobDispatcher = (): DesignJobDispatcher | null => state().dispatcher

/** Creates the job's row and queues its run; answers the job's id. */
export async function queueDesignJob(db: DB, work: DesignWork, owner: Owner, job: JobInput): Promise<string> {
  const dispatcher = state().dispatcher
  if (dispatcher) {
    const id = await createDesignJob(db, owner, job, dispatcher.enqueue)
    dispatcher.wake()
    return id
  }
  const id = await createDesignJob(db, owner, job)
  setImmediate(() => {
    runDeliveredJob(db, id, runDepsOf(work)).catch((error) => logger.error({ err: error, job: id }, 'design job crashed'))
  })
  return id
}
