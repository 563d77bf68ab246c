import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { findOwnedDesign, ownedBy, type CreatedDesign, type Owner, type Viewer } from '~/modules/design/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { queueWebhookEvent } from '~/modules/webhook/index.server.ts'
import { leaseFromNow } from './lease.server.ts'
import { MAX_JOB_ATTEMPTS, toJobView, type JobSource, type JobStatus, type JobView } from './job-view.ts'

// Design jobs in the database: the record of each request's state (status, stage, partial picture,
// place in line, attempts, design made). The job queue decides when and where a job runs; each of its
// deliveries starts the row again (attempts + 1), and the attempt number guards every later write, so
// a delivery that was presumed dead and delivered again elsewhere can never save a second design.

import type { ClaimedJob, JobInput } from './claimed-job.ts'

export type { ClaimedJob, JobInput } from './claimed-job.ts'

const VIEW_COLUMNS = [
  'id',
  'source',
  'status',
  'stage',
  'partial_url',
  'partial_count',
  'design_id',
  'error_status',
  'error_message',
  'created_at',
] as const

/**
 * Puts a validated request in line; answers the new job's id. `enqueue` runs in the transaction that
 * inserts the row (queue the job's run there, so neither exists without the other).
 */
export async function createDesignJob(
  db: DB,
  owner: Owner,
  job: JobInput,
  enqueue?: (trx: DB, jobId: string) => Promise<void>,
): Promise<string> {
  const id = randomUUID()
  const insert = (into: DB) =>
    into
      .insertInto('design_jobs')
      .values({
        id,
        user_id: owner.userId,
        visitor_id: owner.visitorId,
        source: job.source,
        input: JSON.stringify(job.input),
      })
      .execute()
  if (!enqueue) await insert(db)
  else
    await db.transaction().execute(async (trx) => {
      await insert(trx)
      await enqueue(trx, id)
    })
  return id
}

/** Design jobs not finished yet, oldest first (a new worker queues those that have no queue entry). */
export async function unfinishedJobIds(db: DB, limit = 500): Promise<string[]> {
  const rows = await db
    .selectFrom('design_jobs')
    .select('id')
    .where('status', 'in', ['queued', 'running'])
    .orderBy('created_at')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The owner's job with its place in line (null for anyone else's, or an id that is no job). */
export async function findOwnedJob(db: DB, owner: Viewer, id: string): Promise<JobView | null> {
  if (!UUID.test(id) || (owner.visitorId === null && owner.userId === null)) return null
  const row = await db
    .selectFrom('design_jobs')
    .select(VIEW_COLUMNS)
    .where('id', '=', id)
    .where(ownedBy(owner))
    .executeTakeFirst()
  if (!row) return null
  let place: number | null = null
  if (row.status === 'queued') {
    const ahead = await db
      .selectFrom('design_jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'queued')
      .where('created_at', '<', row.created_at)
      .executeTakeFirstOrThrow()
    place = Number(ahead.n) + 1
  }
  return toJobView({ ...row, source: row.source as JobSource, status: row.status as JobStatus }, place)
}

/** A job's request as it was sent (a failed form shows what the shopper typed). */
export async function findOwnedJobInput(db: DB, owner: Viewer, id: string): Promise<JobInput | null> {
  if (!UUID.test(id) || (owner.visitorId === null && owner.userId === null)) return null
  const row = await db
    .selectFrom('design_jobs')
    .select(['source', 'input'])
    .where('id', '=', id)
    .where(ownedBy(owner))
    .executeTakeFirst()
  return row ? ({ source: row.source, input: parseInput(row.input) } as JobInput) : null
}

/** The finished job's design, for its owner. */
export async function findJobDesign(db: DB, owner: Viewer, view: JobView): Promise<CreatedDesign | null> {
  return view.designId === null ? null : findOwnedDesign(db, owner, view.designId)
}

const parseInput = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)

const CRASHED_MESSAGE = 'Something went wrong while creating the design. Please try again.'

