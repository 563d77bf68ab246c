import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import type { Keyset, KeysetPage } from '~/platform/keyset/keyset.ts'
import { newestFirstPage } from '~/platform/keyset/keyset.server.ts'
import {
  formatEventTypes,
  MAX_ENDPOINTS,
  parseEventTypes,
  type DeliveryStatus,
  type WebhookEndpointInput,
  type WebhookEventType,
  type WebhookEndpointPatch,
} from './webhook.ts'
import { newEndpointSecret } from './signing.server.ts'

// An account's webhook endpoints and their delivery log. Every query is scoped by the owner: another
// account's endpoint is not found.

export interface WebhookEndpoint {
  id: number
  url: string
  description: string | null
  eventTypes: WebhookEventType[]
  enabled: boolean
  disabledReason: string | null
  createdAt: Date
  updatedAt: Date
}

export interface WebhookDelivery {
  id: number
  messageId: string
  eventType: WebhookEventType
  status: DeliveryStatus
  attempts: number
  lastStatusCode: number | null
  lastError: string | null
  lastAttemptAt: Date | null
  nextAttemptAt: Date | null
  deliveredAt: Date | null
  createdAt: Date
}

const ENDPOINT_COLUMNS = [
  'id',
  'url',
  'description',
  'event_types',
  'enabled',
  'disabled_reason',
  'created_at',
  'updated_at',
] as const

function endpointOf(row: {
  id: number
  url: string
  description: string | null
  event_types: string
  enabled: boolean
  disabled_reason: string | null
  created_at: Date
  updated_at: Date
}): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: parseEventTypes(row.event_types),
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export async function listWebhookEndpoints(db: DB, userId: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
  return rows.map(endpointOf)
}

export async function findWebhookEndpoint(db: DB, userId: number, id: number): Promise<WebhookEndpoint | null> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? endpointOf(row) : null
}

/** A new endpoint and its secret (the only time the secret is answered), or the refusal at the limit. */
export async function createWebhookEndpoint(
  db: DB,
  userId: number,
  input: WebhookEndpointInput,
): Promise<{ ok: true; endpoint: WebhookEndpoint; secret: string } | { ok: false; message: string }> {
  return db.transaction().execute(async (trx) => {
    // One account's creations queue behind each other, so the limit holds under concurrent requests.
    await sql`select pg_advisory_xact_lock(hashtext('webhook-endpoints'), ${userId})`.execute(trx)
    const { count } = await trx
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    if (Number(count) >= MAX_ENDPOINTS) {
      return { ok: false as const, message: `You can have at most ${MAX_ENDPOINTS} webhook endpoints` }
    }
    const secret = newEndpointSecret()
    const row = await trx
      .insertInto('webhook_endpoints')
      .values({
        user_id: userId,
        url: input.url,
        description: input.description,
        event_types: formatEventTypes(input.eventTypes),
        secret,
        enabled: input.enabled ?? true,
      })
      .returning(ENDPOINT_COLUMNS)
      .executeTakeFirstOrThrow()
    return { ok: true as const, endpoint: endpointOf(row), secret }
  })
}

export async function updateWebhookEndpoint(
  db: DB,
  userId: number,
  id: number,
  patch: WebhookEndpointPatch,
): Promise<WebhookEndpoint | null> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set({
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.eventTypes !== undefined ? { event_types: formatEventTypes(patch.eventTypes) } : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled, disabled_reason: null } : {}),
      updated_at: sql`now()`,
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirst()
  return row ? endpointOf(row) : null
}

/** Deletes the endpoint and its delivery log; false when the account has no such endpoint. */
export async function deleteWebhookEndpoint(db: DB, userId: number, id: number): Promise<boolean> {
  const row = await db
    .deleteFrom('webhook_endpoints')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst()
  return Boolean(row)
}

/** What a delivery log entry shows, from a delivery (d) and its message (m). */
const DELIVERY_COLUMNS = [
  'd.id',
  'd.message_id',
  'm.event_type',
  'd.status',
  'd.attempts',
  'd.last_status_code',
  'd.last_error',
  'd.last_attempt_at',
  'd.next_attempt_at',
  'd.delivered_at',
  'd.created_at',
] as const

function deliveriesOf(db: DB, endpointId: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_messages as m', 'm.id', 'd.message_id')
    .select(DELIVERY_COLUMNS)
    .where('d.endpoint_id', '=', endpointId)
}

type DeliveryRow = Awaited<ReturnType<ReturnType<typeof deliveriesOf>['executeTakeFirstOrThrow']>>

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.message_id,
    // The columns are text; the store writes only its event types and statuses into them.
    eventType: row.event_type as WebhookEventType,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
  }
}

