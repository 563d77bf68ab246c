import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CompiledQuery, type Kysely } from 'kysely'
import { rawSqlExecutor } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'
import { JobQueue, type JobDefinition } from '../../app/services/queue/queue.server.ts'
import { createTestDatabase } from '../support/database.ts'
import { waitFor } from '../support/wait-for.ts'

// A sweep's run left active by a process killed with -9: pg-boss keeps it active until its expiry
// (a minute here, ten in the store), and a stately key lets no other run start meanwhile. The queue's
// run leases hand it to a live instance within a lease instead. PGlite by default, PostgreSQL with
// TEST_DATABASE_URL.

type TestJobs = { 'test.sweep': Record<string, never>; 'test.slow': Record<string, never> }
const sweep: JobDefinition = { policy: 'stately', retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 }
const definitions: { [Name in keyof TestJobs]: JobDefinition } = { 'test.sweep': sweep, 'test.slow': sweep }
// Long enough that a process starved of CPU for a few seconds on a loaded CI machine still renews
// its live runs in time (3 s was not: a live run was taken over).
const LEASE_SECONDS = 6

let db: Kysely<Database>
let cleanup: () => Promise<void>
let survivor: JobQueue<TestJobs>
const takenOver: string[] = []

const sql = (text: string, values: unknown[] = []) => db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, values))

beforeAll(async () => {
  ;({ db, cleanup } = await createTestDatabase())
  survivor = new JobQueue<TestJobs>({
    execute: rawSqlExecutor(db),
    definitions,
    onError: () => {},
    pollingIntervalSeconds: 0.5,
    runLeaseSeconds: LEASE_SECONDS,
    onTakeover: (run) => takenOver.push(run.id),
  })
  await survivor.start()
})
afterAll(async () => {
  await survivor?.stop(2000)
  await cleanup?.()
})

/** Leaves a job of `name` active as a killed process would: held by `holder`, last renewed `secondsAgo`. */
async function leaveActive(name: keyof TestJobs, holder: string | null, secondsAgo: number): Promise<string> {
  // Queued as by another process (through an executor of its own), which wakes none of this one's
  // workers: a woken worker could take the job before it is marked as left running below.
  const id = await survivor.send(name, {}, { singletonKey: 'kick', executor: sql })
  if (!id) throw new Error('the job was not queued')
  await sql(`update pgboss.job set state = 'active', started_on = now() - make_interval(secs => $2) where id = $1`, [
    id,
    secondsAgo,
  ])
  if (holder) {
    await sql(
      `insert into queue_runs (job_id, queue, holder, heartbeat_at) values ($1, $2, $3, now() - make_interval(secs => $4))`,
      [id, name, holder, secondsAgo],
    )
  }
  return id
}

describe('a run whose process was killed', () => {
  it('runs again on a live instance within a lease, and the kick queued behind it runs too', async () => {
    const lost = await leaveActive('test.sweep', 'killed-process', 1)
    // A kick queued while the dead run is active: the stately key holds it back until the run is failed.
    const waiting = await survivor.send('test.sweep', {}, { singletonKey: 'kick' })
    expect(waiting).not.toBeNull()
    const ran: string[] = []
    const started = Date.now()
    await survivor.work('test.sweep', async (_data, meta) => {
      ran.push(meta.id)
    })
    await waitFor(() => ran.includes(lost) && waiting !== null && ran.includes(waiting), {
      timeout: 20_000,
      message: 'the lost run and the kick behind it ran',
    })
    // Within a lease of its last heartbeat, plus a sweep and the retry delay; not at the 60 s expiry.
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(takenOver).toContain(lost)
    await waitFor(async () => Number((await sql('select count(*)::int as n from queue_runs')).rows[0]?.n) === 0, {
      message: 'finished runs forgotten',
    })
  })

  it('counts a run with no holder recorded from its start (killed between taking and recording it)', async () => {
    const lost = await leaveActive('test.sweep', null, LEASE_SECONDS + 1)
    const failed = await survivor.renewAndTakeOver()
    expect(failed.map((run) => run.id)).toContain(lost)
  })

  it('leaves a live run that outlasts its lease alone: its process renews it', async () => {
    let runs = 0
    await survivor.work('test.slow', async () => {
      runs += 1
      await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000 * 2))
    })
    const id = await survivor.send('test.slow', {}, { singletonKey: 'kick' })
    await waitFor(async () => (await sql(`select state from pgboss.job where id = $1`, [id])).rows[0]?.state === 'completed', {
      timeout: 45_000,
      message: 'the slow run completed',
    })
    expect(runs).toBe(1)
    expect(takenOver).not.toContain(id)
  })
})
