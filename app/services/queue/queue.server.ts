import PgBoss from 'pg-boss'
import { DEFAULT_RUN_LEASE_SECONDS, RunLeases } from './run-leases.ts'
import type { SqlExecutor } from './sql-executor.ts'
import { isOutcomeWrite, outcomeRetryDelayMs } from './outcome-writes.ts'

export type { SqlExecutor } from './sql-executor.ts'

/**
 * How one kind of job is run. `stately` keeps at most one job waiting and one running per
 * singletonKey across every instance (the right policy for "sweep the outbox" style jobs);
 * `standard` lets jobs pile up (one per entity, deduplicated by singletonKey while queued).
 */
export interface JobDefinition {
  policy: 'standard' | 'stately' | 'singleton'
  /** Attempts after the first; a job that fails them all is `failed` and copied to `<name>.dead`. */
  retryLimit: number
  retryDelaySeconds: number
  /** Doubles the delay after each failure (pg-boss adds jitter). */
  retryBackoff: boolean
  /** A running job not finished by then is presumed lost (its process died) and retried. */
  expireInSeconds: number
}

export type JobHandler<Payload> = (data: Payload, meta: { id: string; retryCount: number; retryLimit: number }) => Promise<void>

/** What a job carries beside its payload (the id of the request that sent it), in its data under META_KEY. */
export type JobMeta = Record<string, string>

/** The payload key of a job's metadata; handlers receive the payload without it. */
const META_KEY = '__meta'

/** A job about to run, for the `around` hook. */
export interface RunningJob {
  name: string
  id: string
  retryCount: number
  meta: JobMeta
}

/** Splits a stored payload into the handler's payload and the job's metadata. */
export function splitMeta(stored: unknown): { data: object; meta: JobMeta } {
  const { [META_KEY]: meta, ...data } = (stored ?? {}) as Record<string, unknown>
  return { data, meta: meta && typeof meta === 'object' ? (meta as JobMeta) : {} }
}

export interface FailedJob {
  id: string
  name: string
  data: unknown
  retryCount: number
  output: unknown
  completedOn: Date | null
}

/**
 * A durable job queue in the store's database (pg-boss), typed by a map from job name to payload.
 * Every instance may send and work; the database decides who runs what, so a job runs once.
 */
export class JobQueue<Payloads extends { [Name in keyof Payloads]: object }> {
  private readonly boss: PgBoss
  private started = false
  /** Every run of this process on a heartbeat lease (queue_runs), and the takeover of lost ones. */
  private readonly leases: RunLeases
  /** This process's workers by job name, with whether each is between jobs (for notifyIdle). */
  private readonly workers = new Map<string, { id: string; busy: boolean }[]>()

  constructor(
    private readonly options: {
      execute: SqlExecutor
      definitions: { [Name in keyof Payloads]: JobDefinition }
      onError: (error: Error) => void
      /** Seconds between fetches of an idle worker. */
      pollingIntervalSeconds?: number
      /**
       * Seconds between maintenance runs (expiring jobs whose process died, archiving); pg-boss's
       * default is 120. A lost job is retried at most this long after its expiry.
       */
      maintenanceIntervalSeconds?: number
      /**
       * Errors that mean the database is away for now (a refused or lost connection). pg-boss's write
       * of a job's outcome that fails with one is tried again until it succeeds, so a job that ran
       * through an outage is recorded once the database is back (not run again after its expiry).
       */
      isTransient?: (error: unknown) => boolean
      /** Metadata for a job being sent (e.g. the current request's id); none when it answers undefined. */
      onSend?: () => JobMeta | undefined
      /** Wraps every run of a job (its log context, its timing); must call `run` once and answer its outcome. */
      around?: (job: RunningJob, run: () => Promise<void>) => Promise<void>
      /**
       * Seconds a running job's process may go without renewing its heartbeat before another
       * instance fails the run, so it runs again (default 30). pg-boss 10 has no heartbeat; its
       * expiry (minutes, to cover a slow run) is the backstop.
       */
      runLeaseSeconds?: number
      /** Called with each run taken over from a process that stopped heartbeating. */
      onTakeover?: (run: { name: string; id: string }) => void
    },
  ) {
    this.boss = new PgBoss({
      db: {
        executeSql: (text, values) => (isOutcomeWrite(text) ? this.writeOutcome(text, values) : options.execute(text, values)),
      },
      // pg-boss keeps its tables in its own schema, created and migrated by start().
      schema: 'pgboss',
      // Maintenance (expiring lost jobs, archiving) and cron both run on every instance; pg-boss
      // takes an advisory lock so only one instance does each at a time.
      supervise: true,
      schedule: true,
      migrate: true,
      ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
    })
    this.boss.on('error', options.onError)
    this.leases = new RunLeases({
      execute: options.execute,
      queues: Object.keys(options.definitions),
      leaseSeconds: options.runLeaseSeconds ?? DEFAULT_RUN_LEASE_SECONDS,
      fail: (name, id, message) => this.boss.fail(name, id, { message }).then(() => undefined),
      onError: options.onError,
      onTakeover: options.onTakeover,
    })
  }

