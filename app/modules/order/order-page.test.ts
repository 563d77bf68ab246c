import { describe, expect, it } from 'vitest'
import { canViewOrder, orderLineFrom, safeTrackingUrl, timelineFrom, type OrderPageData } from './order.ts'
import { receiptMessage } from './receipt.ts'

describe('canViewOrder', () => {
  it('shows an anonymous order to the link holder and an account order to its account only', () => {
    expect(canViewOrder(null, null)).toBe(true)
    expect(canViewOrder(null, 7)).toBe(true)
    expect(canViewOrder(7, 7)).toBe(true)
    expect(canViewOrder(7, 8)).toBe(false)
    expect(canViewOrder(7, null)).toBe(false)
  })
})

describe('timelineFrom', () => {
  it('labels events and keeps tracking only on the shipment', () => {
    const tracking = { carrier: 'usps', number: '9400', url: 'https://tools.usps.com/9400' }
    expect(
      timelineFrom([
        { kind: 'paid', occurred_at: '2026-11-24T10:00:00Z', detail: null },
        { kind: 'submitted', occurred_at: '2026-11-24T10:01:00Z', detail: tracking },
        { kind: 'shipped', occurred_at: '2026-11-26T09:00:00Z', detail: tracking },
      ]),
    ).toEqual([
      { kind: 'paid', label: 'Paid', at: '2026-11-24T10:00:00.000Z', tracking: null },
      { kind: 'submitted', label: 'Sent to the printer', at: '2026-11-24T10:01:00.000Z', tracking: null },
      { kind: 'shipped', label: 'Shipped', at: '2026-11-26T09:00:00.000Z', tracking },
    ])
  })
})

describe('money events on the timeline', () => {
  it('names the amount partially refunded so far, and the dispute steps', () => {
    const entries = timelineFrom([
      { kind: 'partially_refunded', occurred_at: '2026-11-24T10:00:00Z', detail: { amountCents: 2499 } },
      { kind: 'disputed', occurred_at: '2026-11-25T10:00:00Z', detail: null },
      { kind: 'dispute_won', occurred_at: '2026-11-30T10:00:00Z', detail: null },
    ])
    expect(entries.map((e) => e.label)).toEqual(['Partially refunded $24.99', 'Payment disputed', 'Dispute won'])
    expect(entries.every((e) => e.tracking === null)).toBe(true)
  })
})

describe('safeTrackingUrl', () => {
  it('links web addresses only', () => {
    expect(safeTrackingUrl('https://tools.usps.com/x?a=1')).toBe('https://tools.usps.com/x?a=1')
    expect(safeTrackingUrl('javascript:alert(1)')).toBeNull()
    expect(safeTrackingUrl('not a url')).toBeNull()
    expect(safeTrackingUrl(null)).toBeNull()
  })
})

describe('receiptMessage', () => {
  const page: OrderPageData = {
    order: {
      orderId: 'AbCdEfGhIjKlMnOpQrStUvWx',
      orderDate: '2026-11-24T10:00:00.000Z',
      orderStatus: 'paid',
      status: 'Paid',
      estimatedDelivery: '7-14 business days (estimate)',
      items: [],
      shippingAddress: {
        first_name: 'Ada',
        last_name: '<Lovelace>',
        address1: '12 Way',
        city: 'London',
        region: 'LDN',
        zip: 'N1',
        country: 'GB',
      },
      trackingInfo: 'Not shipped yet',
      totals: {
        subtotal: '$49.98',
        discount: '$0.00',
        shipping: '$6.08',
        tax: '$0.00',
        taxLabel: 'Tax',
        taxEstimated: false,
        total: '$56.06',
      },
    },
    lines: [
      orderLineFrom({
        title: 'Fox',
        color: 'Black',
        size: 'M',
        quantity: 2,
        unit_price_cents: 2499,
        design_id: 3,
        image_url: null,
      }),
    ],
    timeline: [],
  }

  it('lists the lines and totals charged, links the order page, and escapes the HTML part', async () => {
    const message = await receiptMessage('ada@example.com', page, 'https://shop.example')
    expect(message.to).toBe('ada@example.com')
    expect(message.messageId).toBe('<order-AbCdEfGhIjKlMnOpQrStUvWx-receipt@shop.example>')
    // The plain-text part is made from the HTML: each shirt's title, then its colour, size, count and price.
    expect(message.text).toContain('Fox\nBlack · M · 2 × $24.99: $49.98')
    expect(message.text).toContain('Total charged: $56.06')
    expect(message.text).toContain('https://shop.example/orders/AbCdEfGhIjKlMnOpQrStUvWx')
    expect(message.html).toContain('&lt;Lovelace&gt;')
    expect(message.html).not.toContain('<Lovelace>')
  })
})
