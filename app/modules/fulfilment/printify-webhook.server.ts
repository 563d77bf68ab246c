import { z } from '~/lib/zod.ts'
import type { DB } from '~/lib/db.server.ts'
import { applyFulfilmentSnapshot, findOrderIdByFulfilmentId } from './fulfilment.server.ts'
import type { FulfilmentSnapshot, Tracking } from './status.ts'

// Printify webhook deliveries: `{ id, type, created_at, resource: { id, type, data } }`, where
// resource.id is Printify's order id.
const CarrierSchema = z.object({
  code: z.string().optional(),
  tracking_number: z.string().optional(),
  tracking_url: z.string().nullish(),
})

/** The order events the store follows; Printify sends others (products, shops) to the same endpoint. */
export const HANDLED_PRINTIFY_EVENTS = [
  'order:updated',
  'order:sent-to-production',
  'order:shipment:created',
  'order:shipment:delivered',
] as const

/** Whether a delivery's `type` is an order event the store follows (the rest are answered 200 and logged). */
export function isHandledPrintifyEvent(type: unknown): boolean {
  return (HANDLED_PRINTIFY_EVENTS as readonly unknown[]).includes(type)
}

export const PrintifyWebhookSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  resource: z.object({
    id: z.string().min(1).max(200),
    type: z.string().optional(),
    data: z
      .object({
        status: z.string().optional(),
        carrier: CarrierSchema.optional(),
      })
      .loose()
      .nullish(),
  }),
})

export type PrintifyWebhook = z.infer<typeof PrintifyWebhookSchema>

export type WebhookOutcome = 'applied' | 'duplicate' | 'unknown-order' | 'ignored'

function trackingFrom(carrier: z.infer<typeof CarrierSchema> | undefined): Tracking | null {
  if (!carrier?.tracking_number) return null
  return { carrier: carrier.code ?? 'carrier', number: carrier.tracking_number, url: carrier.tracking_url ?? null }
}

/** What an event says about its order, or null for events that do not concern its progress. */
export function snapshotFromPrintifyEvent(event: PrintifyWebhook): FulfilmentSnapshot | null {
  const data = event.resource.data ?? {}
  switch (event.type) {
    case 'order:updated':
      return data.status ? { providerStatus: data.status, shipment: null, delivered: false } : null
    case 'order:sent-to-production':
      return { providerStatus: 'in-production', shipment: null, delivered: false }
    case 'order:shipment:created':
      return { providerStatus: null, shipment: trackingFrom(data.carrier), delivered: false }
    case 'order:shipment:delivered':
      return { providerStatus: null, shipment: trackingFrom(data.carrier), delivered: true }
    default:
      return null
  }
}

/**
 * Handles one verified delivery exactly once: the event id is recorded in webhook_events in the same
 * transaction as its effect, so a redelivery is recognised and a failure is retried by Printify.
 */
export async function handlePrintifyWebhook(db: DB, event: PrintifyWebhook): Promise<WebhookOutcome> {
  const snapshot = snapshotFromPrintifyEvent(event)
  const orderId = snapshot ? await findOrderIdByFulfilmentId(db, 'printify', event.resource.id) : null
  return db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('webhook_events')
      .values({ id: `printify:${event.id}`, provider: 'printify', type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!recorded) return 'duplicate'
    if (!snapshot) return 'ignored'
    if (!orderId) return 'unknown-order'
    await applyFulfilmentSnapshot(trx, orderId, snapshot)
    return 'applied'
  })
}
