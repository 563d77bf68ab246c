import type { Timestamp } from './columns.ts'

/**
 * The job queue's running jobs, by holder (one process's queue): the holder renews heartbeat_at
 * while it runs them, and another instance fails a run whose holder stopped, so it runs again.
 */
export interface QueueRunsTable {
  /** pg-boss's job id. */
  job_id: string
  queue: string
  holder: string
  heartbeat_at: Timestamp
}
