import type { DB } from '~/lib/db.server.ts'

// Design jobs that failed for good on the store's side (a crash on every start, an outage that
// outlasted the retries, the image service failing): the operator's list, and putting one back in
// line. A refusal meant for the shopper (moderation, an unknown upload, bad input) is not listed.

export interface DeadDesignJob {
  id: string
  source: 'prompt' | 'upload'
  attempts: number
  errorStatus: number | null
  errorMessage: string | null
  createdAt: Date
  finishedAt: Date | null
}

/** Failed design jobs whose error was the store's or a provider's (5xx, 408, 429), newest first. */
export async function listDeadDesignJobs(db: DB, limit = 50): Promise<DeadDesignJob[]> {
  const rows = await db
    .selectFrom('design_jobs')
    .select(['id', 'source', 'attempts', 'error_status', 'error_message', 'created_at', 'finished_at'])
    .where('status', '=', 'failed')
    .where((eb) => eb.or([eb('error_status', 'is', null), eb('error_status', '>=', 500), eb('error_status', 'in', [408, 429])]))
    .orderBy('finished_at', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    attempts: row.attempts,
    errorStatus: row.error_status,
    errorMessage: row.error_message,
    createdAt: new Date(row.created_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
  }))
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Puts a failed design job back in line as if new (attempts 0, no error) and queues its run with
 * `enqueue` in the same transaction. False (and nothing changed) for an id that is not a failed job.
 */
export async function retryDeadDesignJob(db: DB, id: string, enqueue: (trx: DB, jobId: string) => Promise<void>) {
  if (!UUID.test(id)) return false
  return db.transaction().execute(async (trx) => {
    const reset = await trx
      .updateTable('design_jobs')
      .set({
        status: 'queued',
        attempts: 0,
        stage: null,
        partial_url: null,
        partial_count: 0,
        error_status: null,
        error_message: null,
        started_at: null,
        finished_at: null,
        lease_until: null,
      })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst()
    if (Number(reset.numUpdatedRows) === 0) return false
    await enqueue(trx, id)
    return true
  })
}
