import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { seedPaidOrder } from '../support/fake-printify.ts'

// Without Printify credentials, orders go to offline fulfilment ("test mode").
let app: TestApp
let fulfilment: typeof import('../../app/modules/fulfilment/fulfilment.server.ts')
let services: typeof import('../../app/services/fulfilment/index.server.ts')

beforeAll(async () => {
  app = await startTestApp({ PRINTIFY_API_TOKEN: '', PRINTIFY_SHOP_ID: '', PRINTIFY_WEBHOOK_SECRET: '' })
  fulfilment = await import('../../app/modules/fulfilment/fulfilment.server.ts')
  services = await import('../../app/services/fulfilment/index.server.ts')
})
afterAll(async () => {
  await app?.stop()
})

const order = (orderId: number) => app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()

/** Pretends the order was submitted `seconds` ago and is due a status check. */
async function submittedAgo(orderId: number, seconds: number) {
  await app.db
    .updateTable('fulfilment_jobs')
    .set({ completed_at: sql<Date>`now() - make_interval(secs => ${seconds})` })
    .where('order_id', '=', orderId)
    .execute()
  await app.db.updateTable('orders').set({ fulfilment_synced_at: null }).where('id', '=', orderId).execute()
}

describe('offline fulfilment', () => {
  it('is the provider for new orders when Printify is not configured', () => {
    expect(services.currentFulfilmentProvider()).toBe('offline')
  })

  it('accepts an order once and moves it from paid to in production, shipped with tracking, and delivered', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'offline', items: [{ designId: null, quantity: 3 }] })
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    let saved = await order(seeded.id)
    expect(saved.fulfilment_order_id).toBe(`offline_${seeded.publicId}`)
    expect(saved.fulfilment_status).toBe('submitted')
    expect(saved.status).toBe('paid')
    expect(saved.estimated_delivery).toBe('7-14 business days (estimate)')
    expect(saved.tracking).toBeNull()

    await submittedAgo(seeded.id, 5)
    await fulfilment.refreshOpenOrders(app.db, app.fulfilment)
    saved = await order(seeded.id)
    expect(saved.status).toBe('paid')
    expect(saved.fulfilment_status).toBe('pending')

    await submittedAgo(seeded.id, 45)
    await fulfilment.refreshOpenOrders(app.db, app.fulfilment)
    saved = await order(seeded.id)
    expect(saved.status).toBe('in production')
    expect(saved.fulfilment_status).toBe('in-production')

    await submittedAgo(seeded.id, 3 * 60)
    await fulfilment.refreshOpenOrders(app.db, app.fulfilment)
    saved = await order(seeded.id)
    expect(saved.status).toBe('shipped')
    expect(saved.tracking).toMatchObject({ carrier: 'Test Carrier', url: null })
    expect(saved.tracking?.number).toMatch(/^TEST\d{10}$/)

    await submittedAgo(seeded.id, 31 * 60)
    await fulfilment.refreshOpenOrders(app.db, app.fulfilment)
    saved = await order(seeded.id)
    expect(saved.status).toBe('delivered')
    expect(saved.fulfilment_status).toBe('delivered')

    // Delivered orders are no longer followed.
    await submittedAgo(seeded.id, 31 * 60)
    expect(await fulfilment.refreshOpenOrders(app.db, app.fulfilment)).toBe(0)
  })

  it('does not check an order again until its interval has passed', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'offline', items: [{ quantity: 1 }] })
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    await submittedAgo(seeded.id, 45)
    expect(await fulfilment.refreshOpenOrders(app.db, app.fulfilment)).toBe(1)
    expect(await fulfilment.refreshOpenOrders(app.db, app.fulfilment)).toBe(0)
  })

  it('never moves a refunded order', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'offline', items: [{ quantity: 1 }] })
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    await app.db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', seeded.id).execute()
    await submittedAgo(seeded.id, 3 * 60)
    await fulfilment.refreshOpenOrders(app.db, app.fulfilment)
    expect((await order(seeded.id)).status).toBe('refunded')
  })

  it('does not submit an order refunded before it reached the provider', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'offline', items: [{ quantity: 1 }], status: 'refunded' })
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    const saved = await order(seeded.id)
    expect(saved.fulfilment_order_id).toBeNull()
    expect(saved.status).toBe('refunded')
    const job = await app.db.selectFrom('fulfilment_jobs').selectAll().where('order_id', '=', seeded.id).executeTakeFirstOrThrow()
    expect(job.completed_at).not.toBeNull()
    expect(job.last_error).toBe('Not submitted: the order is refunded')
  })

  it('keeps a Printify order waiting, not lost, while Printify is not configured', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ quantity: 1 }] })
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    const job = await app.db.selectFrom('fulfilment_jobs').selectAll().where('order_id', '=', seeded.id).executeTakeFirstOrThrow()
    expect(job.completed_at).toBeNull()
    expect(job.attempts).toBe(1)
    expect(job.last_error).toContain('not configured')
  })

  it('refuses every Printify webhook while no signing secret is configured', async () => {
    const response = await new TestClient(app.url).request('/api/webhooks/printify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Pfy-Signature': 'sha256=00' },
      body: JSON.stringify({ id: 'e', type: 'order:updated', resource: { id: 'x', data: { status: 'canceled' } } }),
    })
    expect(response.status).toBe(401)
  })

  it('kickFulfilment submits a newly committed order promptly, without being awaited', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'offline', items: [{ quantity: 1 }] })
    fulfilment.kickFulfilment()
    await expect
      .poll(async () => (await order(seeded.id)).fulfilment_order_id, { timeout: 5_000, interval: 50 })
      .toBe(`offline_${seeded.publicId}`)
  })
})
