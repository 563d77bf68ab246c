import { randomUUID } from 'node:crypto'
import type { SqlExecutor } from './sql-executor.ts'

/** Seconds a run may go unrenewed before another instance takes it over (its process is presumed gone). */
export const DEFAULT_RUN_LEASE_SECONDS = 30

/**
 * Every job run of one process on a heartbeat lease (pg-boss 10 has no heartbeat of its own). A run
 * is recorded in queue_runs with this process as its holder before it starts, renewed every third of
 * a lease while it runs, and forgotten when it ends. Any instance that works jobs fails the runs
 * whose holder stopped renewing them (killed with -9, or cut off from the database), so they run
 * again within a lease rather than at the queue's expiry; a stately sweep's key is free again.
 */
export class RunLeases {
  /** This process's name in queue_runs. */
  readonly holder = randomUUID()
  /** Ids of the jobs running in this process. */
  private readonly running = new Set<string>()
  private timer: NodeJS.Timeout | null = null

  constructor(
    private readonly options: {
      execute: SqlExecutor
      /** The store's queues: only their runs are taken over. */
      queues: string[]
      leaseSeconds: number
      /** Fails a run through the queue, so its retries, delay and dead letters apply. */
      fail: (name: string, id: string, message: string) => Promise<void>
      onError: (error: Error) => void
      onTakeover?: (run: { name: string; id: string }) => void
    },
  ) {}

  /**
   * Records this process as the holder of a run before it starts. A failure (the database is away)
   * fails the attempt before any work is done, and the queue retries it.
   */
  async hold(name: string, id: string): Promise<void> {
    await this.options.execute(
      `insert into queue_runs (job_id, queue, holder) values ($1, $2, $3)
       on conflict (job_id) do update set queue = excluded.queue, holder = excluded.holder, heartbeat_at = now()`,
      [id, name, this.holder],
    )
    this.running.add(id)
  }

  /** Forgets a finished run; a row left behind (the database was away) is deleted by a later sweep. */
  async release(id: string): Promise<void> {
    this.running.delete(id)
    await this.options.execute('delete from queue_runs where job_id = $1 and holder = $2', [id, this.holder]).catch(() => {})
  }

  /** Renews and takes over every third of a lease until stopped, while `live()` says the queue runs. */
  start(live: () => boolean): void {
    if (this.timer) return
    let sweeping = false
    this.timer = setInterval(
      () => {
        if (sweeping || !live()) return
        sweeping = true
        this.renewAndTakeOver()
          .catch((error) => this.options.onError(error as Error))
          .finally(() => (sweeping = false))
      },
      (this.options.leaseSeconds * 1000) / 3,
    )
    this.timer.unref()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /**
   * Renews the heartbeat of this process's runs, then fails every active run of the store's queues
   * whose holder has not renewed it for a lease. A run with no row counts from its start (its
   * process died between taking it and recording it). Answers the runs failed.
   */
  async renewAndTakeOver(): Promise<{ name: string; id: string }[]> {
    const { execute, queues, leaseSeconds } = this.options
    if (this.running.size > 0) await execute('update queue_runs set heartbeat_at = now() where holder = $1', [this.holder])
    const { rows } = await execute(
      `select j.name, j.id::text as id from pgboss.job j
       left join queue_runs r on r.job_id = j.id
       where j.name = any($1::text[]) and j.state = 'active'
         and coalesce(r.heartbeat_at, j.started_on) < now() - make_interval(secs => $2)`,
      [queues, leaseSeconds],
    )
    const lost = rows.map((row) => ({ name: row.name as string, id: row.id as string }))
    for (const run of lost) {
      await this.options.fail(run.name, run.id, 'its process stopped renewing the run (killed, or lost the database)')
      this.options.onTakeover?.(run)
    }
    // Rows of runs no longer active: left by a release that could not reach the database.
    await execute(
      `delete from queue_runs r where not exists (select 1 from pgboss.job j where j.id = r.job_id and j.state = 'active')`,
    )
    return lost
  }
}
