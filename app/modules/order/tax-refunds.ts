// How much of a refund is tax (ADR 167). A refund is split between the goods and shipping on one side
// and the tax on the other in the order's own proportion: of `refundedCents` (the total refunded so
// far), tax is refundedCents × tax / total rounded down, and all of the tax once the whole total is
// refunded. Computed from the running total, it never goes down as refunds add up, never passes the
// tax paid, and a repeated refund event recomputes the same figure.

export function taxRefundedOf(refundedCents: number, order: { totalCents: number; taxCents: number }): number {
  const tax = Math.max(0, order.taxCents)
  if (tax === 0 || order.totalCents <= 0 || refundedCents <= 0) return 0
  if (refundedCents >= order.totalCents) return tax
  return Number((BigInt(Math.floor(refundedCents)) * BigInt(tax)) / BigInt(order.totalCents))
}

/** The part of a refund that pays back goods and shipping (what the creators' commission follows). */
export function goodsRefundedOf(refundedCents: number, order: { totalCents: number; taxCents: number }): number {
  return Math.max(0, Math.floor(refundedCents)) - taxRefundedOf(refundedCents, order)
}
