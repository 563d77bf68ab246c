import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computePricing, shippingCentsFor } from '~/modules/pricing/index.ts'
import {
  countryName,
  findShippingOption,
  notServedMessage,
  OFFLINE_SHIPPING_TABLE,
  shippingOptions,
  type ProviderShipping,
} from './shipping.ts'

const usd = (firstItemCents: number, additionalItemCents: number) => ({ firstItemCents, additionalItemCents, currency: 'USD' })

describe('the countries offered', () => {
  it('are the offline table offline, the US first', () => {
    const options = shippingOptions(null)
    expect(options[0]).toMatchObject({ country: 'US', name: 'United States', firstItemCents: 399, additionalItemCents: 209 })
    expect(options.map((o) => o.country).sort()).toEqual(Object.keys(OFFLINE_SHIPPING_TABLE).sort())
    expect(findShippingOption(options, 'ca')?.deliveryDays).toEqual({ min: 9, max: 19 })
  })

  it("are the ones Printify names: the table's rate where the table has one, Printify's USD rate elsewhere", () => {
    const printify: ProviderShipping = {
      source: 'printify-v2',
      countries: { US: usd(475, 240), CA: usd(939, 459), MX: usd(1100, 550), BR: { ...usd(2000, 900), currency: 'BRL' } },
      restOfWorld: null,
      handlingDays: { min: 3, max: 5 },
    }
    const options = shippingOptions(printify)
    expect(options.map((o) => o.country)).toEqual(['US', 'CA', 'MX'])
    expect(findShippingOption(options, 'US')).toMatchObject({
      firstItemCents: 399,
      additionalItemCents: 209,
      deliveryDays: { min: 7, max: 14 },
    })
    expect(findShippingOption(options, 'MX')).toMatchObject({
      name: 'Mexico',
      firstItemCents: 1100,
      additionalItemCents: 550,
      deliveryDays: { min: 11, max: 23 },
    })
    expect(findShippingOption(options, 'GB')).toBeNull()
  })

  it('with REST_OF_THE_WORLD, every country of the table too', () => {
    const options = shippingOptions({
      source: 'printify-v1',
      countries: { US: usd(475, 240) },
      restOfWorld: usd(1100, 0),
      handlingDays: null,
    })
    expect(options.map((o) => o.country).sort()).toEqual(Object.keys(OFFLINE_SHIPPING_TABLE).sort())
  })

  it('an unserved country is named in an error that names the served ones', () => {
    const options = shippingOptions(null).filter((o) => ['US', 'CA', 'GB'].includes(o.country))
    expect(notServedMessage('BR', options)).toBe('We do not ship to Brazil. We ship to United States, Canada and United Kingdom.')
    expect(countryName('nz')).toBe('New Zealand')
  })
})

describe('shipping is the first-item rate plus the additional-item rate per further shirt', () => {
  const options = shippingOptions(null)
  it.each(options.map((o) => [o.country, o] as const))('%s', (_country, option) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 100, max: 10_000 }), (quantity, unitPriceCents) => {
        const expected = option.firstItemCents + option.additionalItemCents * (quantity - 1)
        expect(shippingCentsFor(quantity, option)).toBe(expected)
        const pricing = computePricing([{ unitPriceCents, quantity }], { shippingRate: option })
        expect(pricing.shipping).toMatchObject({ cost: expected, country: option.country })
        expect(pricing.total).toBe(pricing.discountedSubtotal + expected)
        expect(Number.isInteger(pricing.total)).toBe(true)
      }),
    )
  })
})
