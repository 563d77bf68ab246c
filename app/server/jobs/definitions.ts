import { MAX_JOB_ATTEMPTS } from '~/modules/design-job/index.ts'
import type { JobDefinition } from '~/services/queue/queue.server.ts'

/**
 * Every kind of background job the store runs, with its payload. A new kind (a design generation,
 * a print file to render) is one entry here, one in JOB_DEFINITIONS, and a handler in jobs.server.ts;
 * per-entity jobs are sent with `singletonKey: '<kind>:<id>'` so a repeated request queues one job.
 */
export interface StoreJobs {
  /** Runs the fulfilment outbox: submissions and cancels that are due. */
  'fulfilment.outbox': Record<string, never>
  /** Asks providers about open orders (one poller at a time across all instances). */
  'fulfilment.status-sync': Record<string, never>
  /**
   * Sends the order e-mails that are due: receipts, shipped notices, refunds. A kick's run and the
   * clock's may overlap; each e-mail is claimed before its send, so it goes out once.
   */
  'order.receipts': Record<string, never>
  /** Places the order of a payment that succeeded without one (a crash between payment and order). */
  'payments.reconcile': Record<string, never>
  /** Asks PayPal what became of sent payouts; money that came back is unpaid again. */
  'payouts.reconcile': Record<string, never>
  /** Deletes the built-in sign-in provider's expired sessions, codes and tokens, and expired API idempotency keys. */
  'identity.cleanup': Record<string, never>
  /** Sends the outgoing webhooks that are due (each delivery row carries its attempts and backoff, ADR 130). */
  'webhooks.deliver': Record<string, never>
  /** Deletes the stored pictures of deleted designs (ADR 133); the designs table is its to-do list. */
  'designs.delete-files': Record<string, never>
  /** Draws one design job (a row of design_jobs, which holds its state); sent with DESIGN_JOB_KEY. */
  'design.generate': { jobId: string }
}

export type StoreJobName = keyof StoreJobs

export const JOB_DEFINITIONS: { [Name in StoreJobName]: JobDefinition } = {
  // Sweeps are `stately`: at most one waiting and one running per key across every instance. Each
  // outbox row carries its own attempts, backoff and dead state (ADR 090); the queue's retries only
  // cover a run that failed as a whole (the database was unreachable).
  'fulfilment.outbox': {
    policy: 'stately',
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // A run handles at most 20 jobs, each under a minute of provider calls.
    expireInSeconds: 15 * 60,
  },
  'fulfilment.status-sync': {
    policy: 'stately',
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 10 * 60,
  },
  'order.receipts': {
    policy: 'stately',
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // At most 20 messages, each bounded by the SMTP timeout.
    expireInSeconds: 10 * 60,
  },
  'payments.reconcile': {
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: true,
    // At most 50 payments, each one processor call bounded by its timeout.
    expireInSeconds: 15 * 60,
  },
  'payouts.reconcile': {
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 120,
    retryBackoff: true,
    // At most 20 batches, each a few PayPal calls bounded by their timeout.
    expireInSeconds: 15 * 60,
  },
  'identity.cleanup': {
    policy: 'stately',
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 5 * 60,
  },
  // A sweep like the outbox: each delivery row has its own retry schedule; the queue's retries only
  // cover a run that failed as a whole.
  'webhooks.deliver': {
    policy: 'stately',
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // A run sends at most 20 deliveries, each bounded by WEBHOOK_TIMEOUT_MS (at most a minute).
    expireInSeconds: 25 * 60,
  },
  // A storage outage fails the run; the queue retries it with backoff, and the hourly clock after that.
  'designs.delete-files': {
    policy: 'stately',
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // At most 50 designs, each a few storage calls bounded by their timeout.
    expireInSeconds: 15 * 60,
  },
  // One job per design job, `stately` on its key so a repeated send while it waits queues nothing.
  // Every delivery starts the row again (attempts + 1); the row fails once it has been started
  // MAX_JOB_ATTEMPTS times, so the queue must deliver once more than that (retryLimit counts the
  // deliveries after the first): the last one marks a job that crashed every time as failed instead
  // of leaving it running.
  'design.generate': {
    policy: 'stately',
    retryLimit: MAX_JOB_ATTEMPTS,
    retryDelaySeconds: 2,
    retryBackoff: true,
    // Replaced at start by generationExpirySeconds(config): the slowest generation plus a margin.
    expireInSeconds: 5 * 60,
  },
}

/** The key a design job's queue entry is sent with: one waiting entry per design job. */
export const designJobKey = (jobId: string) => `design:${jobId}`

/** Time after the image service's own timeout for moderation, mockups of the partial pictures and saving. */
const GENERATION_MARGIN_SECONDS = 120

/**
 * How long a delivery of `design.generate` may run before the queue presumes its process dead and
 * delivers it again: the configured override, else the OpenAI timeout plus a margin. Shorter than a
 * real generation and a live instance's run would be taken over (wasted, though never saved twice).
 */
export function generationExpirySeconds(config: { OPENAI_TIMEOUT_MS: number; GENERATION_EXPIRE_SECONDS?: number }): number {
  if (config.GENERATION_EXPIRE_SECONDS) return config.GENERATION_EXPIRE_SECONDS
  return Math.ceil(config.OPENAI_TIMEOUT_MS / 1000) + GENERATION_MARGIN_SECONDS
}

/** Sweep keys: kicks after an order commits and the clock each have their slot, so a waiting timer
 * run never delays a new order. */
export const OUTBOX_KEYS = { kick: 'kick', timer: 'timer' } as const
export const STATUS_SYNC_KEY = 'poller'
export const RECEIPT_KEYS = { kick: 'kick', timer: 'timer' } as const
export const WEBHOOK_KEYS = { kick: 'kick', timer: 'timer' } as const
