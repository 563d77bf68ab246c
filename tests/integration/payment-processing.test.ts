import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { CHECKOUT_ADDRESS } from '../support/checkout.ts'
import { TestClient } from '../support/client.ts'
import { findMessages } from '../support/mailbox.ts'

// A payment that is `processing` (a bank debit the bank has not confirmed yet) in the built-in
// test-mode processor: its own test number 4000 0000 0000 1232 stays processing, then settles a few
// seconds later and tells the order flow, as Stripe's webhook does. Processing is not a failure: the
// shopper is told "Payment processing — we'll e-mail you", the cart takes no second payment, and the
// settlement makes exactly one order and its receipt.

const PROCESSING_CARD = { number: '4000 0000 0000 1232', expiry: '12/34', cvc: '123' }
const MESSAGE_HTML = 'Payment processing — we&#x27;ll e-mail you'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.stop()
})

async function readyToPay(name: string) {
  const client = new TestClient(app.url)
  await client.signIn(name)
  const user = await app.db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()
  const design = await app.db
    .insertInto('designs')
    .values({
      user_id: user.id,
      prompt: 'A heron in the reeds',
      name: 'Heron',
      style: 'Watercolor',
      color: 'White',
      design_type: 'image',
      source: 'prompt',
      image_url: '/images/heron.png',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  expect((await client.form('/cart/add', { kind: 'own', designId: String(design.id) })).status).toBe(303)
  await client.form('/checkout', { intent: 'save-address', ...CHECKOUT_ADDRESS })
  return client
}

async function ordersOf(paymentId: string) {
  return app.db.selectFrom('orders').select(['id', 'public_id']).where('payment_id', '=', paymentId).execute()
}

/** Waits (at most 15 s) until the payment's order exists: the settlement arrives on its own. */
async function settledOrder(paymentId: string) {
  for (let i = 0; i < 150; i++) {
    const orders = await ordersOf(paymentId)
    if (orders.length) return orders
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No order for ${paymentId}`)
}

async function sendReceipts() {
  const { sendDueReceipts } = await import('../../app/modules/order/receipt.server.ts')
  const { getEmailService } = await import('../../app/services/email/index.server.ts')
  const errors: unknown[] = []
  await sendDueReceipts(app.db, app.fulfilment, getEmailService(), app.url, (_, e) => errors.push(e))
  expect(errors).toEqual([])
}

/** The receipts in the test-mode mailbox that link to an order's page. */
async function receiptFiles(publicId: string) {
  const { mailboxDir } = await import('../../app/services/email/index.server.ts')
  return findMessages(mailboxDir(), { orderId: publicId })
}

describe('a processing payment in test mode', () => {
  it('without JavaScript: the message, no second payment, then one order and one receipt when it settles', async () => {
    const client = await readyToPay('slowbank')
    const paid = await client.form('/checkout', { intent: 'pay', ...PROCESSING_CARD })
    expect(paid.status).toBe(303)
    const back = new URL(paid.headers.get('Location')!, app.url)
    expect(back.pathname).toBe('/checkout/complete')
    const paymentId = back.searchParams.get('payment_intent')!
    expect(paymentId).toMatch(/^pi_test_/)

    // The return page says so; it is not "Payment Failed", and it looks again by itself.
    const page = await client.get(`${back.pathname}${back.search}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('Refresh')).toBe('5')
    const html = await page.text()
    expect(html).toContain(MESSAGE_HTML)
    expect(html).not.toContain('Payment Failed')
    expect(await ordersOf(paymentId)).toHaveLength(0)

    // Meanwhile the checkout and the cart say the same and take no second payment.
    const checkout = await (await client.get('/checkout')).text()
    expect(checkout).toContain(MESSAGE_HTML)
    expect(checkout).not.toContain('Card number')
    expect(await (await client.get('/cart')).text()).toContain(MESSAGE_HTML)
    const again = await client.form('/checkout', { intent: 'pay', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })
    expect(again.status).toBe(303)
    expect(again.headers.get('Location')).toBe(`/checkout/complete?payment_intent=${paymentId}`)
    const repeat = await client.json('/api/create-payment-intent', 'POST', {})
    expect(repeat.status).toBe(409)
    expect(await repeat.json()).toMatchObject({ message: "Payment processing — we'll e-mail you", paymentId })
    const intents = await app.db.selectFrom('test_payment_intents').select(['id', 'status']).execute()
    expect(intents.filter((i) => i.id === paymentId)).toEqual([{ id: paymentId, status: 'processing' }])

    // A few seconds later the payment settles by itself: one order, the cart emptied, one receipt.
    const orders = await settledOrder(paymentId)
    expect(orders).toHaveLength(1)
    const confirmation = await client.get(`${back.pathname}${back.search}`)
    expect(confirmation.status).toBe(302)
    expect(confirmation.headers.get('Location')).toBe(`/order-confirmation?id=${orders[0]!.public_id}`)
    expect((await client.get('/checkout')).status).toBe(302)
    const checkoutRow = await app.db
      .selectFrom('checkout_payments')
      .select('processing_since')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow()
    expect(checkoutRow.processing_since).toBeNull()
    await sendReceipts()
    await sendReceipts()
    expect(await receiptFiles(orders[0]!.public_id)).toHaveLength(1)
    expect(await ordersOf(paymentId)).toHaveLength(1)
  })

  it('with JavaScript: the confirmation answers processing and the return page, and POST /api/orders answers 202', async () => {
    const client = await readyToPay('slowbankjs')
    const { clientSecret, paymentIntentId } = await (await client.json('/api/create-payment-intent', 'POST', {})).json()
    const confirmed = await client.json(`/pay/${paymentIntentId}/confirm`, 'POST', {
      clientSecret,
      number: PROCESSING_CARD.number.replace(/ /g, ''),
      expiry: PROCESSING_CARD.expiry,
      cvc: PROCESSING_CARD.cvc,
    })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toMatchObject({
      status: 'processing',
      orderId: null,
      nextUrl: `/checkout/complete?payment_intent=${paymentIntentId}`,
    })
    const order = await client.json('/api/orders', 'POST', { stripe_payment_id: paymentIntentId })
    expect(order.status).toBe(202)
    expect(await order.json()).toMatchObject({ success: true, processing: true, paymentId: paymentIntentId, orderId: null })
    expect(await ordersOf(paymentIntentId)).toHaveLength(0)

    const orders = await settledOrder(paymentIntentId)
    // Asked again after it settled, the API answers the one order.
    const after = await client.json('/api/orders', 'POST', { stripe_payment_id: paymentIntentId })
    expect(after.status).toBe(200)
    expect((await after.json()).orderId).toBe(orders[0]!.public_id)
    expect(await ordersOf(paymentIntentId)).toHaveLength(1)
  })
})
