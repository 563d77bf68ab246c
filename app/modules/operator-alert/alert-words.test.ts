import { describe, expect, it } from 'vitest'
import { describeAlert, holdSentence, refundProblemSentence } from './alert-words.ts'

describe('alert words', () => {
  it("names Printify's hold in its help centre's words", () => {
    expect(holdSentence('ord_1', 'has-issues')).toBe('Order ord_1 has issues at the print provider ("Has issues").')
    expect(holdSentence('ord_1', 'payment-not-received')).toContain('Payment not received')
    expect(holdSentence('ord_1', 'something-new')).toBe('Order ord_1 is held by the print provider (something-new).')
  })

  it("says what became of a refund, with Stripe's failure reason", () => {
    expect(
      refundProblemSentence({ refundId: 're_1', status: 'failed', amount: '$28.98', failureReason: 'lost_or_stolen_card' }),
    ).toBe(
      'Refund re_1 of $28.98 failed: the shopper did not get the money back, and it returned to the Stripe balance (lost_or_stolen_card).',
    )
    const view = describeAlert({
      id: 3,
      kind: 'refund_problem',
      orderPublicId: null,
      providerStatus: 'requires_action',
      detail: { refundId: 're_2', amountCents: 500 },
      createdAt: new Date('2026-11-28T12:00:00Z'),
    })
    expect(view).toMatchObject({ title: 'Refund waiting for the customer', at: '2026-11-28T12:00:00.000Z' })
    expect(view.sentence).toBe('Refund re_2 of $5.00 needs the customer to act before Stripe can send it.')
  })
})