/**
 * The latest deliveries of each of the account's endpoints, newest first (at most `perEndpoint`
 * each), keyed by endpoint id: one query however many endpoints the account has.
 */
export async function recentWebhookDeliveries(db: DB, userId: number, perEndpoint = 10): Promise<Map<number, WebhookDelivery[]>> {
  const ranked = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .innerJoin('webhook_messages as m', 'm.id', 'd.message_id')
    .select([
      'd.endpoint_id',
      ...DELIVERY_COLUMNS,
      sql<number>`row_number() over (partition by d.endpoint_id order by d.created_at desc, d.id desc)`.as('place'),
    ])
    .where('e.user_id', '=', userId)
  const rows = await db
    .selectFrom(ranked.as('r'))
    .selectAll()
    .where('place', '<=', perEndpoint)
    .orderBy('endpoint_id')
    .orderBy('place')
    .execute()
  const byEndpoint = new Map<number, WebhookDelivery[]>()
  for (const row of rows) {
    const list = byEndpoint.get(row.endpoint_id) ?? []
    list.push(deliveryOf(row))
    byEndpoint.set(row.endpoint_id, list)
  }
  return byEndpoint
}

/**
 * One keyset page of the endpoint's delivery log, newest first by (created_at, id), with the cursor
 * that goes on after it; null when the endpoint is not the account's.
 */
export async function pageWebhookDeliveries(
  db: DB,
  userId: number,
  endpointId: number,
  page: KeysetPage,
  list: string,
): Promise<Keyset<WebhookDelivery> | null> {
  if (!(await findWebhookEndpoint(db, userId, endpointId))) return null
  const { items, nextCursor } = await newestFirstPage(deliveriesOf(db, endpointId), {
    table: 'd',
    list,
    page,
    toItem: deliveryOf,
  })
  return { items, nextCursor }
}

/** How long a rotated-out signing secret still signs deliveries beside the new one. */
const PREVIOUS_SECRET_HOURS = 24

/**
 * A new signing secret for the endpoint (answered this once); the one it replaces keeps signing
 * beside it for PREVIOUS_SECRET_HOURS, so the receiver can switch without refusing a delivery. A
 * rotation within that time drops the older one. Null when the endpoint is not the account's.
 */
export async function rotateWebhookSecret(
  db: DB,
  userId: number,
  endpointId: number,
): Promise<{ endpoint: WebhookEndpoint; secret: string; previousSecretExpiresAt: Date } | null> {
  const secret = newEndpointSecret()
  const row = await db
    .updateTable('webhook_endpoints')
    .set({
      previous_secret: sql<string>`secret`,
      previous_secret_expires_at: sql<Date>`now() + make_interval(hours => ${PREVIOUS_SECRET_HOURS})`,
      secret,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', endpointId)
    .where('user_id', '=', userId)
    .returning([...ENDPOINT_COLUMNS, 'previous_secret_expires_at'])
    .executeTakeFirst()
  if (!row) return null
  return { endpoint: endpointOf(row), secret, previousSecretExpiresAt: row.previous_secret_expires_at! }
}

/**
 * Sends the delivery again now with the same webhook-id (the receiver's idempotency key), whatever
 * became of it, and starts its retry schedule over. Null when it is not one of the account's.
 */
export async function redeliverWebhook(
  db: DB,
  userId: number,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDelivery | null> {
  const row = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', retry_step: 0, next_attempt_at: sql`now()`, lease_until: null })
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', endpointId)
    .where('endpoint_id', 'in', (eb) => eb.selectFrom('webhook_endpoints').select('id').where('user_id', '=', userId))
    .returning('id')
    .executeTakeFirst()
  if (!row) return null
  await wakeWebhookSender(db)
  const delivery = await deliveriesOf(db, endpointId).where('d.id', '=', row.id).executeTakeFirst()
  return delivery ? deliveryOf(delivery) : null
}

/** What sends due deliveries at once (set by the job queue); without it the minute clock does. */
type WebhookDispatcher = (db: DB) => Promise<void>
// Process-wide, like the other dispatchers: the server and the app's build may hold two copies of this module.
const state = () => singleton('webhook-dispatch', () => ({ dispatcher: null as WebhookDispatcher | null }))

export function setWebhookDispatcher(next: WebhookDispatcher | null) {
  state().dispatcher = next
}

/** Asks the job queue to send due deliveries; on `db` a transaction, the request exists once it commits. */
export async function wakeWebhookSender(db: DB) {
  await state().dispatcher?.(db)
}
