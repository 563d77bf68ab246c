import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { seedPaidOrder } from '../support/fake-printify.ts'

// The store's background work through the job queue, as the server runs it (startJobs), on the
// app's own database (PGlite by default, PostgreSQL with TEST_DATABASE_URL).

let app: TestApp
let jobs: typeof import('../../app/server/jobs/jobs.server.ts')
let fulfilment: typeof import('../../app/modules/fulfilment/fulfilment.server.ts')
let queue: Awaited<ReturnType<typeof jobs.startJobs>>

beforeAll(async () => {
  app = await startTestApp()
  jobs = await import('../../app/server/jobs/jobs.server.ts')
  fulfilment = await import('../../app/modules/fulfilment/fulfilment.server.ts')
  queue = await jobs.startJobs(app, { work: true })
})
afterAll(async () => {
  if (queue) await jobs.stopJobs(queue, 2000)
  await app?.stop()
})

const order = (orderId: number) => app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()

async function openOutboxRuns() {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pgboss.job
    where name = 'fulfilment.outbox' and state in ('created', 'active', 'retry') and start_after <= now()`.execute(app.db)
  return rows[0].n
}

describe('background work through the job queue', () => {
  it('submits a newly committed order through a queued outbox run after a kick', async () => {
    // Let the start-up runs finish, so the order below can only be taken by the kick's run.
    await expect.poll(() => openOutboxRuns(), { timeout: 15_000, interval: 200 }).toBe(0)
    const seeded = await seedPaidOrder(app.db, { provider: 'offline', items: [{ quantity: 1 }] })
    fulfilment.kickFulfilment()
    await expect
      .poll(async () => (await order(seeded.id)).fulfilment_order_id, { timeout: 15_000, interval: 200 })
      .toBe(`offline_${seeded.publicId}`)
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job
      where name = 'fulfilment.outbox' and singleton_key = 'kick'`.execute(app.db)
    expect(rows[0].n).toBe(1)
  })

  it('keeps polling open orders through the one status poller', async () => {
    const seeded = await seedPaidOrder(app.db, { provider: 'offline', items: [{ quantity: 1 }] })
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    // As if submitted a minute ago: the offline provider has it in production by now.
    await app.db
      .updateTable('fulfilment_jobs')
      .set({ completed_at: sql<Date>`now() - interval '60 seconds'`, submitted_at: sql<Date>`now() - interval '60 seconds'` })
      .where('order_id', '=', seeded.id)
      .execute()
    await app.db.updateTable('orders').set({ fulfilment_synced_at: null }).where('id', '=', seeded.id).execute()
    await expect.poll(async () => (await order(seeded.id)).status, { timeout: 20_000, interval: 250 }).toBe('in production')
    // One poller: never two status-sync runs active at once, and at most one waiting.
    const { rows } = await sql<{ state: string; n: number }>`
      select state, count(*)::int as n from pgboss.job
      where name = 'fulfilment.status-sync' and state in ('created', 'active') group by state`.execute(app.db)
    for (const row of rows) expect(row.n).toBeLessThanOrEqual(1)
  })
})
