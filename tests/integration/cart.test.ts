import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// The cart holds several shirts: Add to Cart adds (and says so), the header counts the shirts on every
// page, /cart edits and removes lines, and checkout prices the whole cart by its total quantity.
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.stop()
})

async function seedDesign(name: string) {
  const row = await app.db
    .insertInto('designs')
    .values({
      prompt: `A ${name}`,
      name,
      style: 'Flat Design',
      color: 'White',
      design_type: 'image',
      source: 'prompt',
      image_url: `/images/${name}.png`,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const add = (client: TestClient, fields: Record<string, string>) =>
  client.form('/cart/add', { kind: 'product', quantity: '1', ...fields })

describe('the cart', () => {
  it('adds different designs, colours and sizes as lines and says so', async () => {
    const client = new TestClient(app.url)
    const fox = await seedDesign('Fox')
    const owl = await seedDesign('Owl')
    const first = await add(client, { designId: String(fox), color: 'White', size: 'L' })
    expect(first.status).toBe(303)
    expect(first.headers.get('Location')).toBe('/cart')
    const cartPage = await (await client.get('/cart')).text()
    expect(cartPage).toContain('Added to cart')
    expect(cartPage).toContain('Fox (White - L) is in your cart.')

    await add(client, { designId: String(owl), color: 'Black', size: 'M' })
    await add(client, { designId: String(fox), color: 'White', size: 'XL' })
    // The same shirt again adds to its quantity.
    await add(client, { designId: String(fox), color: 'White', size: 'L' })
    await add(client, { designId: String(owl), color: 'Black', size: 'M' })
    const lines = await app.db
      .selectFrom('cart_items')
      .select(['title', 'size', 'quantity'])
      .where('title', 'in', ['Fox', 'Owl'])
      .orderBy('id')
      .execute()
    expect(lines).toEqual([
      { title: 'Fox', size: 'L', quantity: 2 },
      { title: 'Owl', size: 'M', quantity: 2 },
      { title: 'Fox', size: 'XL', quantity: 1 },
    ])

    const html = await (await client.get('/cart')).text()
    expect(html).toContain('Your Cart')
    expect(html).toContain('Continue shopping')
    expect(html).toContain('href="/checkout"')
    expect(html).toContain('White - L')
    expect(html).toContain('Black - M')
    expect(html).toContain('White - XL')
    // 5 shirts across three lines: 5% off the subtotal, shipping $3.99 + 4 × $2.09.
    const subtotal = 5 * 2499
    const total = subtotal - Math.round(subtotal * 0.05) + 399 + 4 * 209
    expect(html).toContain(`$${(total / 100).toFixed(2)}`)
    expect(html).toContain('aria-label="Cart, 5 shirts"')

    // Checkout buys the whole cart.
    const checkout = await (await client.get('/checkout')).text()
    expect(checkout).toContain('Black - M')
    expect(checkout).toContain(`$${(total / 100).toFixed(2)}`)
  })

  it('adds once for a repeated form key (a double click)', async () => {
    const client = new TestClient(app.url)
    const designId = String(await seedDesign('Heron'))
    await add(client, { designId, color: 'White', size: 'L', addKey: 'doubleclick01' })
    await add(client, { designId, color: 'White', size: 'L', addKey: 'doubleclick01' })
    expect(await (await client.get('/cart')).text()).toContain('aria-label="Cart, 1 shirt"')
    await add(client, { designId, color: 'White', size: 'L', addKey: 'secondclick02' })
    expect(await (await client.get('/cart')).text()).toContain('aria-label="Cart, 2 shirts"')
  })

  it('changes and removes lines on /cart without JavaScript', async () => {
    const client = new TestClient(app.url)
    await add(client, { designId: String(await seedDesign('Whale')), color: 'White', size: 'L' })
    await add(client, { designId: String(await seedDesign('Crab')), color: 'White', size: 'S' })
    const items = await app.db.selectFrom('cart_items').select(['id', 'title']).orderBy('id', 'desc').limit(2).execute()
    const crab = items.find((i) => i.title === 'Crab')!
    const whale = items.find((i) => i.title === 'Whale')!

    const changed = await client.form('/cart', { intent: 'update-item', itemId: String(whale.id), size: 'M', quantity: '3' })
    expect(changed.status).toBe(303)
    expect(changed.headers.get('Location')).toBe('/cart')
    expect(await (await client.get('/cart')).text()).toContain('aria-label="Cart, 4 shirts"')

    const removed = await client.form('/cart', { intent: 'remove-item', itemId: String(crab.id) })
    expect(removed.headers.get('Location')).toBe('/cart')
    const html = await (await client.get('/cart')).text()
    expect(html).not.toContain('Crab')
    expect(html).toContain('White - M')

    // Someone else's line cannot be touched.
    const stranger = new TestClient(app.url)
    await add(stranger, { designId: String(await seedDesign('Seal')), color: 'White', size: 'L' })
    const refused = await stranger.form('/cart', { intent: 'remove-item', itemId: String(whale.id) })
    expect(refused.status).toBe(303)
    expect(await app.db.selectFrom('cart_items').select('id').where('id', '=', whale.id).executeTakeFirst()).toBeDefined()

    await client.form('/cart', { intent: 'remove-item', itemId: String(whale.id) })
    const empty = await (await client.get('/cart')).text()
    expect(empty).toContain('Your cart is empty.')
    expect(empty).toContain('aria-label="Cart, 0 shirts"')
  })

  it("keeps My Designs' Order Now to one shirt however often it is pressed", async () => {
    const client = new TestClient(app.url)
    await client.signIn('ordernow')
    const user = await app.db.selectFrom('users').select('id').where('username', '=', 'ordernow').executeTakeFirstOrThrow()
    const designId = await seedDesign('Otter')
    await app.db.updateTable('designs').set({ user_id: user.id }).where('id', '=', designId).execute()
    for (let i = 0; i < 2; i++) {
      const response = await client.form('/cart/add', { kind: 'own', designId: String(designId), then: 'checkout' })
      expect(response.headers.get('Location')).toBe('/checkout')
    }
    expect(await (await client.get('/cart')).text()).toContain('aria-label="Cart, 1 shirt"')
  })

  it('shows an empty cart to a visitor without a session, and sets no cookie', async () => {
    const response = await new TestClient(app.url).get('/cart')
    expect(response.status).toBe(200)
    expect(response.headers.get('Set-Cookie')).toBeNull()
    expect(await response.text()).toContain('Your cart is empty.')
  })
})
