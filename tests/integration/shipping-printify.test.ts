import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { CHECKOUT_ADDRESS } from '../support/checkout.ts'
import { TestClient } from '../support/client.ts'
import { startFakePrintify, type FakePrintify } from '../support/fake-printify.ts'

// Shipping by country with Printify: the countries offered are those Printify's catalogue ships the
// store's blueprint (6) to from its print provider (61), asked once and kept; v2's standard shipping
// first, v1's profiles when v2 fails, the offline table while neither answers.

let app: TestApp
let printify: FakePrintify
let forget: () => void

beforeAll(async () => {
  printify = await startFakePrintify()
  app = await startTestApp({
    PRINTIFY_API_TOKEN: printify.token,
    PRINTIFY_SHOP_ID: printify.shopId,
    PRINTIFY_BASE_URL: printify.url,
  })
  ;({ forgetShippingCountries: forget } = await import('../../app/modules/shipping/index.server.ts'))
})
afterAll(async () => {
  await app?.stop()
  await printify?.stop()
})
beforeEach(() => forget())

const V2 = 'GET /v2/catalog/blueprints/6/print_providers/61/shipping/standard.json'
const V1 = 'GET /v1/catalog/blueprints/6/print_providers/61/shipping.json'
const asked = (request: string) => printify.requests.filter((r) => r === request).length

async function cartTo(country: string) {
  const client = new TestClient(app.url)
  await client.signIn(`printify_${country.toLowerCase()}_${asked(V2)}_${asked(V1)}`)
  const answer = await client.json('/api/carts', 'POST', { address: { ...CHECKOUT_ADDRESS, country } })
  return { status: answer.status, body: await answer.json() }
}

describe("Printify's shipping countries", () => {
  it("offers the countries v2 names, keeps the store's rates where it has them, and asks once", async () => {
    const v2Before = asked(V2)
    const canada = await cartTo('CA')
    expect(canada.status).toBe(201)
    expect(canada.body.cart.shipping).toMatchObject({ country: 'CA', served: true, costCents: 0 })
    // A country the store's table does not name is charged Printify's own standard rate.
    const mexico = await cartTo('MX')
    expect(mexico.status).toBe(201)
    expect(mexico.body.cart.shipping).toMatchObject({ country: 'MX', countryName: 'Mexico', served: true })
    // Japan is in the table, but Printify does not ship there: refused, naming what Printify serves.
    const japan = await cartTo('JP')
    expect(japan.status).toBe(400)
    expect(japan.body.code).toBe('country_not_served')
    expect(japan.body.servedCountries.sort()).toEqual(['AU', 'CA', 'DE', 'FR', 'GB', 'IE', 'MX', 'NL', 'NZ', 'US'])
    expect(japan.body.detail).toContain('We ship to United States, Australia, Canada, France, Germany, Ireland, Mexico,')
    expect(asked(V2) - v2Before).toBe(1)
  })

  it('prices a Printify-only country at Printify’s first and additional item rate, a table country at the table’s', async () => {
    const client = new TestClient(app.url)
    await client.signIn('printify_mexico_lines')
    const user = await app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'printify_mexico_lines')
      .executeTakeFirstOrThrow()
    const design = await app.db
      .insertInto('designs')
      .values({
        user_id: user.id,
        prompt: 'a cactus',
        name: 'Cactus',
        style: 'Flat Design',
        color: 'White',
        design_type: 'image',
        source: 'prompt',
        image_url: '/images/fox.png',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const answer = await client.json('/api/carts', 'POST', {
      items: [{ designId: design.id, variantId: 17603, quantity: 3 }],
      address: { ...CHECKOUT_ADDRESS, country: 'MX' },
    })
    const { cart } = await answer.json()
    expect(cart.pricing.shippingCents).toBe(1100 + 2 * 550)
    expect(cart.shipping.delivery).toMatchObject({ minBusinessDays: 11, maxBusinessDays: 23 })
    // Canada is in the store's table: the table's $6.49 + $2.99, not Printify's $9.39 + $4.59.
    const canada = await client.json('/api/carts', 'POST', {
      items: [{ designId: design.id, variantId: 17603, quantity: 3 }],
      address: { ...CHECKOUT_ADDRESS, country: 'CA' },
    })
    expect((await canada.json()).cart.pricing.shippingCents).toBe(649 + 2 * 299)
  })

  it('falls back to the v1 profiles when v2 fails, and to the offline table when both do', async () => {
    printify.failNext('shippingV2', 1, 500)
    const v1Before = asked(V1)
    expect((await cartTo('MX')).status).toBe(201)
    expect(asked(V1) - v1Before).toBe(1)

    forget()
    printify.failNext('shippingV2', 1, 503)
    printify.failNext('shippingV1', 1, 503)
    // Neither answers: the table prices (Japan is offered again, Mexico is not).
    expect((await cartTo('JP')).status).toBe(201)
    const mexico = await cartTo('MX')
    expect(mexico.status).toBe(400)
    expect(mexico.body.code).toBe('country_not_served')
  })
})
