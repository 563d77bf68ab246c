import { expect, type Page } from './fixtures.ts'

/** A design, a public shop holding it and a paid order, made through the API as the signed-in `page`. */
export async function storeWithData(page: Page) {
  const created = await page.request.post('/api/designs/generate', {
    data: {
      prompt: `a paper boat on a pond ${Date.now()}`,
      style: 'Flat Design',
      size: 'Medium',
      position: 'Center',
      color: 'Navy',
      designType: 'image',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { design } = (await created.json()) as { design: { id: number } }
  const shop = await page.request.post('/api/shops', {
    data: { name: `Phone Shop With A Rather Long Name ${Date.now()}`, description: 'Shirts for narrow screens', isPublic: true },
  })
  expect(shop.status()).toBe(201)
  const shopId = ((await shop.json()) as { shop: { id: number } }).shop.id
  expect((await page.request.post(`/api/shops/${shopId}/designs`, { data: { designId: design.id } })).status()).toBe(201)

  const intent = await page.request.post('/api/create-payment-intent', {
    data: {
      items: [{ designId: design.id, variantId: 17645, productId: 1, quantity: 1 }],
      address: {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        phone: '555-0101',
        address1: '1 Compiler Road',
        city: 'Arlington',
        region: 'VA',
        zip: '22201',
        country: 'US',
      },
    },
  })
  const { paymentIntentId, clientSecret } = (await intent.json()) as { paymentIntentId: string; clientSecret: string }
  const confirmed = await page.request.post(`/pay/${paymentIntentId}/confirm`, {
    data: { clientSecret, number: '4242424242424242', expiry: '12/34', cvc: '123' },
  })
  const { orderId } = (await confirmed.json()) as { orderId: string }
  expect(orderId).toBeTruthy()
  return { designId: design.id, shopId, orderId }
}
