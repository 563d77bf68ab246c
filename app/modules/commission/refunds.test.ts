import { describe, expect, it } from 'vitest'
import { disputeOutcome, refundedLines } from './refunds.ts'

const order = { subtotalCents: 2499 * 3, discountCents: 0 }
const lines = [
  { orderItemId: 1, quantity: 2, unitPriceCents: 2499, saleCents: 500 },
  { orderItemId: 2, quantity: 1, unitPriceCents: 2499, saleCents: 250 },
]

describe('refundedLines', () => {
  it('refunds whole shirts newest line first, at their charged price', () => {
    expect(refundedLines(lines, order, 2499)).toEqual([
      { orderItemId: 2, shirts: 1, reversedCents: 250 },
      { orderItemId: 1, shirts: 0, reversedCents: 0 },
    ])
    expect(refundedLines(lines, order, 2499 * 2)).toEqual([
      { orderItemId: 2, shirts: 1, reversedCents: 250 },
      { orderItemId: 1, shirts: 1, reversedCents: 250 },
    ])
  })

  it('reverses part of a shirt in proportion, rounded down to the cent', () => {
    // Half a shirt's price: $1.25 of its $2.50.
    expect(refundedLines(lines, order, 1250)[0]).toEqual({ orderItemId: 2, shirts: 0, reversedCents: 125 })
    // One cent short of a shirt is not a whole shirt.
    expect(refundedLines(lines, order, 2498)[0]).toEqual({ orderItemId: 2, shirts: 0, reversedCents: 249 })
  })

  it('takes the discount off each shirt before matching the refund to shirts', () => {
    const discounted = { subtotalCents: 2499 * 3, discountCents: Math.round(2499 * 3 * 0.2) }
    // 20% off: a shirt was charged $19.99 (to the cent), so $19.99 refunds one whole shirt.
    const oneShirt = refundedLines(lines, discounted, 1999)
    expect(oneShirt[0].reversedCents).toBe(249)
    expect(refundedLines(lines, discounted, 2000)[0]).toEqual({ orderItemId: 2, shirts: 1, reversedCents: 250 })
  })

  it('never reverses more than the commission earned, shipping included in the refund', () => {
    const all = refundedLines(lines, order, 2499 * 3 + 399)
    expect(all.reduce((s, l) => s + l.reversedCents, 0)).toBe(750)
    expect(all.map((l) => l.shirts)).toEqual([1, 2])
  })

  it('reverses nothing for a line without commission or a zero refund', () => {
    const noShop = [{ orderItemId: 3, quantity: 1, unitPriceCents: 2499, saleCents: 0 }, ...lines]
    expect(refundedLines(noShop, order, 2499)[0]).toEqual({ orderItemId: 3, shirts: 1, reversedCents: 0 })
    expect(refundedLines(lines, order, 0).every((l) => l.reversedCents === 0)).toBe(true)
  })

  it('gives the same answer for the same total, however it is reached', () => {
    expect(refundedLines(lines, order, 3000)).toEqual(refundedLines([...lines].reverse(), order, 3000))
  })
})

describe('disputeOutcome', () => {
  it('holds while open, releases when won, reverses when lost', () => {
    expect(disputeOutcome('needs_response')).toBe('open')
    expect(disputeOutcome('under_review')).toBe('open')
    expect(disputeOutcome('warning_needs_response')).toBe('open')
    expect(disputeOutcome('won')).toBe('won')
    expect(disputeOutcome('warning_closed')).toBe('won')
    expect(disputeOutcome('lost')).toBe('lost')
  })
  it('releases a dispute prevented before it became a chargeback, and holds the appeal statuses and unknown ones', () => {
    expect(disputeOutcome('prevented')).toBe('prevented')
    expect(disputeOutcome('warning_under_review')).toBe('open')
    expect(disputeOutcome('appeal_needs_response')).toBe('open')
    expect(disputeOutcome('appeal_under_review')).toBe('open')
    expect(disputeOutcome('some_future_status')).toBe('open')
  })
})
