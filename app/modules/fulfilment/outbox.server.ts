import { sql, type Transaction } from 'kysely'
import type { Database } from '#db/schema.ts'
import { BLUEPRINT_ID, PRINT_PROVIDER_ID } from '~/modules/catalogue/index.ts'
import type { FulfilmentLineItem, FulfilmentOrder } from '~/services/fulfilment/fulfilment.ts'
import { FulfilmentError } from '~/services/fulfilment/fulfilment.ts'
import type { ImageStorage } from '~/services/storage/types.ts'
import { printArea, type PrintArea } from '~/modules/print/index.ts'
import { ensurePrintFile, UnprintableDesignError } from '~/modules/print/index.server.ts'
import { logger } from '~/lib/logger.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { cancelJob } from './cancel.server.ts'
import { holdUnsellableOrder } from './sale-check.server.ts'
import { recordOrderEvent } from '~/modules/order-events/index.server.ts'
import { CANCEL_DUE_NOW, NOT_TO_FULFIL, completeJob, recordFailure } from './job-state.server.ts'
import type { FulfilmentServices } from './services.ts'
import { DEFAULT_ESTIMATED_DELIVERY } from './status.ts'
import { claimDueJobs, DEFAULT_LEASE_SECONDS, holdLease, type ClaimedFulfilmentJob, type HeldLease } from './lease.server.ts'

// The fulfilment outbox. Orders are committed together with a `fulfilment_jobs` row; the outbox
// submits them to the print provider, retrying transient failures with backoff and marking permanent
// ones dead. A full refund after submission reopens the row as a cancel job (requestProviderCancel),
// which asks the provider to cancel its order (ADR 033). The job queue runs processDueFulfilmentJobs
// (ADR 090); the claim below keeps concurrent runs, from any instance, off each other's rows.

export { DEFAULT_LEASE_SECONDS } from './lease.server.ts'
/** Jobs one run handles at most, so a backlog cannot keep a run (and the worker) busy forever. */
export const MAX_JOBS_PER_RUN = 20

/**
 * Runs every due job, submissions and cancels alike; returns how many orders were submitted. Safe to
 * run concurrently. `lapsedOnly` runs only the jobs the takeover sweep takes (see claimDueJobs).
 * `fulfilment` finds each order's provider (the store's `fulfilment` service); `storage` holds the
 * designs the print files are made from, and the print files (the store's `storage`).
 */
export async function processDueFulfilmentJobs(
  db: DB,
  fulfilment: FulfilmentServices,
  storage: ImageStorage,
  { leaseSeconds = DEFAULT_LEASE_SECONDS, lapsedOnly = false }: { leaseSeconds?: number; lapsedOnly?: boolean } = {},
): Promise<number> {
  let submitted = 0
  // One job at a time, so each lease covers only the job in hand; its heartbeat runs while it is worked.
  for (let run = 0; run < MAX_JOBS_PER_RUN; run++) {
    const [job] = await claimDueJobs(db, { limit: 1, leaseSeconds, lapsedOnly })
    if (!job) break
    if (job.takeover)
      logger.warn({ orderId: job.order_id, claim: job.claim }, 'fulfilment job taken over: the lease of its runner lapsed')
    const lease = holdLease(db, job, leaseSeconds)
    try {
      if (job.action === 'cancel') await cancelJob(db, fulfilment, job.order_id, job.attempts)
      else if (await submitJob(db, fulfilment, storage, job, lease)) submitted++
    } finally {
      lease.stop()
    }
  }
  return submitted
}

/**
 * Has the outbox ask the provider to cancel this order, inside the caller's transaction (a full refund
 * of an order the provider already has). A job already cancelling, pending or done, is left as it is,
 * so a repeated refund never asks twice.
 */
export async function requestProviderCancel(trx: Transaction<Database>, orderId: number): Promise<void> {
  await trx
    .insertInto('fulfilment_jobs')
    .values({ order_id: orderId, ...CANCEL_DUE_NOW })
    .onConflict((oc) => oc.column('order_id').doUpdateSet(CANCEL_DUE_NOW).where('fulfilment_jobs.action', '=', 'submit'))
    .execute()
}

/**
 * One submission job: the order is created at the provider (unless an earlier attempt already recorded
 * its id), its id recorded, then it is released to production. A release that fails leaves the job open
 * with the id recorded, so the retry only releases it: the order is never created twice.
 */
