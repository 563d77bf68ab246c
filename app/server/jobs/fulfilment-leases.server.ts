import { processDueFulfilmentJobs, type FulfilmentServices } from '~/modules/fulfilment/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { ImageStorage } from '~/services/storage/types.ts'
import { logger } from '~/lib/logger.server.ts'
import { loggedFailure } from '~/lib/transient-error.ts'

/**
 * How often each instance that works jobs looks for fulfilment jobs whose runner's lease lapsed: a
 * sixth of the lease, at most 5 s. With the 30 s lease a submission whose process died, or lost the
 * database, is taken over within about 35 s (of its last heartbeat, or of the database's return).
 * The sweep runs them itself rather than through the queue, so a queue run left active by a dead
 * process cannot hold them back; for the same reason it also runs jobs overdue by a whole lease that
 * no runner ever claimed (the order was paid while the queue's one active run was a dead process's).
 */
export const fulfilmentSweepEveryMs = (leaseSeconds: number) => Math.min(5_000, Math.max(100, (leaseSeconds * 1000) / 6))

/** Sweeps until stopped; answers the function that stops it. */
export function startFulfilmentLeaseSweep(
  db: DB,
  fulfilment: FulfilmentServices,
  storage: ImageStorage,
  leaseSeconds: number,
): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    processDueFulfilmentJobs(db, fulfilment, storage, { leaseSeconds, lapsedOnly: true })
      .catch((error) => logger.warn(loggedFailure(error), 'fulfilment leases not checked'))
      .finally(() => (running = false))
  }, fulfilmentSweepEveryMs(leaseSeconds))
  timer.unref()
  return () => clearInterval(timer)
}
