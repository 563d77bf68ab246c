import { EVENT_TYPES, WebhookEventSchema, webhookEndpointPatchSchema, webhookEndpointSchema } from '~/modules/webhook/index.ts'
import {
  RedeliveryAnswer,
  SecretRotatedAnswer,
  WebhookDeliveryListAnswer,
  WebhookEndpointAnswer,
  WebhookEndpointCreatedAnswer,
  WebhookEndpointListAnswer,
} from '../api-answers/webhook-endpoints.ts'
import { idParam, json, ok, output, pageParams, type JsonSchema, type Paths } from './shared.ts'

// The Webhooks area (ADR 130): an account's outgoing webhook endpoints, their delivery logs and
// redelivery (answers in app/web/api-answers/webhook-endpoints.ts); and, as components, the events the
// store POSTs to them (Standard Webhooks; its schema is the webhook module's, which the modules write through).

const endpointParam = idParam('id', 'The endpoint’s id')
const notFound = { description: 'No endpoint of yours with this id (`webhook_endpoint_not_found`)' }

export function webhookEndpointPaths(): Paths {
  const create = webhookEndpointSchema({ allowLocal: false })
  const patch = webhookEndpointPatchSchema({ allowLocal: false })
  return {
    '/api/webhook-endpoints': {
      get: {
        summary: 'Your webhook endpoints',
        security: 'user',
        responses: { '200': ok(WebhookEndpointListAnswer) },
      },
      post: {
        idempotent: true,
        security: 'user',
        summary: 'Add a webhook endpoint; its signing secret is answered this once',
        description:
          'The URL must be https:// on the public internet (private and loopback addresses are refused, also when a name resolves to one at sending time). A token needs the `webhooks` scope.',
        requestBody: json(create),
        responses: {
          '201': ok(WebhookEndpointCreatedAnswer, 'Created'),
          '400': { description: 'Invalid endpoint (`validation_failed`: url, eventTypes, description)' },
          '409': { description: 'At most 10 endpoints per account (`webhook_endpoint_limit`)' },
        },
      },
    },
    '/api/webhook-endpoints/{id}': {
      get: {
        summary: 'One of your webhook endpoints',
        security: 'user',
        parameters: [endpointParam],
        responses: { '200': ok(WebhookEndpointAnswer), '404': notFound },
      },
      patch: {
        summary: 'Change an endpoint’s url, eventTypes, description or enabled',
        security: 'user',
        parameters: [endpointParam],
        requestBody: json(patch),
        responses: {
          '200': ok(WebhookEndpointAnswer),
          '400': { description: 'Invalid change (`validation_failed`), or no field to change' },
          '404': notFound,
        },
      },
      delete: {
        summary: 'Delete an endpoint and its delivery log',
        security: 'user',
        parameters: [endpointParam],
        responses: { '204': { description: 'Deleted' }, '404': notFound },
      },
    },
    '/api/webhook-endpoints/{id}/deliveries': {
      get: {
        summary: 'An endpoint’s delivery log, newest first, 50 a page',
        security: 'user',
        parameters: [endpointParam, ...pageParams(100, '50')],
        responses: {
          '200': ok(WebhookDeliveryListAnswer),
          '400': {
            description: 'A limit outside 1-100 (`invalid_limit`), or a cursor this log did not answer (`invalid_cursor`)',
          },
          '404': notFound,
        },
      },
    },
    '/api/webhook-endpoints/{id}/rotate-secret': {
      post: {
        summary: 'A new signing secret, answered this once; the old one signs beside it for 24 hours',
        description:
          'Until `previousSecretExpiresAt` every attempt carries two space-separated signatures in `webhook-signature`, one per secret (Standard Webhooks), so a receiver verifying with either secret accepts it: switch the receiver to the new secret within the 24 hours. Rotating again within them drops the older secret.',
        security: 'user',
        parameters: [endpointParam],
        responses: {
          '200': ok(SecretRotatedAnswer),
          '404': notFound,
        },
      },
    },
    '/api/webhook-endpoints/{id}/deliveries/{deliveryId}/redeliver': {
      post: {
        summary: 'Send an event to the endpoint again now (same webhook-id), starting its retries over',
        security: 'user',
        parameters: [endpointParam, idParam('deliveryId', 'The delivery’s id, from the delivery log')],
        responses: {
          '202': ok(RedeliveryAnswer, 'Queued'),
          '404': {
            description: 'No such endpoint or delivery of yours (`webhook_endpoint_not_found`, `webhook_delivery_not_found`)',
          },
        },
      },
    },
  }
}

/** components.schemas entries: the event payload integrators receive (the paths inline their own shapes). */
export const webhookEndpointSchemas: Record<string, JsonSchema> = {
  WebhookEvent: output(WebhookEventSchema),
}

const signatureHeaders = [
  ['webhook-id', 'The message id: the same on every attempt and redelivery; use it to drop repeats'],
  ['webhook-timestamp', 'Seconds since the epoch when this attempt was signed; refuse ones far from now'],
  [
    'webhook-signature',
    '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with your endpoint’s secret; for 24 hours after a rotation, a second one with the replaced secret, space-separated',
  ],
] as const

/**
 * The document's top-level `webhooks` (OpenAPI 3.1): one entry per event type the store POSTs to an
 * integrator's endpoint, signed per the Standard Webhooks specification.
 */
export function webhookEvents(): Record<string, unknown> {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `on${type.replace(/(^|[._])(\w)/g, (_, _sep: string, c: string) => c.toUpperCase())}`,
          tags: ['Webhook endpoints'],
          summary: `${type}: what the store POSTs to your endpoint`,
          description:
            'Signed per the Standard Webhooks specification (verify with the `standardwebhooks` package and your endpoint’s secret). Any 2xx answer within 15 s is a delivery; anything else is retried with backoff (docs/api.md), and 410 Gone disables the endpoint.',
          security: [{}],
          parameters: signatureHeaders.map(([name, description]) => ({
            name,
            in: 'header',
            required: true,
            description,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookEvent' } } },
          },
          responses: {
            '200': { description: 'Received (any 2xx)' },
            '410': { description: 'Gone: the store disables the endpoint' },
          },
        },
      },
    ]),
  )
}
