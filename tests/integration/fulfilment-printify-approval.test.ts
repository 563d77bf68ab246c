import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverFullRefund } from '../support/stripe-refund.ts'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { seedPaidOrder, startFakePrintify, type FakePrintify } from '../support/fake-printify.ts'

// A shop that approves its Printify orders by hand (PRINTIFY_SEND_TO_PRODUCTION=off): the store never
// sends them to production, the order's timeline says they wait for that approval, and a full refund
// still cancels them while they are on hold.

const WEBHOOK_SECRET = 'whsec_test_secret_for_approval'

let app: TestApp
let printify: FakePrintify
let fulfilment: typeof import('../../app/modules/fulfilment/fulfilment.server.ts')

beforeAll(async () => {
  printify = await startFakePrintify()
  app = await startTestApp({
    PRINTIFY_API_TOKEN: printify.token,
    PRINTIFY_SHOP_ID: printify.shopId,
    PRINTIFY_BASE_URL: printify.url,
    PRINTIFY_SEND_TO_PRODUCTION: 'off',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  })
  fulfilment = await import('../../app/modules/fulfilment/fulfilment.server.ts')
})
afterAll(async () => {
  await app?.stop()
  await printify?.stop()
})

const order = (orderId: number) => app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()
const events = async (orderId: number) =>
  (await app.db.selectFrom('order_events').select('kind').where('order_id', '=', orderId).orderBy('id').execute()).map(
    (e) => e.kind,
  )

async function refund(orderId: number) {
  const { payment_id: paymentId, total_cents: amount } = await order(orderId)
  const response = await deliverFullRefund(app.url, WEBHOOK_SECRET, {
    paymentId,
    amount,
    eventId: `evt_refund_approval_${Date.now()}`,
  })
  expect(response.status).toBe(200)
}

describe('PRINTIFY_SEND_TO_PRODUCTION=off', () => {
  it('leaves the order on hold for the shop to approve, says so on the timeline, and a refund cancels it', async () => {
    const seeded = await seedPaidOrder(app.db, {
      provider: 'printify',
      items: [{ printifyProductId: '5bfd0b66a342bcc9b5563216', variantId: 17645, quantity: 1 }],
    })
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
    const [created] = printify.orders.filter((o) => o.external_id === seeded.publicId)
    expect(created.status).toBe('on-hold')
    expect(printify.requests.filter((r) => r.endsWith('/send_to_production.json'))).toHaveLength(0)
    const job = await app.db.selectFrom('fulfilment_jobs').selectAll().where('order_id', '=', seeded.id).executeTakeFirstOrThrow()
    expect(job.completed_at).not.toBeNull()
    expect(await events(seeded.id)).toContain('awaiting_approval')

    // The order page shows it to the shopper.
    const page = await fetch(`${app.url}/orders/${seeded.publicId}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Waiting for the shop to approve it at the printer')

    await refund(seeded.id)
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    expect(created.status).toBe('canceled')
    expect((await order(seeded.id)).fulfilment_status).toBe('canceled')
  })
})
