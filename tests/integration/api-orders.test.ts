import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'
import { TestClient } from '../support/client.ts'
import { seedDesign } from './shops-support.ts'

// GET /api/orders (ADR 126): the caller's orders, newest first, by cursor; GET /api/orders/{id} with
// amounts in integer cents beside the formatted strings, and tracking in one shape.
const t = useTestApp({ signedInAs: { integrator: 'orders_integrator', other: 'orders_other' } })

const TOKEN_IN_PAGE = /value="(ss_live_[A-Za-z0-9_-]{43})"/

async function createToken(client: TestClient, name: string, scopes: string[]) {
  const body = new URLSearchParams({ intent: 'create', name })
  for (const scope of scopes) body.append('scopes', scope)
  const response = await client.request('/account/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  })
  expect(response.status).toBe(201)
  const token = (await response.text()).match(TOKEN_IN_PAGE)?.[1]
  if (!token) throw new Error('no token on the page')
  return token
}

function customer(name: string) {
  return {
    first_name: name,
    last_name: 'Customer',
    email: `${name.toLowerCase()}@example.com`,
    phone: '5550100',
    address1: `1 ${name} Street`,
    city: 'Springfield',
    region: 'IL',
    zip: '62701',
    country: 'US',
  }
}

/** A client without cookies that speaks only through the token. */
function script(token: string) {
  const client = new TestClient(t.app.url)
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    client.request(path, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const get = (path: string) => client.request(path, { headers: { Authorization: `Bearer ${token}` } })
  return { client, post, get }
}

async function twoVariants() {
  const rows = await t.app.db
    .selectFrom('product_variants')
    .select(['id', 'color', 'size'])
    .where('is_enabled', '=', true)
    .orderBy('id')
    .limit(2)
    .execute()
  expect(rows).toHaveLength(2)
  return rows
}

async function confirm(api: ReturnType<typeof script>, paymentIntentId: string, clientSecret: string) {
  const confirmed = await api.client.request(`/pay/${paymentIntentId}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientSecret, number: '4242424242424242', expiry: '12/34', cvc: '123' }),
  })
  expect((await confirmed.json()).status).toBe('succeeded')
}

async function placeOrder(api: ReturnType<typeof script>, paymentIntentId: string) {
  const order = await api.post('/api/orders', { stripe_payment_id: paymentIntentId })
  expect([200, 201]).toContain(order.status)
  const { orderId } = (await order.json()) as { orderId: string }
  const row = await t.app.db
    .selectFrom('orders')
    .select(['id', 'email', 'shipping_address', 'total_cents'])
    .where('public_id', '=', orderId)
    .executeTakeFirstOrThrow()
  const items = await t.app.db
    .selectFrom('order_items')
    .select(['design_id', 'variant_id', 'quantity'])
    .where('order_id', '=', row.id)
    .execute()
  return { orderId, email: row.email, address1: row.shipping_address.address1, totalCents: row.total_cents, items }
}

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
