import { CompiledQuery } from 'kysely'
import { rawSqlExecutor } from '#db/connect.ts'
import { setDesignJobDispatcher } from '~/modules/design-job/index.server.ts'
import { deleteFilesOfDeletedDesigns, setDesignFileSweepDispatcher } from '~/modules/design/index.server.ts'
import { unfinishedJobIds } from '~/modules/design-job/index.server.ts'
import { runDeliveredJob, runDepsOf } from '~/modules/design-job/index.server.ts'
import { processDueFulfilmentJobs, refreshOpenOrders, setFulfilmentDispatcher } from '~/modules/fulfilment/index.server.ts'
import { DEFAULT_LEASE_SECONDS, nextOutboxDueInSeconds } from '~/modules/fulfilment/index.server.ts'
import { deleteExpiredOidcPayloads } from '~/platform/identity/oidc-store.server.ts'
import { deleteExpiredIdempotencyKeys } from '~/platform/idempotency/idempotency.server.ts'
import { sendDueHoldEmails, sendDueOrderEmails } from '~/modules/order/index.server.ts'
import { reconcilePayments } from '~/modules/order/index.server.ts'
import { setPayoutReconcileDispatcher } from '~/modules/payout/index.server.ts'
import { reconcilePayouts } from '~/modules/payout/index.server.ts'
import { getPayoutSender } from '~/services/payouts/payouts.server.ts'
import { getPaymentProcessor } from '~/services/payments/payments.server.ts'
import { getTaxService } from '~/services/tax/index.server.ts'
import { getEmailService } from '~/services/email/index.server.ts'
import { JobQueue } from '~/services/queue/queue.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { JobServices } from '~/web/load-context.ts'
import { isDatabaseConnectionError, logBackgroundFailure } from '../database-outage.server.ts'
import { logger } from '~/lib/logger.server.ts'
import { setQueueDepthSource } from '../metrics.server.ts'
import { startLeaseSweep } from './design-leases.server.ts'
import { startFulfilmentLeaseSweep } from './fulfilment-leases.server.ts'
import { WebhookPump } from './webhook-pump.server.ts'
import { observeJobRun, requestMeta, timeDesignGeneration } from './observe.server.ts'
import { getConfig, webhookLocalUrlsAllowed } from '~/lib/config.server.ts'
import { setWebhookDispatcher } from '~/modules/webhook/index.server.ts'
import { DEFAULT_RETRY_SCHEDULE, parseRetrySchedule } from '~/modules/webhook/index.ts'
import {
  designJobKey,
  generationExpirySeconds,
  JOB_DEFINITIONS,
  OUTBOX_KEYS,
  RECEIPT_KEYS,
  STATUS_SYNC_KEY,
  WEBHOOK_KEYS,
  type StoreJobs,
} from './definitions.ts'

export type StoreQueue = JobQueue<StoreJobs>

/** How often open orders are polled while some are open (offline orders move on a clock). */
const STATUS_SYNC_EVERY_SECONDS = 5
/** Outbox runs chained sooner than the minute clock when a retry falls due before it. */
const OUTBOX_CHAIN_MAX_SECONDS = 60
/**
 * How often an idle generation worker looks for waiting design jobs. A job queued here wakes this
 * instance's workers at once; this bounds the wait for one queued by an instance with no free worker
 * (or none at all), and for a retry after a delivery that died.
 */
const GENERATION_POLL_SECONDS = 1
/**
 * How often an idle worker of a quiet queue looks for a job: the reconciles, the clean-ups and the
 * webhook kick, which a clock fills every 10–60 minutes, a kick sent in this process wakes at once
 * (JobQueue.send), and another process's kick may wait this long for. The webhook kick only wakes
 * this process's pump, which looks for due deliveries itself every IDLE_POLL_MS. Each poll is a
 * query: at pg-boss's 2 s, these five workers made an idle store's most frequent ones.
 */
const QUIET_POLL_SECONDS = 10

/**
 * Who hears about orders the printer holds: the operators' addresses (ADMIN_EMAILS), or the store's
 * own sender address (MAIL_FROM) when none is listed.
 */
