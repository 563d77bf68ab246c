import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { findOwnedDesign, ownedBy, type CreatedDesign, type Owner, type Viewer } from '~/modules/design/design.server.ts'
import type { FromImageInput, GenerateDesignInput } from '~/modules/design/schema.ts'
import type { DB } from '~/utils/db.server.ts'
import { MAX_JOB_ATTEMPTS, toJobView, type JobSource, type JobStatus, type JobView } from './job-view.ts'

// Design jobs in the database: created by a request, claimed by one instance's runner with a lease,
// finished in the same transaction that saves the design. A lease that runs out (the instance died)
// puts the job back in line; the attempt number guards every write, so a job is never finished twice.

export type JobInput = { source: 'prompt'; input: GenerateDesignInput } | { source: 'upload'; input: FromImageInput }

export interface ClaimedJob {
  id: string
  attempt: number
  owner: Owner
  job: JobInput
}

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

/** Puts a validated request in line; answers the new job's id. */
export async function createDesignJob(db: DB, owner: Owner, job: JobInput): Promise<string> {
  const id = randomUUID()
  await db
    .insertInto('design_jobs')
    .values({
      id,
      user_id: owner.userId,
      visitor_id: owner.visitorId,
      source: job.source,
      input: JSON.stringify(job.input),
    })
    .execute()
  return id
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

/**
 * Takes the oldest job in line (or one whose runner's lease ran out) for this runner. Jobs that have
 * already been started MAX_JOB_ATTEMPTS times fail instead of starting again.
 */
export async function claimNextJob(db: DB, leaseSeconds: number): Promise<ClaimedJob | null> {
  await db
    .updateTable('design_jobs')
    .set({
      status: 'failed',
      error_status: 500,
      error_message: 'Something went wrong while creating the design. Please try again.',
      finished_at: sql`now()`,
      lease_until: null,
    })
    .where('status', '=', 'running')
    .where('lease_until', '<', sql<Date>`now()`)
    .where('attempts', '>=', MAX_JOB_ATTEMPTS)
    .execute()
  const result = await sql<{
    id: string
    attempts: number
    user_id: number | null
    visitor_id: string | null
    source: JobSource
    input: unknown
  }>`
    update design_jobs
       set status = 'running', attempts = attempts + 1, stage = null,
           lease_until = now() + make_interval(secs => ${leaseSeconds}::int),
           started_at = coalesce(started_at, now())
     where id = (
       select id from design_jobs
        where status = 'queued' or (status = 'running' and lease_until < now())
        order by created_at
        limit 1
        for update skip locked)
    returning id, attempts, user_id, visitor_id, source, input`.execute(db)
  const row = result.rows[0]
  if (!row) return null
  return {
    id: row.id,
    attempt: row.attempts,
    owner: { userId: row.user_id, visitorId: row.visitor_id ?? '' },
    job: { source: row.source, input: parseInput(row.input) } as JobInput,
  }
}

/** The runner is still at it: pushes the lease on. False when the job is no longer this attempt's. */
export async function extendLease(db: DB, job: ClaimedJob, leaseSeconds: number): Promise<boolean> {
  const result = await db
    .updateTable('design_jobs')
    .set({ lease_until: sql`now() + make_interval(secs => ${leaseSeconds}::int)` })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempt)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
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

export class LostLeaseError extends Error {}

/**
 * Finishes the job and saves its design in one transaction. Throws LostLeaseError (and saves nothing)
 * when the job is no longer this attempt's: another runner took it over after a lost lease.
 */
export async function completeJob(db: DB, job: ClaimedJob, save: (trx: DB) => Promise<CreatedDesign>) {
  return db.transaction().execute(async (trx) => {
    const mine = await trx
      .updateTable('design_jobs')
      .set({ status: 'done', stage: 'finishing', finished_at: sql`now()`, lease_until: null })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('attempts', '=', job.attempt)
      .executeTakeFirst()
    if (Number(mine.numUpdatedRows) === 0) throw new LostLeaseError(job.id)
    const design = await save(trx)
    await trx.updateTable('design_jobs').set({ design_id: design.id }).where('id', '=', job.id).execute()
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
      lease_until: null,
    })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempt)
    .execute()
}
