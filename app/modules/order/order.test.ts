import { describe, expect, it } from 'vitest'
import { capitaliseStatus, deliveryExplanation, displayOrder, skuFor } from './order.ts'

const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '555-0100',
  address1: '12 Analytical Way',
  city: 'London',
  region: 'LDN',
  zip: 'N1 9GU',
  country: 'GB',
}

const order = {
  public_id: 'abcdefghijklmnopqrstuvwx',
  created_at: new Date('2026-11-21T10:00:00Z'),
  status: 'paid',
  estimated_delivery: null,
  shipping_address: address,
  tracking: null,
  subtotal_cents: 2499,
  discount_cents: 0,
  shipping_cents: 399,
  total_cents: 2898,
}

describe('displayOrder', () => {
  it('shows TBD, Not shipped yet and never the email or phone', () => {
    const shown = displayOrder(order, [
      { title: 'Tee', variant_id: 17603, quantity: 2, sku: 'SS-17603-4', size: 'L', color: 'White', image_url: null },
    ])
    expect(shown).toMatchObject({
      orderId: order.public_id,
      orderDate: '2026-11-21T10:00:00.000Z',
      orderStatus: 'paid',
      estimatedDelivery: 'TBD',
      trackingInfo: 'Not shipped yet',
      items: [{ title: 'Tee', variantId: 17603, quantity: 2, sku: 'SS-17603-4' }],
      totals: { total: '$28.98' },
    })
    expect(shown.shippingAddress).not.toHaveProperty('email')
    expect(shown.shippingAddress).not.toHaveProperty('phone')
    expect(shown.shippingAddress).not.toHaveProperty('address2')
  })

  it('shows the delivery estimate and tracking once known', () => {
    const tracking = { carrier: 'USPS', number: '9400', url: null }
    const shown = displayOrder({ ...order, estimated_delivery: '3-5 business days', tracking }, [])
    expect(shown.estimatedDelivery).toBe('3-5 business days')
    expect(shown.trackingInfo).toEqual(tracking)
  })
})

describe('capitaliseStatus and skuFor', () => {
  it('capitalises statuses', () => {
    expect(capitaliseStatus('paid')).toBe('Paid')
    expect(capitaliseStatus('in_production')).toBe('In production')
  })
  it('makes a SKU from variant and design', () => {
    expect(skuFor({ variantId: 17645, designId: 9 })).toBe('SS-17645-9')
    expect(skuFor({ variantId: 17645, designId: null })).toBe('SS-17645-0')
  })
})

describe('deliveryExplanation', () => {
  it('explains the default estimate as printing plus the 3-5 business days of shipping', () => {
    const text = deliveryExplanation('7-14 business days (estimate)')
    expect(text).toContain('3-5 business days')
    expect(text).toMatch(/print/i)
  })
  it("credits the provider's own estimate and says nothing while the estimate is TBD", () => {
    expect(deliveryExplanation('Nov 30 - Dec 4')).toBe('From our print partner: printing and shipping included.')
    expect(deliveryExplanation('TBD')).toBeNull()
  })
})
