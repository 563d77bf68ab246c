import { CompiledQuery, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { rawSqlExecutor } from '#db/connect.ts'
import { createDesignJob, startDeliveredJob } from '~/modules/design-job/design-job.server.ts'
import { runDeliveredJob } from '~/modules/design-job/run.server.ts'
import { OfflineImageGenerator } from '~/services/image-generation/offline/offline.server.ts'
import { JobQueue } from '~/services/queue/queue.server.ts'
import type { ImageStorage } from '~/services/storage/types.ts'
import { createTestDatabase } from '../../../tests/support/database.ts'
import { designJobKey, JOB_DEFINITIONS, type StoreJobs } from './definitions.ts'
import { takeOverLostDesignJobs } from './design-leases.server.ts'

const memoryStorage = (): ImageStorage => {
  const files = new Map<string, Buffer>()
  return {
    put: async (key, bytes) => void files.set(key, bytes),
    read: async (key) => files.get(key) ?? null,
    stream: async () => null,
    exists: async (key) => files.has(key),
    publicUrl: (key) => `/images/${key}`,
    delete: async (keys) => void keys.forEach((key) => files.delete(key)),
    deletePrefix: async () => 0,
    directUrl: async () => null,
  }
}

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('taking over a design job whose process died', () => {
  it('fails its running queue entry once its lease ran out; another worker draws it, once', { timeout: 120_000 }, async () => {
    const { db, cleanup } = await createTestDatabase()
    cleanups.push(cleanup)
    const queue = new JobQueue<StoreJobs>({ execute: rawSqlExecutor(db), definitions: JOB_DEFINITIONS, onError: () => {} })
    await queue.start()
    const hung: (() => void)[] = []
    cleanups.push(async () => {
      for (const release of hung) release()
      await queue.stop(5000)
    })
    // Two workers. The first delivery starts the row and then stops (no heartbeat, never finishes),
    // as a process that was killed or hangs; the delivery after it draws the design.
    for (let i = 0; i < 2; i++) {
      await queue.work(
        'design.generate',
        async ({ jobId }, { retryCount }) => {
          if (retryCount === 0) {
            await startDeliveredJob(db, jobId)
            await new Promise<void>((resolve) => hung.push(resolve))
            return
          }
          await runDeliveredJob(db, jobId, {
            generator: new OfflineImageGenerator(),
            storage: memoryStorage(),
            uploadReview: { review: 'manual', imageModeration: null },
          })
        },
        { pollingIntervalSeconds: 1 },
      )
    }
    // Flat Design: the cheapest style to draw (the lease is under test, not the picture).
    const input = { prompt: 'A lease lighthouse', style: 'Flat Design', designType: 'image', color: 'White' }
    const id = await createDesignJob(
      db,
      { userId: null, visitorId: 'lease-visitor' },
      { source: 'prompt', input } as never,
      (trx, jobId) =>
        queue
          .send(
            'design.generate',
            { jobId },
            {
              singletonKey: designJobKey(jobId),
              executor: async (text, values) => trx.executeQuery(CompiledQuery.raw(text, values ?? [])),
            },
          )
          .then(() => undefined),
    )
    const row = () => db.selectFrom('design_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    await expect.poll(async () => (await row()).status, { timeout: 20_000 }).toBe('running')

    // While its lease holds, nobody takes it.
    expect(await takeOverLostDesignJobs(db, queue)).toEqual([])
    // Its lease runs out (30 s without a heartbeat; set here instead of waited for).
    await db
      .updateTable('design_jobs')
      .set({ lease_until: sql`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute()
    expect(await takeOverLostDesignJobs(db, queue)).toEqual([id])
    // A second sweep (another instance's) finds it claimed.
    expect(await takeOverLostDesignJobs(db, queue)).toEqual([])

    // The state it ends in, however long a loaded machine takes to draw it.
    await expect.poll(async () => (await row()).status, { timeout: 90_000, interval: 250 }).toBe('done')
    const done = await row()
    expect(done.attempts).toBe(2)
    const designs = await db
      .selectFrom('designs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('prompt', '=', input.prompt)
      .executeTakeFirstOrThrow()
    expect(Number(designs.n)).toBe(1)
    // The queue marks its entry completed just after the handler returns: wait for that state.
    await expect
      .poll(
        async () =>
          (await rawSqlExecutor(db)(`select state, retry_count from pgboss.job where singleton_key = $1`, [designJobKey(id)]))
            .rows,
        { timeout: 30_000, interval: 250 },
      )
      .toEqual([{ state: 'completed', retry_count: 1 }])
  })
})
