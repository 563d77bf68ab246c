import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'
import { integratorKit } from './api-integrator-support.ts'
import { seedDesign } from './shops-support.ts'

// GET /api/orders (ADR 126): the caller's orders, newest first, by cursor; GET /api/orders/{id} with
// amounts in integer cents beside the formatted strings, and tracking in one shape.
const t = useTestApp({ signedInAs: { integrator: 'orders_integrator', other: 'orders_other' } })

const { createToken, customer, script, twoVariants, confirm, placeOrder } = integratorKit(t)

async function buy(api: ReturnType<typeof script>, designId: number, variantId: number, quantity: number, name: string) {
  const { cart } = await (
    await api.post('/api/carts', { address: customer(name), items: [{ designId, variantId, quantity }] })
  ).json()
  const pay = await (await api.post(`/api/carts/${cart.id}/payment-intent`)).json()
  await confirm(api, pay.paymentIntentId, pay.clientSecret)
  return placeOrder(api, pay.paymentIntentId)
}

describe('GET /api/orders', () => {
  it('lists the caller’s orders newest first by cursor, and no one else’s', async () => {
    const token = await createToken(t.users.integrator.client, 'orders', ['read', 'orders'])
    const api = script(token)
    const [v1] = await twoVariants()
    const design = await seedDesign(t.app.db, t.users.integrator.id)
    const placed = []
    for (const [i, name] of ['Ann', 'Ben', 'Cat'].entries()) placed.push(await buy(api, design, v1!.id, i + 1, name))

    const first = await (await api.get('/api/orders?limit=2')).json()
    expect(first.orders.map((o: { orderId: string }) => o.orderId)).toEqual([placed[2]!.orderId, placed[1]!.orderId])
    expect(first.orders[0]).toMatchObject({
      totalCents: placed[2]!.totalCents,
      itemCount: 3,
      orderStatus: expect.stringMatching(/^(paid|in production)$/),
      currency: 'usd',
    })
    expect(first.orders[0].formattedTotal).toMatch(/^\$\d+\.\d{2}$/)
    const second = await (await api.get(`/api/orders?limit=2&cursor=${first.nextCursor}`)).json()
    expect(second.orders.map((o: { orderId: string }) => o.orderId)).toEqual([placed[0]!.orderId])
    expect(second.nextCursor).toBeNull()
    const all = await (await api.get('/api/orders')).json()
    expect(all.orders).toHaveLength(3)

    const theirs = await (await t.users.other.client.get('/api/orders')).json()
    expect(theirs.orders).toEqual([])
    // A cursor of this list is not one of another user's list.
    expect((await t.users.other.client.get(`/api/orders?cursor=${first.nextCursor}`)).status).toBe(400)
    expect((await t.anonymous.get('/api/orders')).status).toBe(401)
  }, 60_000)

  it('answers an order’s amounts in cents beside the formatted text, and tracking as an object or null', async () => {
    const token = await createToken(t.users.integrator.client, 'one order', ['read', 'orders'])
    const api = script(token)
    const [v1] = await twoVariants()
    const design = await seedDesign(t.app.db, t.users.integrator.id)
    const placed = await buy(api, design, v1!.id, 2, 'Dan')

    const before = (await (await api.get(`/api/orders/${placed.orderId}`)).json()).order
    expect(before.tracking).toBeNull()
    expect(before.trackingInfo).toBe('Not shipped yet')
    expect(before.totals).toMatchObject({ totalCents: placed.totalCents, refundedCents: 0, currency: 'usd' })
    expect(before.totals.total).toBe(`$${(placed.totalCents / 100).toFixed(2)}`)
    expect(before.totals.subtotalCents - before.totals.discountCents + before.totals.shippingCents).toBe(placed.totalCents)

    const tracking = { carrier: 'UPS', number: '1Z999', url: 'https://example.com/track/1Z999' }
    await t.app.db
      .updateTable('orders')
      .set({ tracking: JSON.stringify(tracking) })
      .where('public_id', '=', placed.orderId)
      .execute()
    const after = (await (await api.get(`/api/orders/${placed.orderId}`)).json()).order
    expect(after.tracking).toEqual(tracking)
    expect(after.trackingInfo).toBe('UPS 1Z999')
  }, 60_000)
})
