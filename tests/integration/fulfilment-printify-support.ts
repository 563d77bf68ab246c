import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { PNG_BYTES, seedDesign, startFakePrintify, type FakePrintify } from '../support/fake-printify.ts'

// The store on the fake Printify and the helpers shared by the fulfilment-printify-*.test.ts files.

export const WEBHOOK_SECRET = 'printify-webhook-secret'

// Set in the beforeAll of the test file that called useFulfilmentPrintifyApp.
export let app: TestApp
export let printify: FakePrintify
export let fulfilment: typeof import('../../app/modules/fulfilment/fulfilment.server.ts')
export let designId: number
export let getStorage: typeof import('../../app/services/storage/storage.server.ts').getStorage

/**
 * Starts the fake Printify and the store on it (with `env` added, and a design whose print file is in storage) before
 * the file's tests, stops them after, and marks earlier jobs done before each test.
 */
export function useFulfilmentPrintifyApp(env: Record<string, string> = {}) {
  beforeAll(async () => {
    printify = await startFakePrintify()
    app = await startTestApp({
      PRINTIFY_API_TOKEN: printify.token,
      PRINTIFY_SHOP_ID: printify.shopId,
      PRINTIFY_BASE_URL: printify.url,
      PRINTIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...env,
    })
    // Imported after the environment is set, like the app itself.
    fulfilment = await import('../../app/modules/fulfilment/fulfilment.server.ts')
    ;({ getStorage } = await import('../../app/services/storage/storage.server.ts'))
    await getStorage().put('designs/lighthouse.png', PNG_BYTES, 'image/png')
    designId = await seedDesign(app.db, 'designs/lighthouse.png')
  })
  afterAll(async () => {
    await app?.stop()
    await printify?.stop()
  })
  beforeEach(async () => {
    // Each test starts with nothing due, so earlier tests' jobs cannot be submitted by later runs.
    await app.db.updateTable('fulfilment_jobs').set({ completed_at: new Date() }).where('completed_at', 'is', null).execute()
  })
}

export const job = (orderId: number) =>
  app.db.selectFrom('fulfilment_jobs').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()
export const order = (orderId: number) =>
  app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()
export const printifyOrdersFor = (publicId: string) => printify.orders.filter((o) => o.external_id === publicId)
export const sendsOf = (printifyOrderId: string) =>
  printify.requests.filter((r) => r === `POST /v1/shops/${printify.shopId}/orders/${printifyOrderId}/send_to_production.json`)
    .length
export const createRequests = () => printify.requests.filter((r) => r === `POST /v1/shops/${printify.shopId}/orders.json`).length
export const makeDue = (orderId: number) =>
  app.db
    .updateTable('fulfilment_jobs')
    .set({ next_attempt_at: sql<Date>`now() - interval '1 second'` })
    .where('order_id', '=', orderId)
    .execute()
