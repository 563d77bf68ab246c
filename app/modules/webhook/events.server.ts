import type { DB } from '~/lib/db.server.ts'
import type { WebhookEventData } from './event-payload.ts'
import type { WebhookEventType } from './webhook.ts'
import { newMessageId } from './signing.server.ts'
import { wakeWebhookSender } from './endpoints.server.ts'

// The one way an event reaches an account's endpoints: called by the modules where the thing
// happened, inside the transaction that makes it true. The event becomes one message (unique per
// account and event key, so an event recorded twice, by a webhook and a poll, say, is sent once) and
// one delivery per enabled endpoint of the account that wants that type.

export interface WebhookEvent {
  userId: number
  type: WebhookEventType
  /** What makes this event unique for the account, e.g. `order.paid:<order id>`. */
  key: string
  /** The payload's data, as the OpenAPI document states it (WebhookEventSchema). */
  data: WebhookEventData
  occurredAt?: Date
}

/** Queues the event; answers how many endpoints will receive it (0 when already queued or none wants it). */
export async function queueWebhookEvent(db: DB, event: WebhookEvent): Promise<number> {
  const endpoints = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'event_types'])
    .where('user_id', '=', event.userId)
    .where('enabled', '=', true)
    .execute()
  const wanted = endpoints.filter((endpoint) => endpoint.event_types.split(' ').includes(event.type))
  if (wanted.length === 0) return 0
  const id = newMessageId()
  // The payload of the Standard Webhooks specification: type, timestamp (when it happened), data.
  const body = JSON.stringify({ type: event.type, timestamp: (event.occurredAt ?? new Date()).toISOString(), data: event.data })
  const message = await db
    .insertInto('webhook_messages')
    .values({ id, user_id: event.userId, event_type: event.type, event_key: event.key, body })
    .onConflict((oc) => oc.columns(['user_id', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!message) return 0
  await db
    .insertInto('webhook_deliveries')
    .values(wanted.map((endpoint) => ({ endpoint_id: endpoint.id, message_id: id })))
    .onConflict((oc) => oc.columns(['message_id', 'endpoint_id']).doNothing())
    .execute()
  await wakeWebhookSender(db)
  return wanted.length
}
