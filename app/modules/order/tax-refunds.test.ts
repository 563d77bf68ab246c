import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { goodsRefundedOf, taxRefundedOf } from './tax-refunds.ts'

describe('a refund returns tax in proportion', () => {
  it('splits by the order ratio, rounded down, and all of the tax on a full refund', () => {
    const order = { totalCents: 3305, taxCents: 157 }
    expect(taxRefundedOf(1000, order)).toBe(47) // 1000 × 157 / 3305 = 47.5 -> 47
    expect(goodsRefundedOf(1000, order)).toBe(953)
    expect(taxRefundedOf(3305, order)).toBe(157)
    expect(taxRefundedOf(1000, { totalCents: 3098, taxCents: 0 })).toBe(0)
  })

  it('never passes the tax paid, never goes down as refunds add up, and parts sum to the refund', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 1_000_000 }), fc.nat(), fc.nat(), fc.nat(), (total, taxSeed, a, b) => {
        const order = { totalCents: total, taxCents: taxSeed % (total + 1) }
        const first = a % (total + 1)
        const second = Math.min(total, first + (b % (total + 1)))
        expect(taxRefundedOf(first, order)).toBeLessThanOrEqual(order.taxCents)
        expect(taxRefundedOf(second, order)).toBeGreaterThanOrEqual(taxRefundedOf(first, order))
        expect(taxRefundedOf(first, order) + goodsRefundedOf(first, order)).toBe(first)
        expect(taxRefundedOf(total, order)).toBe(order.taxCents)
      }),
    )
  })
})
