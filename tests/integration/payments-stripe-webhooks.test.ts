import { describe, expect, it } from 'vitest'
import {
  app,
  deliver,
  paidIntent,
  sdk,
  shopperReadyToPay,
  signedEvent,
  stripe,
  usePaymentsStripeApp,
} from './payments-stripe-support.ts'

// The Stripe adapter through the official SDK: payment intents, webhooks and Stripe failing. With
// TEST_DATABASE_URL the parallel requests below really race on PostgreSQL; on PGlite they are
// serialised, and the same single-order outcome must hold.

usePaymentsStripeApp()

describe('payment intents through the Stripe SDK', () => {
  it('creates one intent per cart revision with an idempotency key, and updates its amount when the cart changes', async () => {
    const client = await shopperReadyToPay()
    const first = await (await client.json('/api/create-payment-intent', 'POST', { pricing: { total: 50 } })).json()
    expect(stripe.intents.get(first.paymentIntentId)?.amount).toBe(2898)
    const creates = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
    expect(creates.at(-1)?.idempotencyKey).toMatch(/^pi-create:/)

    const again = await (await client.json('/api/create-payment-intent', 'POST', {})).json()
    expect(again.paymentIntentId).toBe(first.paymentIntentId)

    const item = await app.db.selectFrom('cart_items').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    await client.form('/checkout', { intent: 'update-item', itemId: String(item.id), quantity: '10', size: 'L' })
    const updated = await (await client.json('/api/create-payment-intent', 'POST', {})).json()
    expect(updated.paymentIntentId).toBe(first.paymentIntentId)
    expect(stripe.intents.get(first.paymentIntentId)?.amount).toBe(24771)
    const update = stripe.requests.filter((r) => r.path === `/v1/payment_intents/${first.paymentIntentId}` && r.method === 'POST')
    expect(update.at(-1)?.idempotencyKey).toMatch(/^pi-update:/)
  })

  it('shows the Payment Element checkout (publishable key in the page) and no test-mode card form', async () => {
    const client = await shopperReadyToPay()
    const html = await (await client.get('/checkout')).text()
    expect(html).toContain('Payment Information')
    expect(html).not.toContain('Card number')
    expect(html).toContain('Stripe&#x27;s secure payment page')
  })
})

