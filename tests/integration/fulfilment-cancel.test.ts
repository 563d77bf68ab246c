import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deliverFullRefund } from '../support/stripe-refund.ts'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { seedPaidOrder, startFakePrintify, type FakePrintify } from '../support/fake-printify.ts'

// A full refund (Stripe's signed charge.refunded, through the built app) of an order the print
// provider already has makes the outbox ask the provider to cancel it (ADR 033).

const WEBHOOK_SECRET = 'whsec_test_secret_for_cancel'
const TOO_LATE = 'The provider had already started printing; cancel it by hand'

let app: TestApp
let printify: FakePrintify
let fulfilment: typeof import('../../app/modules/fulfilment/fulfilment.server.ts')

beforeAll(async () => {
  printify = await startFakePrintify()
  app = await startTestApp({
    PRINTIFY_API_TOKEN: printify.token,
    PRINTIFY_SHOP_ID: printify.shopId,
    PRINTIFY_BASE_URL: printify.url,
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
beforeEach(async () => {
  // Each test starts with nothing due, so earlier tests' jobs cannot run in later ones.
  await app.db.updateTable('fulfilment_jobs').set({ completed_at: new Date() }).where('completed_at', 'is', null).execute()
})

const job = (orderId: number) =>
  app.db.selectFrom('fulfilment_jobs').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()
const order = (orderId: number) => app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()
const remoteOrder = (fulfilmentOrderId: string | null) => printify.orders.find((o) => o.id === fulfilmentOrderId)
const cancelRequests = () => printify.requests.filter((r) => r.startsWith('POST') && r.endsWith('/cancel.json'))
const makeDue = (orderId: number) =>
  app.db
    .updateTable('fulfilment_jobs')
    .set({ next_attempt_at: sql<Date>`now() - interval '1 second'` })
    .where('order_id', '=', orderId)
    .execute()

let eventCounter = 0
/** Delivers Stripe's signed charge.refunded for the order's payment, as a full refund. */
async function refund(orderId: number, eventId = `evt_refund_${Date.now()}_${++eventCounter}`) {
  const { payment_id: paymentId, total_cents: amount } = await order(orderId)
  const response = await deliverFullRefund(app.url, WEBHOOK_SECRET, { paymentId, amount, eventId })
  expect(response.status).toBe(200)
  return ((await response.json()) as { outcome: string }).outcome
}

/** A paid community-design order submitted to the fake Printify, which holds it in `status`. */
async function submittedToPrintify(status = 'on-hold') {
  const seeded = await seedPaidOrder(app.db, {
    provider: 'printify',
    items: [{ printifyProductId: '5bfd0b66a342bcc9b5563216', variantId: 17645, quantity: 1 }],
  })
  expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
  const { fulfilment_order_id: fulfilmentOrderId } = await order(seeded.id)
  expect(fulfilmentOrderId).not.toBeNull()
  printify.setOrderStatus(fulfilmentOrderId!, status)
  return { ...seeded, fulfilmentOrderId: fulfilmentOrderId! }
}

describe('a full refund after submission to Printify', () => {
  it('cancels the Printify order; ours stays refunded, with the provider side recorded as canceled', async () => {
    const { id, fulfilmentOrderId } = await submittedToPrintify('on-hold')
    const eventId = `evt_refund_once_${Date.now()}`
    expect(await refund(id, eventId)).toBe('refunded')
    let state = await job(id)
    expect(state).toMatchObject({ action: 'cancel', completed_at: null, attempts: 0, last_error: null })

    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    expect(remoteOrder(fulfilmentOrderId)?.status).toBe('canceled')
    const saved = await order(id)
    expect(saved.status).toBe('refunded')
    expect(saved.fulfilment_status).toBe('canceled')
    state = await job(id)
    expect(state.completed_at).not.toBeNull()
    expect(state.last_error).toBeNull()

    // Neither a redelivery nor another refund event asks Printify again.
    const cancelsBefore = cancelRequests().length
    expect(await refund(id, eventId)).toBe('duplicate')
    expect(await refund(id)).toBe('refunded')
    state = await job(id)
    expect(state.completed_at).not.toBeNull()
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    expect(cancelRequests()).toHaveLength(cancelsBefore)
    expect((await order(id)).status).toBe('refunded')
  })

  it('records, and warns, when Printify says it is too late because printing started', async () => {
    const { id, fulfilmentOrderId } = await submittedToPrintify('in-production')
    expect(await refund(id)).toBe('refunded')
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)

    expect(remoteOrder(fulfilmentOrderId)?.status).toBe('in-production')
    const state = await job(id)
    expect(state.action).toBe('cancel')
    expect(state.completed_at).not.toBeNull()
    expect(state.last_error).toBe(TOO_LATE)
    const saved = await order(id)
    expect(saved.status).toBe('refunded')
    expect(saved.fulfilment_status).toBe('submitted')

    // A later poll or webhook does not move the refunded order either.
    await app.db.updateTable('orders').set({ fulfilment_synced_at: null }).where('id', '=', id).execute()
    await fulfilment.refreshOpenOrders(app.db, app.fulfilment)
    expect((await order(id)).status).toBe('refunded')
  })

  it('retries the cancel with backoff while Printify fails', async () => {
    const { id, fulfilmentOrderId } = await submittedToPrintify('on-hold')
    expect(await refund(id)).toBe('refunded')
    printify.failNext('cancelOrder', 1, 503)

    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    let state = await job(id)
    expect(state.completed_at).toBeNull()
    expect(state.locked_until).toBeNull()
    expect(state.attempts).toBe(1)
    expect(state.last_error).toContain('503')
    expect(new Date(state.next_attempt_at).getTime() - Date.now()).toBeGreaterThan(10_000)
    expect(remoteOrder(fulfilmentOrderId)?.status).toBe('on-hold')

    await makeDue(id)
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    state = await job(id)
    expect(state.completed_at).not.toBeNull()
    expect(state.last_error).toBeNull()
    expect(remoteOrder(fulfilmentOrderId)?.status).toBe('canceled')
    expect((await order(id)).fulfilment_status).toBe('canceled')
  })

  it('does not ask Printify to cancel an order it has already shipped', async () => {
    const { id } = await submittedToPrintify('fulfilled')
    await app.db.updateTable('orders').set({ status: 'shipped', fulfilment_status: 'fulfilled' }).where('id', '=', id).execute()
    const cancelsBefore = cancelRequests().length
    expect(await refund(id)).toBe('refunded')
    const state = await job(id)
    expect(state.action).toBe('submit')
    expect(state.completed_at).not.toBeNull()
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    expect(cancelRequests()).toHaveLength(cancelsBefore)
    expect((await order(id)).status).toBe('refunded')
  })
})

describe('a full refund before or during submission', () => {
  it('before: submits nothing and cancels nothing', async () => {
    const seeded = await seedPaidOrder(app.db, {
      provider: 'printify',
      items: [{ printifyProductId: '5bfd0b66a342bcc9b5563216', variantId: 17645, quantity: 1 }],
    })
    const cancelsBefore = cancelRequests().length
    expect(await refund(seeded.id)).toBe('refunded')
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)

    expect(printify.orders.filter((o) => o.external_id === seeded.publicId)).toHaveLength(0)
    expect(cancelRequests()).toHaveLength(cancelsBefore)
    const state = await job(seeded.id)
    expect(state).toMatchObject({ action: 'submit', last_error: 'Not submitted: the order is refunded' })
    expect(state.completed_at).not.toBeNull()
    expect((await order(seeded.id)).fulfilment_order_id).toBeNull()
  })

  it('during: the submission sees the refund and leaves a cancel due, which then cancels', async () => {
    const seeded = await seedPaidOrder(app.db, {
      provider: 'printify',
      items: [{ printifyProductId: '5bfd0b66a342bcc9b5563216', variantId: 17645, quantity: 1 }],
    })
    const creates = () => printify.requests.filter((r) => r === `POST /v1/shops/${printify.shopId}/orders.json`).length
    const createsBefore = creates()
    printify.setCreateDelay(500)
    printify.setCreatedStatus('pending')
    let run: Promise<number>
    try {
      run = fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
      // The refund lands while Printify is still creating the order.
      await expect.poll(creates, { timeout: 5_000, interval: 10 }).toBe(createsBefore + 1)
      expect(await refund(seeded.id)).toBe('refunded')
      expect(await run).toBe(1)
    } finally {
      printify.setCreateDelay(0)
      printify.setCreatedStatus('on-hold')
    }

    const saved = await order(seeded.id)
    expect(saved.status).toBe('refunded')
    expect(saved.fulfilment_order_id).not.toBeNull()
    // The same run tried the cancel at once, while Printify was still preparing the new order
    // ("pending"): that is retried later, not given up as too late.
    const state = await job(seeded.id)
    expect(state).toMatchObject({ action: 'cancel', completed_at: null, attempts: 1 })
    expect(state.last_error).toContain('still preparing')
    expect(state.submitted_at).not.toBeNull()

    // A refunded order is never sent to production: it stays on hold, where the cancel reaches it.
    expect(printify.requests.filter((r) => r.endsWith(`/${saved.fulfilment_order_id}/send_to_production.json`))).toHaveLength(0)
    printify.setOrderStatus(saved.fulfilment_order_id!, 'on-hold')
    await makeDue(seeded.id)
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    expect(remoteOrder(saved.fulfilment_order_id)?.status).toBe('canceled')
    expect((await order(seeded.id)).fulfilment_status).toBe('canceled')
    expect((await job(seeded.id)).completed_at).not.toBeNull()
  })
})

describe('a full refund of an offline (test mode) order', () => {
  async function submittedOffline() {
    const seeded = await seedPaidOrder(app.db, { provider: 'offline', items: [{ quantity: 1 }] })
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
    return seeded
  }

  it('cancels while the offline order is still pending', async () => {
    const { id } = await submittedOffline()
    expect(await refund(id)).toBe('refunded')
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    const saved = await order(id)
    expect(saved.status).toBe('refunded')
    expect(saved.fulfilment_status).toBe('canceled')
    expect((await job(id)).last_error).toBeNull()
  })

  it('is too late once the offline order is in production', async () => {
    const { id } = await submittedOffline()
    await app.db
      .updateTable('fulfilment_jobs')
      .set({ submitted_at: sql<Date>`now() - interval '45 seconds'` })
      .where('order_id', '=', id)
      .execute()
    expect(await refund(id)).toBe('refunded')
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    const state = await job(id)
    expect(state.completed_at).not.toBeNull()
    expect(state.last_error).toBe(TOO_LATE)
    expect((await order(id)).status).toBe('refunded')
  })
})
