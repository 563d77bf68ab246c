import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// POST /api/create-payment-intent reads the checkout data it is sent: the items choose the shirts,
// the server prices them from its catalogue, and the order made from that payment holds those lines.
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.stop()
})

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

async function generateDesign(client: TestClient, prompt: string) {
  const response = await client.json('/api/designs/generate', 'POST', {
    prompt,
    style: 'Flat Design',
    size: 'Medium',
    position: 'Center',
    color: 'Navy',
    designType: 'image',
  })
  expect(response.status).toBe(201)
  const { design } = await response.json()
  return design.id as number
}

async function pay(client: TestClient, paymentIntentId: string, clientSecret: string) {
  const confirmed = await client.json(`/pay/${paymentIntentId}/confirm`, 'POST', {
    clientSecret,
    number: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  })
  expect(await confirmed.json()).toMatchObject({ status: 'succeeded' })
  const order = await client.json('/api/orders', 'POST', { stripe_payment_id: paymentIntentId })
  // Confirming already places the order; /api/orders answers it (200) or creates it (201).
  expect([200, 201]).toContain(order.status)
  return (await order.json()).orderId as string
}

describe('POST /api/create-payment-intent with checkout data', () => {
  it('prices the posted items from the catalogue for a fresh cookie jar, and the order holds exactly them', async () => {
    const creator = new TestClient(app.url)
    const fox = await generateDesign(creator, 'a fox reading a book')
    const cat = await generateDesign(creator, 'a cat on a motorbike')

    // A different integrator, with no cookie and no cart, buys both designs.
    const buyer = new TestClient(app.url)
    const forged = {
      items: [
        {
          designId: fox,
          variantId: 17645,
          productId: 1,
          quantity: 2,
          price: 1,
          title: 'cheap',
          printifyProductId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        },
        { designId: String(cat), variantId: '17647', productId: 1, quantity: 3, price: '0.01' },
      ],
      address: ADDRESS,
      pricing: { perItem: 1, quantity: 5, subtotal: 5, discount: { percent: 90, amount: 4 }, total: 1, currency: 'USD' },
    }
    const created = await buyer.json('/api/create-payment-intent', 'POST', forged)
    expect(created.status).toBe(200)
    const body = await created.json()
    expect(body).toMatchObject({ clientSecret: expect.stringContaining('_secret_'), message: expect.any(String) })
    // 5 shirts at $24.99 with 5% off, then $3.99 + 4 × $2.09 shipping: the client's numbers are ignored.
    const subtotal = 5 * 2499
    const expected = subtotal - Math.round(subtotal * 0.05) + 399 + 4 * 209
    expect(body.amount).toBe(expected)

    const orderId = await pay(buyer, body.paymentIntentId, body.clientSecret)
    const order = await app.db.selectFrom('orders').selectAll().where('public_id', '=', orderId).executeTakeFirstOrThrow()
    expect(order.total_cents).toBe(expected)
    expect(order.shipping_address.address1).toBe(ADDRESS.address1)
    const items = await app.db
      .selectFrom('order_items')
      .select(['design_id', 'variant_id', 'quantity', 'unit_price_cents', 'size', 'printify_product_id'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute()
    expect(items).toEqual([
      { design_id: fox, variant_id: 17645, quantity: 2, unit_price_cents: 2499, size: 'L', printify_product_id: null },
      { design_id: cat, variant_id: 17647, quantity: 3, unit_price_cents: 2499, size: '2XL', printify_product_id: null },
    ])

    // The confirmation says what the delivery promise covers, so it agrees with the product page's
    // "shipping takes 3-5 business days" (app/modules/delivery).
    const page = await (await buyer.get(`/order-confirmation?id=${orderId}`)).text()
    expect(page).toContain('To the US, 7-14 business days from the order.')
    expect(page).toContain('Printing takes 4-9 business days, then shipping to the US 3-5 business days.')
  })

  it('keeps the same payment intent when the same checkout data is posted again', async () => {
    const client = new TestClient(app.url)
    const designId = await generateDesign(client, 'a lighthouse at dawn')
    const data = { items: [{ designId, variantId: 17603, quantity: 1 }], address: ADDRESS }
    const first = await (await client.json('/api/create-payment-intent', 'POST', data)).json()
    const again = await (await client.json('/api/create-payment-intent', 'POST', data)).json()
    expect(again.paymentIntentId).toBe(first.paymentIntentId)
    expect(first.amount).toBe(2898)
    const changed = await (
      await client.json('/api/create-payment-intent', 'POST', { ...data, items: [{ designId, variantId: 17603, quantity: 2 }] })
    ).json()
    expect(changed.amount).toBe(2 * 2499 + 399 + 209)
  })

  it('answers 400 with a clear message for items the store cannot sell', async () => {
    const client = new TestClient(app.url)
    const designId = await generateDesign(client, 'a mountain goat')
    const cases: [unknown, string][] = [
      [{ items: [{ price: 1 }] }, 'Each item needs a designId'],
      [
        { items: [{ designId, variantId: 999999, quantity: 1 }] },
        'items[0]: Sorry, the selected size and color combination is not available',
      ],
      [
        { items: [{ designId: 987654, variantId: 17603, quantity: 1 }] },
        'items[0]: Design Not Ready: Please create a design before proceeding to checkout',
      ],
      [{ items: [{ designId, variantId: 17603 }], address: { ...ADDRESS, zip: '1' } }, 'Postal code is required'],
      [{ items: 'everything' }, 'No order data found'],
      [{ items: [] }, 'No order data found'],
    ]
    const paymentsBefore = (await app.db.selectFrom('checkout_payments').select('id').execute()).length
    for (const [body, message] of cases) {
      const response = await client.json('/api/create-payment-intent', 'POST', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await response.json()).toMatchObject({ message })
    }
    const broken = await client.request('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{nope',
    })
    expect(broken.status).toBe(400)
    expect(await app.db.selectFrom('checkout_payments').select('id').execute()).toHaveLength(paymentsBefore)
  })
})
