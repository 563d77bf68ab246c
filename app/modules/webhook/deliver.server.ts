import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { sendWebhook, WebhookSendError, type WebhookAnswer } from '~/services/webhook-sender/sender.server.ts'
import { retryDelaySeconds } from './webhook.ts'
import { signedHeaders } from './signing.server.ts'

// Sends the deliveries that are due (ADR 130; side by side since ADR 147: each working process's
// WebhookPump keeps claiming as its slots free up). Each is claimed with a lease, so two instances
// never send one attempt twice, and at most MAX_IN_FLIGHT_PER_ENDPOINT go to one endpoint at once; each attempt is signed anew
// (its own webhook-timestamp) with the same webhook-id and body. A 2xx answer delivers it; anything
// else (another status, a timeout, a refused address) is a failed attempt retried on the schedule;
// 410 Gone disables the endpoint, as the Standard Webhooks specification advises.

export interface DeliveryOptions {
  /** Seconds before each retry (DEFAULT_RETRY_SCHEDULE unless configured). */
  schedule: readonly number[]
  timeoutMs: number
  /** Outside production: endpoints on loopback and private addresses are sent to. */
  allowPrivate: boolean
  /** At most this many deliveries per run. */
  batch?: number
}

/**
 * Attempts in flight at once to one endpoint, across every process: a slow or silent endpoint holds
 * at most this many sending slots, and the deliveries of every other endpoint go past it.
 */
export const MAX_IN_FLIGHT_PER_ENDPOINT = 2

/** A Retry-After longer than this is not waited for: the schedule's own delay applies. */
const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60

/** The advisory lock that puts claims one after the other, so the per-endpoint limit holds across processes. */
const CLAIM_LOCK = 130_147

/** How long a claimed attempt is ours: its timeout and a margin for recording the outcome. */
export const deliveryLeaseSeconds = (options: { timeoutMs: number }) => Math.ceil(options.timeoutMs / 1000) + 30

/**
 * Claims up to `count` due deliveries with a lease, oldest due first, never more than `perEndpoint`
 * in flight to one endpoint (counting the attempts other processes hold: a pending delivery whose
 * lease runs). Claims take a transaction-scoped advisory lock, so two claimers never both see a
 * free slot; a claimed row is skipped by every other claimer until its lease ends.
 */
export async function claimDueDeliveries(
  db: DB,
  {
    count,
    perEndpoint = MAX_IN_FLIGHT_PER_ENDPOINT,
    leaseSeconds,
  }: { count: number; perEndpoint?: number; leaseSeconds: number },
): Promise<number[]> {
  if (count <= 0) return []
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(trx)
    const { rows } = await sql<{ id: number }>`
      update webhook_deliveries d set lease_until = now() + make_interval(secs => ${leaseSeconds})
      from (
        select id from (
          select d2.id, d2.next_attempt_at,
            row_number() over (partition by d2.endpoint_id order by d2.next_attempt_at, d2.id) as place,
            (select count(*) from webhook_deliveries f
              where f.endpoint_id = d2.endpoint_id and f.status = 'pending' and f.lease_until >= now()) as in_flight
          from webhook_deliveries d2
          join webhook_endpoints e on e.id = d2.endpoint_id
          where d2.status = 'pending' and d2.next_attempt_at <= now() and e.enabled
            and (d2.lease_until is null or d2.lease_until < now())
        ) ranked
        where place + in_flight <= ${perEndpoint}
        order by next_attempt_at, id
        limit ${count}
      ) due
      where d.id = due.id
      returning d.id`.execute(trx)
    return rows.map((row) => row.id)
  })
}

function clip(text: string) {
  return text.length > 300 ? `${text.slice(0, 297)}...` : text
}

/**
 * Sends every delivery due now, side by side (within the per-endpoint limit), and waits for them;
 * answers how many were attempted. The worker's WebhookPump does the same continuously.
 */
export async function deliverDueWebhooks(db: DB, options: DeliveryOptions): Promise<number> {
  const leaseSeconds = deliveryLeaseSeconds(options)
  const ids = await claimDueDeliveries(db, { count: options.batch ?? 20, leaseSeconds })
  await Promise.all(ids.map((id) => deliverClaimed(db, id, options)))
  return ids.length
}

