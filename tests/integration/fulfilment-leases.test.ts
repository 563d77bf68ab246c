import { afterEach, describe, expect, it } from 'vitest'
import { claimDueJobs } from '../../app/modules/fulfilment/lease.server.ts'
import { processDueFulfilmentJobs } from '../../app/modules/fulfilment/index.server.ts'
import { startFulfilmentLeaseSweep } from '../../app/server/jobs/fulfilment-leases.server.ts'
import { TEST_ADDRESS, seedPaidOrder } from '../support/fake-printify.ts'
import {
  app,
  createRequests,
  designId,
  job,
  order,
  printify,
  printifyOrdersFor,
  useFulfilmentPrintifyApp,
} from './fulfilment-printify-support.ts'

// Fulfilment submissions on heartbeat leases (ADR 147): a runner renews its lease while it works, so
// a slow Printify call keeps its job; a runner that stops heartbeating (its process died, or lost the
// database) loses the job to another runner within the lease plus one sweep; the takeover submits
// once at Printify (found by external_id).

useFulfilmentPrintifyApp()

const LEASE_SECONDS = 1
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  printify.setCreateDelay(0)
})

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('fulfilment submissions on heartbeat leases', () => {
  it('takes over a submission whose runner stopped heartbeating within the lease and a sweep, and Printify gets one order', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    // A runner claimed the job, created the order at Printify and died before recording it.
    const [claimed] = await claimDueJobs(app.db, { limit: 1, leaseSeconds: LEASE_SECONDS })
    expect(claimed).toMatchObject({ order_id: seeded.id, takeover: false })
    printify.orders.push({
      id: 'printify-made-by-the-dead-runner',
      external_id: seeded.publicId,
      status: 'on-hold',
      shipping_method: 1,
      send_shipping_notification: false,
      address_to: { ...TEST_ADDRESS },
      line_items: [],
      shipments: [],
      created_at: new Date().toISOString(),
    })
    const diedAt = Date.now()
    stops.push(startFulfilmentLeaseSweep(app.db, app.fulfilment, app.storage, LEASE_SECONDS))

    await until(
      'the takeover',
      () => job(seeded.id),
      (row) => row.takeovers === 1,
    )
    const tookMs = Date.now() - diedAt
    // The lease (1 s) plus one sweep (a sixth of it), with a margin for a busy machine.
    expect(tookMs).toBeLessThan(LEASE_SECONDS * 1000 + 1500)
    // The new runner finishes the submission (making the print file takes a few seconds).
    const done = await until(
      'the submission',
      () => job(seeded.id),
      (row) => row.completed_at !== null,
      60_000,
    )
    expect(done).toMatchObject({ takeovers: 1, claims: 2, locked_until: null })
    expect(printifyOrdersFor(seeded.publicId)).toHaveLength(1)
    expect(createRequests()).toBe(0)
    expect((await order(seeded.id)).fulfilment_order_id).toBe('printify-made-by-the-dead-runner')
  })

  it('runs a submission nobody ever claimed once it is a whole lease overdue (its queue run died), not before', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    // Just due: the queue's own run is expected to take it, so the takeover sweep leaves it alone.
    await app.db.updateTable('fulfilment_jobs').set({ next_attempt_at: new Date() }).where('order_id', '=', seeded.id).execute()
    expect(await claimDueJobs(app.db, { limit: 1, leaseSeconds: LEASE_SECONDS, lapsedOnly: true })).toEqual([])
    // Overdue by more than a lease with no claim: the queue's one active run was a killed process's.
    await app.db
      .updateTable('fulfilment_jobs')
      .set({ next_attempt_at: new Date(Date.now() - (LEASE_SECONDS + 5) * 1000) })
      .where('order_id', '=', seeded.id)
      .execute()
    stops.push(startFulfilmentLeaseSweep(app.db, app.fulfilment, app.storage, LEASE_SECONDS))
    const done = await until(
      'the overdue submission',
      () => job(seeded.id),
      (row) => row.completed_at !== null,
      60_000,
    )
    expect(done).toMatchObject({ takeovers: 0, claims: 1 })
    expect(printifyOrdersFor(seeded.publicId)).toHaveLength(1)
  })

  it('keeps a submission with its live runner through a Printify call longer than the lease', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    const createsBefore = createRequests()
    printify.setCreateDelay(LEASE_SECONDS * 1000 * 3)
    stops.push(startFulfilmentLeaseSweep(app.db, app.fulfilment, app.storage, LEASE_SECONDS))
    expect(await processDueFulfilmentJobs(app.db, app.fulfilment, app.storage, { leaseSeconds: LEASE_SECONDS })).toBe(1)
    // The sweep ran all along and found no lapsed lease: one create, never taken over.
    expect(createRequests() - createsBefore).toBe(1)
    expect(printifyOrdersFor(seeded.publicId)).toHaveLength(1)
    expect(await job(seeded.id)).toMatchObject({ takeovers: 0, claims: 1 })
    expect((await job(seeded.id)).completed_at).not.toBeNull()
  })
})