describe('POST /api/webhooks/stripe', () => {
  it('refuses a missing or wrong signature', async () => {
    const event = signedEvent('payment_intent.succeeded', { id: 'pi_x' })
    const unsigned = await fetch(`${app.url}/api/webhooks/stripe`, { method: 'POST', body: event.payload })
    expect(unsigned.status).toBe(400)
    const tampered = await deliver({ payload: event.payload.replace('pi_x', 'pi_y'), signature: event.signature })
    expect(tampered.status).toBe(400)
    const otherSecret = sdk.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_wrong' })
    expect((await deliver({ payload: event.payload, signature: otherSecret })).status).toBe(400)
  })

  it('creates the order from the webhook alone, once for five identical deliveries in parallel', async () => {
    const client = await shopperReadyToPay(2)
    const intent = await paidIntent(client)
    const event = signedEvent('payment_intent.succeeded', intent)
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(event)))
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const outcomes = (await Promise.all(responses.map((r) => r.json()))).map((b) => b.outcome).sort()
    expect(outcomes).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'order-created'])

    const orders = await app.db.selectFrom('orders').selectAll().where('payment_id', '=', intent.id).execute()
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ payment_provider: 'stripe', total_cents: 2 * 2499 + 399 + 209, email: 'grace@example.com' })
    const jobs = await app.db.selectFrom('fulfilment_jobs').select('order_id').where('order_id', '=', orders[0].id).execute()
    expect(jobs).toHaveLength(1)
    // What was bought left the cart.
    expect((await client.get('/checkout')).status).toBe(302)

    // A different event for the same payment (Stripe retries with new ids too) changes nothing.
    const second = await deliver(signedEvent('payment_intent.succeeded', intent))
    expect((await second.json()).outcome).toBe('order-exists')
    expect(await app.db.selectFrom('orders').select('id').where('payment_id', '=', intent.id).execute()).toHaveLength(1)
  })

  it('converges when the browser creates the order while the webhook arrives', async () => {
    const client = await shopperReadyToPay()
    const intent = await paidIntent(client)
    const [apiResponse, hookResponse, apiAgain] = await Promise.all([
      client.json('/api/orders', 'POST', { stripe_payment_id: intent.id, price: 1 }),
      deliver(signedEvent('payment_intent.succeeded', intent)),
      client.json('/api/orders', 'POST', { stripe_payment_id: intent.id }),
    ])
    expect(apiResponse.status).toBeLessThan(300)
    expect(hookResponse.status).toBe(200)
    const a = await apiResponse.json()
    const b = await apiAgain.json()
    expect(a.orderId).toBe(b.orderId)
    const orders = await app.db.selectFrom('orders').select(['public_id']).where('payment_id', '=', intent.id).execute()
    expect(orders).toEqual([{ public_id: a.orderId }])
  })

  it('refuses to create an order for an intent that has not succeeded', async () => {
    const client = await shopperReadyToPay()
    const { paymentIntentId } = await (await client.json('/api/create-payment-intent', 'POST', {})).json()
    const response = await client.json('/api/orders', 'POST', { stripe_payment_id: paymentIntentId })
    expect(response.status).toBe(402)
    expect(await app.db.selectFrom('orders').select('id').where('payment_id', '=', paymentIntentId).execute()).toHaveLength(0)
  })

  it('never makes an order for a paid amount that differs from the recorded price, and records an alert', async () => {
    const client = await shopperReadyToPay()
    const intent = await paidIntent(client)
    const forged = { ...intent, amount: 100, amount_received: 100 }
    const event = signedEvent('payment_intent.succeeded', forged)
    const response = await deliver(event)
    // Answered 2xx so Stripe stops retrying an event no retry can fix; a person resolves the alert.
    expect(response.status).toBe(200)
    expect((await response.json()).outcome).toBe('payment-alert')
    expect(await app.db.selectFrom('orders').select('id').where('payment_id', '=', intent.id).execute()).toHaveLength(0)
    const alerts = await app.db
      .selectFrom('payment_alerts')
      .select(['problem', 'received_amount', 'snapshot_id'])
      .where('payment_id', '=', intent.id)
      .execute()
    expect(alerts).toEqual([{ problem: 'amount-mismatch', received_amount: 100, snapshot_id: intent.id }])
    // The same event again is a duplicate: one alert, still no order.
    expect((await (await deliver(event)).json()).outcome).toBe('duplicate')
    expect(await app.db.selectFrom('payment_alerts').select('id').where('payment_id', '=', intent.id).execute()).toHaveLength(1)
    // A genuine event for the right amount still makes the order.
    const genuine = await deliver(signedEvent('payment_intent.succeeded', intent))
    expect((await genuine.json()).outcome).toBe('order-created')
  })

  it('marks the order refunded on charge.refunded, once', async () => {
    const client = await shopperReadyToPay()
    const intent = await paidIntent(client)
    await deliver(signedEvent('payment_intent.succeeded', intent))
    const charge = {
      id: 'ch_1',
      object: 'charge',
      payment_intent: intent.id,
      refunded: true,
      amount: intent.amount,
      amount_refunded: intent.amount,
    }
    const refund = await deliver(signedEvent('charge.refunded', charge))
    expect((await refund.json()).outcome).toBe('refunded')
    const order = await app.db
      .selectFrom('orders')
      .select(['status', 'refunded_at'])
      .where('payment_id', '=', intent.id)
      .executeTakeFirstOrThrow()
    expect(order.status).toBe('refunded')
    expect(order.refunded_at).not.toBeNull()
    const partial = await deliver(signedEvent('charge.refunded', { ...charge, refunded: false }))
    expect((await partial.json()).outcome).toBe('ignored')
  })

  it('acknowledges payment failures without making an order', async () => {
    const response = await deliver(signedEvent('payment_intent.payment_failed', { id: 'pi_failed', object: 'payment_intent' }))
    expect(response.status).toBe(200)
    expect((await response.json()).outcome).toBe('payment-failed')
  })
})

describe('when Stripe fails', () => {
  it('answers a clear error instead of a 500 page, and keeps the cart', async () => {
    const client = await shopperReadyToPay()
    stripe.failWith = 500
    // Payments down, Stripe Tax up.
    stripe.failOnly = /^\/v1\/(payment_intents|checkout)/
    try {
      const intent = await client.json('/api/create-payment-intent', 'POST', {})
      expect(intent.status).toBe(502)
      expect(await intent.json()).toMatchObject({ message: 'Could not initialize payment' })
      const pay = await client.form('/checkout', { intent: 'pay' })
      expect(pay.status).toBe(303)
      expect(pay.headers.get('Location')).toBe('/checkout')
      const html = await (await client.get('/checkout')).text()
      expect(html).toContain('Payment Error')
      expect(html).toContain('Order Summary')
    } finally {
      stripe.failWith = null
      stripe.failOnly = null
    }
  })

  it('says tax could not be worked out when Stripe Tax does not answer either, and takes no payment', async () => {
    const client = await shopperReadyToPay()
    const intentsBefore = stripe.intents.size
    stripe.failWith = 500
    try {
      const intent = await client.json('/api/create-payment-intent', 'POST', {})
      expect(intent.status).toBe(503)
      expect(await intent.json()).toMatchObject({ code: 'tax_unavailable' })
      const html = await (await client.get('/checkout')).text()
      expect(html).toContain('Tax could not be calculated just now. Please try again in a moment.')
      expect(html).toContain('Order Summary')
      expect(stripe.intents.size).toBe(intentsBefore)
    } finally {
      stripe.failWith = null
    }
  })
})
