import type { Example } from './examples.ts'

// Examples of the webhook endpoint operations, as the store answers them (ADR 130).

const ENDPOINT = {
  id: 7,
  url: 'https://example.com/webhooks/shirtsmith',
  description: 'Order sync',
  eventTypes: ['order.paid', 'order.shipped'],
  enabled: true,
  disabledReason: null,
  createdAt: '2026-11-26T04:53:50.000Z',
  updatedAt: '2026-11-26T04:53:50.000Z',
}

const DELIVERY = {
  id: 31,
  messageId: 'msg_x2Rj-1f7ZIZIGqaB-RJYyw',
  eventType: 'order.paid',
  status: 'pending',
  attempts: 2,
  lastStatusCode: 500,
  lastError: null,
  lastAttemptAt: '2026-11-26T04:53:57.000Z',
  nextAttemptAt: '2026-11-26T05:03:33.000Z',
  deliveredAt: null,
  createdAt: '2026-11-26T04:53:52.000Z',
}

export const WEBHOOK_EXAMPLES: Record<string, Example> = {
  'GET /api/webhook-endpoints': { answer: { endpoints: [ENDPOINT] } },
  'POST /api/webhook-endpoints': {
    request: { url: ENDPOINT.url, eventTypes: ENDPOINT.eventTypes, description: ENDPOINT.description },
    answer: { endpoint: ENDPOINT, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
  },
  'GET /api/webhook-endpoints/{id}': { answer: { endpoint: ENDPOINT } },
  'PATCH /api/webhook-endpoints/{id}': {
    request: { enabled: false },
    answer: { endpoint: { ...ENDPOINT, enabled: false } },
  },
  'GET /api/webhook-endpoints/{id}/deliveries': { answer: { deliveries: [DELIVERY], nextCursor: null } },
  'POST /api/webhook-endpoints/{id}/rotate-secret': {
    answer: {
      endpoint: ENDPOINT,
      secret: 'whsec_3nQbUq0TzJ2cW9yV6oXs1RkPmLdAeHf8',
      previousSecretExpiresAt: '2026-11-27T05:00:00.000Z',
    },
  },
  'POST /api/webhook-endpoints/{id}/deliveries/{deliveryId}/redeliver': {
    answer: { delivery: { ...DELIVERY, attempts: 0, nextAttemptAt: '2026-11-26T05:00:01.000Z' } },
  },
}
