import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { listStuckFulfilmentJobs } from '../../app/modules/fulfilment/index.server.ts'
import { seedDesign, seedPaidOrder } from '../support/fake-printify.ts'
import { app, signedIn, useAdminConsoleApp } from './admin-console-support.ts'

// Outbox jobs that are alive (neither done nor dead) but not getting through are listed for the
// operator beside the dead ones (ADR 147): a lease that lapsed and was not taken over within a
// minute, too many failed attempts or takeovers, or due far too long with no runner on it.

useAdminConsoleApp()

let designId: number
beforeAll(async () => {
  designId = await seedDesign(app.db, 'designs/stuck.png')
  // Earlier jobs are done, so only this file's are looked at.
  await app.db.updateTable('fulfilment_jobs').set({ completed_at: new Date() }).where('completed_at', 'is', null).execute()
})

describe('stuck fulfilment jobs', () => {
  it('lists stuck submissions in jobs:dead’s query and /admin/jobs: lease lapsed long ago, retried or taken over too often, due far too long', async () => {
    const lapsed = await seedPaidOrder(app.db, { provider: 'offline', items: [{ designId }] })
    const retried = await seedPaidOrder(app.db, { provider: 'offline', items: [{ designId }] })
    const crashing = await seedPaidOrder(app.db, { provider: 'offline', items: [{ designId }] })
    const waiting = await seedPaidOrder(app.db, { provider: 'offline', items: [{ designId }] })
    const healthy = await seedPaidOrder(app.db, { provider: 'offline', items: [{ designId }] })
    const set = (orderId: number, values: Record<string, unknown>) =>
      app.db
        .updateTable('fulfilment_jobs')
        .set(values as never)
        .where('order_id', '=', orderId)
        .execute()
    await set(lapsed.id, {
      locked_until: sql<Date>`now() - interval '2 minutes'`,
      next_attempt_at: sql<Date>`now() - interval '3 minutes'`,
    })
    await set(retried.id, {
      attempts: 6,
      next_attempt_at: sql<Date>`now() + interval '1 hour'`,
      last_error: 'Printify answered 503',
    })
    await set(crashing.id, { takeovers: 3, locked_until: sql<Date>`now() + interval '20 seconds'` })
    await set(waiting.id, { next_attempt_at: sql<Date>`now() - interval '11 minutes'` })
    // Due a minute ago, held by a live runner: on its way, not stuck.
    await set(healthy.id, {
      next_attempt_at: sql<Date>`now() - interval '1 minute'`,
      locked_until: sql<Date>`now() + interval '20 seconds'`,
    })

    const stuck = await listStuckFulfilmentJobs(app.db)
    const reasons = Object.fromEntries(stuck.map((row) => [row.orderPublicId, row.reasons]))
    expect(reasons).toEqual({
      [lapsed.publicId]: ['lease lapsed'],
      [retried.publicId]: ['retried too often'],
      [crashing.publicId]: ['taken over too often'],
      [waiting.publicId]: ['waiting too long'],
    })
    expect(stuck.find((row) => row.orderPublicId === retried.publicId)?.lastError).toBe('Printify answered 503')

    // The operator console lists them too.
    const { client } = await signedIn('olive-operator')
    const page = await client.get('/admin/jobs')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Stuck fulfilment jobs')
    for (const row of [lapsed, retried, crashing, waiting]) expect(html).toContain(row.publicId)
    expect(html).not.toContain(healthy.publicId)
  })
})
