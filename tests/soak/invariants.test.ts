import { describe, expect, it } from 'vitest'
import { creditedShop } from './invariants.ts'
import { receiptCount, unexplainedRepeats } from './mail-sink.ts'
import type { ModelPayment } from './model.ts'

describe('receiptCount', () => {
  it('counts every send of an order’s receipt, by its Message-ID', () => {
    const sent = [
      '<order-F7pQDROBcXQLg-IRQpjvMy1C-receipt@127.0.0.1>',
      '<order-abc_-receipt@127.0.0.1>',
      '<order-abc_-receipt@127.0.0.1>',
      '<order-abc_d-receipt@127.0.0.1>',
      '<order-F7pQDROBcXQLg-IRQpjvMy1C-shipped@127.0.0.1>',
    ]
    expect(receiptCount(sent, 'F7pQDROBcXQLg-IRQpjvMy1C')).toBe(1)
    expect(receiptCount(sent, 'abc_')).toBe(2)
    expect(receiptCount(sent, 'nothing')).toBe(0)
  })
})

describe('unexplainedRepeats', () => {
  it('accepts a receipt sent again only when a fault was injected between the sends (or just before the first)', () => {
    expect(unexplainedRepeats([1_000], [])).toBe(0)
    expect(unexplainedRepeats([10_000, 10_080], [])).toBe(1)
    expect(unexplainedRepeats([10_000, 70_000], [10_200])).toBe(0)
    expect(unexplainedRepeats([10_000, 70_000], [6_000])).toBe(0)
    expect(unexplainedRepeats([10_000, 70_000], [1_000, 80_000])).toBe(1)
    expect(unexplainedRepeats([10_000, 70_000, 70_050], [20_000])).toBe(1)
  })
})

describe('creditedShop', () => {
  const payment: ModelPayment = {
    buyer: 1,
    at: 0,
    shops: [
      { id: 10, owner: 2, designs: [5], linkedAt: { 5: 200 } },
      { id: 11, owner: 3, designs: [5], linkedAt: { 5: 100 } },
      { id: 12, owner: 1, designs: [6], linkedAt: { 6: 100 } },
    ],
  }
  it('credits the shop bought through, else the first to show the design, never the buyer’s own', () => {
    expect(creditedShop(payment, 5, 10)).toBe(10)
    expect(creditedShop(payment, 5, null)).toBe(11)
    expect(creditedShop(payment, 5, 99)).toBe(11)
    expect(creditedShop(payment, 6, 12)).toBeNull()
    expect(creditedShop(payment, 7, null)).toBeNull()
  })
})
