import type { FulfilmentSnapshot } from './snapshot.ts'

// Offline fulfilment stands in for the print provider when no Printify token is configured. It moves
// an order along on a clock, quickly enough that a person trying the store sees every step.
export const OFFLINE_STAGES = {
  inProductionAfterMs: 30_000,
  shippedAfterMs: 2 * 60_000,
  deliveredAfterMs: 30 * 60_000,
} as const

export const OFFLINE_CARRIER = 'Test Carrier'

/** A stable, obviously fake tracking number for an offline order. */
export function offlineTrackingNumber(fulfilmentOrderId: string): string {
  let hash = 0
  for (const char of fulfilmentOrderId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `TEST${hash.toString().padStart(10, '0')}`
}

/** Where an offline order stands `now`, given when it was submitted. */
export function offlineSnapshotAt(fulfilmentOrderId: string, submittedAt: Date, now: Date): FulfilmentSnapshot {
  const elapsed = now.getTime() - submittedAt.getTime()
  const shipment = { carrier: OFFLINE_CARRIER, number: offlineTrackingNumber(fulfilmentOrderId), url: null }
  if (elapsed >= OFFLINE_STAGES.deliveredAfterMs) return { providerStatus: 'fulfilled', shipment, delivered: true }
  if (elapsed >= OFFLINE_STAGES.shippedAfterMs) return { providerStatus: 'fulfilled', shipment, delivered: false }
  if (elapsed >= OFFLINE_STAGES.inProductionAfterMs) return { providerStatus: 'in-production', shipment: null, delivered: false }
  return { providerStatus: 'pending', shipment: null, delivered: false }
}
