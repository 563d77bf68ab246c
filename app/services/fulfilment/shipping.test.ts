import { describe, expect, it } from 'vitest'
import { fromPrintifyV1, fromPrintifyV2, offlineProviderShipping, OFFLINE_SHIPPING_TABLE } from './shipping.ts'

// The two wire formats of Printify's catalogue shipping, as documented (developers.printify.com,
// Catalog and Catalog V2), brought to one provider-neutral answer.

const v2Entry = (variantId: number, country: string, first: number, additional: number, currency = 'USD') => ({
  type: `variant_shipping_standard_${country.toLowerCase()}`,
  id: String(variantId),
  attributes: {
    shippingType: 'standard',
    country: { code: country },
    variantId,
    shippingPlanId: '65a7c0825b50fcd56a018e02',
    handlingTime: { from: 4, to: 8 },
    shippingCost: { firstItem: { amount: first, currency }, additionalItems: { amount: additional, currency } },
  },
})

describe('Printify v2 standard shipping (one entry per variant and country)', () => {
  it('keeps the highest rate any variant has in each country, and the handling time', () => {
    const answer = fromPrintifyV2({
      data: [
        v2Entry(1, 'US', 399, 219),
        v2Entry(2, 'US', 475, 240),
        v2Entry(1, 'CA', 939, 459),
        v2Entry(1, 'REST_OF_THE_WORLD', 1100, 0),
      ],
    })
    expect(answer.source).toBe('printify-v2')
    expect(answer.countries).toEqual({
      US: { firstItemCents: 475, additionalItemCents: 240, currency: 'USD' },
      CA: { firstItemCents: 939, additionalItemCents: 459, currency: 'USD' },
    })
    expect(answer.restOfWorld).toEqual({ firstItemCents: 1100, additionalItemCents: 0, currency: 'USD' })
    expect(answer.handlingDays).toEqual({ min: 4, max: 8 })
  })

  it('skips entries it cannot read and refuses an answer with none', () => {
    const answer = fromPrintifyV2({ data: [v2Entry(1, 'GB', 599, 249), { attributes: { country: { code: 'FR' } } }, null] })
    expect(Object.keys(answer.countries)).toEqual(['GB'])
    expect(() => fromPrintifyV2({ data: [] })).toThrow(/no usable rate/)
    expect(() => fromPrintifyV2({ errors: [] })).toThrow(/no data array/)
  })
})

describe('Printify v1 shipping profiles', () => {
  it('gives each country of a profile its first and additional item cost', () => {
    const answer = fromPrintifyV1({
      handling_time: { value: 30, unit: 'day' },
      profiles: [
        {
          variant_ids: [1, 2],
          first_item: { cost: 450, currency: 'USD' },
          additional_items: { cost: 0, currency: 'USD' },
          countries: ['US'],
        },
        {
          variant_ids: [1],
          first_item: { cost: 650, currency: 'USD' },
          additional_items: { cost: 100, currency: 'USD' },
          countries: ['CA', 'GB'],
        },
        {
          variant_ids: [1],
          first_item: { cost: 1100, currency: 'USD' },
          additional_items: { cost: 0, currency: 'USD' },
          countries: ['REST_OF_THE_WORLD'],
        },
      ],
    })
    expect(answer.source).toBe('printify-v1')
    expect(Object.keys(answer.countries).sort()).toEqual(['CA', 'GB', 'US'])
    expect(answer.countries.GB).toEqual({ firstItemCents: 650, additionalItemCents: 100, currency: 'USD' })
    expect(answer.restOfWorld?.firstItemCents).toBe(1100)
    expect(answer.handlingDays).toEqual({ min: 30, max: 30 })
  })

  it('refuses an answer without profiles', () => {
    expect(() => fromPrintifyV1({ handling_time: { value: 3, unit: 'day' } })).toThrow(/no profiles/)
  })
})

describe('the offline table', () => {
  it('names the countries the store ships to offline, the US at $3.99 + $2.09 in 7-14 business days', () => {
    expect(Object.keys(OFFLINE_SHIPPING_TABLE)).toEqual(
      expect.arrayContaining(['US', 'CA', 'GB', 'DE', 'FR', 'NL', 'IE', 'AU', 'NZ']),
    )
    expect(OFFLINE_SHIPPING_TABLE.US).toEqual({
      firstItemCents: 399,
      additionalItemCents: 209,
      currency: 'USD',
      deliveryDays: { min: 7, max: 14 },
    })
    expect(offlineProviderShipping()).toMatchObject({ source: 'offline', restOfWorld: null })
  })
})
