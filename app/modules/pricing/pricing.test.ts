import { describe, expect, it } from 'vitest'
import {
  NO_TAX,
  clampQuantity,
  computePricing,
  discountPercentFor,
  formatPrice,
  normalizePriceCents,
  shippingCentsFor,
} from './pricing.ts'

describe('computePricing for one shirt line at 2499', () => {
  // quantity, discount %, discount cents, shipping, total
  const table: [number, number, number, number, number][] = [
    [1, 0, 0, 399, 2898],
    [2, 0, 0, 608, 5606],
    [4, 0, 0, 1026, 11022],
    [5, 5, 625, 1235, 13105],
    [9, 5, 1125, 2071, 23437],
    [10, 10, 2499, 2280, 24771],
    [24, 10, 5998, 5206, 59184],
    [25, 15, 9371, 5415, 58519],
    [100, 15, 37485, 21090, 233505],
  ]
  it.each(table)('quantity %i: %i%% off (%i), shipping %i, total %i', (quantity, percent, amount, shipping, total) => {
    const pricing = computePricing([{ unitPriceCents: 2499, quantity }])
    expect(pricing.quantity).toBe(quantity)
    expect(pricing.perItem).toBe(2499)
    expect(pricing.subtotal).toBe(2499 * quantity)
    expect(pricing.discount).toEqual({ percent, amount })
    expect(pricing.discountedSubtotal).toBe(2499 * quantity - amount)
    expect(pricing.shipping.cost).toBe(shipping)
    expect(pricing.total).toBe(total)
    expect(pricing.total).toBe(pricing.discountedSubtotal + pricing.shipping.cost)
  })

  it('answers the spec shape with formatted strings', () => {
    expect(computePricing([{ unitPriceCents: 2499, quantity: 10 }])).toEqual({
      perItem: 2499,
      quantity: 10,
      subtotal: 24990,
      discount: { percent: 10, amount: 2499 },
      code: null,
      discountedSubtotal: 22491,
      shipping: { method: 'standard', cost: 2280, formattedCost: '$22.80', estimated: false, country: 'US' },
      tax: NO_TAX,
      total: 24771,
      currency: 'USD',
      formattedTotal: '$247.71',
    })
  })

  it('makes the provider product cart total 2898', () => {
    expect(computePricing([{ unitPriceCents: 2499, quantity: 1 }]).formattedTotal).toBe('$28.98')
  })
})

describe('rounding', () => {
  it('rounds the discount half up to the cent', () => {
    // 5% of 2499 * 5 = 624.75 -> 625; 5% of 1010 = 50.5 -> 51 (half goes to the shopper)
    expect(computePricing([{ unitPriceCents: 2499, quantity: 5 }]).discount.amount).toBe(625)
    expect(computePricing([{ unitPriceCents: 202, quantity: 5 }]).discount.amount).toBe(51)
    // 15% of 1001 * 25 = 3753.75 -> 3754
    expect(computePricing([{ unitPriceCents: 1001, quantity: 25 }]).discount.amount).toBe(3754)
  })

  it('keeps every amount an integer number of cents', () => {
    for (let quantity = 1; quantity <= 100; quantity++) {
      const p = computePricing([{ unitPriceCents: 1999, quantity }])
      for (const value of [p.subtotal, p.discount.amount, p.discountedSubtotal, p.shipping.cost, p.total]) {
        expect(Number.isInteger(value)).toBe(true)
      }
    }
  })
})

describe('several lines', () => {
  it('counts every shirt for discount and shipping', () => {
    const p = computePricing([
      { unitPriceCents: 2499, quantity: 3 },
      { unitPriceCents: 1500, quantity: 2 },
    ])
    expect(p.quantity).toBe(5)
    expect(p.subtotal).toBe(2499 * 3 + 3000)
    expect(p.discount.percent).toBe(5)
    expect(p.shipping.cost).toBe(399 + 4 * 209)
    expect(p.perItem).toBe(Math.round(p.subtotal / 5))
  })

  it('prices an empty cart at zero', () => {
    const p = computePricing([])
    expect([p.quantity, p.subtotal, p.shipping.cost, p.total, p.perItem]).toEqual([0, 0, 0, 0, 0])
  })
})

describe('discountPercentFor and shippingCentsFor', () => {
  it('switches exactly at the thresholds', () => {
    expect([4, 5, 9, 10, 24, 25, 100].map(discountPercentFor)).toEqual([0, 5, 5, 10, 10, 15, 15])
  })
  it('charges 399 then 209 per extra shirt', () => {
    expect([0, 1, 2, 3].map((n) => shippingCentsFor(n))).toEqual([0, 399, 608, 817])
  })
})

describe('clampQuantity', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [1, 1],
    [57, 57],
    [100, 100],
    [101, 100],
    [1e9, 100],
    [3.7, 3],
    ['12', 12],
    ['250', 100],
    ['abc', 1],
    ['', 1],
    [Number.NaN, 1],
    [undefined, 1],
  ])('%s -> %i', (input, expected) => {
    expect(clampQuantity(input)).toBe(expected)
  })
})

describe('normalizePriceCents', () => {
  it.each([
    [2499, 2499],
    [100, 100],
    [99, 9900],
    [24.99, 2499],
    ['24.99', 2499],
    ['$19.50', 1950],
    ['25', 2500],
    [0, null],
    [-5, null],
    ['free', null],
    [null, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePriceCents(input)).toBe(expected)
  })
})

describe('formatPrice', () => {
  it('formats cents as US dollars', () => {
    expect(formatPrice(2499)).toBe('$24.99')
    expect(formatPrice(233505)).toBe('$2,335.05')
    expect(formatPrice(0)).toBe('$0.00')
  })
})
