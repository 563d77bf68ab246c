import { z } from '~/lib/zod.ts'
import { DELIVERY_STATUSES, EVENT_TYPES } from '~/modules/webhook/index.ts'
import { idSchema, nextCursorSchema, nullableString } from './shared.ts'

// The answers of the Webhooks area (ADR 130): an account's outgoing webhook endpoints, their delivery
// logs and redelivery.

export const eventType = z.enum(EVENT_TYPES)

const WebhookEndpointSchema = z.looseObject({
  id: idSchema,
  url: z.string().describe('https://, on the public internet'),
  description: nullableString,
  eventTypes: z.array(eventType),
  enabled: z.boolean(),
  disabledReason: nullableString.describe('Why the store disabled it (the endpoint answered 410 Gone); null otherwise'),
  createdAt: z.string(),
  updatedAt: z.string(),
})

const WebhookDeliverySchema = z.looseObject({
  id: idSchema,
  messageId: z.string().describe('The webhook-id header: the same on every attempt and redelivery'),
  eventType,
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.int().min(0),
  lastStatusCode: z.int().nullable().describe('The endpoint’s last HTTP status; null when it did not answer'),
  lastError: nullableString.describe(
    'Why the last attempt got no answer, e.g. "timed out after 15000 ms"; null when it got one (see lastStatusCode)',
  ),
  lastAttemptAt: nullableString,
  nextAttemptAt: nullableString.describe('When the next retry goes; null unless pending'),
  deliveredAt: nullableString,
  createdAt: z.string(),
})

/** GET /api/webhook-endpoints: the caller's endpoints. */
export const WebhookEndpointListAnswer = z.looseObject({ endpoints: z.array(WebhookEndpointSchema) })

/** POST /api/webhook-endpoints (201): the endpoint and its secret, answered this once. */
export const WebhookEndpointCreatedAnswer = z.looseObject({
  endpoint: WebhookEndpointSchema,
  secret: z.string().describe('whsec_…: verify every delivery with it; never shown again'),
})

/** GET and PATCH /api/webhook-endpoints/{id}. */
export const WebhookEndpointAnswer = z.looseObject({ endpoint: WebhookEndpointSchema })

/** GET /api/webhook-endpoints/{id}/deliveries: a page of the delivery log. */
export const WebhookDeliveryListAnswer = z.looseObject({
  deliveries: z.array(WebhookDeliverySchema),
  nextCursor: nextCursorSchema,
})

/** POST /api/webhook-endpoints/{id}/rotate-secret: the new secret, answered this once. */
export const SecretRotatedAnswer = z.looseObject({
  endpoint: WebhookEndpointSchema,
  secret: z.string().describe('whsec_…: the new secret; never shown again'),
  previousSecretExpiresAt: z.string().describe('Until then the replaced secret also signs each attempt'),
})

/** POST /api/webhook-endpoints/{id}/deliveries/{deliveryId}/redeliver (202). */
export const RedeliveryAnswer = z.looseObject({ delivery: WebhookDeliverySchema })
