import { z } from '~/lib/zod.ts'
import { isIpAddress, isPublicAddress } from '~/lib/network-address.ts'

// Outgoing webhooks (ADR 130): the events an account's endpoints may receive, the endpoint's schema
// (one for the tokens page's form, its action and the API), and the retry schedule. Browser-safe.

export const EVENT_TYPES = [
  'order.paid',
  'order.in_production',
  'order.shipped',
  'order.delivered',
  'order.refunded',
  'design.ready',
  'payout.sent',
] as const
export type WebhookEventType = (typeof EVENT_TYPES)[number]

/** Where a delivery stands: waiting for its next attempt, answered 2xx, or given up. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.paid': 'order.paid: an order of yours was paid',
  'order.in_production': 'order.in_production: the printer started it',
  'order.shipped': 'order.shipped: it left with the carrier',
  'order.delivered': 'order.delivered: the carrier delivered it',
  'order.refunded': 'order.refunded: it was refunded in full',
  'design.ready': 'design.ready: a design you started is drawn',
  'payout.sent': 'payout.sent: a shop of yours was paid its commission',
}

/** An account has at most this many endpoints. */
export const MAX_ENDPOINTS = 10
export const ENDPOINT_URL_MAX = 2000
export const ENDPOINT_DESCRIPTION_MAX = 100

/**
 * Where the store may send: `https` to a host name or public address, always; `http` and
 * loopback or private hosts only when `allowLocal` (outside production, for tests and local
 * receivers). The address a name resolves to is checked again when sending.
 */
export function endpointUrlProblem(value: string, { allowLocal }: { allowLocal: boolean }): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full URL, starting with https://'
  }
  if (url.username || url.password) return 'The URL cannot carry a user name or password'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const local = host === 'localhost' || host.endsWith('.localhost') || (isIpAddress(host) && !isPublicAddress(host))
  if (url.protocol === 'http:' && allowLocal && local) return null
  if (url.protocol !== 'https:') return 'The URL must start with https://'
  if (local && !allowLocal) return 'The URL must be on the public internet, not a private or loopback address'
  if (!host.includes('.') && !isIpAddress(host) && !allowLocal) return 'The URL needs a full host name'
  return null
}

const urlField = (options: { allowLocal: boolean }) =>
  z
    .string({ error: 'Enter the URL to send events to' })
    .trim()
    .min(1, 'Enter the URL to send events to')
    .max(ENDPOINT_URL_MAX, `The URL can be at most ${ENDPOINT_URL_MAX} characters`)
    .superRefine((value, ctx) => {
      const problem = endpointUrlProblem(value, options)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })

const eventTypesField = z
  .array(z.enum(EVENT_TYPES, { error: 'Unknown event type' }), { error: 'Choose at least one event' })
  .min(1, 'Choose at least one event')
  .transform((types) => EVENT_TYPES.filter((type) => types.includes(type)))

const descriptionField = z
  .string()
  .trim()
  .max(ENDPOINT_DESCRIPTION_MAX, `The description can be at most ${ENDPOINT_DESCRIPTION_MAX} characters`)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), 'The description cannot contain control characters')
  .optional()
  .transform((text) => (text ? text : null))

/**
 * An endpoint as created (the tokens page's form and POST /api/webhook-endpoints). `allowLocal`
 * comes from the server's configuration (false in production).
 */
export function webhookEndpointSchema(options: { allowLocal: boolean }) {
  return z.object({
    url: urlField(options),
    eventTypes: eventTypesField,
    description: descriptionField,
    enabled: z.boolean({ error: 'enabled is true or false' }).optional(),
  })
}

/** PATCH /api/webhook-endpoints/{id}: any of the fields, at least one. */
export function webhookEndpointPatchSchema(options: { allowLocal: boolean }) {
  return webhookEndpointSchema(options)
    .partial()
    .strict()
    .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Send at least one field to change')
}

export type WebhookEndpointInput = z.output<ReturnType<typeof webhookEndpointSchema>>
export type WebhookEndpointPatch = z.output<ReturnType<typeof webhookEndpointPatchSchema>>

/**
 * Seconds to wait before each retry after a failed attempt (the Standard Webhooks specification's
 * example schedule, about three days): immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h,
 * 20 h and 24 h. Configurable (WEBHOOK_RETRY_SCHEDULE) so tests wait seconds.
 */
export const DEFAULT_RETRY_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400] as const

/** A schedule as configured: comma-separated seconds, e.g. "5,300,1800". */
export function parseRetrySchedule(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim())
  if (parts.length === 0 || parts.some((part) => !/^\d+$/.test(part))) return null
  return parts.map(Number)
}

/**
 * When the next attempt goes after `failedStep` failures in a row (1 for the first), or null when
 * the schedule is used up. ±10 % jitter (`random` in [0, 1)) so retries of many deliveries spread out.
 */
export function retryDelaySeconds(schedule: readonly number[], failedStep: number, random = Math.random()): number | null {
  const base = schedule[failedStep - 1]
  if (base === undefined) return null
  return Math.max(0, Math.round(base * (0.9 + random * 0.2)))
}

export function formatEventTypes(types: readonly string[]): string {
  return EVENT_TYPES.filter((type) => types.includes(type)).join(' ')
}

export function parseEventTypes(stored: string): WebhookEventType[] {
  const words = stored.split(/\s+/)
  return EVENT_TYPES.filter((type) => words.includes(type))
}
