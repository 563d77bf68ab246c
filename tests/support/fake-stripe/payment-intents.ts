import { randomBytes } from 'node:crypto'
import type { SendEvent } from './events.ts'
import { id, unexpectedState, type Answer, type FakePaymentIntent, type StripeState } from './objects.ts'
import { cardOutcome, isProcessingBankDebit } from './test-cards.ts'

/**
 * Payment intents as Stripe moves them: created `requires_payment_method`; confirmed with a test
 * card they succeed, decline (402 card_error) or need 3-D Secure (`requires_action` with a redirect
 * to hooks.stripe.com); confirmed with a test bank account they stay `processing` (and
 * payment_intent.processing is sent) until they settle after `settleAfterMs`
 * (payment_intent.succeeded, or payment_intent.payment_failed when a test settles them as failed).
 */
export function paymentIntents(state: StripeState, sendEvent: SendEvent, settleAfterMs: number) {
  const timers = new Set<NodeJS.Timeout>()

  function create(amount: number, currency: string, metadata: Record<string, string>) {
    const intent: FakePaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: '',
      metadata,
      last_payment_error: null,
    }
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`
    state.intents.set(intent.id, intent)
    return intent
  }

  function startProcessing(intent: FakePaymentIntent) {
    Object.assign(intent, { status: 'processing', last_payment_error: null, next_action: null })
    void sendEvent('payment_intent.processing', intent).catch(() => {})
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (intent.status === 'processing') void settle(intent, 'succeeded').catch(() => {})
    }, settleAfterMs)
    timers.add(timer)
  }

  async function settle(intent: FakePaymentIntent, outcome: 'succeeded' | 'failed') {
    if (outcome === 'succeeded') {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount })
      await sendEvent('payment_intent.succeeded', intent)
    } else {
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { code: 'payment_method_provider_decline', message: 'The bank declined the debit.' },
      })
      await sendEvent('payment_intent.payment_failed', intent)
    }
    return intent
  }

  /** POST /v1/payment_intents/{id}/confirm, with the secret key or with the intent's client secret (Stripe.js). */
  function confirm(intent: FakePaymentIntent, fields: Record<string, string>): Answer {
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      return unexpectedState(
        intent.status === 'succeeded'
          ? 'This PaymentIntent has already succeeded'
          : 'This PaymentIntent could not be confirmed because it has a status of processing.',
        intent,
      )
    }
    if (isProcessingBankDebit(fields)) {
      startProcessing(intent)
      return { status: 200, body: intent }
    }
    const card = cardOutcome(fields['payment_method_data[card][number]'] ?? '')
    if (card.outcome === 'succeed') {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null, next_action: null })
      return { status: 200, body: intent }
    }
    if (card.outcome === 'authenticate') {
      intent.status = 'requires_action'
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `https://hooks.stripe.com/3d_secure_2/authenticate/${intent.id}`,
          return_url: fields.return_url ?? '',
        },
      }
      return { status: 200, body: intent }
    }
    intent.status = 'requires_payment_method'
    intent.last_payment_error = { message: card.message, code: card.code, decline_code: card.declineCode }
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: card.code,
          decline_code: card.declineCode,
          message: card.message,
          payment_intent: intent,
        },
      },
    }
  }

  /** Stops the settlements still pending (when the fake stops). */
  function stop() {
    for (const timer of timers) clearTimeout(timer)
  }

  return { create, startProcessing, settle, confirm, stop }
}

export type PaymentIntents = ReturnType<typeof paymentIntents>
