import { webhookLocalUrlsAllowed } from '~/lib/config.server.ts'
import { parseRowId } from '~/lib/row-id.ts'
import { findWebhookEndpoint, type WebhookDelivery, type WebhookEndpoint } from '~/modules/webhook/index.server.ts'
import { webhookEndpointPatchSchema, webhookEndpointSchema } from '~/modules/webhook/index.ts'
import type { StoreServices } from './load-context.ts'
import { problem } from './problem.server.ts'

// What the tokens page and the /api/webhook-endpoints routes share (ADR 130): the endpoint schema
// with this server's URL rule, the JSON shapes, and the 404 for an endpoint that is not the caller's.

/** Whether endpoints may be http:// and local (outside production only, or a declared trial). */
export function allowLocalWebhookUrls({ config }: Pick<StoreServices, 'config'>) {
  return webhookLocalUrlsAllowed(config)
}

export function endpointSchema(services: Pick<StoreServices, 'config'>) {
  return webhookEndpointSchema({ allowLocal: allowLocalWebhookUrls(services) })
}

export function endpointPatchSchema(services: Pick<StoreServices, 'config'>) {
  return webhookEndpointPatchSchema({ allowLocal: allowLocalWebhookUrls(services) })
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

/**
 * A delivery's log entry, the one mapping behind the API's JSON and the tokens page: its times as
 * `time` writes them (an absent attempt or delivery time stays null).
 */
export function deliveryEntry(delivery: WebhookDelivery, time: (value: Date) => string) {
  const at = (value: Date | null) => (value ? time(value) : null)
  return {
    id: delivery.id,
    messageId: delivery.messageId,
    eventType: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    lastAttemptAt: at(delivery.lastAttemptAt),
    nextAttemptAt: at(delivery.nextAttemptAt),
    deliveredAt: at(delivery.deliveredAt),
    createdAt: time(delivery.createdAt),
  }
}

/** A delivery as /api/webhook-endpoints sends it: times in ISO 8601. */
export function deliveryJson(delivery: WebhookDelivery) {
  return deliveryEntry(delivery, (value) => value.toISOString())
}

export const endpointNotFound = () =>
  problem({ status: 404, code: 'webhook_endpoint_not_found', detail: 'Webhook endpoint not found' })

/** The caller's endpoint named in the URL, or throws the 404 problem (also for another account's). */
export async function endpointOrThrow({ db }: Pick<StoreServices, 'db'>, userId: number, id: string | undefined) {
  const endpointId = parseRowId(id)
  const endpoint = endpointId ? await findWebhookEndpoint(db, userId, endpointId) : null
  if (!endpoint) throw endpointNotFound()
  return endpoint
}