  /**
   * Runs one of pg-boss's outcome writes; never rejects (nothing awaits it). A transient failure is
   * retried until the database answers or this queue stops; any other is reported and dropped, and
   * the job is then retried after its expiry like a job whose process died.
   */
  private async writeOutcome(text: string, values?: unknown[]): Promise<{ rows: { count: number }[] }> {
    for (let tries = 0; ; tries++) {
      try {
        return await this.options.execute(text, values)
      } catch (error) {
        if (tries === 0) this.options.onError(error as Error)
        if (!this.started || !this.options.isTransient?.(error)) return { rows: [{ count: 0 }] }
        await new Promise((resolve) => setTimeout(resolve, outcomeRetryDelayMs(tries)))
      }
    }
  }

  async start(): Promise<void> {
    if (this.started) return
    await this.boss.start()
    for (const [name, definition] of Object.entries(this.options.definitions) as [string, JobDefinition][]) {
      const dead = `${name}.dead`
      if (!(await this.boss.getQueue(dead))) await this.boss.createQueue(dead, { name: dead, policy: 'standard' })
      const queue = {
        name,
        policy: definition.policy,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryBackoff,
        expireInSeconds: definition.expireInSeconds,
        deadLetter: dead,
      }
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, queue)
      else await this.boss.createQueue(name, queue)
    }
    this.started = true
  }

  /**
   * Queues a job; returns its id, or null when an equal job (same singletonKey) is already waiting,
   * which is how repeated requests for the same work collapse into one. Sent outside a transaction,
   * it wakes this process's idle workers of its kind (inside one, the sender calls notifyIdle after
   * the commit), so their polls, a query each, can be slow.
   */
  async send<Name extends keyof Payloads & string>(
    name: Name,
    data: Payloads[Name],
    options: {
      singletonKey?: string
      startAfterSeconds?: number
      /**
       * Runs the insert through this executor instead of the pool: pass one bound to an open
       * transaction and the job exists exactly when that transaction commits.
       */
      executor?: SqlExecutor
    } = {},
  ): Promise<string | null> {
    const executor = options.executor
    const meta = this.options.onSend?.()
    const stored = meta && Object.keys(meta).length > 0 ? { ...data, [META_KEY]: meta } : data
    const id = await this.boss.send(name, stored, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(executor ? { db: { executeSql: (text: string, values?: unknown[]) => executor(text, values) } } : {}),
    })
    if (!executor && !options.startAfterSeconds) this.notifyIdle(name)
    return id
  }

  /**
   * Runs jobs of this kind in this process, one at a time per call (call it n times for n at once);
   * a thrown error fails the attempt. Answers the worker's id.
   */
  async work<Name extends keyof Payloads & string>(
    name: Name,
    handler: JobHandler<Payloads[Name]>,
    options: { pollingIntervalSeconds?: number } = {},
  ): Promise<string> {
    const worker = { id: '', busy: false }
    worker.id = await this.boss.work<Payloads[Name]>(
      name,
      {
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? this.options.pollingIntervalSeconds ?? 2,
      },
      async (jobs) => {
        worker.busy = true
        try {
          for (const job of jobs) {
            await this.leases.hold(name, job.id)
            const { data, meta } = splitMeta(job.data)
            const run = () =>
              handler(data as Payloads[Name], { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit })
            const around = this.options.around
            try {
              await (around ? around({ name, id: job.id, retryCount: job.retryCount, meta }, run) : run())
            } finally {
              await this.leases.release(job.id)
            }
          }
        } finally {
          worker.busy = false
        }
      },
    )
    this.workers.set(name, [...(this.workers.get(name) ?? []), worker])
    this.leases.start(() => this.started)
    return worker.id
  }

  /**
   * Renews this process's runs and fails the lost runs of other processes now (a timer does it
   * every third of a lease once this process works jobs). Answers the runs failed.
   */
  renewAndTakeOver(): Promise<{ name: string; id: string }[]> {
    return this.leases.renewAndTakeOver()
  }

  /**
   * Wakes this process's idle workers of `name` so they fetch now instead of at their next poll
   * (send does it; call it after a transaction that sent a job commits). Answers how many were woken.
   */
  notifyIdle<Name extends keyof Payloads & string>(name: Name): number {
    if (!this.started) return 0
    const idle = (this.workers.get(name) ?? []).filter((worker) => !worker.busy)
    for (const worker of idle) this.boss.notifyWorker(worker.id)
    return idle.length
  }

  /**
   * Fails the running job of `name` with this singletonKey now, as its expiry would later (its
   * process is known to be gone): retried after its delay, or failed for good when out of retries.
   * Answers how many were running.
   */
  async failRunning<Name extends keyof Payloads & string>(name: Name, singletonKey: string, message: string): Promise<number> {
    const { rows } = await this.options.execute(
      `select id from pgboss.job where name = $1 and singleton_key = $2 and state = 'active'`,
      [name, singletonKey],
    )
    for (const row of rows) await this.boss.fail(name, row.id as string, { message })
    return rows.length
  }

  /** The singletonKeys among `keys` that have a job of `name` waiting, retrying or running. */
  async pendingKeys<Name extends keyof Payloads & string>(name: Name, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set()
    const { rows } = await this.options.execute(
      `select distinct singleton_key from pgboss.job
       where name = $1 and singleton_key = any($2::text[]) and state < 'completed'`,
      [name, keys],
    )
    return new Set(rows.map((row) => row.singleton_key as string))
  }

  /** Queues `name` on a cron schedule (minute resolution), once per tick across every instance. */
  async every<Name extends keyof Payloads & string>(
    name: Name,
    cron: string,
    data: Payloads[Name],
    options: { singletonKey?: string } = {},
  ) {
    await this.boss.schedule(name, cron, data, options.singletonKey ? { singletonKey: options.singletonKey } : {})
  }

  /**
   * Jobs waiting to run (created or retrying, not yet active) per queue of this store, dead-letter
   * queues included, with 0 for an empty one.
   */
  async depths(): Promise<Record<string, number>> {
    const names = Object.keys(this.options.definitions).flatMap((name) => [name, `${name}.dead`])
    const depths: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]))
    const { rows } = await this.options.execute(
      `select name, count(*)::int as waiting from pgboss.job
       where name = any($1::text[]) and state < 'active' group by name`,
      [names],
    )
    for (const row of rows) depths[row.name as string] = Number(row.waiting)
    return depths
  }

  /** Jobs that used up their retries, newest first (the operator's dead-letter view). */
  async failedJobs(limit = 50): Promise<FailedJob[]> {
    const { rows } = await this.options.execute(
      `select id, name, data, retry_count, output, completed_on from pgboss.job
       where state = 'failed' and name not like '%.dead'
       order by completed_on desc nulls last limit $1`,
      [limit],
    )
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      data: row.data,
      retryCount: row.retry_count,
      output: row.output,
      completedOn: row.completed_on,
    }))
  }

  /**
   * Stops fetching new jobs and waits up to `timeoutMs` for running ones to finish; jobs still
   * running then are failed and retried later by another instance.
   */
  async stop(timeoutMs: number): Promise<void> {
    if (!this.started) return
    this.started = false
    this.workers.clear()
    this.leases.stop()
    try {
      await this.boss.stop({ graceful: true, timeout: timeoutMs, close: false, wait: true })
    } catch (error) {
      this.options.onError(error as Error)
    }
  }
}
