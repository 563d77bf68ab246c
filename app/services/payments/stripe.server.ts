import Stripe from 'stripe'
import type { CheckoutSessionSummary, PaymentIntentSummary, PaymentStatus, StripePaymentProcessor } from './payments.ts'
import { PaymentProcessorError } from './payments.ts'
import { createStripeClient } from '~/lib/stripe-client.server.ts'

// The client factory and API version live in lib, shared with Stripe Tax; callers still find them here.
export { createStripeClient, STRIPE_API_VERSION } from '~/lib/stripe-client.server.ts'

export interface StripeSettings {
  secretKey: string
  publishableKey: string
  webhookSecret?: string
  /** Another API origin (tests point the official SDK at a local server speaking Stripe's wire format). */
  apiBase?: string
}

function intentSummary(intent: Stripe.PaymentIntent): PaymentIntentSummary {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status as PaymentStatus,
    metadata: intent.metadata ?? {},
    lastError: intent.last_payment_error?.message ?? null,
  }
}

export function sessionSummary(session: Stripe.Checkout.Session): CheckoutSessionSummary {
  return {
    id: session.id,
    url: session.url,
    paid: session.payment_status === 'paid',
    complete: session.status === 'complete',
    paymentIntentId: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    metadata: session.metadata ?? {},
  }
}

async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw new PaymentProcessorError(`Stripe ${what} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function isMissing(error: unknown) {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404
}

/** Stripe through its official SDK. Every mutating call carries an idempotency key. */
export function createStripePaymentProcessor(settings: StripeSettings): StripePaymentProcessor {
  const stripe = createStripeClient(settings)
  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,
    createPaymentIntent: ({ amount, currency, metadata, idempotencyKey }) =>
      call('create payment intent', async () =>
        intentSummary(
          await stripe.paymentIntents.create(
            { amount, currency, metadata, automatic_payment_methods: { enabled: true } },
            { idempotencyKey },
          ),
        ),
      ),
    updatePaymentIntentAmount: (id, amount, idempotencyKey) =>
      call('update payment intent', async () =>
        intentSummary(await stripe.paymentIntents.update(id, { amount }, { idempotencyKey })),
      ),
    async retrievePaymentIntent(id) {
      try {
        return intentSummary(await stripe.paymentIntents.retrieve(id))
      } catch (error) {
        if (isMissing(error)) return null
        throw new PaymentProcessorError(`Stripe retrieve payment intent failed: ${String(error)}`)
      }
    },
    createCheckoutSession: (input) =>
      call('create checkout session', async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            customer_email: input.customerEmail,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: input.amount,
                  product_data: { name: input.description },
                },
              },
            ],
            metadata: input.metadata,
            payment_intent_data: { metadata: input.metadata },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        )
        if (!session.url) throw new Error('Stripe returned a session without a URL')
        return { id: session.id, url: session.url }
      }),
    // POST /v1/refunds with payment_intent and amount; Stripe then sends charge.refunded, which the
    // webhook records against the order.
    refund: ({ paymentId, amount, idempotencyKey, metadata }) =>
      call('refund', async () => {
        const refund = await stripe.refunds.create({ payment_intent: paymentId, amount, metadata }, { idempotencyKey })
        return { id: refund.id, amount: refund.amount, status: refund.status ?? 'pending', totalRefunded: null }
      }),
    async retrieveCheckoutSession(id) {
      try {
        return sessionSummary(await stripe.checkout.sessions.retrieve(id))
      } catch (error) {
        if (isMissing(error)) return null
        throw new PaymentProcessorError(`Stripe retrieve checkout session failed: ${String(error)}`)
      }
    },
  }
}

/** Verifies `Stripe-Signature` over the raw body; throws when it does not match. */
export function verifyStripeEvent(
  settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>,
  rawBody: string,
  signature: string,
  secret: string,
) {
  return createStripeClient(settings).webhooks.constructEvent(rawBody, signature, secret)
}
