import { describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import { ADDRESS, app, seedDesign, signedInShopper, useCheckoutApp } from './checkout-flow-support.ts'

// A returning shopper buys again: a paid cart is closed, the next Add to Cart starts a new cart, and
// the next Pay is a new payment and a new order (JavaScript off, on, and the API), while a double
// click on one Pay still makes one order.

useCheckoutApp()

const CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }

async function payWithoutJs(client: TestClient) {
  const paid = await client.form('/checkout', { intent: 'pay', ...CARD })
  expect(paid.status).toBe(303)
  const location = new URL(paid.headers.get('Location')!, app.url)
  expect(location.pathname).toBe('/order-confirmation')
  return location.searchParams.get('id')!
}

async function orderLines(publicId: string) {
  const order = await app.db
    .selectFrom('orders')
    .select(['id', 'payment_id'])
    .where('public_id', '=', publicId)
    .executeTakeFirstOrThrow()
  const items = await app.db
    .selectFrom('order_items')
    .select(['design_id', 'quantity'])
    .where('order_id', '=', order.id)
    .execute()
  return { paymentId: order.payment_id, items }
}

/** What the checkout page does with JavaScript: a payment intent for the cart, confirmed, then the order. */
async function payWithJs(client: TestClient) {
  const prepared = await client.json('/api/create-payment-intent', 'POST', {})
  expect(prepared.status).toBe(200)
  const { paymentIntentId, clientSecret } = await prepared.json()
  const confirmed = await client.json(`/pay/${paymentIntentId}/confirm`, 'POST', {
    clientSecret,
    number: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  })
  expect((await confirmed.json()).status).toBe('succeeded')
  const order = await client.json('/api/orders', 'POST', { stripe_payment_id: paymentIntentId })
  expect([200, 201]).toContain(order.status)
  return ((await order.json()) as { orderId: string }).orderId
}

async function add(client: TestClient, designId: number, kind: 'own' | 'community' = 'own') {
  const added = await client.form('/cart/add', { kind, designId: String(designId) })
  expect(added.status).toBe(303)
  expect(added.headers.get('Location')).not.toBe('/')
}

describe('buying again without JavaScript', () => {
  it('a signed-in shopper buys design A, then design B: two orders, two payments, B in the second', async () => {
    const { client, userId } = await signedInShopper('returning1')
    const designA = await seedDesign({ userId })
    const designB = await seedDesign({ userId })
    await add(client, designA)
    await client.form('/checkout', { intent: 'save-address', ...ADDRESS })
    const first = await payWithoutJs(client)

    await add(client, designB)
    // The new cart keeps the last address: Pay works at once.
    const second = await payWithoutJs(client)
    expect(second).not.toBe(first)
    const [a, b] = [await orderLines(first), await orderLines(second)]
    expect(a.items).toEqual([{ design_id: designA, quantity: 1 }])
    expect(b.items).toEqual([{ design_id: designB, quantity: 1 }])
    expect(b.paymentId).not.toBe(a.paymentId)
    expect((await client.get('/checkout')).status).toBe(302)
    const intents = await app.db
      .selectFrom('test_payment_intents')
      .select('status')
      .where('id', 'in', [a.paymentId, b.paymentId])
      .execute()
    expect(intents.map((i) => i.status)).toEqual(['succeeded', 'succeeded'])
  })

  it('an anonymous visitor buys twice from the same browser', async () => {
    const { userId: creator } = await signedInShopper('creator-again')
    const designA = await seedDesign({ userId: creator, priceCents: 2499 })
    const designB = await seedDesign({ userId: creator, priceCents: 2499 })
    const visitor = new TestClient(app.url)
    await add(visitor, designA, 'community')
    await visitor.form('/checkout', { intent: 'save-address', ...ADDRESS })
    const first = await payWithoutJs(visitor)
    await add(visitor, designB, 'community')
    const second = await payWithoutJs(visitor)
    expect(second).not.toBe(first)
    expect((await orderLines(second)).items).toEqual([{ design_id: designB, quantity: 1 }])
  })

  it('a double click on Pay makes one order and one charge', async () => {
    const { client, userId } = await signedInShopper('doubleclick')
    await add(client, await seedDesign({ userId }))
    await client.form('/checkout', { intent: 'save-address', ...ADDRESS })
    const answers = await Promise.all([1, 2].map(() => client.form('/checkout', { intent: 'pay', ...CARD })))
    for (const answer of answers) expect(answer.status).toBe(303)
    const orders = await app.db.selectFrom('orders').select('payment_id').where('user_id', '=', userId).execute()
    expect(orders).toHaveLength(1)
    const charged = await app.db
      .selectFrom('test_payment_intents')
      .select('id')
      .where('status', '=', 'succeeded')
      .where(({ eb, selectFrom }) => eb('id', 'in', selectFrom('checkout_payments').select('id').where('user_id', '=', userId)))
      .execute()
    expect(charged).toHaveLength(1)
  })
})

describe('buying again with JavaScript', () => {
  it('the checkout page gets a new payment after an earlier purchase, and its order holds the new design', async () => {
    const { client, userId } = await signedInShopper('returning-js')
    const designA = await seedDesign({ userId })
    const designB = await seedDesign({ userId })
    await add(client, designA)
    await client.form('/checkout', { intent: 'save-address', ...ADDRESS })
    const first = await payWithJs(client)
    await add(client, designB)
    const second = await payWithJs(client)
    expect(second).not.toBe(first)
    expect((await orderLines(second)).items).toEqual([{ design_id: designB, quantity: 1 }])
  })

  it('a shirt added while the payment ran is not bought and moves to the new cart', async () => {
    const { client, userId } = await signedInShopper('added-meanwhile')
    const designA = await seedDesign({ userId })
    const designB = await seedDesign({ userId })
    await add(client, designA)
    await client.form('/checkout', { intent: 'save-address', ...ADDRESS })
    const prepared = await client.json('/api/create-payment-intent', 'POST', {})
    const { paymentIntentId, clientSecret } = await prepared.json()
    await add(client, designB)
    await client.json(`/pay/${paymentIntentId}/confirm`, 'POST', {
      clientSecret,
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    })
    const order = await client.json('/api/orders', 'POST', { stripe_payment_id: paymentIntentId })
    const { orderId } = (await order.json()) as { orderId: string }
    expect((await orderLines(orderId)).items).toEqual([{ design_id: designA, quantity: 1 }])

    const carts = await app.db
      .selectFrom('carts as c')
      .leftJoin('cart_items as i', 'i.cart_id', 'c.id')
      .select(['c.id', 'c.closed_at', 'i.design_id'])
      .where('c.visitor_id', '=', (eb) =>
        eb.selectFrom('checkout_payments').select('visitor_id').where('id', '=', paymentIntentId),
      )
      .orderBy('c.created_at')
      .execute()
    expect(carts).toHaveLength(2)
    expect(carts[0]).toMatchObject({ closed_at: expect.any(Date), design_id: null })
    expect(carts[1]).toMatchObject({ closed_at: null, design_id: designB })
    const again = await payWithJs(client)
    expect((await orderLines(again)).items).toEqual([{ design_id: designB, quantity: 1 }])
  })
})
