import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computePricing } from '~/modules/pricing/index.ts'
import { checkCode, codeDiscountCents, normalizeCode, refusalMessage, type DiscountCodeRecord } from './rules.ts'

const base: DiscountCodeRecord = {
  id: 1,
  code: 'SAVE10',
  kind: 'percent',
  percentOff: 10,
  amountOffCents: null,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-12-01T00:00:00Z'),
  maxUses: 3,
  uses: 0,
  oncePerCustomer: true,
  minSubtotalCents: 5000,
  deactivatedAt: null,
}
const now = new Date('2026-11-28T12:00:00Z')
const ok = { now, subtotalCents: 5000, usedByCustomer: false }

describe('checkCode: each rule refuses with its own reason', () => {
  it('applies a code that meets every rule (the minimum is inclusive)', () => {
    expect(checkCode(base, ok)).toEqual({ ok: true })
  })
  it.each<[string, DiscountCodeRecord | null, Partial<typeof ok>, string]>([
    ['an unknown code', null, {}, 'unknown'],
    ['a deactivated code', { ...base, deactivatedAt: now }, {}, 'expired'],
    ['at its end (the end is not included)', base, { now: base.endsAt! }, 'expired'],
    ['a second before its start', base, { now: new Date(base.startsAt.getTime() - 1000) }, 'not-started'],
    ['with every use taken', { ...base, uses: 3 }, {}, 'used-up'],
    ['used by this customer, once per customer', base, { usedByCustomer: true }, 'already-used'],
    ['a cent below the minimum', base, { subtotalCents: 4999 }, 'below-minimum'],
  ])('refuses %s', (_name, record, change, refusal) => {
    expect(checkCode(record, { ...ok, ...change })).toEqual({ ok: false, refusal })
  })
  it('lets a customer use a code again when it is not once per customer, and any number of times without a limit', () => {
    expect(checkCode({ ...base, oncePerCustomer: false }, { ...ok, usedByCustomer: true })).toEqual({ ok: true })
    expect(checkCode({ ...base, maxUses: null, uses: 10_000 }, ok)).toEqual({ ok: true })
  })
  it('has a message naming the code and what is wrong', () => {
    expect(refusalMessage('below-minimum', 'SAVE10', base)).toBe('The code SAVE10 needs a subtotal of at least $50.00')
    expect(refusalMessage('not-started', 'SAVE10', base)).toContain('2026-11-01 00:00 UTC')
    expect(normalizeCode('  save10 ')).toBe('SAVE10')
  })
})

describe('codeDiscountCents: integer cents, round half up', () => {
  it('rounds a percent half up: 10% of 1005 is 100.5, so 101; 15% of 2499 is 374.85, so 375', () => {
    expect(codeDiscountCents(base, 1005)).toBe(101)
    expect(codeDiscountCents({ ...base, percentOff: 15 }, 2499)).toBe(375)
    expect(codeDiscountCents(base, 1004)).toBe(100)
  })
  it('never takes a fixed amount past the goods', () => {
    const fixed = { kind: 'fixed' as const, percentOff: null, amountOffCents: 5000 }
    expect(codeDiscountCents(fixed, 2374)).toBe(2374)
    expect(codeDiscountCents(fixed, 9000)).toBe(5000)
  })

  it('for any cart and code: the sums hold, goods never below $0, shipping untouched, code after the quantity discount', () => {
    const line = fc.record({ unitPriceCents: fc.integer({ min: 1, max: 10_000 }), quantity: fc.integer({ min: 1, max: 100 }) })
    const code = fc.oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        percentOff: fc.integer({ min: 1, max: 100 }),
        amountOffCents: fc.constant(null),
      }),
      fc.record({
        kind: fc.constant('fixed' as const),
        percentOff: fc.constant(null),
        amountOffCents: fc.integer({ min: 1, max: 2_000_000 }),
      }),
    )
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), code, (lines, rule) => {
        const plain = computePricing(lines)
        const priced = computePricing(lines, { codeStep: (goods) => ({ code: 'X', amount: codeDiscountCents(rule, goods) }) })
        const goodsAfterQuantity = plain.subtotal - plain.discount.amount
        const taken = priced.code!.amount
        expect(Number.isInteger(taken)).toBe(true)
        expect(taken).toBeGreaterThanOrEqual(0)
        expect(taken).toBeLessThanOrEqual(goodsAfterQuantity)
        expect(priced.discount).toEqual(plain.discount)
        expect(priced.shipping.cost).toBe(plain.shipping.cost)
        expect(priced.discountedSubtotal).toBe(goodsAfterQuantity - taken)
        expect(priced.total).toBe(priced.subtotal - priced.discount.amount - taken + priced.shipping.cost)
        expect(priced.total).toBeGreaterThanOrEqual(priced.shipping.cost)
        if (rule.kind === 'percent') {
          // Round half up: the exact amount is within half a cent, and a half goes to the shopper.
          const exact = (goodsAfterQuantity * rule.percentOff) / 100
          expect(Math.abs(taken - exact)).toBeLessThanOrEqual(0.5)
          if (taken !== exact && Math.abs(taken - exact) === 0.5) expect(taken).toBeGreaterThan(exact)
        }
      }),
      { numRuns: 2000 },
    )
  })
})
