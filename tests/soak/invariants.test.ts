import { describe, expect, it } from 'vitest'
import { creditedShop, receiptCount } from './invariants.ts'
import type { ModelPayment } from './model.ts'

describe('receiptCount', () => {
  // The offline mailbox names a file after the Message-ID <order-{publicId}-receipt@host>, lower-cased,
  // each run of other characters a hyphen: public ids hold '-' and '_'.
  const files = [
    '1795888870656-order-f7pqdrobcxqlg-irqpjvmy1c-receipt-127-0-0-1.eml',
    '1795888870999-order-abc-receipt-127-0-0-1.eml',
    '1795888871000-order-abc-receipt-127-0-0-1.eml',
    '1795888871001-order-abcd-receipt-127-0-0-1.eml',
    '1795888871002-order-f7pqdrobcxqlg-irqpjvmy1c-shipped-127-0-0-1.eml',
  ]
  it('counts the receipts of an order whose public id holds - and _', () => {
    expect(receiptCount(files, 'F7pQDROBcXQLg-IRQpjvMy1C')).toBe(1)
    expect(receiptCount(files, 'abc_')).toBe(2)
    expect(receiptCount(files, 'nothing')).toBe(0)
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
