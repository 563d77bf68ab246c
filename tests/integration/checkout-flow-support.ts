import { afterAll, beforeAll, expect } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { CHECKOUT_ADDRESS } from '../support/checkout.ts'

// The store and seeding helpers shared by the checkout-flow-*.test.ts files.

/** The running store of the test file that called useCheckoutApp (set in its beforeAll). */
export let app: TestApp

/** Starts the store before the file's tests and stops it after them. */
/** Starts the store (with `env` added) before the file's tests and stops it after them. */
export function useCheckoutApp(env: Record<string, string> = {}) {
  beforeAll(async () => {
    app = await startTestApp(env)
  })
  afterAll(async () => {
    await app?.stop()
  })
}

export const ADDRESS = CHECKOUT_ADDRESS

export async function seedDesign(
  values: { userId?: number | null; visitorId?: string | null; priceCents?: number; imageUrl?: string | null } = {},
) {
  const row = await app.db
    .insertInto('designs')
    .values({
      user_id: values.userId ?? null,
      visitor_id: values.visitorId ?? null,
      prompt: 'A fox reading a book under a tree',
      name: 'Reading Fox',
      style: 'Ghibli-inspired',
      color: 'White',
      design_type: 'image',
      source: 'prompt',
      image_url: values.imageUrl === undefined ? '/images/fox.png' : values.imageUrl,
      ...(values.priceCents ? { price_cents: values.priceCents } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function signedInShopper(name: string) {
  const client = new TestClient(app.url)
  await client.signIn(name)
  const user = await app.db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()
  return { client, userId: user.id }
}

/** A shopper with their own design in the cart. */
export async function shopperWithCart(name: string) {
  const { client, userId } = await signedInShopper(name)
  const designId = await seedDesign({ userId })
  const added = await client.form('/cart/add', { kind: 'own', designId: String(designId) })
  expect(added.status).toBe(303)
  return { client, userId, designId }
}

export async function cartRows(client: TestClient) {
  const html = await (await client.get('/checkout')).text()
  return html
}
