import { afterAll, beforeAll, expect, it } from 'vitest'
import { PaymentProcessorError } from '../../app/services/payments/payments.ts'
import { createStripePaymentProcessor } from '../../app/services/payments/stripe.server.ts'
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts'

// The console's refund through Stripe (ADR 127): the official SDK's refunds.create against the local
// stand-in speaking Stripe's wire format; payment_intent and amount are sent with the idempotency key,
// the same key refunds once, and more than is left is refused.

let stripe: FakeStripe
beforeAll(async () => {
  stripe = await startFakeStripe()
})
afterAll(async () => {
  await stripe?.stop()
})

it('refunds part of a payment once per idempotency key and refuses more than is left', async () => {
  const processor = createStripePaymentProcessor({
    secretKey: 'sk_test_refunds',
    publishableKey: 'pk_test_refunds',
    apiBase: stripe.url,
  })
  const intent = await processor.createPaymentIntent({
    amount: 2898,
    currency: 'usd',
    metadata: {},
    idempotencyKey: 'pi-refund-test',
  })
  stripe.succeed(intent.id)

  const first = await processor.refund({
    paymentId: intent.id,
    amount: 500,
    idempotencyKey: 'admin-refund:o1:k1',
    metadata: { order: 'o1' },
  })
  expect(first).toMatchObject({ amount: 500, status: 'succeeded', totalRefunded: null })
  const again = await processor.refund({
    paymentId: intent.id,
    amount: 500,
    idempotencyKey: 'admin-refund:o1:k1',
    metadata: { order: 'o1' },
  })
  expect(again.id).toBe(first.id)
  const sent = stripe.requests.filter((r) => r.path === '/v1/refunds')
  expect(sent.map((r) => r.idempotencyKey)).toEqual(['admin-refund:o1:k1', 'admin-refund:o1:k1'])

  await expect(
    processor.refund({ paymentId: intent.id, amount: 2500, idempotencyKey: 'admin-refund:o1:k2' }),
  ).rejects.toBeInstanceOf(PaymentProcessorError)
  const rest = await processor.refund({ paymentId: intent.id, amount: 2398, idempotencyKey: 'admin-refund:o1:k3' })
  expect(rest.amount).toBe(2398)
})
