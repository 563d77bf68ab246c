import { describe, expect, it } from 'vitest'
import { checkCard, outcomeFor, PROCESSING_TEST_CARD, TEST_CARD_HINTS } from './test-cards.ts'

const now = new Date('2026-11-21T12:00:00Z')
const valid = { expiry: '12/30', cvc: '123' }

describe('checkCard', () => {
  it('accepts the test numbers with spaces and keeps only the last four digits', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', ...valid }, now)).toEqual({
      ok: true,
      number: '4242424242424242',
      last4: '4242',
      brand: 'visa',
    })
  })
  it('rejects a number failing the Luhn check or too short', () => {
    expect(checkCard({ number: '4242 4242 4242 4241', ...valid }, now)).toMatchObject({ ok: false, field: 'number' })
    expect(checkCard({ number: '4242', ...valid }, now)).toMatchObject({ ok: false, field: 'number' })
  })
  it('rejects a malformed, invalid or past expiry', () => {
    expect(checkCard({ number: '4242424242424242', expiry: '1230', cvc: '123' }, now)).toMatchObject({ field: 'expiry' })
    expect(checkCard({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, now)).toMatchObject({ field: 'expiry' })
    expect(checkCard({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, now)).toMatchObject({ field: 'expiry' })
    expect(checkCard({ number: '4242424242424242', expiry: '11/26', cvc: '123' }, now)).toMatchObject({ ok: true })
    expect(checkCard({ number: '4242424242424242', expiry: '11/2026', cvc: '123' }, now)).toMatchObject({ ok: true })
  })
  it('rejects a missing security code', () => {
    expect(checkCard({ number: '4242424242424242', expiry: '12/30', cvc: '1' }, now)).toMatchObject({ field: 'cvc' })
  })
})

describe('outcomeFor', () => {
  it("gives Stripe's test numbers their meanings", () => {
    expect(outcomeFor('4242424242424242')).toEqual({ kind: 'succeed' })
    expect(outcomeFor('4000000000000002')).toEqual({ kind: 'decline', message: 'Your card was declined.' })
    expect(outcomeFor('4000000000009995')).toEqual({ kind: 'decline', message: 'Your card has insufficient funds.' })
    expect(outcomeFor('4000002760003184')).toEqual({ kind: 'authenticate' })
  })
  it("has the store's own number that stays processing, a valid card number that is listed for shoppers", () => {
    expect(outcomeFor(PROCESSING_TEST_CARD)).toEqual({ kind: 'processing' })
    expect(checkCard({ number: '4000 0000 0000 1232', ...valid }, now)).toMatchObject({ ok: true, number: PROCESSING_TEST_CARD })
    expect(TEST_CARD_HINTS.map((h) => h.number.replace(/ /g, ''))).toContain(PROCESSING_TEST_CARD)
  })
  it('declines any other card', () => {
    expect(outcomeFor('5555555555554444').kind).toBe('decline')
  })
})
