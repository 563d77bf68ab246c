import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OFFLINE_SHIPPING_TABLE } from '~/services/fulfilment/shipping.ts'
import { TestClient } from '../support/client.ts'
import { CHECKOUT_ADDRESS } from '../support/checkout.ts'
import { app, seedDesign, shopperWithCart, useCheckoutApp } from './checkout-flow-support.ts'

// Shipping by country, offline (the table): the checkout prices and promises the chosen country before
// paying, without JavaScript (Update shipping) and through the API; a country the store does not
// ship to is refused by name, with the countries it does; the order keeps the country and its cost.
useCheckoutApp()

const CANADA = { ...CHECKOUT_ADDRESS, city: 'Toronto', region: 'ON', zip: 'M5V 2T6', country: 'CA' }

/** The address form as a browser without JavaScript posts it with its Update shipping button. */
function updateShipping(client: TestClient, fields: Record<string, string>) {
  const body = new URLSearchParams({ intent: 'save-address', ...fields })
  body.append('intent', 'update-shipping')
  return client.request('/checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  })
}

const text = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('<!-- -->', '')

describe('the checkout without JavaScript', () => {
  it('shows the price and promise to the country chosen, keeping what was typed and saving nothing', async () => {
    const { client } = await shopperWithCart('canada_preview')
    const before = text(await (await client.get('/checkout')).text())
    expect(before).toContain('Shipping to United States (standard)')
    expect(before).toMatch(/data-testid="shipping-cost">\$3\.99</)

    const answer = await updateShipping(client, { first_name: 'Ada', address1: '1 Half Typed', country: 'CA' })
    expect(answer.status).toBe(200)
    const html = text(await answer.text())
    expect(html).toContain('Shipping to Canada (standard)')
    expect(html).toMatch(/data-testid="shipping-cost">\$6\.49</)
    expect(html).toContain('$33.05') // 2499 + 649 + GST 5% (125 on the shirt, 32 on shipping)
    expect(html).toMatch(/Estimated delivery <strong[^>]*>to Canada: /)
    expect(html).toContain('then shipping to Canada 5-10 business days')
    expect(html).toContain('value="1 Half Typed"')
    expect(html).toMatch(/<option value="CA" selected="">Canada<\/option>/)
    const cart = await app.db.selectFrom('carts').select('address').where('address', 'is not', null).execute()
    expect(cart.filter((c) => c.address?.address1 === '1 Half Typed')).toHaveLength(0)
  })

  it("loads the chosen country's price as the select changes (with JavaScript: a GET of ?shipTo=)", async () => {
    const { client } = await shopperWithCart('canada_select')
    // What the select's fetcher loads, and a page of its own: the preview to the country chosen.
    const canada = text(await (await client.get('/checkout?shipTo=CA')).text())
    expect(canada).toContain('Shipping to Canada (standard)')
    expect(canada).toMatch(/data-testid="shipping-cost">\$6\.49</)
    expect(canada).toMatch(/<option value="CA" selected="">Canada<\/option>/)
    // A country the store does not ship to previews nothing: the cart's own country stays.
    const brazil = text(await (await client.get('/checkout?shipTo=BR')).text())
    expect(brazil).toContain('Shipping to United States (standard)')
  })

  it("answers the typed place's price and promise as JSON (what the form loads with JavaScript), saving nothing", async () => {
    const { client } = await shopperWithCart('canada_json_preview')
    const answer = await client.get('/checkout/shipping-preview?shipTo=CA&region=ON&zip=M5V%202T6&revision=r1')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const { shippingPreview } = (await answer.json()) as {
      shippingPreview: { country: string; pricing: { shipping: { cost: number }; tax: { label: string; amount: number } } } | null
    }
    expect(shippingPreview?.country).toBe('CA')
    expect(shippingPreview?.pricing.shipping.cost).toBe(649)
    // Canada's GST is on the preview's tax, as the saved address would price it.
    expect(shippingPreview?.pricing.tax.label).toContain('GST 5%')
    expect(shippingPreview?.pricing.tax.amount).toBeGreaterThan(0)
    // A country the store does not ship to, and a browser with no cart, preview nothing.
    const brazil = (await (await client.get('/checkout/shipping-preview?shipTo=BR')).json()) as { shippingPreview: unknown }
    expect(brazil.shippingPreview).toBeNull()
    const stranger = (await (await new TestClient(app.url).get('/checkout/shipping-preview?shipTo=CA')).json()) as {
      shippingPreview: unknown
    }
    expect(stranger.shippingPreview).toBeNull()
    // The cart's own address is untouched.
    const page = text(await (await client.get('/checkout')).text())
    expect(page).toContain('Shipping to United States (standard)')
  })

  it('refuses a country the store does not ship to, naming those it does, and saves nothing', async () => {
    const { client } = await shopperWithCart('brazil_shopper')
    const preview = await updateShipping(client, { country: 'BR' })
    expect(preview.status).toBe(400)
    const served =
      'We ship to United States, Australia, Canada, France, Germany, Ireland, Japan, Netherlands, New Zealand and United Kingdom.'
    expect(text(await preview.text())).toContain(`We do not ship to Brazil. ${served}`)

    const saved = await client.form('/checkout', { intent: 'save-address', ...CHECKOUT_ADDRESS, country: 'BR' })
    expect(saved.status).toBe(400)
    expect(text(await saved.text())).toContain(`We do not ship to Brazil. ${served}`)
    expect(text(await (await client.get('/checkout')).text())).not.toContain('data-testid="saved-address"')
  })

  it('charges the Canadian rate at payment and records the country and its cost on the order', async () => {
    const { client } = await shopperWithCart('canada_buyer')
    expect((await client.form('/checkout', { intent: 'save-address', ...CANADA })).status).toBe(303)
    const page = text(await (await client.get('/checkout')).text())
    expect(page).toContain('Shipping to Canada (standard)')
    const paid = await client.form('/checkout', { intent: 'pay', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })
    expect(paid.status).toBe(303)
    const publicId = new URL(paid.headers.get('Location')!, app.url).searchParams.get('id')!
    const order = await app.db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      shipping_country: 'CA',
      shipping_cents: 649,
      tax_cents: 125 + 32,
      total_cents: 2499 + 649 + 157,
    })
  })
})

