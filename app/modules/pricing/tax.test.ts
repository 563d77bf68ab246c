import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { offlineQuote } from '~/services/tax/offline.ts'
import { computePricing } from './pricing.ts'
import { discountedLineAmounts, pricingTax, withTax } from './tax.ts'

const line = fc.record({ unitPriceCents: fc.integer({ min: 1, max: 100_000 }), quantity: fc.integer({ min: 1, max: 100 }) })
const places = ['IE', 'DE', 'FR', 'NL', 'AU', 'NZ', 'CA', 'GB', 'JP'].map((country) => ({ country, region: null }))
const usStates = ['NY', 'CA', 'TX', 'WA', 'OR'].map((region) => ({ country: 'US', region }))

function taxed(
  lines: { unitPriceCents: number; quantity: number }[],
  place: { country: string; region: string | null },
  percent = 0,
) {
  const pricing = computePricing(lines, {
    codeStep: percent ? (goods) => ({ code: 'SALE', amount: Math.floor((goods * percent + 50) / 100) }) : null,
  })
  const amounts = discountedLineAmounts(lines, pricing)
  const result = offlineQuote({
    currency: 'USD',
    address: { ...place, postalCode: null, city: null, line1: null },
    lines: lines.map((l, i) => ({ reference: `line-${i + 1}`, amountCents: amounts[i], quantity: l.quantity })),
    shippingCents: pricing.shipping.cost,
  })
  if (!result.ok) throw new Error('offline tax refused')
  const tax = pricingTax(
    { lineCents: result.quote.lineTaxCents, shippingCents: result.quote.shippingTaxCents },
    { label: result.quote.label, estimated: true, calculationId: null },
  )
  return { pricing: withTax(pricing, tax), amounts }
}

describe('tax per line', () => {
  it('splits the discounts over the lines so their amounts sum to the discounted subtotal exactly', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 100 }), (lines, percent) => {
        const { pricing, amounts } = taxed(lines, places[0], percent)
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(pricing.discountedSubtotal)
        amounts.forEach((a, i) => {
          expect(Number.isInteger(a)).toBe(true)
          expect(a).toBeGreaterThanOrEqual(0)
          expect(a).toBeLessThanOrEqual(lines[i].unitPriceCents * lines[i].quantity)
        })
      }),
    )
  })

  it('sums the line taxes and the shipping tax to the tax, and the parts to what is paid', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...places, ...usStates),
        fc.integer({ min: 0, max: 100 }),
        (lines, place, percent) => {
          const { pricing } = taxed(lines, place, percent)
          const { tax } = pricing
          expect(tax.lineCents.reduce((a, b) => a + b, tax.shippingCents)).toBe(tax.amount)
          expect(pricing.total).toBe(
            pricing.subtotal - pricing.discount.amount - (pricing.code?.amount ?? 0) + pricing.shipping.cost + tax.amount,
          )
          expect(Number.isInteger(pricing.total)).toBe(true)
        },
      ),
    )
  })

  it('rounds each line half up to the cent on its own', () => {
    // (shipping here at the default $3.99) 23% of 2499 = 574.77 -> 575; 23% of 399 = 91.77 -> 92;
    // 5% of 2499 = 124.95 -> 125; 5% of 399 = 19.95 -> 20
    expect(taxed([{ unitPriceCents: 2499, quantity: 1 }], { country: 'IE', region: null }).pricing.tax).toMatchObject({
      lineCents: [575],
      shippingCents: 92,
      amount: 667,
    })
    expect(taxed([{ unitPriceCents: 2499, quantity: 1 }], { country: 'CA', region: null }).pricing.tax.amount).toBe(145)
    // Two lines each rounded: 10% of 5 = 0.5 -> 1 each, where the whole 10 would give 1 in all.
    expect(
      taxed(
        [
          { unitPriceCents: 5, quantity: 1 },
          { unitPriceCents: 5, quantity: 1 },
        ],
        { country: 'AU', region: null },
      ).pricing.tax.lineCents,
    ).toEqual([1, 1])
  })

  it('charges no tax where the table has none (the UK, Japan, a US state not in it)', () => {
    for (const place of [
      { country: 'GB', region: null },
      { country: 'JP', region: null },
      { country: 'US', region: 'OR' },
    ]) {
      expect(taxed([{ unitPriceCents: 2499, quantity: 3 }], place).pricing.tax.amount).toBe(0)
    }
  })
})
