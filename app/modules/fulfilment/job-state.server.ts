// The outbox row's bookkeeping, shared by submission and cancellation.
import { sql, type Transaction } from 'kysely'
import type { Database, FulfilmentJobAction } from '#db/schema.ts'
import { logger } from '~/lib/logger.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { failureOutcome } from './failure-policy.ts'

/** Orders in these states are not sent to the provider if they have not been already. */
export const NOT_TO_FULFIL = new Set(['refunded', 'canceled'])

/** A job reopened to cancel the provider's order, due now, with a fresh count of attempts. */
export const CANCEL_DUE_NOW = {
  action: 'cancel',
  attempts: 0,
  takeovers: 0,
  next_attempt_at: sql<Date>`now()`,
  locked_until: null,
  last_error: null,
  completed_at: null,
  dead_at: null,
} as const

/** Marks the job done, unless it has meanwhile been turned into another action. */
export async function completeJob(
  db: DB | Transaction<Database>,
  orderId: number,
  action: FulfilmentJobAction,
  note: string | null,
) {
  await db
    .updateTable('fulfilment_jobs')
    .set({ completed_at: sql<Date>`now()`, locked_until: null, last_error: note })
    .where('order_id', '=', orderId)
    .where('action', '=', action)
    .execute()
}

/**
 * Records a failed attempt: a transient failure is released to be tried again after the backoff; a
 * permanent one (or the last allowed try) marks the job dead, logged as an error for the operator
 * (listDeadFulfilmentJobs shows it; reviveFulfilmentJob tries again).
 */
export async function recordFailure(
  db: DB,
  job: { orderId: number; publicId: string; action: FulfilmentJobAction; previousAttempts: number; claim?: number },
  error: unknown,
) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
  const outcome = failureOutcome(error, job.previousAttempts)
  const what = job.action === 'cancel' ? 'fulfilment cancel' : 'fulfilment submission'
  if (outcome.kind === 'dead') {
    await db
      .updateTable('fulfilment_jobs')
      .set({ attempts: outcome.attempts, locked_until: null, last_error: message, dead_at: sql<Date>`now()` })
      .where('order_id', '=', job.orderId)
      .where('action', '=', job.action)
      .$if(job.claim !== undefined, (query) => query.where('claims', '=', job.claim!))
      .execute()
    logger.error(
      { orderId: job.publicId, attempts: outcome.attempts, reason: outcome.reason, err: message },
      `${what} failed for good; it needs a person (see the dead fulfilment jobs)`,
    )
    return
  }
  await db
    .updateTable('fulfilment_jobs')
    .set({
      attempts: outcome.attempts,
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${outcome.delayMs / 1000})`,
      locked_until: null,
      last_error: message,
    })
    .where('order_id', '=', job.orderId)
    .where('action', '=', job.action)
    // A runner that was taken over records nothing: the job is the new runner's.
    .$if(job.claim !== undefined, (query) => query.where('claims', '=', job.claim!))
    .execute()
  const level = outcome.attempts >= 5 ? 'error' : 'warn'
  logger[level](
    { orderId: job.publicId, attempts: outcome.attempts, retryInMs: outcome.delayMs, err: message },
    `${what} failed; will retry`,
  )
}
