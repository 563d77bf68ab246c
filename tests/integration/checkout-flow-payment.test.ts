import { describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import { ADDRESS, app, seedDesign, shopperWithCart, signedInShopper, useCheckoutApp } from './checkout-flow-support.ts'

useCheckoutApp()

describe('paying in test mode without JavaScript', () => {
  async function readyToPay(name: string) {
    const shopper = await shopperWithCart(name)
    await shopper.client.form('/checkout', { intent: 'save-address', ...ADDRESS })
    return shopper
  }

  it('buys with 4242 4242 4242 4242: one order, its items, a fulfilment job, an empty cart and the confirmation', async () => {
    const { client, userId, designId } = await readyToPay('payer')
    const paid = await client.form('/checkout', { intent: 'pay', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })
    expect(paid.status).toBe(303)
    const location = new URL(paid.headers.get('Location')!, app.url)
    expect(location.pathname).toBe('/order-confirmation')
    const publicId = location.searchParams.get('id')!
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{24}$/)

    const order = await app.db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      user_id: userId,
      payment_provider: 'test',
      // The address is in London: standard shipping to the UK, $5.99 for one shirt.
      total_cents: 3098,
      subtotal_cents: 2499,
      shipping_cents: 599,
      shipping_country: 'GB',
      discount_cents: 0,
      fulfilment_provider: 'offline',
      email: 'ada@example.com',
    })
    const items = await app.db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).execute()
    expect(items).toMatchObject([{ design_id: designId, variant_id: 17603, quantity: 1, unit_price_cents: 2499 }])
    const jobs = await app.db.selectFrom('fulfilment_jobs').selectAll().where('order_id', '=', order.id).execute()
    expect(jobs).toHaveLength(1)
    const intent = await app.db
      .selectFrom('test_payment_intents')
      .selectAll()
      .where('id', '=', order.payment_id)
      .executeTakeFirstOrThrow()
    expect(intent).toMatchObject({ status: 'succeeded', card_last4: '4242', amount: 3098 })
    expect(JSON.stringify(intent)).not.toContain('4242424242424242')

    const page = await client.get(location.pathname + location.search)
    const html = await page.text()
    expect(html).toContain('Thank You For Your Order!')
    expect(html).toContain('Not shipped yet')
    expect(html).toContain('Estimated delivery')
    expect(html).toMatch(/data-testid="order-status">[A-Z]/)
    expect(html).toContain('Return to Home')
    expect(html).toContain('Design Another Shirt')

    const again = await client.get('/checkout')
    expect(again.status).toBe(302)
  })

  it('copies the shop to the order item and records the creator commission in the same order', async () => {
    const { userId } = await signedInShopper('creator1')
    const designId = await seedDesign({ userId, priceCents: 2499 })
    const shop = await app.db
      .insertInto('shops')
      .values({ user_id: userId, name: 'Boat Shop' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db.insertInto('shop_designs').values({ shop_id: shop.id, design_id: designId }).execute()
    const buyer = new TestClient(app.url)
    await buyer.form('/cart/add', { kind: 'community', designId: String(designId), shopId: String(shop.id), quantity: '3' })
    await buyer.form('/checkout', { intent: 'save-address', ...ADDRESS })
    const paid = await buyer.form('/checkout', { intent: 'pay', number: '4242424242424242', expiry: '12/34', cvc: '123' })
    const publicId = new URL(paid.headers.get('Location')!, app.url).searchParams.get('id')!
    const order = await app.db
      .selectFrom('orders')
      .select(['id', 'user_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow()
    expect(order.user_id).toBeNull()
    const item = await app.db
      .selectFrom('order_items')
      .select(['id', 'shop_id'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(item.shop_id).toBe(shop.id)
    const entries = await app.db
      .selectFrom('commission_entries')
      .select(['shop_id', 'kind', 'amount_cents'])
      .where('order_id', '=', order.id)
      .execute()
    expect(entries).toEqual([{ shop_id: shop.id, kind: 'sale', amount_cents: 750 }])
  })

  it('keeps the cart and shows the spec message for a declined card and insufficient funds', async () => {
    const { client } = await readyToPay('decliner')
    for (const [number, message] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
      ['4242 4242 4242 4241', 'Your card number is invalid.'],
    ]) {
      const response = await client.form('/checkout', { intent: 'pay', number, expiry: '12/34', cvc: '123' })
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe('/checkout')
      const html = await (await client.get('/checkout')).text()
      expect(html).toContain('Payment Failed')
      expect(html).toContain(message)
      expect(html).toContain('Order Summary')
    }
    const orders = await app.db
      .selectFrom('orders')
      .select('id')
      .where('email', '=', 'ada@example.com')
      .where('status', '=', 'declined')
      .execute()
    expect(orders).toHaveLength(0)
    // The same intent is reused for the same cart: a retry with a good card succeeds.
    const ok = await client.form('/checkout', { intent: 'pay', number: '4242424242424242', expiry: '12/34', cvc: '123' })
    expect(new URL(ok.headers.get('Location')!, app.url).pathname).toBe('/order-confirmation')
  })

  it('asks for the extra confirmation step with 4000 0027 6000 3184, then completes or fails it', async () => {
    const { client } = await readyToPay('threeds')
    const response = await client.form('/checkout', { intent: 'pay', number: '4000 0027 6000 3184', expiry: '12/34', cvc: '123' })
    const step = new URL(response.headers.get('Location')!, app.url)
    expect(step.pathname).toMatch(/^\/pay\/pi_test_/)
    const page = await client.get(step.pathname + step.search)
    expect(await page.text()).toContain('Confirm your payment')
    const secret = step.searchParams.get('client_secret')!

    const forged = await client.form(step.pathname, { intent: 'complete', client_secret: 'wrong-secret-value' })
    expect(forged.status).toBe(404)

    const failed = await client.form(step.pathname, { intent: 'fail', client_secret: secret })
    expect(failed.headers.get('Location')).toBe('/checkout')
    expect(await (await client.get('/checkout')).text()).toContain('Payment Failed')

    const retry = await client.form('/checkout', { intent: 'pay', number: '4000 0027 6000 3184', expiry: '12/34', cvc: '123' })
    const step2 = new URL(retry.headers.get('Location')!, app.url)
    const done = await client.form(step2.pathname, {
      intent: 'complete',
      client_secret: step2.searchParams.get('client_secret')!,
    })
    expect(new URL(done.headers.get('Location')!, app.url).pathname).toBe('/order-confirmation')
  })
})

describe('the JavaScript flow: payment intent, confirmation, POST /api/orders', () => {
  it('creates one order for a confirmed payment, however often it is asked', async () => {
    const { client } = await shopperWithCart('jsbuyer')
    await client.form('/checkout', { intent: 'save-address', ...ADDRESS })
    const created = await client.json('/api/create-payment-intent', 'POST', { pricing: { total: 1 } })
    expect(created.status).toBe(200)
    const { clientSecret, paymentIntentId, amount } = await created.json()
    expect(amount).toBe(3098)
    expect(clientSecret).toContain(`${paymentIntentId}_secret_`)
    // The same cart gives the same intent.
    expect((await (await client.json('/api/create-payment-intent', 'POST', {})).json()).paymentIntentId).toBe(paymentIntentId)

    const early = await client.json('/api/orders', 'POST', { stripe_payment_id: paymentIntentId })
    expect(early.status).toBe(402)
    expect(await app.db.selectFrom('orders').select('id').where('payment_id', '=', paymentIntentId).execute()).toHaveLength(0)

    const declined = await client.json(`/pay/${paymentIntentId}/confirm`, 'POST', {
      clientSecret,
      number: '4000000000000002',
      expiry: '12/34',
      cvc: '123',
    })
    expect(await declined.json()).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card was declined.' })

    const confirmed = await client.json(`/pay/${paymentIntentId}/confirm`, 'POST', {
      clientSecret,
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    })
    expect(await confirmed.json()).toMatchObject({ status: 'succeeded' })

    const payload = {
      items: [{ variantId: '17603', quantity: 1 }],
      shipping_method: 1,
      send_shipping_notification: false,
      stripe_payment_id: paymentIntentId,
      variantId: '17603',
      size: 'L',
      productId: 1,
      quantity: 1,
      price: 1,
      shippingAddress: {
        name: 'Forged Name',
        email: 'x@y.z',
        phone: '1',
        country: 'US',
        state: 'NY',
        city: 'NYC',
        address1: 'Elsewhere',
        zip: '1',
      },
    }
    const responses = await Promise.all([1, 2, 3].map(() => client.json('/api/orders', 'POST', payload)))
    const bodies = await Promise.all(responses.map((r) => r.json()))
    for (const body of bodies) {
      expect(body.success).toBe(true)
      expect(body.order).toHaveProperty('printifyOrderId')
      expect(body.orderId).toBe(bodies[0].orderId)
      expect(body.order.id).toBe(bodies[0].orderId)
    }
    const orders = await app.db.selectFrom('orders').selectAll().where('payment_id', '=', paymentIntentId).execute()
    expect(orders).toHaveLength(1)
    expect(orders[0].total_cents).toBe(3098)
    expect(orders[0].shipping_address.address1).toBe('12 Analytical Way')

    const shown = await client.get(`/api/orders/${bodies[0].orderId}`)
    expect(shown.status).toBe(200)
    const { order } = await shown.json()
    expect(order).toMatchObject({
      orderId: bodies[0].orderId,
      // Status and delivery estimate move on as the (offline) fulfilment processes the order.
      orderStatus: expect.any(String),
      estimatedDelivery: expect.any(String),
      orderDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      trackingInfo: 'Not shipped yet',
      items: [{ title: 'Reading Fox', variantId: 17603, quantity: 1, sku: expect.any(String) }],
      shippingAddress: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: '12 Analytical Way',
        city: 'London',
        region: 'LDN',
        zip: 'N1 9GU',
        country: 'GB',
      },
    })
    expect(order.shippingAddress).not.toHaveProperty('email')

    // Someone else replaying the payment id learns nothing.
    const stranger = new TestClient(app.url)
    const replay = await stranger.json('/api/orders', 'POST', payload)
    expect(replay.status).toBe(404)
    expect(await replay.json()).toMatchObject({ success: false, message: 'Payment not found' })
  })

  it('rejects malformed order requests with 400 and unknown ids with 404', async () => {
    const client = new TestClient(app.url)
    expect((await client.json('/api/orders', 'POST', {})).status).toBe(400)
    expect((await client.json('/api/orders', 'POST', { stripe_payment_id: "'; drop table orders; --" })).status).toBe(400)
    const bad = await client.request('/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ success: false })
    expect((await client.json('/api/orders', 'POST', { stripe_payment_id: 'pi_test_doesnotexist' })).status).toBe(404)
    for (const id of ['nope', 'AAAAAAAAAAAAAAAAAAAAAAAA', '../../etc/passwd']) {
      const response = await client.get(`/api/orders/${encodeURIComponent(id)}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ success: false, message: 'Order not found' })
    }
  })

  it('answers 400 when there is nothing to pay for', async () => {
    const response = await new TestClient(app.url).json('/api/create-payment-intent', 'POST', {
      items: [],
      pricing: { total: 1 },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'No order data found' })
  })

  it('refuses a payment whose amount no longer matches what was recorded for it', async () => {
    const { client } = await shopperWithCart('mismatch')
    await client.form('/checkout', { intent: 'save-address', ...ADDRESS })
    const { clientSecret, paymentIntentId } = await (await client.json('/api/create-payment-intent', 'POST', {})).json()
    // Forge the processor's amount (as if the intent was altered elsewhere) before paying.
    await app.db.updateTable('test_payment_intents').set({ amount: 100 }).where('id', '=', paymentIntentId).execute()
    const confirmed = await client.json(`/pay/${paymentIntentId}/confirm`, 'POST', {
      clientSecret,
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    })
    expect(confirmed.status).toBe(409)
    const response = await client.json('/api/orders', 'POST', { stripe_payment_id: paymentIntentId })
    expect(response.status).toBe(409)
    expect(await app.db.selectFrom('orders').select('id').where('payment_id', '=', paymentIntentId).execute()).toHaveLength(0)
  })
})

describe('order confirmation pages', () => {
  it("shows 'Order Not Found' for an unknown id on both routes", async () => {
    const client = new TestClient(app.url)
    for (const path of ['/order-confirmation?id=AAAAAAAAAAAAAAAAAAAAAAAA', '/confirmation?id=AAAAAAAAAAAAAAAAAAAAAAAA']) {
      const response = await client.get(path)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('Order Not Found')
      expect(html).toContain('Return to Home')
      expect(html).toContain('Design Another Shirt')
    }
  })
})
