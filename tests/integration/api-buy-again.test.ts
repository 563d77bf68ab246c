import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'
import { integratorKit } from './api-integrator-support.ts'
import { seedDesign } from './shops-support.ts'

// A paid API cart is closed: a new line is refused with its own 409 code, a second payment names the
// order, and the next checkout (a new cart, or the browser session's cart) is a new payment and order.
const t = useTestApp({ signedInAs: { buyer: 'again_buyer' } })
const { createToken, customer, script, twoVariants, confirm, placeOrder } = integratorKit(t)

describe('buying again through the API', () => {
  it('closes a paid cart: adding answers 409 cart_closed, paying 409 cart_already_paid with the order', async () => {
    const token = await createToken(t.users.buyer.client, 'closing', ['read', 'orders'])
    const api = script(token)
    const [v1] = await twoVariants()
    const design = await seedDesign(t.app.db, t.users.buyer.id, { prompt: 'First buy' })
    const { cart } = await (await api.post('/api/carts', { address: customer('Erin') })).json()
    expect((await api.post(`/api/carts/${cart.id}/items`, { designId: design, variantId: v1!.id })).status).toBe(201)
    const pay = await (await api.post(`/api/carts/${cart.id}/payment-intent`)).json()
    await confirm(api, pay.paymentIntentId, pay.clientSecret)
    const order = await placeOrder(api, pay.paymentIntentId)

    const add = await api.post(`/api/carts/${cart.id}/items`, { designId: design, variantId: v1!.id })
    expect(add.status).toBe(409)
    expect(add.headers.get('Content-Type')).toContain('application/problem+json')
    expect(await add.json()).toMatchObject({ code: 'cart_closed', cartId: cart.id })
    const again = await api.post(`/api/carts/${cart.id}/payment-intent`)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ code: 'cart_already_paid', orderId: order.orderId })
    // The closed cart still reads as it was paid for.
    expect((await api.get(`/api/carts/${cart.id}`)).status).toBe(200)
  }, 60_000)

  it('the same signed-in browser session buys twice through POST /api/create-payment-intent', async () => {
    const client = t.users.buyer.client
    const [v1, v2] = await twoVariants()
    const designA = await seedDesign(t.app.db, t.users.buyer.id, { prompt: 'Session A' })
    const designB = await seedDesign(t.app.db, t.users.buyer.id, { prompt: 'Session B' })
    const orders: string[] = []
    for (const [design, variant] of [
      [designA, v1!.id],
      [designB, v2!.id],
    ] as const) {
      const answer = await client.json('/api/create-payment-intent', 'POST', {
        items: [{ designId: design, variantId: variant, quantity: 1 }],
        address: customer('Fay'),
      })
      expect(answer.status).toBe(200)
      const { paymentIntentId, clientSecret } = await answer.json()
      const confirmed = await client.json(`/pay/${paymentIntentId}/confirm`, 'POST', {
        clientSecret,
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      })
      expect((await confirmed.json()).status).toBe('succeeded')
      const placed = await client.json('/api/orders', 'POST', { stripe_payment_id: paymentIntentId })
      expect([200, 201]).toContain(placed.status)
      orders.push(((await placed.json()) as { orderId: string }).orderId)
    }
    expect(new Set(orders).size).toBe(2)
    const second = await t.app.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.design_id'])
      .where('o.public_id', '=', orders[1]!)
      .execute()
    expect(second).toEqual([{ design_id: designB }])
  }, 60_000)
})
