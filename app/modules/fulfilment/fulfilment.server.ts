// The fulfilment module's entry point. By concern:
// - outbox.server.ts: submitting paid orders to the print provider (and turning refunds into cancels);
// - cancel.server.ts: asking the provider to cancel a refunded order;
// - status-sync.server.ts: following orders the provider has (polls and webhooks);
// - lease.server.ts: claiming jobs on heartbeat leases, and taking over a runner's whose lease lapsed;
// - dead-jobs.server.ts: jobs that failed for good or are stuck, for the operator;
// - kick.server.ts: asking for an outbox run after an order commits;
// - status.ts, failure-policy.ts: the pure rules (status machine, backoff, error classes).
import type { DB } from '~/lib/db.server.ts'
import type { ImageStorage } from '~/services/storage/types.ts'
import type { FulfilmentServices } from './services.ts'
import { processDueFulfilmentJobs } from './outbox.server.ts'
import { refreshOpenOrders } from './status-sync.server.ts'

export { processDueFulfilmentJobs, requestProviderCancel } from './outbox.server.ts'
export { applyFulfilmentSnapshot, findOrderIdByFulfilmentId, refreshOpenOrders } from './status-sync.server.ts'
export {
  listDeadFulfilmentJobs,
  listStuckFulfilmentJobs,
  reviveFulfilmentJob,
  type DeadFulfilmentJob,
  type StuckFulfilmentJob,
} from './dead-jobs.server.ts'
export { kickFulfilment, runKickedFulfilmentHere, setFulfilmentDispatcher } from './kick.server.ts'
export type { FulfilmentServices } from './services.ts'

/** Submits what is due, then brings open orders up to date (what one worker tick used to do). */
export async function runFulfilmentWork(db: DB, fulfilment: FulfilmentServices, storage: ImageStorage) {
  await processDueFulfilmentJobs(db, fulfilment, storage)
  await refreshOpenOrders(db, fulfilment)
}
