import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/database.ts'
import type { DB } from '~/lib/db.server.ts'
import { listDeadDesignJobs, retryDeadDesignJob } from './dead.server.ts'
import {
  completeJob,
  createDesignJob,
  failJob,
  LostAttemptError,
  startDeliveredJob,
  type ClaimedJob,
} from './design-job.server.ts'
import { claimExpiredLeases, renewLease } from './lease.server.ts'

const INPUT = { prompt: 'A lighthouse', style: 'Studio Lighting', designType: 'image', color: 'White' }
const owner = { userId: null, visitorId: 'visitor-lease' }

async function started(db: DB, id: string): Promise<ClaimedJob> {
  const start = await startDeliveredJob(db, id)
  if (start.kind !== 'started') throw new Error(`not started: ${start.kind}`)
  return start.job
}

/** What a process that died leaves: a lease that ran out `seconds` ago. */
const expireLease = (db: DB, id: string, seconds = 1) =>
  db
    .updateTable('design_jobs')
    .set({ lease_until: sql`now() - make_interval(secs => ${seconds})` })
    .where('id', '=', id)
    .execute()

describe('design job leases', () => {
  it('a live run keeps its job; a run whose lease ran out is taken over once, and never saves', async () => {
    const { db, cleanup } = await createTestDatabase()
    try {
      const id = await createDesignJob(db, owner, { source: 'prompt', input: INPUT } as never)
      const first = await started(db, id)
      // Started with a lease, renewed by its heartbeat: nothing to take over.
      expect(await claimExpiredLeases(db)).toEqual([])
      expect(await renewLease(db, first)).toBe(true)
      expect(await claimExpiredLeases(db)).toEqual([])

      // Its process died: the lease runs out. One sweep claims it; the next finds nothing (claimed).
      await expireLease(db, id)
      expect(await claimExpiredLeases(db)).toEqual([id])
      expect(await claimExpiredLeases(db)).toEqual([])

      // The queue delivers it again: the new delivery holds the job; the old run's heartbeat and save
      // are refused, so the design is saved once, by the new run.
      const second = await started(db, id)
      expect(second.attempt).toBe(first.attempt + 1)
      expect(await renewLease(db, first)).toBe(false)
      let saves = 0
      const save = async () => {
        saves++
        return { id: 0 } as never
      }
      await expect(completeJob(db, first, save)).rejects.toBeInstanceOf(LostAttemptError)
      expect(saves).toBe(0)
      // A finished job is no one's to take over.
      await failJob(db, second, { status: 503, message: 'The image storage is unavailable.' })
      await expireLease(db, id, 120)
      expect(await claimExpiredLeases(db)).toEqual([])
    } finally {
      await cleanup()
    }
  })

  it('lists jobs that failed on the store side (not refusals) and puts one back in line', async () => {
    const { db, cleanup } = await createTestDatabase()
    try {
      const outage = await createDesignJob(db, owner, { source: 'prompt', input: INPUT } as never)
      const refused = await createDesignJob(db, owner, { source: 'prompt', input: INPUT } as never)
      await failJob(db, await started(db, outage), { status: 503, message: 'storage away' })
      await failJob(db, await started(db, refused), { status: 422, message: 'moderation_blocked' })
      const dead = await listDeadDesignJobs(db)
      expect(dead.map((job) => job.id)).toEqual([outage])
      expect(dead[0]).toMatchObject({ errorStatus: 503, errorMessage: 'storage away', attempts: 1 })

      const queued: string[] = []
      const enqueue = async (_trx: DB, jobId: string) => void queued.push(jobId)
      expect(await retryDeadDesignJob(db, outage, enqueue)).toBe(true)
      expect(queued).toEqual([outage])
      const row = await db.selectFrom('design_jobs').selectAll().where('id', '=', outage).executeTakeFirstOrThrow()
      expect(row).toMatchObject({ status: 'queued', attempts: 0, error_status: null, finished_at: null })
      expect(await listDeadDesignJobs(db)).toEqual([])
      // Only a failed job goes back, and only once; an unknown id changes nothing.
      expect(await retryDeadDesignJob(db, outage, enqueue)).toBe(false)
      expect(await retryDeadDesignJob(db, 'not-a-job', enqueue)).toBe(false)
      expect(queued).toEqual([outage])
      // A queue that cannot take the run leaves the job failed (one transaction).
      await failJob(db, await started(db, outage), { status: 500, message: 'crashed' })
      await expect(
        retryDeadDesignJob(db, outage, async () => {
          throw new Error('queue unreachable')
        }),
      ).rejects.toThrow('queue unreachable')
      expect((await listDeadDesignJobs(db)).map((job) => job.id)).toEqual([outage])
    } finally {
      await cleanup()
    }
  })
})
