import { describe, expect, it } from 'vitest'
import { commissionBreakdown, summarizeCommission } from './commission.ts'

describe('summarizeCommission', () => {
  it('derives unpaid and formats every amount from cents', () => {
    expect(summarizeCommission(1000, 250)).toEqual({
      total: 1000,
      paid: 250,
      unpaid: 750,
      formattedTotal: '$10.00',
      formattedPaid: '$2.50',
      formattedUnpaid: '$7.50',
    })
  })
})

describe('commissionBreakdown', () => {
  it('shows nothing before anything is earned', () => {
    expect(commissionBreakdown(summarizeCommission(0, 0))).toBeNull()
  })
  it('shows pending only while something is unpaid', () => {
    expect(commissionBreakdown(summarizeCommission(750, 250))).toBe('Paid: $2.50 · Pending: $5.00')
    expect(commissionBreakdown(summarizeCommission(500, 500))).toBe('Paid: $5.00')
  })
})
