import { describe, expect, it } from 'vitest'
import {
  addBusinessDays,
  DEFAULT_DELIVERY_TIMES,
  deliveryBreakdown,
  deliveryPromise,
  estimatedDeliveryText,
  formatDeliveryRange,
  orderDeliveryPromise,
} from './delivery.ts'

const day = (iso: string) => new Date(`${iso}T12:00:00Z`)

describe('business days', () => {
  it('skips weekends and starts a weekend order on Monday', () => {
    expect(addBusinessDays(day('2026-11-26'), 1).toISOString().slice(0, 10)).toBe('2026-11-27') // Thu -> Fri
    expect(addBusinessDays(day('2026-11-27'), 1).toISOString().slice(0, 10)).toBe('2026-11-30') // Fri -> Mon
    expect(addBusinessDays(day('2026-11-28'), 0).toISOString().slice(0, 10)).toBe('2026-11-30') // Sat -> Mon
    expect(addBusinessDays(day('2026-11-28'), 5).toISOString().slice(0, 10)).toBe('2026-12-04') // Sat + 5 -> Fri
  })
})

describe('the delivery promise', () => {
  it('is printing plus shipping for the country, in business days from the order', () => {
    // Thursday Nov 26 2026: 7 business days -> Mon Dec 7, 14 -> Wed Dec 16.
    const promise = deliveryPromise(DEFAULT_DELIVERY_TIMES, 'us', day('2026-11-26'))
    expect(promise).toMatchObject({
      country: 'US',
      days: { min: 7, max: 14 },
      earliest: '2026-12-07',
      latest: '2026-12-16',
      range: 'Dec 7–16',
      label: 'to the US: Dec 7–16',
    })
  })

  it('names the months when the window crosses one, and farther countries take longer', () => {
    const promise = deliveryPromise(DEFAULT_DELIVERY_TIMES, 'AU', day('2026-11-26'))
    expect(promise?.label).toBe('to Australia: Dec 11–29')
    // Friday Nov 20: 7 business days -> Tue Dec 1, 14 -> Thu Dec 10.
    expect(deliveryPromise(DEFAULT_DELIVERY_TIMES, 'US', day('2026-11-20'))?.range).toBe('Dec 1–10')
    expect(deliveryPromise(DEFAULT_DELIVERY_TIMES, 'US', day('2026-11-16'))?.range).toBe('Nov 25–Dec 4')
    expect(deliveryPromise(DEFAULT_DELIVERY_TIMES, 'GB', day('2026-11-26'))?.label).toMatch(/^to the UK: /)
  })

  it('is unknown (TBD) where the provider does not ship, and ends once the order is delivered or refunded', () => {
    expect(deliveryPromise(DEFAULT_DELIVERY_TIMES, 'BR', day('2026-11-26'))).toBeNull()
    expect(estimatedDeliveryText(null)).toBe('TBD')
    const order = { country: 'US', orderedAt: '2026-11-26T10:00:00Z' }
    expect(orderDeliveryPromise(DEFAULT_DELIVERY_TIMES, { ...order, status: 'in production' })?.range).toBe('Dec 7–16')
    expect(orderDeliveryPromise(DEFAULT_DELIVERY_TIMES, { ...order, status: 'delivered' })).toBeNull()
    expect(orderDeliveryPromise(DEFAULT_DELIVERY_TIMES, { ...order, status: 'refunded' })).toBeNull()
  })

  it('formats one day, one month and two months', () => {
    expect(formatDeliveryRange(day('2026-12-03'), day('2026-12-03'))).toBe('Dec 3')
    expect(formatDeliveryRange(day('2026-12-03'), day('2026-12-09'))).toBe('Dec 3–9')
    expect(formatDeliveryRange(day('2026-11-28'), day('2026-12-04'))).toBe('Nov 28–Dec 4')
  })

  it('explains its parts', () => {
    expect(deliveryBreakdown(DEFAULT_DELIVERY_TIMES, 'US')).toBe(
      'Printing takes 4-9 business days, then shipping to the US 3-5 business days.',
    )
  })
})

describe('times from the shipping table', () => {
  it('keep printing at 4-9 and give each country the rest of its whole wait', () => {
    expect(DEFAULT_DELIVERY_TIMES.production).toEqual({ min: 4, max: 9 })
    expect(DEFAULT_DELIVERY_TIMES.shipping.US).toEqual({ min: 3, max: 5 })
    expect(DEFAULT_DELIVERY_TIMES.shipping.CA).toEqual({ min: 5, max: 10 })
    expect(Object.keys(DEFAULT_DELIVERY_TIMES.shipping).sort()).toEqual([
      'AU',
      'CA',
      'DE',
      'FR',
      'GB',
      'IE',
      'JP',
      'NL',
      'NZ',
      'US',
    ])
    expect(deliveryPromise(DEFAULT_DELIVERY_TIMES, 'CA', day('2026-11-26'))?.days).toEqual({ min: 9, max: 19 })
  })
})