/** The secrets an attempt is signed with: the endpoint's, and the one it replaced until that expires (ADR 137). */
function signingSecrets(row: { secret: string; previous_secret: string | null; previous_secret_expires_at: Date | null }) {
  const previousValid =
    row.previous_secret && row.previous_secret_expires_at && row.previous_secret_expires_at.getTime() > Date.now()
  return previousValid ? [row.secret, row.previous_secret!] : [row.secret]
}

/** Sends one claimed delivery's attempt and records its outcome; never throws for the endpoint's failures. */
export async function deliverClaimed(db: DB, id: number, options: DeliveryOptions): Promise<void> {
  const row = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .innerJoin('webhook_messages as m', 'm.id', 'd.message_id')
    .select(['d.id', 'd.retry_step', 'd.message_id', 'm.body', 'e.id as endpoint_id', 'e.url', 'e.secret'])
    .select(['e.previous_secret', 'e.previous_secret_expires_at'])
    .where('d.id', '=', id)
    .executeTakeFirst()
  if (!row) return
  let answer: WebhookAnswer | null = null
  let error: string | null = null
  try {
    answer = await sendWebhook({
      url: row.url,
      body: row.body,
      headers: signedHeaders(signingSecrets(row), row.message_id, row.body),
      timeoutMs: options.timeoutMs,
      allowPrivate: options.allowPrivate,
    })
  } catch (failure) {
    error = clip(failure instanceof WebhookSendError || failure instanceof Error ? failure.message : String(failure))
  }
  const ok = answer !== null && answer.status >= 200 && answer.status < 300
  const common = {
    attempts: sql<number>`attempts + 1`,
    last_attempt_at: sql<Date>`now()`,
    last_status_code: answer?.status ?? null,
    lease_until: null,
  }
  if (ok) {
    await db
      .updateTable('webhook_deliveries')
      .set({ ...common, status: 'delivered', last_error: null, delivered_at: sql`now()`, next_attempt_at: null })
      .where('id', '=', id)
      .execute()
    return
  }
  // The error of an attempt that got no answer; an answer's status is in last_status_code.
  const lastError = error
  if (answer?.status === 410) {
    // The receiver says it wants no more: the endpoint is disabled until its owner enables it again.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('webhook_deliveries')
        .set({ ...common, status: 'failed', last_error: lastError, next_attempt_at: null })
        .where('id', '=', id)
        .execute()
      await trx
        .updateTable('webhook_endpoints')
        .set({ enabled: false, disabled_reason: 'The endpoint answered 410 Gone', updated_at: sql`now()` })
        .where('id', '=', row.endpoint_id)
        .execute()
    })
    return
  }
  const step = row.retry_step + 1
  const delay = retryDelaySeconds(options.schedule, step)
  const retryAfter = answer?.retryAfterSeconds ?? null
  const wait = delay === null ? null : Math.max(delay, retryAfter && retryAfter <= MAX_RETRY_AFTER_SECONDS ? retryAfter : 0)
  await db
    .updateTable('webhook_deliveries')
    .set({
      ...common,
      status: wait === null ? 'failed' : 'pending',
      retry_step: step,
      last_error: lastError,
      // Each period of the schedule starts when the preceding attempt failed (as Svix, the Standard
      // Webhooks authors, run it); the pump claims the retry as soon as it falls due.
      next_attempt_at: wait === null ? null : sql<Date>`now() + make_interval(secs => ${wait})`,
    })
    .where('id', '=', id)
    .execute()
}

/** Milliseconds until the next pending delivery that is not due yet falls due, or null when none waits. */
export async function nextWebhookFutureDueInMs(db: DB): Promise<number | null> {
  const { rows } = await sql<{ due_in: number | null }>`
    select extract(epoch from min(d.next_attempt_at) - now())::float8 * 1000 as due_in
    from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
    where d.status = 'pending' and e.enabled and d.next_attempt_at > now()`.execute(db)
  const dueIn = rows[0]?.due_in
  return dueIn === null || dueIn === undefined ? null : Math.max(0, Math.ceil(Number(dueIn)))
}
