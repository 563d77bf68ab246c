import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai.ts'
import { PNG_BYTES, seedDesign, seedPaidOrder, startFakePrintify, type FakePrintify } from '../support/fake-printify.ts'

// The image provider and the print provider failing (500) or not answering (timeout): the shopper
// gets a clear message, a paid order is retried until it is printed once, and nothing is lost.
// (Other answers are covered beside: design-openai.test.ts for a slow image provider, 504;
// fulfilment-printify-outbox.test.ts for 503, 429, 408 and permanent 4xx from Printify.)

let app: TestApp
let openai: FakeOpenAI
let printify: FakePrintify
let fulfilment: typeof import('../../app/modules/fulfilment/fulfilment.server.ts')
let designId: number

beforeAll(async () => {
  openai = await startFakeOpenAI({ slowMs: 4_000 })
  printify = await startFakePrintify()
  app = await startTestApp({
    OPENAI_API_KEY: 'sk-integration',
    OPENAI_BASE_URL: openai.baseURL,
    OPENAI_IMAGE_MODEL: 'gpt-image-1',
    OPENAI_TIMEOUT_MS: '1000',
    PRINTIFY_API_TOKEN: printify.token,
    PRINTIFY_SHOP_ID: printify.shopId,
    PRINTIFY_BASE_URL: printify.url,
    PRINTIFY_TIMEOUT_MS: '1000',
  })
  fulfilment = await import('../../app/modules/fulfilment/fulfilment.server.ts')
  const { getStorage } = await import('../../app/services/storage/storage.server.ts')
  await getStorage().put('designs/provider-faults.png', PNG_BYTES, 'image/png')
  designId = await seedDesign(app.db, 'designs/provider-faults.png')
})
afterAll(async () => {
  await app?.stop()
  await printify?.stop()
  await openai?.close()
})

const designCount = async () =>
  (
    await app.db
      .selectFrom('designs')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
  ).n

describe('the image provider failing', () => {
  it('answers its 500 with 502 and a clear message, asks once, and stores nothing', async () => {
    const before = await designCount()
    const asked = openai.requests.filter((r) => r.path === '/v1/images/generations').length
    const response = await new TestClient(app.url).json('/api/designs/generate', 'POST', {
      prompt: 'explode',
      style: 'Minimalist',
    })
    expect(response.status).toBe(502)
    const body = await response.json()
    expect(body.message).toContain('could not create the design')
    expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+/)
    // Not retried: a generation is slow and paid for per attempt; the shopper decides to try again.
    expect(openai.requests.filter((r) => r.path === '/v1/images/generations').length).toBe(asked + 1)
    expect(await designCount()).toBe(before)
  })

  it('answers a timeout with 504 and a clear message, and stores nothing', async () => {
    const before = await designCount()
    const response = await new TestClient(app.url).json('/api/designs/generate', 'POST', { prompt: 'slowpoke' })
    expect(response.status).toBe(504)
    expect((await response.json()).message).toContain('took too long')
    expect(await designCount()).toBe(before)
  })
})

describe('the print provider failing', () => {
  const job = (orderId: number) =>
    app.db.selectFrom('fulfilment_jobs').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()
  const makeDue = (orderId: number) =>
    app.db
      .updateTable('fulfilment_jobs')
      .set({ next_attempt_at: sql<Date>`now() - interval '1 second'` })
      .where('order_id', '=', orderId)
      .execute()
  const printed = (publicId: string) => printify.orders.filter((o) => o.external_id === publicId)

  it('keeps a paid order through a 500 and a timeout, then submits it exactly once', { timeout: 30_000 }, async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })

    printify.failNext('createOrder', 1, 500)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    let state = await job(seeded.id)
    expect(state).toMatchObject({ attempts: 1, completed_at: null, dead_at: null })
    expect(state.last_error).toContain('500')

    // No answer at all: the call gives up after PRINTIFY_TIMEOUT_MS and the job waits for its retry.
    await makeDue(seeded.id)
    printify.failNext('createOrder', 1, 0)
    const started = Date.now()
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    expect(Date.now() - started).toBeLessThan(10_000)
    state = await job(seeded.id)
    expect(state).toMatchObject({ attempts: 2, completed_at: null, dead_at: null })
    expect(state.last_error).toMatch(/timed out/)
    expect(printed(seeded.publicId)).toHaveLength(0)

    await makeDue(seeded.id)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
    expect(printed(seeded.publicId)).toHaveLength(1)
    state = await job(seeded.id)
    expect(state.completed_at).not.toBeNull()
    const order = await app.db.selectFrom('orders').selectAll().where('id', '=', seeded.id).executeTakeFirstOrThrow()
    expect(order.fulfilment_order_id).toBe(printed(seeded.publicId)[0]!.id)
  })
})