async function submitJob(
  db: DB,
  fulfilment: FulfilmentServices,
  storage: ImageStorage,
  job: ClaimedFulfilmentJob,
  lease: HeldLease,
): Promise<boolean> {
  const orderId = job.order_id
  const order = await db
    .selectFrom('orders')
    .select(['id', 'public_id', 'status', 'fulfilment_provider', 'fulfilment_order_id', 'shipping_address', 'estimated_delivery'])
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (!order) return false
  if (!order.fulfilment_order_id && NOT_TO_FULFIL.has(order.status)) {
    // Refunded or canceled before it reached the provider: nothing is printed.
    await completeJob(db, orderId, 'submit', `Not submitted: the order is ${order.status}`)
    logger.info({ orderId: order.public_id, status: order.status }, 'fulfilment skipped')
    return false
  }
  try {
    const service = fulfilment.serviceFor(order.fulfilment_provider)
    if (!service) throw new FulfilmentError(`Fulfilment provider "${order.fulfilment_provider}" is not configured`, true)
    let fulfilmentOrderId = order.fulfilment_order_id
    let alreadyExisted = true
    if (!fulfilmentOrderId) {
      await holdUnsellableOrder(db, orderId)
      const fulfilmentOrder = await loadFulfilmentOrder(db, storage, order)
      // Making print files can take a while (a 300 DPI Watercolor print: 12–15 s of CPU): the job is
      // sent only if it is still ours, so a runner that was taken over meanwhile stops here.
      if (!(await lease.renew())) {
        logger.warn(
          { orderId: order.public_id },
          'submission not sent: its lease could not be renewed (taken over, or the database is away)',
        )
        return false
      }
      const submission = await service.submitOrder(fulfilmentOrder)
      fulfilmentOrderId = submission.fulfilmentOrderId
      alreadyExisted = submission.alreadyExisted
      const refundedMeanwhile = await recordSubmission(db, order, fulfilmentOrderId)
      if (refundedMeanwhile) {
        logger.info(
          { orderId: order.public_id, provider: service.name, fulfilmentOrderId, alreadyExisted },
          'order submitted for fulfilment but refunded meanwhile; canceling it at the provider',
        )
        return true
      }
    }
    // A refund recorded since the provider's id was (requestProviderCancel made the job a cancel):
    // the order stays on hold, where the cancel can still reach it.
    const current = await db
      .selectFrom('orders as o')
      .innerJoin('fulfilment_jobs as j', 'j.order_id', 'o.id')
      .select(['o.status', 'j.action', 'j.submitted_at'])
      .where('o.id', '=', orderId)
      .executeTakeFirstOrThrow()
    if (NOT_TO_FULFIL.has(current.status) || current.action !== 'submit') return true
    const release = await service.releaseOrder({
      fulfilmentOrderId,
      publicId: order.public_id,
      submittedAt: current.submitted_at ?? new Date(),
    })
    await db.transaction().execute(async (trx) => {
      if (release === 'held') await recordOrderEvent(trx, orderId, 'awaiting_approval')
      await trx
        .updateTable('fulfilment_jobs')
        .set({
          completed_at: sql<Date>`now()`,
          locked_until: null,
          last_error: null,
          submitted_at: sql<Date>`coalesce(submitted_at, now())`,
        })
        .where('order_id', '=', orderId)
        // A job a refund already turned into a cancel stays open; one taken over is the new runner's.
        .where('action', '=', 'submit')
        .where('claims', '=', job.claim)
        .execute()
    })
    logger.info(
      { orderId: order.public_id, provider: service.name, fulfilmentOrderId, alreadyExisted, release },
      release === 'held'
        ? 'order submitted for fulfilment; on hold for the shop to approve at the provider'
        : 'order submitted for fulfilment',
    )
    return true
  } catch (error) {
    await recordFailure(
      db,
      { orderId, publicId: order.public_id, action: 'submit', previousAttempts: job.attempts, claim: job.claim },
      error,
    )
    return false
  }
}

/**
 * Records the provider's order id, once; returns true when the order was refunded or canceled
 * meanwhile, in which case the job is left open as a cancel.
 */
