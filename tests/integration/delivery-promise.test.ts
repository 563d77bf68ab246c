import { describe, expect, it } from 'vitest'
import { DEFAULT_DELIVERY_TIMES, deliveryPromise } from '~/modules/delivery/index.ts'
import { TestClient } from '../support/client.ts'
import { useTestApp } from '../support/test-app.ts'

// One delivery promise: the product page (before an address), the checkout, the confirmation, the
// order page, My Orders' status and the API answer all come from app/modules/delivery and
// app/modules/order/order-status.ts, so they agree.
const t = useTestApp({ signedInAs: { shopper: 'delivery_shopper' } })

const ADDRESS = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '555-0101',
  address1: '1 Compiler Road',
  city: 'Arlington',
  region: 'VA',
  zip: '22201',
  country: 'US',
}

const PROMPTS = ['a heron in the rain', 'a lighthouse keeper cat', 'a fox on a bicycle']
let bought = 0

async function buy(client: TestClient, country = 'US') {
  const generated = await client.json('/api/designs/generate', 'POST', {
    prompt: PROMPTS[bought++ % PROMPTS.length],
    style: 'Flat Design',
    size: 'Medium',
    position: 'Center',
    color: 'Navy',
    designType: 'image',
  })
  const { design } = await generated.json()
  const created = await client.json('/api/create-payment-intent', 'POST', {
    items: [{ designId: design.id, variantId: 17645, productId: 1, quantity: 1 }],
    address: { ...ADDRESS, country },
  })
  const body = await created.json()
  if (!body.clientSecret)
    throw new Error(`payment intent: ${created.status} ${JSON.stringify(body)} design ${JSON.stringify(design)}`)
  const confirmed = await client.json(`/pay/${body.paymentIntentId}/confirm`, 'POST', {
    clientSecret: body.clientSecret,
    number: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  })
  expect(await confirmed.json()).toMatchObject({ status: 'succeeded' })
  const order = await client.json('/api/orders', 'POST', { stripe_payment_id: body.paymentIntentId })
  return (await order.json()).orderId as string
}

const escaped = (s: string) => s.replace(/&/g, '&amp;')

describe('the delivery promise', () => {
  it("is the same window, counted from the order's day, on the confirmation, the order page and the API", async () => {
    const { client } = t.users.shopper
    const orderId = await buy(client)
    const row = await t.app.db
      .selectFrom('orders')
      .select(['id', 'created_at'])
      .where('public_id', '=', orderId)
      .executeTakeFirstOrThrow()
    const promise = deliveryPromise(DEFAULT_DELIVERY_TIMES, 'US', new Date(row.created_at))!

    const api = await (await client.get(`/api/orders/${orderId}`)).json()
    expect(api.order).toMatchObject({ estimatedDelivery: promise.range, orderStatus: 'paid', status: 'Paid' })

    for (const path of [`/order-confirmation?id=${orderId}`, `/orders/${orderId}`]) {
      const html = await (await client.get(path)).text()
      expect(html).toContain(escaped(promise.range))
      expect(html).toContain('To the US, 7-14 business days from the order.')
      expect(html).toContain('Printing takes 4-9 business days, then shipping to the US 3-5 business days.')
      expect(html).not.toContain('TBD')
    }
  })

  it('counts from today on the product page before an address: "to the US: …"', async () => {
    const html = await (await t.anonymous.get('/products/1')).text()
    const today = deliveryPromise(DEFAULT_DELIVERY_TIMES, 'US', new Date())!
    expect(html).toContain('Estimated delivery')
    expect(html).toContain(escaped(today.label))
    // The spec's details line stays: shipping itself is the 3-5 of the promise.
    expect(html).toContain('Shipping takes 3-5 business days')
  })

  it('names farther countries with their own, longer window', async () => {
    const client = new TestClient(t.app.url)
    const orderId = await buy(client, 'AU')
    const row = await t.app.db
      .selectFrom('orders')
      .select(['created_at'])
      .where('public_id', '=', orderId)
      .executeTakeFirstOrThrow()
    const promise = deliveryPromise(DEFAULT_DELIVERY_TIMES, 'AU', new Date(row.created_at))!
    const html = await (await client.get(`/orders/${orderId}`)).text()
    expect(html).toContain(escaped(promise.range))
    expect(html).toContain('To Australia, 11-23 business days from the order.')
  })
})

describe('the order status follows the timeline', () => {
  it('moves from Paid to In production once the order is sent to the printer, then Shipped and Delivered', async () => {
    // A shopper's paid cart is done with: a second order is a second shopper here.
    const client = new TestClient(t.app.url)
    await client.signIn('status_shopper')
    const orderId = await buy(client)
    const { id } = await t.app.db.selectFrom('orders').select('id').where('public_id', '=', orderId).executeTakeFirstOrThrow()
    const statusOn = async () => {
      const api = (await (await client.get(`/api/orders/${orderId}`)).json()).order.status
      const page = await (await client.get(`/orders/${orderId}`)).text()
      const confirmation = await (await client.get(`/order-confirmation?id=${orderId}`)).text()
      const list = await (await client.get('/orders')).text()
      const shown = (html: string) => /data-testid="order-status"[^>]*>([^<]+)</.exec(html)?.[1]
      return { api, page: shown(page), confirmation: shown(confirmation), list: shown(list) }
    }
    expect(await statusOn()).toEqual({ api: 'Paid', page: 'Paid', confirmation: 'Paid', list: 'Paid' })

    await t.app.db
      .insertInto('order_events')
      .values({ order_id: id, kind: 'submitted', detail: null })
      .onConflict((oc) => oc.doNothing())
      .execute()
    expect(await statusOn()).toEqual({
      api: 'In production',
      page: 'In production',
      confirmation: 'In production',
      list: 'In production',
    })

    await t.app.db
      .insertInto('order_events')
      .values({ order_id: id, kind: 'shipped', detail: null })
      .onConflict((oc) => oc.doNothing())
      .execute()
    expect((await statusOn()).page).toBe('Shipped')

    await t.app.db
      .insertInto('order_events')
      .values({ order_id: id, kind: 'delivered', detail: null })
      .onConflict((oc) => oc.doNothing())
      .execute()
    const delivered = await statusOn()
    expect(delivered.list).toBe('Delivered')
    const page = await (await client.get(`/orders/${orderId}`)).text()
    expect(page).toMatch(/data-testid="estimated-delivery"[^>]*>Delivered</)
  })
})
