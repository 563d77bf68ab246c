import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { STRIPE_API_VERSION } from '../../app/services/payments/stripe.server.ts'
import { TestClient } from '../support/client.ts'
import { findMessages } from '../support/mailbox.ts'
import { app, deliver, shopperReadyToPay, signedEvent, stripe, usePaymentsStripeApp } from './payments-stripe-support.ts'

// The Stripe adapter through the official SDK: Stripe Checkout without JavaScript, the pinned API
// version, idempotent requests, and bank debits that are processing before they succeed or fail.

usePaymentsStripeApp()

describe('paying without JavaScript: Stripe Checkout', () => {
  it('redirects 303 to a Checkout Session, then makes one order from the return and the webhook', async () => {
    const client = await shopperReadyToPay()
    const pay = await client.form('/checkout', { intent: 'pay' })
    expect(pay.status).toBe(303)
    const location = pay.headers.get('Location')!
    expect(location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    const sessionId = location.split('/').pop()!
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)
    expect(created?.idempotencyKey).toMatch(/^cs-create:/)
    expect(stripe.sessions.get(sessionId)).toMatchObject({ amount_total: 2898, customer_email: 'grace@example.com' })

    // Back before paying: no order.
    const early = await client.get(`/checkout/complete?session_id=${sessionId}`)
    expect(early.headers.get('Location')).toBe('/checkout')

    const session = stripe.completeSession(sessionId)
    const back = await client.get(`/checkout/complete?session_id=${sessionId}`)
    const confirmation = new URL(back.headers.get('Location')!, app.url)
    expect(confirmation.pathname).toBe('/order-confirmation')

    const hook = await deliver(signedEvent('checkout.session.completed', session))
    expect((await hook.json()).outcome).toBe('order-exists')
    const intentHook = await deliver(signedEvent('payment_intent.succeeded', stripe.intents.get(session.payment_intent!)))
    expect((await intentHook.json()).outcome).toBe('order-exists')
    const orders = await app.db
      .selectFrom('orders')
      .select(['public_id', 'payment_id'])
      .where('payment_id', '=', session.payment_intent!)
      .execute()
    expect(orders).toEqual([{ public_id: confirmation.searchParams.get('id'), payment_id: session.payment_intent }])

    // Another browser cannot use the return link to find the order.
    const stranger = await new TestClient(app.url).get(`/checkout/complete?session_id=${sessionId}`)
    expect(stranger.headers.get('Location')).toBe('/')
  })
})

describe('the Stripe API version', () => {
  it('is pinned to the version the installed SDK is typed for, and every request asks for it', async () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION)
    const client = await shopperReadyToPay()
    const before = stripe.requests.length
    expect((await client.json('/api/create-payment-intent', 'POST', {})).status).toBe(200)
    const made = stripe.requests.slice(before)
    expect(made.length).toBeGreaterThan(0)
    expect(new Set(made.map((r) => r.stripeVersion))).toEqual(new Set([STRIPE_API_VERSION]))
  })
})

describe('idempotent requests, as Stripe documents them', () => {
  const direct = () => {
    const base = new URL(stripe.url)
    return new Stripe('sk_test_fake', { host: base.hostname, port: Number(base.port), protocol: 'http', maxNetworkRetries: 0 })
  }

  it('replay the stored first answer as it was, refuse other parameters, and forget keys after 24 hours', async () => {
    const sdk = direct()
    const params = { amount: 2898, currency: 'usd', metadata: { cart_id: 'replayed' } }
    const first = await sdk.paymentIntents.create(params, { idempotencyKey: 'replay-key' })
    expect(first.status).toBe('requires_payment_method')
    stripe.succeed(first.id)

    const replay = await sdk.paymentIntents.create(params, { idempotencyKey: 'replay-key' })
    expect(replay.id).toBe(first.id)
    expect(replay.status).toBe('requires_payment_method')
    expect((await sdk.paymentIntents.retrieve(first.id)).status).toBe('succeeded')

    await expect(sdk.paymentIntents.create({ ...params, amount: 3000 }, { idempotencyKey: 'replay-key' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      rawType: 'idempotency_error',
      statusCode: 400,
    })

    stripe.advanceClock(24 * 60 * 60 * 1000 + 60_000)
    const later = await sdk.paymentIntents.create(params, { idempotencyKey: 'replay-key' })
    expect(later.id).not.toBe(first.id)
  })

  it('the store asks for the live intent after a replay: a canceled intent of this cart revision is replaced', async () => {
    const client = await shopperReadyToPay()
    const first = await (await client.json('/api/create-payment-intent', 'POST', {})).json()
    // Canceled in the Dashboard, say: the create keyed by this cart revision now replays the old answer.
    stripe.intents.get(first.paymentIntentId)!.status = 'canceled'
    const response = await client.json('/api/create-payment-intent', 'POST', {})
    expect(response.status).toBe(200)
    const second = await response.json()
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId)
    expect(stripe.intents.get(second.paymentIntentId)).toMatchObject({ status: 'requires_payment_method', amount: 2898 })
  })
})

