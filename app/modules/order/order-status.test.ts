import { describe, expect, it } from 'vitest'
import { orderStatus, orderStatusWords } from './order-status.ts'

describe('order status', () => {
  it('follows the timeline: paid, then in production once sent to the printer, shipped, delivered', () => {
    expect(orderStatus('paid', ['paid'])).toBe('paid')
    expect(orderStatus('paid', ['paid', 'submitted'])).toBe('in production')
    expect(orderStatus('paid', ['paid', 'submitted', 'awaiting_approval'])).toBe('in production')
    expect(orderStatus('in production', ['paid', 'submitted', 'shipped'])).toBe('shipped')
    expect(orderStatus('shipped', ['paid', 'submitted', 'shipped', 'delivered'])).toBe('delivered')
  })

  it('never goes back: the stored status counts even when an event is missing', () => {
    expect(orderStatus('shipped', ['paid'])).toBe('shipped')
    expect(orderStatus('in_production', [])).toBe('in production')
    expect(orderStatus('delivered', ['paid', 'submitted'])).toBe('delivered')
  })

  it('ends with a full refund or a cancellation; a partial refund keeps the progress', () => {
    expect(orderStatus('paid', ['paid', 'submitted', 'refunded'])).toBe('refunded')
    expect(orderStatus('refunded', ['paid'])).toBe('refunded')
    expect(orderStatus('canceled', ['paid', 'submitted', 'canceled'])).toBe('canceled')
    expect(orderStatus('shipped', ['paid', 'shipped', 'partially_refunded'])).toBe('shipped')
  })

  it('reads an unknown stored status as paid, and says each status in words', () => {
    expect(orderStatus('pending', [])).toBe('paid')
    expect(orderStatusWords('in production')).toBe('In production')
    expect(orderStatusWords('paid')).toBe('Paid')
    expect(orderStatusWords('refunded')).toBe('Refunded')
  })
})