async function recordSubmission(
  db: DB,
  order: { id: number; estimated_delivery: string | null },
  fulfilmentOrderId: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // A refund (refundOrderInTransaction) updates this same order row, so the row lock puts the two
    // transactions one after the other: a refund committed first shows in the status returned here,
    // and one committing after this sees fulfilment_order_id and asks for the cancel itself. Either
    // way exactly one of them turns the job into a cancel.
    const recorded = await trx
      .updateTable('orders')
      .set({
        fulfilment_order_id: fulfilmentOrderId,
        fulfilment_status: 'submitted',
        estimated_delivery: order.estimated_delivery ?? DEFAULT_ESTIMATED_DELIVERY,
        fulfilment_synced_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', order.id)
      .where('fulfilment_order_id', 'is', null)
      .returning('status')
      .executeTakeFirst()
    if (recorded) await recordOrderEvent(trx, order.id, 'submitted')
    if (recorded && NOT_TO_FULFIL.has(recorded.status)) {
      await trx
        .updateTable('fulfilment_jobs')
        .set({ ...CANCEL_DUE_NOW, submitted_at: sql<Date>`now()` })
        .where('order_id', '=', order.id)
        .execute()
      return true
    }
    // The job stays open (and leased) until the order is released to production.
    await trx
      .updateTable('fulfilment_jobs')
      .set({ submitted_at: sql<Date>`coalesce(submitted_at, now())` })
      .where('order_id', '=', order.id)
      .execute()
    return false
  })
}

/**
 * The order as the provider needs it: its items with their print details, in one query. Each line
 * printed from one of our designs carries the design's print file for the line's size, made now if
 * it is not stored yet (ADR 063), and recorded on the line.
 */
async function loadFulfilmentOrder(
  db: DB,
  storage: ImageStorage,
  order: { id: number; public_id: string; shipping_address: FulfilmentOrder['address'] },
): Promise<FulfilmentOrder> {
  const items = await db
    .selectFrom('order_items as i')
    // A left join, so an item whose catalogue product went missing is still sent (as the shirt),
    // never silently dropped from the order.
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('designs as d', 'd.id', 'i.design_id')
    .select([
      'i.id',
      'i.title',
      'i.sku',
      'i.size',
      'i.quantity',
      'i.variant_id',
      'i.printify_product_id',
      'p.blueprint_id',
      'p.print_provider_id',
      'd.id as design_id',
      'd.image_key',
    ])
    .where('i.order_id', '=', order.id)
    .orderBy('i.id')
    .execute()
  const lines: FulfilmentLineItem[] = []
  for (const item of items) {
    const blueprintId = item.blueprint_id ?? BLUEPRINT_ID
    const printFileKey =
      item.printify_product_id || !item.design_id || !item.image_key
        ? null
        : await printFileFor(
            db,
            storage,
            item.id,
            { id: item.design_id, imageKey: item.image_key },
            printArea(blueprintId, item.size),
          )
    lines.push({
      title: item.title,
      sku: item.sku,
      quantity: item.quantity,
      variantId: item.variant_id,
      blueprintId,
      printProviderId: item.print_provider_id ?? PRINT_PROVIDER_ID,
      printifyProductId: item.printify_product_id,
      imageKey: printFileKey,
      // Built for each submission: a bucket's presigned address lives long enough for the provider's
      // upload by URL, which fetches the file while we wait for its answer.
      imageUrl: printFileKey
        ? ((await storage.directUrl(printFileKey, { publicFile: false, contentType: 'image/png' }))?.url ??
          storage.publicUrl(printFileKey))
        : null,
    })
  }
  return { publicId: order.public_id, label: order.public_id, address: order.shipping_address, items: lines }
}

/** The line's print file (made if missing) and recorded on the line; a design that cannot be printed is a permanent failure. */
async function printFileFor(
  db: DB,
  storage: ImageStorage,
  itemId: number,
  design: { id: number; imageKey: string },
  area: PrintArea,
) {
  let key: string
  try {
    key = await ensurePrintFile(design, area, { storage })
  } catch (error) {
    if (error instanceof UnprintableDesignError) throw new FulfilmentError(error.message, false)
    throw error
  }
  await db.updateTable('order_items').set({ print_file_key: key }).where('id', '=', itemId).execute()
  return key
}

/**
 * Seconds until the next open, living outbox job can be claimed (due, and its lease if any run out):
 * 0 if one can be now, null if none.
 */
export async function nextOutboxDueInSeconds(db: DB): Promise<number | null> {
  const row = await db
    .selectFrom('fulfilment_jobs')
    .select(
      sql<
        number | null
      >`extract(epoch from (min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now()))::float8`.as(
        'due_in',
      ),
    )
    .where('completed_at', 'is', null)
    .where('dead_at', 'is', null)
    .executeTakeFirst()
  if (row?.due_in === null || row?.due_in === undefined) return null
  return Math.max(0, Math.ceil(Number(row.due_in)))
}
