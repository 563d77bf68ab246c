import type { Generated } from 'kysely'
import type { Timestamp, NullableTimestamp } from './columns.ts'

/** An account's outgoing webhook endpoint (migration 0220, ADR 130). */
export interface WebhookEndpointsTable {
  id: Generated<number>
  user_id: number
  url: string
  description: string | null
  /** Space-separated event types, e.g. "order.paid order.shipped". */
  event_types: string
  /** The signing secret, whsec_ and base64 (Standard Webhooks); shown once, kept to sign with. */
  secret: string
  /** The secret before the last rotation: it signs beside `secret` until `previous_secret_expires_at` (migration 0250). */
  previous_secret: string | null
  previous_secret_expires_at: NullableTimestamp
  enabled: Generated<boolean>
  /** Why the store disabled it (the endpoint answered 410 Gone), null when enabled or disabled by its owner. */
  disabled_reason: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

/** One event of an account as sent to its endpoints: its webhook-id and the exact body signed. */
export interface WebhookMessagesTable {
  /** msg_…: the webhook-id header, the same on every attempt. */
  id: string
  user_id: number
  event_type: string
  /** What makes the event unique for its account (e.g. "order.paid:42"): recorded once. */
  event_key: string
  body: string
  created_at: Timestamp
}

/** A message's delivery to one endpoint: the delivery log. */
export interface WebhookDeliveriesTable {
  id: Generated<number>
  endpoint_id: number
  message_id: string
  /** pending, delivered or failed (retries used up, or the endpoint is gone). */
  status: Generated<string>
  attempts: Generated<number>
  /** The place in the retry schedule; redelivery starts it again. */
  retry_step: Generated<number>
  next_attempt_at: NullableTimestamp
  lease_until: NullableTimestamp
  last_attempt_at: NullableTimestamp
  last_status_code: number | null
  last_error: string | null
  delivered_at: NullableTimestamp
  created_at: Timestamp
}