describe('a bank debit: processing, then payment_intent.succeeded', () => {
  const MESSAGE_HTML = 'Payment processing — we&#x27;ll e-mail you'

  async function until(check: () => boolean | Promise<boolean>, what: string) {
    for (let i = 0; i < 100; i++) {
      if (await check()) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`Timed out waiting for ${what}`)
  }

  it('is not a failure: the shopper is told, the cart is not charged twice, and the webhook makes one order and its receipt', async () => {
    const client = await shopperReadyToPay()
    const { paymentIntentId } = await (await client.json('/api/create-payment-intent', 'POST', {})).json()
    const createsBefore = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length

    // The Payment Element confirms with Stripe's test bank account: processing, and Stripe says so.
    stripe.payByBankDebit(paymentIntentId)
    await until(
      () => stripe.deliveries.some((d) => d.type === 'payment_intent.processing' && d.objectId === paymentIntentId),
      'payment_intent.processing',
    )
    expect(stripe.deliveries.filter((d) => d.objectId === paymentIntentId).map((d) => d.status)).toEqual([200])

    // The page the browser goes to after confirmPayment answered processing.
    const page = await client.get(`/checkout/complete?payment_intent=${paymentIntentId}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(MESSAGE_HTML)
    expect(html).toContain('grace@example.com')
    expect(html).not.toContain('Payment Failed')

    // POST /api/orders: accepted, no order yet.
    const early = await client.json('/api/orders', 'POST', { stripe_payment_id: paymentIntentId })
    expect(early.status).toBe(202)
    expect(await early.json()).toMatchObject({ processing: true, orderId: null })

    // No second payment meanwhile: not a new intent, not a Checkout Session.
    const repeat = await client.json('/api/create-payment-intent', 'POST', {})
    expect(repeat.status).toBe(409)
    expect((await repeat.json()).message).toBe("Payment processing — we'll e-mail you")
    const hosted = await client.form('/checkout', { intent: 'pay' })
    expect(hosted.status).toBe(303)
    expect(hosted.headers.get('Location')).toBe(`/checkout/complete?payment_intent=${paymentIntentId}`)
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')).toHaveLength(createsBefore)
    const checkout = await (await client.get('/checkout')).text()
    expect(checkout).toContain(MESSAGE_HTML)
    expect(checkout).not.toContain('Stripe&#x27;s secure payment page')
    expect(await (await client.get('/cart')).text()).toContain(MESSAGE_HTML)
    expect(await app.db.selectFrom('orders').select('id').where('payment_id', '=', paymentIntentId).execute()).toHaveLength(0)

    // The bank confirms: Stripe sends payment_intent.succeeded and the webhook makes the order.
    await stripe.settle(paymentIntentId)
    const succeeded = stripe.deliveries.filter((d) => d.type === 'payment_intent.succeeded' && d.objectId === paymentIntentId)
    expect(succeeded.map((d) => d.status)).toEqual([200])
    const orders = await app.db.selectFrom('orders').select(['public_id']).where('payment_id', '=', paymentIntentId).execute()
    expect(orders).toHaveLength(1)
    const back = await client.get(`/checkout/complete?payment_intent=${paymentIntentId}`)
    expect(back.headers.get('Location')).toBe(`/order-confirmation?id=${orders[0]!.public_id}`)
    expect((await client.get('/checkout')).status).toBe(302)

    // Its receipt is e-mailed, once.
    const { sendDueReceipts } = await import('../../app/modules/order/receipt.server.ts')
    const { getEmailService, mailboxDir } = await import('../../app/services/email/index.server.ts')
    const errors: unknown[] = []
    await sendDueReceipts(app.db, app.fulfilment, getEmailService(), app.url, (_, e) => errors.push(e))
    await sendDueReceipts(app.db, app.fulfilment, getEmailService(), app.url, (_, e) => errors.push(e))
    expect(errors).toEqual([])
    expect(findMessages(mailboxDir(), { orderId: orders[0]!.public_id })).toHaveLength(1)
  })

  it('a debit that fails after processing ends the hold: the cart can be paid again', async () => {
    const client = await shopperReadyToPay()
    const { paymentIntentId } = await (await client.json('/api/create-payment-intent', 'POST', {})).json()
    stripe.payByBankDebit(paymentIntentId)
    await until(
      () => stripe.deliveries.some((d) => d.type === 'payment_intent.processing' && d.objectId === paymentIntentId),
      'processing',
    )
    expect((await client.json('/api/create-payment-intent', 'POST', {})).status).toBe(409)
    await stripe.settle(paymentIntentId, 'failed')
    const retry = await client.json('/api/create-payment-intent', 'POST', {})
    expect(retry.status).toBe(200)
    expect((await retry.json()).paymentIntentId).toBe(paymentIntentId)
    expect(await app.db.selectFrom('orders').select('id').where('payment_id', '=', paymentIntentId).execute()).toHaveLength(0)
  })
})
