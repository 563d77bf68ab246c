import { describe, expect, it } from 'vitest'
import {
  backoffDelayMs,
  fulfilmentStatusFromSnapshot,
  isHeldAtProvider,
  nextOrderStatus,
  orderStatusFromSnapshot,
  shouldCancelAtProvider,
  type FulfilmentSnapshot,
} from './status.ts'

const snap = (over: Partial<FulfilmentSnapshot>): FulfilmentSnapshot => ({
  providerStatus: null,
  shipment: null,
  delivered: false,
  ...over,
})
const tracking = { carrier: 'usps', number: '9400', url: 'https://t.example/9400' }

describe('orderStatusFromSnapshot', () => {
  it.each([
    ['pending', null],
    ['on-hold', null],
    ['sending-to-production', null],
    ['in-production', 'in production'],
    ['fulfilled', 'shipped'],
    ['partially-fulfilled', 'shipped'],
    ['canceled', 'canceled'],
    ['cancelled', 'canceled'],
    ['In-Production', 'in production'],
  ])('maps Printify %s to %s', (providerStatus, expected) => {
    expect(orderStatusFromSnapshot(snap({ providerStatus }))).toBe(expected)
  })

  it('treats a shipment as shipped and a delivery as delivered, whatever the status word', () => {
    expect(orderStatusFromSnapshot(snap({ providerStatus: 'in-production', shipment: tracking }))).toBe('shipped')
    expect(orderStatusFromSnapshot(snap({ shipment: tracking, delivered: true }))).toBe('delivered')
  })
})

describe('nextOrderStatus', () => {
  it('moves forward through paid, in production, shipped, delivered', () => {
    expect(nextOrderStatus('paid', 'in production')).toBe('in production')
    expect(nextOrderStatus('in production', 'shipped')).toBe('shipped')
    expect(nextOrderStatus('paid', 'delivered')).toBe('delivered')
  })

  it('never moves backwards when reports arrive out of order', () => {
    expect(nextOrderStatus('shipped', 'in production')).toBe('shipped')
    expect(nextOrderStatus('delivered', 'shipped')).toBe('delivered')
  })

  it('keeps the current status when the report says nothing new', () => {
    expect(nextOrderStatus('paid', null)).toBe('paid')
    expect(nextOrderStatus('in production', 'in production')).toBe('in production')
  })

  it('cancels only orders that have not shipped, and never touches refunded ones', () => {
    expect(nextOrderStatus('paid', 'canceled')).toBe('canceled')
    expect(nextOrderStatus('in production', 'canceled')).toBe('canceled')
    expect(nextOrderStatus('shipped', 'canceled')).toBe('shipped')
    expect(nextOrderStatus('refunded', 'shipped')).toBe('refunded')
    expect(nextOrderStatus('canceled', 'in production')).toBe('canceled')
  })
})

describe('fulfilmentStatusFromSnapshot', () => {
  it('keeps the provider word, marks deliveries, and keeps the current one when the report has none', () => {
    expect(fulfilmentStatusFromSnapshot('submitted', snap({ providerStatus: 'In-Production' }))).toBe('in-production')
    expect(fulfilmentStatusFromSnapshot('fulfilled', snap({ delivered: true }))).toBe('delivered')
    expect(fulfilmentStatusFromSnapshot('in-production', snap({ shipment: tracking }))).toBe('fulfilled')
    expect(fulfilmentStatusFromSnapshot('submitted', snap({}))).toBe('submitted')
  })
})

describe('backoffDelayMs', () => {
  const middle = () => 0.5 // no jitter

  it('starts at 15 seconds and doubles with each failure', () => {
    expect(backoffDelayMs(1, middle)).toBe(15_000)
    expect(backoffDelayMs(2, middle)).toBe(30_000)
    expect(backoffDelayMs(3, middle)).toBe(60_000)
    expect(backoffDelayMs(6, middle)).toBe(480_000)
  })

  it('is capped at an hour, even after very many failures', () => {
    expect(backoffDelayMs(9, middle)).toBe(3_600_000)
    expect(backoffDelayMs(500, middle)).toBe(3_600_000)
  })

  it('spreads retries by at most 20% either way', () => {
    expect(backoffDelayMs(1, () => 0)).toBe(12_000)
    expect(backoffDelayMs(1, () => 0.999999)).toBe(18_000)
    for (let i = 0; i < 50; i++) {
      const delay = backoffDelayMs(4)
      expect(delay).toBeGreaterThanOrEqual(96_000)
      expect(delay).toBeLessThanOrEqual(144_000)
    }
  })
})

describe('shouldCancelAtProvider', () => {
  it('asks the provider to cancel an order it may still hold', () => {
    for (const status of ['submitted', 'pending', 'on-hold', 'payment-not-received', 'in-production'])
      expect(shouldCancelAtProvider(status)).toBe(true)
  })

  it('does not ask once the provider canceled or shipped the order', () => {
    for (const status of ['canceled', 'Cancelled', 'fulfilled', 'partially-fulfilled', 'delivered'])
      expect(shouldCancelAtProvider(status)).toBe(false)
  })
})

describe('isHeldAtProvider', () => {
  it('takes payment-not-received and has-issues as holds whenever reported', () => {
    for (const released of [true, false]) {
      expect(isHeldAtProvider('payment-not-received', { released })).toBe(true)
      expect(isHeldAtProvider('has-issues', { released })).toBe(true)
    }
  })

  it('takes on-hold as a hold only once the store released the order', () => {
    expect(isHeldAtProvider('on-hold', { released: false })).toBe(false)
    expect(isHeldAtProvider('on-hold', { released: true })).toBe(true)
  })

  it('takes the rest as progress', () => {
    for (const status of ['submitted', 'pending', 'sending-to-production', 'in-production', 'fulfilled', 'canceled'])
      expect(isHeldAtProvider(status, { released: true })).toBe(false)
  })
})
