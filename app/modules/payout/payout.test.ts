import { describe, expect, it } from 'vitest'
import {
  endOfMonth,
  parsePayoutArgs,
  payoutIdOfItem,
  payoutItemOutcome,
  previousMonth,
  senderBatchIdFor,
  UNCLAIMED_CANCEL_AFTER_DAYS,
  unclaimedPastGrace,
} from './payout.ts'

describe('endOfMonth', () => {
  it('is the first instant of the next month, in UTC', () => {
    expect(endOfMonth('2026-10')?.toISOString()).toBe('2026-11-01T00:00:00.000Z')
    expect(endOfMonth('2026-12')?.toISOString()).toBe('2027-01-01T00:00:00.000Z')
  })
  it('refuses anything that is not YYYY-MM', () => {
    for (const bad of ['2026-13', '2026-1', '26-10', '2026-10-01', '']) expect(endOfMonth(bad)).toBeNull()
  })
})

describe('parsePayoutArgs', () => {
  const now = new Date('2026-11-21T20:00:00Z')
  it('reads --month in both spellings', () => {
    expect(parsePayoutArgs(['--month', '2026-10'], now)).toEqual({ month: '2026-10' })
    expect(parsePayoutArgs(['--month=2026-09'], now)).toEqual({ month: '2026-09' })
  })
  it('defaults to the previous month', () => {
    expect(parsePayoutArgs([], now)).toEqual({ month: '2026-10' })
    expect(previousMonth(new Date('2026-01-05T00:00:00Z'))).toBe('2025-12')
  })
  it('refuses a month that is not over, a malformed month and unknown flags', () => {
    expect(parsePayoutArgs(['--month', '2026-11'], now)).toHaveProperty('error')
    expect(parsePayoutArgs(['--month', 'october'], now)).toHaveProperty('error')
    expect(parsePayoutArgs(['--dry'], now)).toEqual({ error: 'Unknown argument: --dry' })
  })
})

describe('payoutItemOutcome', () => {
  it('leaves UNCLAIMED for the creator until PayPal returns it (30 days) and our grace has passed', () => {
    const sent = new Date('2026-10-01T12:00:00Z')
    const day = 24 * 60 * 60 * 1000
    expect(unclaimedPastGrace(sent, new Date(sent.getTime() + day))).toBe(false)
    // PayPal returns unclaimed money after 30 days: the store does not cancel before then.
    expect(unclaimedPastGrace(sent, new Date(sent.getTime() + 30 * day))).toBe(false)
    expect(UNCLAIMED_CANCEL_AFTER_DAYS).toBeGreaterThan(30)
    expect(unclaimedPastGrace(sent, new Date(sent.getTime() + UNCLAIMED_CANCEL_AFTER_DAYS * day))).toBe(true)
  })

  it('pays SUCCESS, marks UNCLAIMED, returns what did not stay, waits on the rest', () => {
    expect(payoutItemOutcome('SUCCESS')).toBe('paid')
    expect(payoutItemOutcome('UNCLAIMED')).toBe('unclaimed')
    for (const status of ['RETURNED', 'DENIED', 'FAILED', 'BLOCKED', 'REFUNDED', 'REVERSED']) {
      expect(payoutItemOutcome(status)).toBe('returned')
    }
    for (const status of ['PENDING', 'ONHOLD', 'NEW']) expect(payoutItemOutcome(status)).toBe('pending')
  })

  it('finds our payout id at the end of the sender_item_id', () => {
    expect(payoutIdOfItem('shirtsmith-2026-10-4-9-7')).toBe(7)
    expect(payoutIdOfItem('someone-else')).toBeNull()
    expect(senderBatchIdFor('2026-10', [4, 7, 9])).toBe('shirtsmith-2026-10-4-9')
  })
})
