import { sql } from 'kysely'
import { designFileStem } from '../../app/modules/design/file-stem.server.ts'
import { describe, expect, it } from 'vitest'
import { TEST_ADDRESS, seedDesign, seedPaidOrder } from '../support/fake-printify.ts'
import {
  app,
  createRequests,
  designId,
  fulfilment,
  getStorage,
  job,
  makeDue,
  order,
  printify,
  printifyOrdersFor,
  sendsOf,
  useFulfilmentPrintifyApp,
} from './fulfilment-printify-support.ts'

// Paid orders submitted to Printify through the outbox: once, retried, raced, recovered and sent to production.

useFulfilmentPrintifyApp()

describe('submitting paid orders to Printify (the outbox)', () => {
  it("submits a job once: the design's print file is uploaded from storage and printed on the front", async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId, quantity: 2 }] })
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)

    const sent = printifyOrdersFor(seeded.publicId)
    expect(sent).toHaveLength(1)
    const [created] = sent
    expect(created).toMatchObject({
      external_id: seeded.publicId,
      shipping_method: 1,
      send_shipping_notification: false,
      address_to: { ...TEST_ADDRESS },
    })
    const [line] = created.line_items as {
      blueprint_id: number
      print_provider_id: number
      variant_id: number
      quantity: number
      print_areas: { front: { id: string }[] }
    }[]
    expect(line).toMatchObject({ blueprint_id: 6, print_provider_id: 61, variant_id: 17645, quantity: 2 })
    // What is uploaded is the design's print file for size L (the store is not on https, so inline).
    const { image_key } = await app.db
      .selectFrom('designs')
      .select('image_key')
      .where('id', '=', designId)
      .executeTakeFirstOrThrow()
    const stem = designFileStem({ id: designId, imageKey: image_key! })
    const printFile = await getStorage().read(`prints/${stem}-4500x5700.png`)
    expect(printFile).not.toBeNull()
    const upload = printify.uploads.get(line.print_areas.front[0].id)
    expect(upload).toEqual({ file_name: `${stem}-4500x5700.png`, bytes: printFile?.length })

    const saved = await order(seeded.id)
    expect(saved.fulfilment_order_id).toBe(created.id)
    expect(saved.fulfilment_status).toBe('submitted')
    expect(saved.estimated_delivery).toBe('7-14 business days (estimate)')
    const done = await job(seeded.id)
    expect(done.completed_at).not.toBeNull()
    expect(done.locked_until).toBeNull()

    // Nothing is due any more: a second run submits nothing.
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    expect(printifyOrdersFor(seeded.publicId)).toHaveLength(1)
    // Rendering the print file (15 × 19 in at 300 DPI) takes seconds on a busy machine.
  }, 120_000)

  it('orders community designs by their Printify product id, without uploading anything', async () => {
    const uploadsBefore = printify.uploads.size
    const seeded = await seedPaidOrder(app.db, {
      provider: 'printify',
      items: [{ printifyProductId: '5bfd0b66a342bcc9b5563216', variantId: 17645, quantity: 1 }],
    })
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
    const [created] = printifyOrdersFor(seeded.publicId)
    expect(created.line_items).toEqual([{ product_id: '5bfd0b66a342bcc9b5563216', variant_id: 17645, quantity: 1 }])
    expect(printify.uploads.size).toBe(uploadsBefore)
  })

  it('retries a failing provider with backoff and succeeds later', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    printify.failNext('createOrder', 2, 503)

    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    let state = await job(seeded.id)
    expect(state.attempts).toBe(1)
    expect(state.completed_at).toBeNull()
    expect(state.locked_until).toBeNull()
    expect(state.last_error).toContain('503')
    const firstDelay = new Date(state.next_attempt_at).getTime() - Date.now()
    expect(firstDelay).toBeGreaterThan(10_000)
    expect(firstDelay).toBeLessThanOrEqual(18_000)
    expect((await order(seeded.id)).fulfilment_order_id).toBeNull()

    // Not due yet: running again does nothing.
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    expect((await job(seeded.id)).attempts).toBe(1)

    await makeDue(seeded.id)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    state = await job(seeded.id)
    expect(state.attempts).toBe(2)
    // The wait doubles.
    expect(new Date(state.next_attempt_at).getTime() - Date.now()).toBeGreaterThan(20_000)

    await makeDue(seeded.id)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
    expect(printifyOrdersFor(seeded.publicId)).toHaveLength(1)
    state = await job(seeded.id)
    expect(state.completed_at).not.toBeNull()
    expect(state.last_error).toBeNull()
    expect((await order(seeded.id)).fulfilment_order_id).toBe(printifyOrdersFor(seeded.publicId)[0].id)
  })

  it('submits once when several runs race for the same jobs', async () => {
    const first = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    const second = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    printify.setCreateDelay(300)
    try {
      const results = await Promise.all(
        Array.from({ length: 5 }, () => fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)),
      )
      expect(results.reduce((a, b) => a + b, 0)).toBe(2)
    } finally {
      printify.setCreateDelay(0)
    }
    expect(printifyOrdersFor(first.publicId)).toHaveLength(1)
    expect(printifyOrdersFor(second.publicId)).toHaveLength(1)
    expect((await job(first.id)).attempts).toBe(0)
  })

  it('after a crash between Printify accepting the order and us recording it, finds the order instead of ordering twice', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    // Printify commits the order but the answer never arrives.
    printify.loseNextCreateResponse()
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    expect(printifyOrdersFor(seeded.publicId)).toHaveLength(1)
    expect((await order(seeded.id)).fulfilment_order_id).toBeNull()

    await makeDue(seeded.id)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
    const sent = printifyOrdersFor(seeded.publicId)
    expect(sent).toHaveLength(1)
    expect((await order(seeded.id)).fulfilment_order_id).toBe(sent[0].id)
    // The order found on hold is sent to production like a new one.
    expect(sent[0].status).toBe('sending-to-production')
  })

  it('sends each order to production once Printify has it (API orders otherwise wait on hold)', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
    const [sent] = printifyOrdersFor(seeded.publicId)
    expect(sent.status).toBe('sending-to-production')
    expect(sendsOf(sent.id)).toBe(1)
    const state = await job(seeded.id)
    expect(state.completed_at).not.toBeNull()
    expect(state.submitted_at).not.toBeNull()
  })

  it('an order created but not yet sent is sent on the retry, never created twice', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    printify.failNext('sendToProduction', 1, 503)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    const [created] = printifyOrdersFor(seeded.publicId)
    expect(created.status).toBe('on-hold')
    expect((await order(seeded.id)).fulfilment_order_id).toBe(created.id)
    let state = await job(seeded.id)
    expect(state).toMatchObject({ action: 'submit', completed_at: null, attempts: 1 })
    expect(state.last_error).toContain('send_to_production')

    await makeDue(seeded.id)
    const createsBefore = createRequests()
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
    expect(createRequests()).toBe(createsBefore)
    expect(printifyOrdersFor(seeded.publicId)).toHaveLength(1)
    expect(created.status).toBe('sending-to-production')
    state = await job(seeded.id)
    expect(state.completed_at).not.toBeNull()
    expect(state.last_error).toBeNull()
  })

  it('a send whose answer was lost is done on the retry: Printify refuses the second send and the order is seen sent', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    printify.failNext('sendToProduction', 1, 504)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    const [created] = printifyOrdersFor(seeded.publicId)
    // Meanwhile the order went to production (the lost send, or the shop approving it by hand).
    printify.setOrderStatus(created.id, 'in-production')
    await makeDue(seeded.id)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
    expect(sendsOf(created.id)).toBe(2)
    expect(created.status).toBe('in-production')
    expect((await job(seeded.id)).completed_at).not.toBeNull()
  })

  it('waits while Printify is still preparing a new order ("pending"), then sends it', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    printify.setCreatedStatus('pending')
    try {
      expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    } finally {
      printify.setCreatedStatus('on-hold')
    }
    const [created] = printifyOrdersFor(seeded.publicId)
    expect(created.status).toBe('pending')
    expect((await job(seeded.id)).last_error).toContain('still preparing')

    printify.setOrderStatus(created.id, 'on-hold')
    await makeDue(seeded.id)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
    expect(printifyOrdersFor(seeded.publicId)).toHaveLength(1)
    expect(created.status).toBe('sending-to-production')
  })

  it('takes back the job of a runner that died mid-submission once its lease runs out', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    // A runner claimed the job and died: the lease is still held, so nobody else takes it yet.
    await app.db
      .updateTable('fulfilment_jobs')
      .set({ locked_until: sql<Date>`now() + interval '5 minutes'` })
      .where('order_id', '=', seeded.id)
      .execute()
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    expect(printifyOrdersFor(seeded.publicId)).toHaveLength(0)

    await app.db
      .updateTable('fulfilment_jobs')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .where('order_id', '=', seeded.id)
      .execute()
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
    expect(printifyOrdersFor(seeded.publicId)).toHaveLength(1)
  })

  it('marks the job dead, with the reason recorded, when the design image is missing', async () => {
    const missing = await seedDesign(app.db, 'designs/never-stored.png')
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId: missing }] })
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    const state = await job(seeded.id)
    expect(state.attempts).toBe(1)
    expect(state.last_error).toContain('designs/never-stored.png')
    expect(state.dead_at).not.toBeNull()
    expect(printifyOrdersFor(seeded.publicId)).toHaveLength(0)
    // Dead means not tried again, however due it looks.
    await makeDue(seeded.id)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    expect((await job(seeded.id)).attempts).toBe(1)
  })

  it('does not retry a permanent 4xx answer: the job is dead, listed for the operator, and can be revived', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    printify.failNext('createOrder', 1, 400)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    const state = await job(seeded.id)
    expect(state).toMatchObject({ attempts: 1, completed_at: null })
    expect(state.dead_at).not.toBeNull()
    expect(state.last_error).toContain('400')

    const dead = await fulfilment.listDeadFulfilmentJobs(app.db)
    expect(dead.find((d) => d.orderPublicId === seeded.publicId)).toMatchObject({ action: 'submit', attempts: 1 })

    // Someone fixed the cause: reviving puts it back in the outbox, due now.
    expect(await fulfilment.reviveFulfilmentJob(app.db, seeded.publicId)).toBe(true)
    expect(await fulfilment.reviveFulfilmentJob(app.db, seeded.publicId)).toBe(false)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
    expect(printifyOrdersFor(seeded.publicId)).toHaveLength(1)
    expect((await fulfilment.listDeadFulfilmentJobs(app.db)).some((d) => d.orderPublicId === seeded.publicId)).toBe(false)
  })

  it('keeps retrying 429 (rate limited) and 408 answers, which are transient', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    printify.failNext('createOrder', 1, 429)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(0)
    const state = await job(seeded.id)
    expect(state.dead_at).toBeNull()
    expect(state.attempts).toBe(1)
    await makeDue(seeded.id)
    expect(await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)).toBe(1)
  })
})
