// Pure rules for partial refunds and disputes (ADR 053).

export interface RefundLine {
  orderItemId: number
  quantity: number
  unitPriceCents: number
  /** The line's commission sale in cents (0 when no shop earns from it). */
  saleCents: number
}

export interface LineRefund {
  orderItemId: number
  /** Whole shirts of the line the refund covers. */
  shirts: number
  /** Commission of the line that the refund takes back, in cents (never more than the sale). */
  reversedCents: number
}

/**
 * Which shirts a refund of `refundedCents` (the total refunded so far) pays back, and how much
 * commission that takes back:
 * - the money goes to shirts first, newest order line first, each line at its charged price (its
 *   share of the order's discount taken off); shipping is only given back by a full refund;
 * - a line's commission is reversed in proportion to the part of the line refunded, rounded down to
 *   the cent: a whole shirt takes back its whole $2.50, half a shirt's price takes back $1.25.
 * The result depends only on the total refunded, so a repeated or reordered webhook recomputes
 * the same figures and records only what is missing.
 */
export function refundedLines(
  lines: RefundLine[],
  order: { subtotalCents: number; discountCents: number },
  refundedCents: number,
): LineRefund[] {
  const subtotal = BigInt(Math.max(0, order.subtotalCents))
  const paidShare = BigInt(Math.max(0, order.subtotalCents - Math.max(0, order.discountCents)))
  // Amounts are scaled by the subtotal so each line's charged price stays a whole number.
  let remaining = BigInt(Math.max(0, Math.floor(refundedCents))) * subtotal
  const newestFirst = [...lines].sort((a, b) => b.orderItemId - a.orderItemId)
  const result: LineRefund[] = []
  for (const line of newestFirst) {
    const charged = BigInt(line.unitPriceCents * line.quantity) * paidShare
    let covered = remaining < charged ? remaining : charged
    if (covered < 0n) covered = 0n
    remaining -= covered
    const shirts = charged > 0n ? Number((BigInt(line.quantity) * covered) / charged) : 0
    const reversedCents = charged > 0n ? Number((BigInt(line.saleCents) * covered) / charged) : 0
    result.push({ orderItemId: line.orderItemId, shirts, reversedCents })
  }
  return result
}

export type DisputeOutcome = 'open' | 'won' | 'lost' | 'prevented'

/**
 * Where a Stripe dispute stands for the money (the Dispute object's `status`):
 * - `won`: decided for the merchant, the withdrawn funds come back;
 * - `warning_closed`: an inquiry that closed without becoming a chargeback, no funds ever left;
 * - `prevented`: stopped before it became a formal chargeback (dispute prevention), no chargeback
 *   and no funds withdrawn (a refund made to prevent it arrives as its own refund);
 * - `lost`: decided for the cardholder, the funds stay withdrawn;
 * - anything else (`warning_needs_response`, `warning_under_review`, `needs_response`, `under_review`,
 *   `appeal_needs_response`, `appeal_under_review`, or a status added later) is still open, and holds.
 * Won and prevented release what an open dispute held; lost reverses it.
 */
export function disputeOutcome(status: string): DisputeOutcome {
  if (status === 'won' || status === 'warning_closed') return 'won'
  if (status === 'prevented') return 'prevented'
  if (status === 'lost') return 'lost'
  return 'open'
}
