import { afterAll, beforeAll, expect } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// The store and seeding helpers shared by the admin-console-*.test.ts files: the operator's console
// and trust and safety (ADR 127): who may enter /admin (the operator named in ADMIN_SUBJECTS;
// everyone else gets 404, and their POSTs change nothing), reports that hold a design, the moderation
// queue's decisions and blocking, orders (search, refunds through the test processor, receipt,
// cancel), failed jobs, the append-only audit log, and account export and deletion.

/** The running store of the test file that called useAdminConsoleApp (set in its beforeAll). */
export let app: TestApp

/** Starts the store, with olive-operator as its operator, before the file's tests and stops it after them. */
export function useAdminConsoleApp() {
  beforeAll(async () => {
    app = await startTestApp({ ADMIN_SUBJECTS: 'olive-operator' })
  })
  afterAll(async () => {
    await app?.stop()
  })
}

export async function signedIn(username: string) {
  const client = new TestClient(app.url)
  await client.signIn(username)
  const me = await (await client.get('/api/auth/user')).json()
  return { client, userId: me.id as number }
}

let seq = 0
export async function seedDesign(userId: number | null, values: Record<string, unknown> = {}) {
  seq += 1
  const row = await app.db
    .insertInto('designs')
    .values({
      user_id: userId,
      prompt: `a reported design number ${seq}`,
      name: `Reported ${seq}`,
      style: 'Flat Design',
      color: 'Navy',
      design_type: 'image',
      source: 'prompt',
      image_url: `/images/designs/report-${seq}.png`,
      mockup_url: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function seedOrder(email: string, totalCents = 2898) {
  seq += 1
  const publicId = `admin-order-${seq}-${Math.random().toString(36).slice(2, 10)}`
  const paymentId = `pi_admin_${publicId}`
  await app.db
    .insertInto('test_payment_intents')
    .values({
      id: paymentId,
      client_secret: `${paymentId}_secret`,
      amount: totalCents,
      currency: 'usd',
      status: 'succeeded',
      metadata: '{}',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute()
  const order = await app.db
    .insertInto('orders')
    .values({
      public_id: publicId,
      payment_id: paymentId,
      payment_provider: 'test',
      user_id: null,
      visitor_id: 'v',
      status: 'paid',
      email,
      shipping_address: JSON.stringify({
        first_name: 'Sam',
        last_name: 'Shopper',
        email,
        phone: '5550100',
        address1: '1 Main Street',
        city: 'Springfield',
        region: 'IL',
        zip: '62701',
        country: 'US',
      }),
      subtotal_cents: totalCents - 399,
      discount_cents: 0,
      shipping_cents: 399,
      total_cents: totalCents,
      currency: 'usd',
      fulfilment_provider: 'offline',
      // Already with the provider, so the outbox leaves it alone during the test.
      fulfilment_order_id: `ff-${publicId}`,
      fulfilment_status: 'in-production',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await app.db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      design_id: null,
      product_id: 1,
      variant_id: 17645,
      title: 'Custom T-Shirt',
      color: 'White',
      size: 'L',
      quantity: 1,
      unit_price_cents: totalCents - 399,
      sku: 'sku',
    })
    .execute()
  return { id: order.id, publicId, paymentId }
}

/** A report as a browser without JavaScript sends it; answers where the browser lands and the page. */
export async function report(client: TestClient, designId: number, reason: string, returnTo = `/products/${designId}`) {
  const response = await client.form('/reports', { designId: String(designId), reason, returnTo, note: 'seen on the gallery' })
  expect(response.status).toBe(302)
  const landing = await client.navigate(response.headers.get('Location')!)
  return { location: response.headers.get('Location')!, html: await landing.text() }
}

export const status = async (id: number) =>
  await app.db.selectFrom('designs').select(['moderation_status', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow()
export const communityIds = async () => {
  const body = await (await new TestClient(app.url).get('/api/community-designs')).json()
  return (body.designs as { id: number }[]).map((d) => d.id)
}
export const auditActions = async () =>
  (await app.db.selectFrom('admin_audit_log').select('action').orderBy('id').execute()).map((r) => r.action)

export const ADMIN_PAGES = [
  '/admin',
  '/admin/moderation',
  '/admin/orders',
  '/admin/orders/nope',
  '/admin/jobs',
  '/admin/payouts',
  '/admin/audit',
]
