import { sql, type Transaction } from 'kysely'
import type { Database, FulfilmentJobAction } from '#db/schema.ts'
import { BLUEPRINT_ID, PRINT_PROVIDER_ID } from '~/modules/catalogue/catalogue.ts'
import type { FulfilmentOrder } from '~/services/fulfilment/fulfilment.ts'
import { FulfilmentError } from '~/services/fulfilment/fulfilment.ts'
import { getFulfilmentService } from '~/services/fulfilment/index.server.ts'
import { logger } from '~/server/logger.server.ts'
import { getDb, type DB } from '~/utils/db.server.ts'
import { singleton } from '~/utils/singleton.server.ts'
import {
  DEFAULT_ESTIMATED_DELIVERY,
  backoffDelayMs,
  fulfilmentStatusFromSnapshot,
  nextOrderStatus,
  orderStatusFromSnapshot,
  type FulfilmentSnapshot,
} from './status.ts'

// CONTRACT (owned by the fulfilment work, issue 5; called by the order work).
// Orders are committed together with a `fulfilment_jobs` row; the outbox below submits them to the
// print provider, retrying with backoff until it succeeds. A full refund after submission reopens the
// row as a cancel job (requestProviderCancel), which asks the provider to cancel its order (ADR 033).

/**
 * How long a claimed job is ours: far longer than one submission (a lookup, an upload per design and
 * a create, each cut off after 15 s), so a live runner never loses its job to another.
 */
const LEASE_SECONDS = 600
/** Jobs one run handles at most, so a backlog cannot keep a run (and the worker) busy forever. */
const MAX_JOBS_PER_RUN = 20

/**
 * Runs every due job, submissions and cancels alike; returns how many orders were submitted. Safe to
 * run concurrently.
 */
export async function processDueFulfilmentJobs(db: DB = getDb()): Promise<number> {
  let submitted = 0
  // One job at a time, so each lease covers only the provider call in hand.
  for (let run = 0; run < MAX_JOBS_PER_RUN; run++) {
    const [job] = await claimDueJobs(db, 1)
    if (!job) break
    if (job.action === 'cancel') await cancelJob(db, job.order_id, job.attempts)
    else if (await submitJob(db, job.order_id, job.attempts)) submitted++
  }
  return submitted
}

/**
 * Takes due jobs with a lease, in one statement: `FOR UPDATE SKIP LOCKED` keeps concurrent runners
 * (other requests, other processes) off the rows being claimed, and the lease keeps them off while we
 * submit. A runner that dies mid-submission loses its lease and the job is claimed again later;
 * the provider's idempotency (external_id lookup) makes that second submission harmless.
 */
async function claimDueJobs(db: DB, limit: number) {
  const result = await sql<{ order_id: number; attempts: number; action: FulfilmentJobAction }>`
    update fulfilment_jobs
    set locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where order_id in (
      select order_id from fulfilment_jobs
      where completed_at is null
        and next_attempt_at <= now()
        and (locked_until is null or locked_until < now())
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning order_id, attempts, action`.execute(db)
  return result.rows
}

/** Orders in these states are not sent to the provider if they have not been already. */
const NOT_TO_FULFIL = new Set(['refunded', 'canceled'])

/** A job reopened to cancel the provider's order, due now, with a fresh count of attempts. */
const CANCEL_DUE_NOW = {
  action: 'cancel',
  attempts: 0,
  next_attempt_at: sql<Date>`now()`,
  locked_until: null,
  last_error: null,
  completed_at: null,
} as const

const TOO_LATE_TO_CANCEL = 'The provider had already started printing; cancel it by hand'

/**
 * Has the outbox ask the provider to cancel this order, inside the caller's transaction (a full refund
 * of an order the provider already has). A job already cancelling, pending or done, is left as it is,
 * so a repeated refund never asks twice.
 */
export async function requestProviderCancel(trx: Transaction<Database>, orderId: number): Promise<void> {
  await trx
    .insertInto('fulfilment_jobs')
    .values({ order_id: orderId, ...CANCEL_DUE_NOW })
    .onConflict((oc) =>
      oc.column('order_id').doUpdateSet(CANCEL_DUE_NOW).where('fulfilment_jobs.action', '=', 'submit'),
    )
    .execute()
}

