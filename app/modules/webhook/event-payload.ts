import { currencySchema } from '~/lib/currency-schema.ts'
import type { NamedFields } from '~/lib/named-fields.ts'
import { z } from '~/lib/zod.ts'
import { EVENT_TYPES } from './webhook.ts'

// What the store POSTs to an account's webhook endpoints (the Standard Webhooks payload: type,
// timestamp, data). The modules that raise events write `data` through this schema's type
// (queueWebhookEvent), and the OpenAPI document states the same schema, so a payload cannot drift
// from its documentation. Open objects: fields may be added without a new API version.

const idSchema = z.int().positive()

/** The event's object: an order's, a design's or a payout's fields, with the API path to fetch it whole. */
export const WebhookEventDataSchema = z.looseObject({
  object: z.enum(['order', 'design', 'payout']),
  orderId: z.string().optional(),
  orderStatus: z.string().optional(),
  totalCents: z.int().optional(),
  refundedCents: z.int().optional(),
  currency: currencySchema.optional(),
  tracking: z.looseObject({ carrier: z.string(), number: z.string(), url: z.string().nullable() }).nullable().optional(),
  designId: idSchema.optional(),
  jobId: z.string().optional(),
  name: z.string().optional().describe('The design’s name'),
  style: z.string().optional().describe('The design’s style'),
  imageUrl: z.string().optional().describe('The design’s picture'),
  mockupUrl: z.string().optional().describe('The design on a shirt'),
  payoutId: idSchema.optional(),
  shopId: idSchema.optional(),
  month: z.string().optional(),
  amountCents: z.int().optional(),
  batchId: z.string().optional(),
  url: z.string().optional().describe('The API path of the object, to fetch it whole'),
})

export const WebhookEventSchema = z.looseObject({
  type: z.enum(EVENT_TYPES),
  timestamp: z.string().describe('When the event happened (ISO 8601); the attempt’s time is in webhook-timestamp'),
  data: WebhookEventDataSchema,
})

/**
 * An event's data as a module writes it: the schema's named fields, without the open object's
 * `[key: string]: unknown`, so a misspelt or undocumented field is a type error.
 */
export type WebhookEventData = NamedFields<z.input<typeof WebhookEventDataSchema>>
