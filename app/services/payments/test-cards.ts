// Stripe's test card numbers and what they mean, for the built-in test-mode processor, plus one
// number of the store's own: Stripe has no card that stays `processing` (only bank debits do), so the
// test mode lets a card stand in for a bank debit.

export type CardOutcome =
  { kind: 'succeed' } | { kind: 'decline'; message: string } | { kind: 'authenticate' } | { kind: 'processing' }

/**
 * ShirtSmith's own test number (not one of Stripe's): the payment is `processing`, then succeeds a few
 * seconds later, like a bank debit the bank confirms (Stripe's test IBAN AT321904300235473204 does the
 * same after three minutes).
 */
export const PROCESSING_TEST_CARD = '4000000000001232'

export type CardCheck =
  { ok: true; number: string; last4: string; brand: string } | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string }

export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'succeed' },
  '4000000000000002': { kind: 'decline', message: 'Your card was declined.' },
  '4000000000009995': { kind: 'decline', message: 'Your card has insufficient funds.' },
  '4000002760003184': { kind: 'authenticate' },
  [PROCESSING_TEST_CARD]: { kind: 'processing' },
}

export const TEST_CARD_HINTS = [
  { number: '4242 4242 4242 4242', meaning: 'succeeds' },
  { number: '4000 0000 0000 0002', meaning: 'is declined' },
  { number: '4000 0000 0000 9995', meaning: 'has insufficient funds' },
  { number: '4000 0027 6000 3184', meaning: 'asks for an extra confirmation step' },
  {
    number: '4000 0000 0000 1232',
    meaning: "is processing, then succeeds a few seconds later, like a bank debit (ShirtSmith's own test number, not Stripe's)",
  },
]

function luhnValid(digits: string) {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** Checks a typed card the way Stripe's form does; `now` decides whether the expiry has passed. */
export function checkCard(input: { number: string; expiry: string; cvc: string }, now = new Date()): CardCheck {
  const number = input.number.replace(/[\s-]/g, '')
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) {
    return { ok: false, field: 'number', message: 'Your card number is invalid.' }
  }
  const expiry = input.expiry.replace(/\s/g, '').match(/^(\d{1,2})\/(\d{2}|\d{4})$/)
  if (!expiry) return { ok: false, field: 'expiry', message: "Your card's expiration date is incomplete." }
  const month = Number(expiry[1])
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])
  if (month < 1 || month > 12) return { ok: false, field: 'expiry', message: "Your card's expiration date is invalid." }
  const endOfMonth = new Date(Date.UTC(year, month, 1))
  if (endOfMonth <= now) return { ok: false, field: 'expiry', message: "Your card's expiration year is in the past." }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) {
    return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." }
  }
  return { ok: true, number, last4: number.slice(-4), brand: number.startsWith('4') ? 'visa' : 'card' }
}

/** What a (valid) card does: Stripe's test numbers have their meanings; any other card is declined. */
export function outcomeFor(number: string): CardOutcome {
  return (
    TEST_CARDS[number] ?? {
      kind: 'decline',
      message: 'Your card was declined. In test mode, use one of the test card numbers.',
    }
  )
}
