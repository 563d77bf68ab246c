import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CompiledQuery, type Kysely } from 'kysely'
import { rawSqlExecutor } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'
import { JobQueue, type JobDefinition } from '../../app/services/queue/queue.server.ts'
import { createTestDatabase } from '../support/database.ts'
import { waitFor } from '../support/wait-for.ts'

// The job queue on the store's own database (pg-boss through the raw executor): PGlite by default,
// PostgreSQL with TEST_DATABASE_URL. Two JobQueue objects on one database stand for two instances.

type TestJobs = {
  'test.each': { n: number }
  'test.sweep': Record<string, never>
  'test.flaky': { n: number }
  'test.wake': { n: number }
}
const definitions: { [Name in keyof TestJobs]: JobDefinition } = {
  'test.each': { policy: 'standard', retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 },
  'test.sweep': { policy: 'stately', retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 },
  'test.flaky': { policy: 'standard', retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 },
  'test.wake': { policy: 'stately', retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 },
}

let db: Kysely<Database>
let cleanup: () => Promise<void>
let first: JobQueue<TestJobs>
let second: JobQueue<TestJobs>
const errors: Error[] = []

const newQueue = () =>
  new JobQueue<TestJobs>({
    execute: rawSqlExecutor(db),
    definitions,
    onError: (error) => errors.push(error),
    pollingIntervalSeconds: 0.5,
  })

/** How many jobs of a queue are in one of the given pg-boss states. */
async function jobsIn(name: string, states: string[]): Promise<number> {
  const { rows } = await db.executeQuery<{ n: number }>(
    CompiledQuery.raw(
      'select count(*)::int as n from pgboss.job where name = $1 and state = any($2::text[]::pgboss.job_state[])',
      [name, states],
    ),
  )
  return Number(rows[0]?.n ?? 0)
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const start = Date.now()
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  ;({ db, cleanup } = await createTestDatabase())
  first = newQueue()
  second = newQueue()
  await first.start()
  await second.start()
})
afterAll(async () => {
  await first?.stop(2000)
  await second?.stop(2000)
  await cleanup?.()
})

describe('the job queue across two instances', () => {
  it('runs every job exactly once when both instances work the queue', async () => {
    const seen: number[] = []
    const handler = async ({ n }: { n: number }) => {
      seen.push(n)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await first.work('test.each', handler)
    await second.work('test.each', handler)
    for (let n = 0; n < 12; n++) await (n % 2 ? first : second).send('test.each', { n })
    await until(() => seen.length >= 12)
    // Once the queue holds all twelve as completed, none can run again.
    await waitFor(async () => (await jobsIn('test.each', ['completed'])) === 12, { timeout: 20_000 })
    expect([...seen].sort((a, b) => a - b)).toEqual([...Array(12).keys()])
  })

  it('collapses repeated sends of a sweep, and never runs two of it at once', async () => {
    let running = 0
    let mostAtOnce = 0
    let runs = 0
    const sweep = async () => {
      running++
      mostAtOnce = Math.max(mostAtOnce, running)
      await new Promise((resolve) => setTimeout(resolve, 600))
      running--
      runs++
    }
    expect(await first.send('test.sweep', {}, { singletonKey: 'sweep' })).not.toBeNull()
    // Already one waiting with this key: the repeat is dropped.
    expect(await second.send('test.sweep', {}, { singletonKey: 'sweep' })).toBeNull()
    await first.work('test.sweep', sweep)
    await second.work('test.sweep', sweep)
    await until(() => runs === 1)
    // While one runs, one more may wait, never two.
    for (let i = 0; i < 5; i++) await (i % 2 ? first : second).send('test.sweep', {}, { singletonKey: 'sweep' })
    await until(() => runs >= 2)
    // Done when no sweep waits or runs any more: only then are the counts final.
    await waitFor(async () => running === 0 && (await jobsIn('test.sweep', ['created', 'retry', 'active'])) === 0, {
      timeout: 20_000,
    })
    expect(mostAtOnce).toBe(1)
    expect(runs).toBeLessThanOrEqual(3)
  })

  it('retries a failing job, then shows it among the failed jobs (dead letters)', async () => {
    let attempts = 0
    await first.work('test.flaky', async ({ n }) => {
      attempts++
      throw new Error(`provider said no to ${n}`)
    })
    const id = await first.send('test.flaky', { n: 7 })
    await until(async () => (await first.failedJobs()).some((job) => job.id === id))
    expect(attempts).toBe(3)
    const [failed] = (await second.failedJobs()).filter((job) => job.id === id)
    expect(failed).toMatchObject({ name: 'test.flaky', data: { n: 7 }, retryCount: 2 })
    expect(JSON.stringify(failed.output)).toContain('provider said no to 7')
    expect(errors).toEqual([])
  })

  it('wakes an idle worker at once (notifyIdle, or a send outside a transaction) instead of at its next poll; sends inside a transaction commit with it', async () => {
    const ran: number[] = []
    // A worker that polls only every 30 s: anything it runs sooner came from the wake-up.
    await first.work('test.wake', async ({ n }) => void ran.push(n), { pollingIntervalSeconds: 30 })
    // A fixed pause, not a poll: the worker exposes no "idle" state, and its first fetch must be over
    // (the worker idle) for the wake-up below to be what runs the job.
    await new Promise((resolve) => setTimeout(resolve, 500))
    // A send in a transaction that rolls back leaves no job; one in a transaction that commits does.
    await db
      .transaction()
      .execute(async (trx) => {
        const executor = async (text: string, values?: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values ?? []))
        await first.send('test.wake', { n: 1 }, { singletonKey: 'wake:1', executor })
        throw new Error('roll back')
      })
      .catch(() => undefined)
    expect(await first.pendingKeys('test.wake', ['wake:1'])).toEqual(new Set())
    await db.transaction().execute(async (trx) => {
      const executor = async (text: string, values?: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values ?? []))
      await first.send('test.wake', { n: 2 }, { singletonKey: 'wake:2', executor })
    })
    expect(await second.pendingKeys('test.wake', ['wake:1', 'wake:2'])).toEqual(new Set(['wake:2']))
    const sent = Date.now()
    expect(first.notifyIdle('test.wake')).toBe(1)
    await until(() => ran.length > 0, 10_000)
    expect(Date.now() - sent).toBeLessThan(5_000)
    expect(ran).toEqual([2])
    await until(async () => (await first.pendingKeys('test.wake', ['wake:2'])).size === 0, 5_000)
    // A send outside a transaction wakes this process's idle worker by itself.
    const plain = Date.now()
    await first.send('test.wake', { n: 3 }, { singletonKey: 'wake:3' })
    await until(() => ran.length > 1, 10_000)
    expect(Date.now() - plain).toBeLessThan(5_000)
    expect(ran).toEqual([2, 3])
  })

  it('lets a running job finish when an instance stops (graceful shutdown)', async () => {
    const leaving = newQueue()
    await leaving.start()
    let finished = false
    let started = false
    await leaving.work('test.each', async () => {
      started = true
      await new Promise((resolve) => setTimeout(resolve, 1500))
      finished = true
    })
    // Only the leaving instance works from now on.
    await first.stop(2000)
    await second.stop(2000)
    await leaving.send('test.each', { n: 99 })
    await until(() => started)
    await leaving.stop(10_000)
    expect(finished).toBe(true)
  })
})
