// What Stripe's test payment methods do when a payment is confirmed with them
// (https://docs.stripe.com/testing): kept here, apart from the store's own test-mode processor, so
// that a mistake in the store's table cannot hide in its tests.

/** Stripe's test bank accounts whose payments stay `processing`, then succeed. */
const PROCESSING_BANK_ACCOUNTS = {
  // ACH Direct Debit, routing number 110000000: "The payment succeeds" (a delayed-notification method).
  usBankAccount: '000123456789',
  // SEPA Direct Debit: processing to succeeded, and the same "after at least three minutes".
  sepa: ['AT611904300234573201', 'AT321904300235473204'],
  paymentMethods: ['pm_usBankAccount_success', 'pm_success_at', 'pm_successDelayed_at'],
}

/** Whether a confirm's form fields pay with one of the processing test bank accounts. */
export function isProcessingBankDebit(fields: Record<string, string>) {
  const iban = (fields['payment_method_data[sepa_debit][iban]'] ?? '').replace(/\s/g, '').toUpperCase()
  return (
    PROCESSING_BANK_ACCOUNTS.paymentMethods.includes(fields.payment_method ?? '') ||
    fields['payment_method_data[us_bank_account][account_number]'] === PROCESSING_BANK_ACCOUNTS.usBankAccount ||
    PROCESSING_BANK_ACCOUNTS.sepa.includes(iban)
  )
}

/** What Stripe's test cards do when a payment is confirmed with them. */
type CardOutcome =
  | { outcome: 'succeed' }
  | { outcome: 'authenticate' }
  | { outcome: 'decline'; code: string; declineCode?: string; message: string }
const TEST_CARD_OUTCOMES: Record<string, CardOutcome> = {
  '4242424242424242': { outcome: 'succeed' },
  '4000000000000002': {
    outcome: 'decline',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    outcome: 'decline',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000002760003184': { outcome: 'authenticate' },
}
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
const INCORRECT_NUMBER = { outcome: 'decline' as const, code: 'incorrect_number', message: 'Your card number is incorrect.' }

/** What paying with this card number does; a number that is no test card is an incorrect number. */
export function cardOutcome(cardNumber: string): CardOutcome {
  return TEST_CARD_OUTCOMES[cardNumber.replace(/\D/g, '')] ?? INCORRECT_NUMBER
}