function operatorRecipients(config: { ADMIN_EMAILS: string; MAIL_FROM: string }): string[] {
  const listed = config.ADMIN_EMAILS.split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  if (listed.length) return listed
  const from = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim()
  return from ? [from] : []
}

/** Each working queue's webhook pump, stopped with it. */
const webhookPumps = new WeakMap<StoreQueue, WebhookPump>()

/** Each working queue's lease sweeps (design jobs, fulfilment jobs), stopped with it. */
const leaseSweeps = new WeakMap<StoreQueue, (() => void)[]>()

/** Runs raw SQL inside a Kysely transaction (pg-boss's insert then commits or rolls back with it). */
const transactionExecutor = (trx: DB) => async (text: string, values?: unknown[]) =>
  trx.executeQuery(CompiledQuery.raw(text, values ?? []))

/**
 * Starts the store's job queue on `db`. Every instance sends jobs (kicks after an order commits);
 * `work: true` also runs them here. The clock is pg-boss's cron (once a minute across all
 * instances); runs chain their next run sooner when work falls due before the next tick.
 */
/**
 * Starts the job queue, and its workers when `work`. The jobs take the process's database,
 * fulfilment services, storage, image generator and upload review policy (the store's,
 * app/server/load-context.server.ts).
 */
export async function startJobs(
  services: JobServices,
  { work, leaseSeconds }: { work: boolean; leaseSeconds?: number },
): Promise<StoreQueue> {
  const { db, fulfilment, storage } = services
  const config = getConfig()
  const queue = new JobQueue<StoreJobs>({
    execute: rawSqlExecutor(db),
    definitions: {
      ...JOB_DEFINITIONS,
      'design.generate': { ...JOB_DEFINITIONS['design.generate'], expireInSeconds: generationExpirySeconds(config) },
    },
    onError: (error) => logBackgroundFailure(error, 'job queue error'),
    isTransient: isDatabaseConnectionError,
    maintenanceIntervalSeconds: config.JOB_MAINTENANCE_SECONDS,
    runLeaseSeconds: config.JOB_LEASE_SECONDS,
    onTakeover: (run) => logger.warn({ queue: run.name, job: run.id }, 'job run taken over: its process stopped renewing it'),
    // Logs and metrics: a job carries the id of the request that sent it, and its runs are timed.
    onSend: requestMeta,
    around: observeJobRun,
  })
  await queue.start()
  setQueueDepthSource(() => queue.depths())
  // A design job's run is queued with its row; this instance's idle generation workers start it at once.
  setDesignJobDispatcher({
    enqueue: async (trx, jobId) => {
      await queue.send('design.generate', { jobId }, { singletonKey: designJobKey(jobId), executor: transactionExecutor(trx) })
    },
    wake: () => queue.notifyIdle('design.generate'),
  })
  // Called after an order commits or an operator refunds one: its printing (or cancel) and its e-mails.
  setFulfilmentDispatcher(async () => {
    await queue.send('fulfilment.outbox', {}, { singletonKey: OUTBOX_KEYS.kick })
    await queue.send('order.receipts', {}, { singletonKey: RECEIPT_KEYS.kick })
  })
  // Called when PayPal's webhooks say a payout changed.
  setPayoutReconcileDispatcher(async () => {
    await queue.send('payouts.reconcile', {}, { singletonKey: 'webhook' })
  })
  // Called when an event is queued for webhook endpoints, inside its transaction: the run exists
  // once the event commits, so it never looks before the deliveries are there.
  setWebhookDispatcher(async (trx) => {
    await queue.send('webhooks.deliver', {}, { singletonKey: WEBHOOK_KEYS.kick, executor: transactionExecutor(trx) })
  })
  // Called after a design is deleted: its pictures leave storage.
  setDesignFileSweepDispatcher(async () => {
    await queue.send('designs.delete-files', {}, { singletonKey: 'kick' })
  })
  if (!work) return queue

  // Each call is one worker drawing one design at a time: GENERATION_CONCURRENCY at once here.
  for (let i = 0; i < config.GENERATION_CONCURRENCY; i++) {
    await queue.work(
      'design.generate',
      ({ jobId }) => timeDesignGeneration(() => runDeliveredJob(db, jobId, runDepsOf(services))),
      {
        pollingIntervalSeconds: GENERATION_POLL_SECONDS,
      },
    )
  }
  // A design job whose process died is taken over once its lease runs out (not at the queue's expiry).
  // So is a fulfilment job whose runner died or lost the database (its heartbeat stopped).
  leaseSweeps.set(queue, [
    startLeaseSweep(db, queue),
    startFulfilmentLeaseSweep(db, fulfilment, storage, leaseSeconds ?? DEFAULT_LEASE_SECONDS),
  ])
  await queueUnlistedDesignJobs(db, queue).catch((error) =>
    logger.error({ err: error }, 'unfinished design jobs could not be queued'),
  )
  await queue.work('fulfilment.outbox', async () => {
    await processDueFulfilmentJobs(db, fulfilment, storage, { leaseSeconds })
    const dueIn = await nextOutboxDueInSeconds(db)
    if (dueIn !== null && dueIn < OUTBOX_CHAIN_MAX_SECONDS) {
      await queue.send('fulfilment.outbox', {}, { singletonKey: OUTBOX_KEYS.timer, startAfterSeconds: Math.max(1, dueIn) })
    }
  })
  const webhookOptions = {
    schedule: config.WEBHOOK_RETRY_SCHEDULE
      ? (parseRetrySchedule(config.WEBHOOK_RETRY_SCHEDULE) ?? DEFAULT_RETRY_SCHEDULE)
      : DEFAULT_RETRY_SCHEDULE,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    allowPrivate: webhookLocalUrlsAllowed(config),
  }
  // Webhooks go out side by side from this process's pump; the queue's kicks (an event queued
  // anywhere) and its minute clock only wake it.
  const pump = new WebhookPump(db, webhookOptions)
  webhookPumps.set(queue, pump)
  pump.wake()
  await queue.work('webhooks.deliver', async () => pump.wake(), { pollingIntervalSeconds: QUIET_POLL_SECONDS })
  await queue.work('fulfilment.status-sync', async () => {
    await refreshOpenOrders(db, fulfilment)
    await queue.send(
      'fulfilment.status-sync',
      {},
      { singletonKey: STATUS_SYNC_KEY, startAfterSeconds: STATUS_SYNC_EVERY_SECONDS },
    )
  })
  await queue.work('order.receipts', async () => {
    const sent = await sendDueOrderEmails(db, fulfilment, getEmailService(), config.appUrl, (kind, orderId, error) =>
      logger.warn({ orderId, kind, err: error instanceof Error ? error.message : String(error) }, 'order e-mail not sent'),
    )
    if (sent.receipts + sent.shipped + sent.refunds + sent.delays > 0) logger.info(sent, 'order e-mails sent')
    const holds = await sendDueHoldEmails(db, getEmailService(), config.appUrl, operatorRecipients(config), (orderId, error) =>
      logger.warn({ orderId, err: error instanceof Error ? error.message : String(error) }, 'operator hold e-mail not sent'),
    )
    if (holds > 0) logger.info({ holds }, 'operator e-mails about held orders sent')
  })
  await queue.work(
    'payments.reconcile',
    async () => {
      const { checked, placed, failed } = await reconcilePayments(db, getTaxService(), fulfilment, getPaymentProcessor())
      if (placed.length > 0) logger.warn({ orders: placed }, 'orders placed for payments that had none')
      for (const failure of failed) logger.error(failure, 'a payment without an order could not be reconciled')
      if (checked > 0) logger.info({ checked, placed: placed.length, failed: failed.length }, 'payments reconciled')
    },
    { pollingIntervalSeconds: QUIET_POLL_SECONDS },
  )
  await queue.work(
    'payouts.reconcile',
    async () => {
      const { batches, paid, returned, unclaimed, failed } = await reconcilePayouts(db, getPayoutSender())
      for (const failure of failed) logger.error(failure, 'a payout batch could not be reconciled with PayPal')
      if (returned.length > 0)
        logger.warn({ payouts: returned }, 'payouts came back from PayPal; their commission is unpaid again')
      if (batches > 0)
        logger.info({ batches, paid: paid.length, returned: returned.length, unclaimed: unclaimed.length }, 'payouts reconciled')
    },
    { pollingIntervalSeconds: QUIET_POLL_SECONDS },
  )
  await queue.work(
    'identity.cleanup',
    async () => {
      const deleted = await deleteExpiredOidcPayloads(db)
      if (deleted > 0) logger.info({ deleted }, 'expired sign-in state deleted')
      // API idempotency keys are kept 24 hours (ADR 102).
      const keys = await deleteExpiredIdempotencyKeys(db)
      if (keys > 0) logger.info({ deleted: keys }, 'expired idempotency keys deleted')
    },
    { pollingIntervalSeconds: QUIET_POLL_SECONDS },
  )
  await queue.work(
    'designs.delete-files',
    async () => {
      const { deleted, waiting } = await deleteFilesOfDeletedDesigns(db, storage)
      if (deleted.length > 0) logger.info({ designs: deleted }, 'files of deleted designs deleted from storage')
      if (waiting.length > 0) logger.info({ designs: waiting }, 'files of deleted designs kept until their orders are fulfilled')
    },
    { pollingIntervalSeconds: QUIET_POLL_SECONDS },
  )
  await queue.every('identity.cleanup', '17 * * * *', {}, { singletonKey: 'hourly' })
  await queue.every('designs.delete-files', '41 * * * *', {}, { singletonKey: 'timer' })
  await queue.every('payments.reconcile', '*/10 * * * *', {}, { singletonKey: 'timer' })
  await queue.every('payouts.reconcile', '*/30 * * * *', {}, { singletonKey: 'timer' })
  await queue.every('fulfilment.outbox', '* * * * *', {}, { singletonKey: OUTBOX_KEYS.timer })
  await queue.every('fulfilment.status-sync', '* * * * *', {}, { singletonKey: STATUS_SYNC_KEY })
  await queue.every('order.receipts', '* * * * *', {}, { singletonKey: RECEIPT_KEYS.timer })
  await queue.every('webhooks.deliver', '* * * * *', {}, { singletonKey: WEBHOOK_KEYS.timer })
  // Start now rather than at the first cron tick.
  await queue.send('fulfilment.outbox', {}, { singletonKey: OUTBOX_KEYS.timer })
  await queue.send('fulfilment.status-sync', {}, { singletonKey: STATUS_SYNC_KEY })
  return queue
}

