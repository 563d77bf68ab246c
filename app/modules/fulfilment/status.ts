// Pure rules for turning what a print provider reports into the store's order status.

import type { FulfilmentSnapshot } from '~/services/fulfilment/snapshot.ts'

export type { FulfilmentSnapshot, Tracking } from '~/services/fulfilment/snapshot.ts'

/** The store's order statuses after payment, in the order an order moves through them. */
export const ORDER_PROGRESS = ['paid', 'in production', 'shipped', 'delivered'] as const
export type OrderProgressStatus = (typeof ORDER_PROGRESS)[number]

/** Statuses nothing from the provider may move an order out of. */
const FINAL_STATUSES = new Set(['delivered', 'canceled', 'refunded'])

/** Where an order stands by the provider's account, or null when the report does not move it. */
export function orderStatusFromSnapshot(snapshot: FulfilmentSnapshot): OrderProgressStatus | 'canceled' | null {
  const status = snapshot.providerStatus?.toLowerCase() ?? null
  if (status === 'canceled' || status === 'cancelled') return 'canceled'
  if (snapshot.delivered || status === 'delivered') return 'delivered'
  if (snapshot.shipment || status === 'fulfilled' || status === 'partially-fulfilled' || status === 'shipped') return 'shipped'
  if (status === 'in-production' || status === 'in production') return 'in production'
  return null
}

/**
 * The status an order should have after a report. Webhooks arrive at least once and in any order,
 * and polls race them, so status only moves forward: a late "in production" never undoes "shipped".
 * A provider cancels only before it ships; a refunded or delivered order stays as it is.
 */
export function nextOrderStatus(current: string, reported: OrderProgressStatus | 'canceled' | null): string {
  if (!reported || FINAL_STATUSES.has(current) || current === reported) return current
  const currentRank = ORDER_PROGRESS.indexOf(current as OrderProgressStatus)
  if (reported === 'canceled') return currentRank >= ORDER_PROGRESS.indexOf('shipped') ? current : 'canceled'
  const reportedRank = ORDER_PROGRESS.indexOf(reported)
  return reportedRank > currentRank ? reported : current
}

/** The provider's status as kept in orders.fulfilment_status (lower case, Printify's spelling). */
export function fulfilmentStatusFromSnapshot(current: string, snapshot: FulfilmentSnapshot): string {
  if (snapshot.delivered) return 'delivered'
  return snapshot.providerStatus?.toLowerCase() ?? (snapshot.shipment ? 'fulfilled' : current)
}

/** Provider states (orders.fulfilment_status) in which a cancel has nothing left to stop. */
const NOTHING_LEFT_TO_CANCEL = new Set(['canceled', 'cancelled', 'fulfilled', 'partially-fulfilled', 'shipped', 'delivered'])

/**
 * Whether a refunded order is worth a cancel request to its provider: not when the provider already
 * canceled it, nor once it shipped (asking would only end in a misleading "cancel it by hand").
 */
export function shouldCancelAtProvider(fulfilmentStatus: string): boolean {
  return !NOTHING_LEFT_TO_CANCEL.has(fulfilmentStatus.toLowerCase())
}

/** The estimated delivery shown until the provider says otherwise. */
export const DEFAULT_ESTIMATED_DELIVERY = '7-14 business days (estimate)'

const BACKOFF_BASE_MS = 15_000
const BACKOFF_MAX_MS = 60 * 60_000

/**
 * How long to wait before the next submission attempt after `attempts` failures: 15 s doubling up to
 * an hour, with ±20% jitter so a provider outage does not end in a synchronised stampede.
 */
export function backoffDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1)
  const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 30))
  return Math.round(delay * (0.8 + 0.4 * random()))
}

/**
 * Printify statuses in which it holds an order until someone acts ("On hold: Action required" with
 * "Payment not received", and "Has issues" in production): a hold whenever they are reported.
 */
const ALWAYS_HELD = new Set(['payment-not-received', 'has-issues'])

/**
 * Whether the provider holds an order for someone to act. "on-hold" is also where every API order
 * waits before it is sent to production (and, with PRINTIFY_SEND_TO_PRODUCTION=off, where it waits
 * for the shop's approval), so it is a hold only once the store released the order.
 */
export function isHeldAtProvider(fulfilmentStatus: string, { released }: { released: boolean }): boolean {
  const status = fulfilmentStatus.toLowerCase()
  if (ALWAYS_HELD.has(status)) return true
  return status === 'on-hold' && released
}