describe('the API', () => {
  async function apiShopper(name: string) {
    const client = new TestClient(app.url)
    await client.signIn(name)
    const user = await app.db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()
    const designId = await seedDesign({ userId: user.id })
    return { client, designId }
  }

  it('answers an unserved country with a country_not_served problem naming the served countries', async () => {
    const { client, designId } = await apiShopper('api_brazil')
    const items = [{ designId, variantId: 17603, quantity: 1 }]
    for (const [path, body] of [
      ['/api/carts', { items, address: { ...CHECKOUT_ADDRESS, country: 'BR' } }],
      ['/api/carts', { address: { ...CHECKOUT_ADDRESS, country: 'BR' } }],
      ['/api/create-payment-intent', { items, address: { ...CHECKOUT_ADDRESS, country: 'BR' } }],
    ] as const) {
      const answer = await client.json(path, 'POST', body)
      expect(answer.status, path).toBe(400)
      expect(answer.headers.get('Content-Type')).toContain('application/problem+json')
      const problem = await answer.json()
      expect(problem).toMatchObject({
        code: 'country_not_served',
        detail: expect.stringMatching(/^We do not ship to Brazil\. We ship to United States, .* and United Kingdom\.$/),
        servedCountries: expect.arrayContaining(Object.keys(OFFLINE_SHIPPING_TABLE)),
        errors: [expect.objectContaining({ pointer: '/address/country', code: 'country_not_served' })],
      })
    }
  })

  it('prices each country at its first-item rate plus its additional-item rate, with its promise', async () => {
    const { client, designId } = await apiShopper('api_rates')
    for (const [country, rate] of Object.entries(OFFLINE_SHIPPING_TABLE)) {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 30 }), async (quantity) => {
          const answer = await client.json('/api/carts', 'POST', {
            items: [{ designId, variantId: 17603, quantity }],
            address: { ...CHECKOUT_ADDRESS, country },
          })
          expect(answer.status).toBe(201)
          const { cart } = await answer.json()
          const shipping = rate.firstItemCents + rate.additionalItemCents * (quantity - 1)
          expect(cart.pricing.shippingCents).toBe(shipping)
          expect(cart.pricing.totalCents).toBe(
            cart.pricing.subtotalCents - cart.pricing.discountCents + shipping + cart.pricing.taxCents,
          )
          expect(cart.shipping).toMatchObject({
            country,
            served: true,
            costCents: shipping,
            delivery: { minBusinessDays: rate.deliveryDays.min, maxBusinessDays: rate.deliveryDays.max },
          })
        }),
        { numRuns: 3 },
      )
    }
  }, 120_000)

  it('keeps the US at $3.99 plus $2.09 in 7-14 business days before an address', async () => {
    const { client, designId } = await apiShopper('api_us')
    const answer = await client.json('/api/carts', 'POST', { items: [{ designId, variantId: 17603, quantity: 3 }] })
    const { cart } = await answer.json()
    expect(cart.shipping).toMatchObject({
      country: 'US',
      costCents: 399 + 2 * 209,
      delivery: { minBusinessDays: 7, maxBusinessDays: 14 },
    })
  })
})