async function submitJob(db: DB, orderId: number, previousAttempts: number): Promise<boolean> {
  const order = await db
    .selectFrom('orders')
    .select([
      'id',
      'public_id',
      'status',
      'fulfilment_provider',
      'fulfilment_order_id',
      'shipping_address',
      'estimated_delivery',
    ])
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
    const service = getFulfilmentService(order.fulfilment_provider)
    if (!service)
      throw new FulfilmentError(`Fulfilment provider "${order.fulfilment_provider}" is not configured`, true)
    const submission = order.fulfilment_order_id
      ? { fulfilmentOrderId: order.fulfilment_order_id, alreadyExisted: true }
      : await service.submitOrder(await loadFulfilmentOrder(db, order))
    const refundedMeanwhile = await db.transaction().execute(async (trx) => {
      // A refund (refundOrderInTransaction) updates this same order row, so the row lock puts the two
      // transactions one after the other: a refund committed first shows in the status returned here,
      // and one committing after this sees fulfilment_order_id and asks for the cancel itself. Either
      // way exactly one of them turns the job into a cancel.
      const recorded = await trx
        .updateTable('orders')
        .set({
          fulfilment_order_id: submission.fulfilmentOrderId,
          fulfilment_status: 'submitted',
          estimated_delivery: order.estimated_delivery ?? DEFAULT_ESTIMATED_DELIVERY,
          fulfilment_synced_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', orderId)
        .where('fulfilment_order_id', 'is', null)
        .returning('status')
        .executeTakeFirst()
      if (recorded && NOT_TO_FULFIL.has(recorded.status)) {
        await trx
          .updateTable('fulfilment_jobs')
          .set({ ...CANCEL_DUE_NOW, submitted_at: sql<Date>`now()` })
          .where('order_id', '=', orderId)
          .execute()
        return true
      }
      await trx
        .updateTable('fulfilment_jobs')
        .set({
          completed_at: sql<Date>`now()`,
          locked_until: null,
          last_error: null,
          submitted_at: sql<Date>`coalesce(submitted_at, now())`,
        })
        .where('order_id', '=', orderId)
        // A job a refund already turned into a cancel stays open.
        .where('action', '=', 'submit')
        .execute()
      return false
    })
    logger.info(
      {
        orderId: order.public_id,
        provider: service.name,
        fulfilmentOrderId: submission.fulfilmentOrderId,
        alreadyExisted: submission.alreadyExisted,
      },
      refundedMeanwhile
        ? 'order submitted for fulfilment but refunded meanwhile; canceling it at the provider'
        : 'order submitted for fulfilment',
    )
    return true
  } catch (error) {
    await scheduleRetry(db, { orderId, publicId: order.public_id, action: 'submit', previousAttempts }, error)
    return false
  }
}

/**
 * Asks the provider to cancel the order of a refunded order. Canceled: recorded in
 * orders.fulfilment_status (orders.status stays 'refunded'). Too late: the job is completed with the
 * reason and a warning is logged, since only a person can still stop or write off the shirt.
 */
async function cancelJob(db: DB, orderId: number, previousAttempts: number): Promise<void> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('fulfilment_jobs as j', 'j.order_id', 'o.id')
    .select(['o.public_id', 'o.fulfilment_provider', 'o.fulfilment_order_id', 'j.submitted_at'])
    .where('o.id', '=', orderId)
    .executeTakeFirst()
  if (!order) return
  if (!order.fulfilment_order_id) {
    await completeJob(db, orderId, 'cancel', 'Not canceled: the order never reached the provider')
    return
  }
  const context = {
    orderId: order.public_id,
    provider: order.fulfilment_provider,
    fulfilmentOrderId: order.fulfilment_order_id,
  }
  try {
    const service = getFulfilmentService(order.fulfilment_provider)
    if (!service)
      throw new FulfilmentError(`Fulfilment provider "${order.fulfilment_provider}" is not configured`, true)
    const outcome = await service.cancelOrder({
      fulfilmentOrderId: order.fulfilment_order_id,
      publicId: order.public_id,
      submittedAt: order.submitted_at ?? new Date(),
    })
    if (outcome === 'too-late') {
      await completeJob(db, orderId, 'cancel', TOO_LATE_TO_CANCEL)
      logger.warn(context, `refunded order not canceled at the provider: ${TOO_LATE_TO_CANCEL}`)
      return
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set({ fulfilment_status: 'canceled', fulfilment_synced_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', orderId)
        .execute()
      await completeJob(trx, orderId, 'cancel', null)
    })
    logger.info(context, 'refunded order canceled at the provider')
  } catch (error) {
    await scheduleRetry(db, { orderId, publicId: order.public_id, action: 'cancel', previousAttempts }, error)
  }
}

/** Marks the job done, unless it has meanwhile been turned into another action. */
async function completeJob(
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

/** Releases a failed job to be tried again after the backoff; from the fifth failure it logs an error. */
async function scheduleRetry(
  db: DB,
  job: { orderId: number; publicId: string; action: FulfilmentJobAction; previousAttempts: number },
  error: unknown,
) {
  const message = error instanceof Error ? error.message : String(error)
  const attempts = job.previousAttempts + 1
  const delayMs = backoffDelayMs(attempts)
  await db
    .updateTable('fulfilment_jobs')
    .set({
      attempts,
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${delayMs / 1000})`,
      locked_until: null,
      last_error: message.slice(0, 1000),
    })
    .where('order_id', '=', job.orderId)
    .execute()
  const level = attempts >= 5 ? 'error' : 'warn'
  logger[level](
    { orderId: job.publicId, attempts, retryInMs: delayMs, err: message },
    job.action === 'cancel' ? 'fulfilment cancel failed; will retry' : 'fulfilment submission failed; will retry',
  )
}

/** The order as the provider needs it: its items with their print details, in one query. */
async function loadFulfilmentOrder(
  db: DB,
  order: { id: number; public_id: string; shipping_address: FulfilmentOrder['address'] },
): Promise<FulfilmentOrder> {
  const items = await db
    .selectFrom('order_items as i')
    // A left join, so an item whose catalogue product went missing is still sent (as the shirt),
    // never silently dropped from the order.
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('designs as d', 'd.id', 'i.design_id')
    .select([
      'i.title',
      'i.sku',
      'i.quantity',
      'i.variant_id',
      'i.printify_product_id',
      'p.blueprint_id',
      'p.print_provider_id',
      'd.image_key',
    ])
    .where('i.order_id', '=', order.id)
    .orderBy('i.id')
    .execute()
  return {
    publicId: order.public_id,
    label: order.public_id,
    address: order.shipping_address,
    items: items.map((item) => ({
      title: item.title,
      sku: item.sku,
      quantity: item.quantity,
      variantId: item.variant_id,
      blueprintId: item.blueprint_id ?? BLUEPRINT_ID,
      printProviderId: item.print_provider_id ?? PRINT_PROVIDER_ID,
      printifyProductId: item.printify_product_id,
      imageKey: item.image_key,
    })),
  }
}

/**
 * Applies a provider report to an order: status only moves forward, tracking is kept once known.
 * Locks the order row so a webhook and a poll arriving together cannot interleave. Runs inside the
 * caller's transaction when given one.
 */
export async function applyFulfilmentSnapshot(
  db: DB | Transaction<Database>,
  orderId: number,
  snapshot: FulfilmentSnapshot,
): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => applyFulfilmentSnapshot(trx, orderId, snapshot))
  const order = await db
    .selectFrom('orders')
    .select(['status', 'fulfilment_status', 'tracking'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst()
  if (!order) return
  const status = nextOrderStatus(order.status, orderStatusFromSnapshot(snapshot))
  const fulfilmentStatus = fulfilmentStatusFromSnapshot(order.fulfilment_status, snapshot)
  const tracking = snapshot.shipment ?? order.tracking
  const changed =
    status !== order.status ||
    fulfilmentStatus !== order.fulfilment_status ||
    JSON.stringify(tracking) !== JSON.stringify(order.tracking)
  await db
    .updateTable('orders')
    .set({
      fulfilment_synced_at: sql<Date>`now()`,
      ...(changed
        ? {
            status,
            fulfilment_status: fulfilmentStatus,
            tracking: tracking ? JSON.stringify(tracking) : null,
            updated_at: sql<Date>`now()`,
          }
        : {}),
    })
    .where('id', '=', orderId)
    .execute()
}

/** Printify is asked about an order at most this often; webhooks bring news in between. */
const PRINTIFY_POLL_INTERVAL_SECONDS = 600
/** Offline orders move on a clock, so checking them costs nothing but a query. */
const OFFLINE_POLL_INTERVAL_SECONDS = 5

/** Refreshes the status of submitted, unfinished orders that are due a check; returns how many. */
export async function refreshOpenOrders(db: DB = getDb(), limit = 20): Promise<number> {
  const due = await db
    .selectFrom('orders as o')
    .innerJoin('fulfilment_jobs as j', 'j.order_id', 'o.id')
    .select(['o.id', 'o.public_id', 'o.fulfilment_provider', 'o.fulfilment_order_id', 'j.completed_at'])
    // Literal, not parameters, so the planner can match the partial index orders_open_fulfilment.
    .where(sql<boolean>`o.fulfilment_order_id is not null and o.status not in ('delivered', 'canceled', 'refunded')`)
    .where((eb) =>
      eb.or([
        eb('o.fulfilment_synced_at', 'is', null),
        eb.and([
          eb('o.fulfilment_provider', '=', 'printify'),
          eb(
            'o.fulfilment_synced_at',
            '<',
            sql<Date>`now() - make_interval(secs => ${PRINTIFY_POLL_INTERVAL_SECONDS})`,
          ),
        ]),
        eb.and([
          eb('o.fulfilment_provider', '<>', 'printify'),
          eb('o.fulfilment_synced_at', '<', sql<Date>`now() - make_interval(secs => ${OFFLINE_POLL_INTERVAL_SECONDS})`),
        ]),
      ]),
    )
    .orderBy('o.fulfilment_synced_at', (ob) => ob.asc().nullsFirst())
    .limit(limit)
    .execute()
  let refreshed = 0
  for (const order of due) {
    const service = getFulfilmentService(order.fulfilment_provider)
    if (!service) continue
    try {
      const snapshot = await service.getStatus({
        fulfilmentOrderId: order.fulfilment_order_id!,
        publicId: order.public_id,
        submittedAt: order.completed_at ?? new Date(),
      })
      await applyFulfilmentSnapshot(db, order.id, snapshot)
      refreshed++
    } catch (error) {
      // Try again next interval rather than on every tick.
      await db
        .updateTable('orders')
        .set({ fulfilment_synced_at: sql<Date>`now()` })
        .where('id', '=', order.id)
        .execute()
      logger.warn(
        { orderId: order.public_id, err: error instanceof Error ? error.message : String(error) },
        'fulfilment status refresh failed',
      )
    }
  }
  return refreshed
}

/** The order a provider's id belongs to, for webhooks. */
export async function findOrderIdByFulfilmentId(db: DB, provider: string, fulfilmentOrderId: string) {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('fulfilment_provider', '=', provider)
    .where('fulfilment_order_id', '=', fulfilmentOrderId)
    .executeTakeFirst()
  return row?.id ?? null
}

/** One background tick: submit what is due, then bring open orders up to date. */
export async function runFulfilmentWork(db: DB = getDb()) {
  await processDueFulfilmentJobs(db)
  await refreshOpenOrders(db)
}

/** Asks for a run soon, without waiting for it (called right after an order commits). */
export function kickFulfilment(): void {
  const state = singleton('fulfilment-kick', () => ({ scheduled: false, again: false }))
  if (state.scheduled) {
    state.again = true
    return
  }
  state.scheduled = true
  setImmediate(() => {
    processDueFulfilmentJobs()
      .catch((error) => logger.error({ err: error }, 'fulfilment run failed'))
      .finally(() => {
        state.scheduled = false
        if (state.again) {
          state.again = false
          kickFulfilment()
        }
      })
  })
}