/**
 * Queues the design jobs left unfinished without a queue entry: made by a process that ran them
 * itself (no queue started), or by a version that ran them without the queue. Those with an entry
 * waiting, retrying or running are left to it.
 */
async function queueUnlistedDesignJobs(db: DB, queue: StoreQueue) {
  const ids = await unfinishedJobIds(db)
  const pending = await queue.pendingKeys('design.generate', ids.map(designJobKey))
  const unlisted = ids.filter((id) => !pending.has(designJobKey(id)))
  for (const jobId of unlisted) await queue.send('design.generate', { jobId }, { singletonKey: designJobKey(jobId) })
  if (unlisted.length > 0) logger.info({ jobs: unlisted.length }, 'unfinished design jobs queued')
}

/** Stops kicks going to the queue and lets running jobs finish within `timeoutMs`. */
export async function stopJobs(queue: StoreQueue, timeoutMs: number): Promise<void> {
  setFulfilmentDispatcher(null)
  setPayoutReconcileDispatcher(null)
  setWebhookDispatcher(null)
  for (const stop of leaseSweeps.get(queue) ?? []) stop()
  // Design jobs created by requests still in flight keep going to the queue (another instance's
  // workers run them) until it has stopped. Webhook attempts in flight finish (each bounded by its
  // timeout) so their outcome is recorded rather than sent again after their lease.
  await Promise.all([queue.stop(timeoutMs), webhookPumps.get(queue)?.stop(timeoutMs)])
  setDesignJobDispatcher(null)
  setQueueDepthSource(null)
}