export type StartedJob = { kind: 'started'; job: ClaimedJob } | { kind: 'gave-up' } | { kind: 'finished' }

/**
 * A delivery of the job's run starts the row: running, attempts + 1 (a delivery after the first means
 * an earlier one died or expired, and this one takes over). A job already started MAX_JOB_ATTEMPTS
 * times fails instead of starting again ('gave-up'); one that is done, failed or gone is 'finished'
 * (a repeated delivery does nothing).
 */
export async function startDeliveredJob(db: DB, id: string): Promise<StartedJob> {
  const gaveUp = await db
    .updateTable('design_jobs')
    .set({ status: 'failed', error_status: 500, error_message: CRASHED_MESSAGE, finished_at: sql`now()` })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .where('attempts', '>=', MAX_JOB_ATTEMPTS)
    .executeTakeFirst()
  if (Number(gaveUp.numUpdatedRows) > 0) return { kind: 'gave-up' }
  const row = await db
    .updateTable('design_jobs')
    .set({
      status: 'running',
      attempts: sql`attempts + 1`,
      stage: null,
      started_at: sql`coalesce(started_at, now())`,
      lease_until: leaseFromNow(),
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .where('attempts', '<', MAX_JOB_ATTEMPTS)
    .returning(['id', 'attempts', 'user_id', 'visitor_id', 'source', 'input'])
    .executeTakeFirst()
  if (!row) return { kind: 'finished' }
  return {
    kind: 'started',
    job: {
      id: row.id,
      attempt: row.attempts,
      owner: { userId: row.user_id, visitorId: row.visitor_id ?? '' },
      job: { source: row.source, input: parseInput(row.input) } as JobInput,
    },
  }
}

/** Records the stage a running job reached, or the mockup of its latest partial picture. */
export async function recordJobProgress(
  db: DB,
  job: ClaimedJob,
  progress: { stage?: string; partialUrl?: string; partialCount?: number },
) {
  await db
    .updateTable('design_jobs')
    .set({
      ...(progress.stage ? { stage: progress.stage } : {}),
      ...(progress.partialUrl ? { partial_url: progress.partialUrl, partial_count: progress.partialCount ?? 0 } : {}),
    })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempt)
    .execute()
}

export class LostAttemptError extends Error {}

/**
 * Finishes the job and saves its design in one transaction. Throws LostAttemptError (and saves
 * nothing) when the job is no longer this attempt's: a later delivery took it over.
 */
export async function completeJob(db: DB, job: ClaimedJob, save: (trx: DB) => Promise<CreatedDesign>) {
  return db.transaction().execute(async (trx) => {
    const mine = await trx
      .updateTable('design_jobs')
      .set({ status: 'done', stage: 'finishing', finished_at: sql`now()` })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('attempts', '=', job.attempt)
      .executeTakeFirst()
    if (Number(mine.numUpdatedRows) === 0) throw new LostAttemptError(job.id)
    const design = await save(trx)
    await trx.updateTable('design_jobs').set({ design_id: design.id }).where('id', '=', job.id).execute()
    // A signed-in creator's endpoints hear of it (ADR 130), in the transaction that saves it.
    if (job.owner.userId) {
      await queueWebhookEvent(trx, {
        userId: job.owner.userId,
        type: 'design.ready',
        key: `design.ready:${job.id}`,
        data: {
          object: 'design',
          designId: design.id,
          jobId: job.id,
          name: design.name,
          style: design.style,
          imageUrl: design.imageUrl,
          mockupUrl: design.mockupUrl,
          url: `/api/design-jobs/${job.id}`,
        },
      })
    }
    return design
  })
}

/** Ends the job with the status and message the shopper is shown. */
export async function failJob(db: DB, job: ClaimedJob, error: { status: number; message: string }) {
  await db
    .updateTable('design_jobs')
    .set({
      status: 'failed',
      error_status: error.status,
      error_message: error.message,
      finished_at: sql`now()`,
    })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempt)
    .execute()
}
