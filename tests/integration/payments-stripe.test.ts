import { readdirSync } from 'node:fs'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STRIPE_API_VERSION } from '../../app/services/payments/stripe.server.ts'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts'

// The Stripe adapter through the official SDK, against a local server speaking Stripe's wire format.
// With TEST_DATABASE_URL the parallel requests below really race on PostgreSQL; on PGlite they are
// serialised, and the same single-order outcome must hold.

const WEBHOOK_SECRET = 'whsec_test_secret_for_integration'
let app: TestApp
let stripe: FakeStripe
const sdk = new Stripe('sk_test_fake')

beforeAll(async () => {
  // Bank debits settle when a test says so (stripe.settle), so each step of "processing" can be seen.
  stripe = await startFakeStripe({ settleAfterMs: 60_000 })
  app = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  })
  stripe.webhook = { url: `${app.url}/api/webhooks/stripe`, secret: WEBHOOK_SECRET }
})
afterAll(async () => {
  await app?.stop()
  await stripe?.stop()
})

const ADDRESS = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '555-0199',
  address1: '1 Compiler Road',
  city: 'Arlington',
  region: 'VA',
  zip: '22201',
  country: 'US',
}

let shopperCount = 0
async function shopperReadyToPay(quantity = 1) {
  shopperCount += 1
  const client = new TestClient(app.url)
  await client.signIn(`stripe${shopperCount}`)
  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', `stripe${shopperCount}`)
    .executeTakeFirstOrThrow()
  const design = await app.db
    .insertInto('designs')
    .values({
      user_id: user.id,
      prompt: 'A lighthouse in a storm',
      name: 'Lighthouse',
      style: 'Watercolor',
      color: 'White',
      design_type: 'image',
      source: 'prompt',
      image_url: '/images/lighthouse.png',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await client.form('/cart/add', { kind: 'own', designId: String(design.id), quantity: String(quantity) })
  await client.form('/checkout', { intent: 'save-address', ...ADDRESS })
  return client
}

function signedEvent(type: string, object: unknown, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  })
  const signature = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
  return { payload, signature }
}

function deliver(event: { payload: string; signature: string }) {
  return fetch(`${app.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
    body: event.payload,
  })
}

async function paidIntent(client: TestClient) {
  const response = await client.json('/api/create-payment-intent', 'POST', {})
  expect(response.status).toBe(200)
  const { paymentIntentId, clientSecret } = await response.json()
  expect(stripe.intents.get(paymentIntentId)?.client_secret).toBe(clientSecret)
  return stripe.succeed(paymentIntentId)
}

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
    }
  })
})

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
    await sendDueReceipts(app.db, getEmailService(), app.url, (_, e) => errors.push(e))
    await sendDueReceipts(app.db, getEmailService(), app.url, (_, e) => errors.push(e))
    expect(errors).toEqual([])
    const slug = orders[0]!.public_id.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    expect(readdirSync(mailboxDir()).filter((f) => f.includes(slug))).toHaveLength(1)
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
