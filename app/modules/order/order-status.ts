// Where an order stands, derived in one place from its stored status and its timeline, so the
// confirmation, the order page, My Orders, the receipt and the API say the same thing.

/** The statuses a shopper sees, in the order an order moves through them, then the two endings. */
export const SHOPPER_STATUSES = ['paid', 'in production', 'shipped', 'delivered', 'refunded', 'canceled'] as const
export type ShopperStatus = (typeof SHOPPER_STATUSES)[number]

const PROGRESS: ShopperStatus[] = ['paid', 'in production', 'shipped', 'delivered']

const WORDS: Record<ShopperStatus, string> = {
  paid: 'Paid',
  'in production': 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  refunded: 'Refunded',
  canceled: 'Canceled',
}

/** Timeline events and the step they prove the order has reached. */
const EVENT_STEP: Record<string, ShopperStatus> = {
  paid: 'paid',
  // Sent to the printer (or waiting for its approval there): the shirt is in production's hands.
  submitted: 'in production',
  awaiting_approval: 'in production',
  in_production: 'in production',
  shipped: 'shipped',
  delivered: 'delivered',
}

/** A stored orders.status, spelled as the shopper statuses are ("in_production" -> "in production"). */
function normalise(status: string): string {
  return status.trim().toLowerCase().replace(/[_-]+/g, ' ')
}

/**
 * The order's status: the furthest step its stored status or any timeline event has reached, so a
 * timeline that says "Sent to the printer" never sits beside "Paid". A full refund or a cancellation
 * ends the order whatever it reached; a partial refund leaves its progress as it is.
 */
export function orderStatus(stored: string, eventKinds: readonly string[] = []): ShopperStatus {
  const current = normalise(stored)
  if (current === 'refunded' || eventKinds.includes('refunded')) return 'refunded'
  if (current === 'canceled' || current === 'cancelled' || eventKinds.includes('canceled')) return 'canceled'
  let rank = Math.max(0, PROGRESS.indexOf(current as ShopperStatus))
  for (const kind of eventKinds) {
    const step = EVENT_STEP[kind]
    if (step) rank = Math.max(rank, PROGRESS.indexOf(step))
  }
  return PROGRESS[rank]!
}

/** The status in words: "In production". */
export function orderStatusWords(status: ShopperStatus): string {
  return WORDS[status]
}
