import { getConfig, webhookLocalUrlsAllowed } from '~/lib/config.server.ts'
import { parseRowId } from '~/lib/row-id.ts'
import { findWebhookEndpoint, type WebhookDelivery, type WebhookEndpoint } from '~/modules/webhook/index.server.ts'
import { webhookEndpointPatchSchema, webhookEndpointSchema } from '~/modules/webhook/index.ts'
import { getDb } from '~/lib/db.server.ts'
import { problem } from './problem.server.ts'

// What the tokens page and the /api/webhook-endpoints routes share (ADR 130): the endpoint schema
// with this server's URL rule, the JSON shapes, and the 404 for an endpoint that is not the caller's.

/** Whether endpoints may be http:// and local (outside production only, or a declared trial). */
export function allowLocalWebhookUrls() {
  return webhookLocalUrlsAllowed(getConfig())
}

export function endpointSchema() {
  return webhookEndpointSchema({ allowLocal: allowLocalWebhookUrls() })
}

export function endpointPatchSchema() {
  return webhookEndpointPatchSchema({ allowLocal: allowLocalWebhookUrls() })
}

export function endpointJson(endpoint: WebhookEndpoint) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
  }
}

const iso = (value: Date | null) => (value ? value.toISOString() : null)

export function deliveryJson(delivery: WebhookDelivery) {
  return {
    id: delivery.id,
    messageId: delivery.messageId,
    eventType: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    lastAttemptAt: iso(delivery.lastAttemptAt),
    nextAttemptAt: iso(delivery.nextAttemptAt),
    deliveredAt: iso(delivery.deliveredAt),
    createdAt: delivery.createdAt.toISOString(),
  }
}

export const endpointNotFound = () =>
  problem({ status: 404, code: 'webhook_endpoint_not_found', detail: 'Webhook endpoint not found' })

/** The caller's endpoint named in the URL, or throws the 404 problem (also for another account's). */
export async function endpointOrThrow(userId: number, id: string | undefined) {
  const endpointId = parseRowId(id)
  const endpoint = endpointId ? await findWebhookEndpoint(getDb(), userId, endpointId) : null
  if (!endpoint) throw endpointNotFound()
  return endpoint
}
