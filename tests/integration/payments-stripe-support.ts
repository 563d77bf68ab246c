import Stripe from 'stripe'
import { afterAll, beforeAll, expect } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts'

// The store on a local server speaking Stripe's wire format, and the helpers shared by the
// payments-stripe-*.test.ts files (the Stripe adapter through the official SDK).

const WEBHOOK_SECRET = 'whsec_test_secret_for_integration'
// Set in the beforeAll of the test file that called usePaymentsStripeApp.
export let app: TestApp
export let stripe: FakeStripe
export const sdk = new Stripe('sk_test_fake')

/** Starts the fake Stripe and the store on it (with `env` added) before the file's tests and stops them after. */
export function usePaymentsStripeApp(env: Record<string, string> = {}) {
  beforeAll(async () => {
    // Bank debits settle when a test says so (stripe.settle), so each step of "processing" can be seen.
    stripe = await startFakeStripe({ settleAfterMs: 60_000 })
    app = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      ...env,
    })
    stripe.webhook = { url: `${app.url}/api/webhooks/stripe`, secret: WEBHOOK_SECRET }
  })
  afterAll(async () => {
    await app?.stop()
    await stripe?.stop()
  })
}

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
export async function shopperReadyToPay(quantity = 1) {
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

export function signedEvent(type: string, object: unknown, id = `evt_${Math.random().toString(36).slice(2)}`) {
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

export function deliver(event: { payload: string; signature: string }) {
  return fetch(`${app.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
    body: event.payload,
  })
}

export async function paidIntent(client: TestClient) {
  const response = await client.json('/api/create-payment-intent', 'POST', {})
  expect(response.status).toBe(200)
  const { paymentIntentId, clientSecret } = await response.json()
  expect(stripe.intents.get(paymentIntentId)?.client_secret).toBe(clientSecret)
  return stripe.succeed(paymentIntentId)
}
