import { EventEmitter } from 'node:events'
import { getConfig } from '~/config.server.ts'
import { claimNextJob, extendLease, findOwnedJob } from '~/modules/design-job/design-job.server.ts'
import { isFinished, type JobView } from '~/modules/design-job/job-view.ts'
import { runClaimedJob } from '~/modules/design-job/run.server.ts'
import type { Viewer } from '~/modules/design/design.server.ts'
import { getDb, type DB } from '~/utils/db.server.ts'
import { singleton } from '~/utils/singleton.server.ts'
import { logger } from './logger.server.ts'

// Runs design jobs on this instance: at most `concurrency` at once, oldest first, each under a lease
// renewed while it runs. A new job starts here at once when a slot is free; a timer also picks up jobs
// left by a restart, by a dead instance (lease run out) or by a busy one. The table is the queue, so a
// job survives a restart and the lease and attempt number keep it from running twice (ADR 094).

const SWEEP_EVERY_MS = 2000
/** Watchers poll the database this often for jobs running on another instance. */
const WATCH_POLL_MS = 1000

export class GenerationRunner {
  private running = new Set<Promise<void>>()
  private draining = false
  private drainAgain = false
  private timer: NodeJS.Timeout | null = null
  private stopped = false
  private readonly changes = new EventEmitter()

  constructor(
    private readonly db: DB,
    private readonly options: { concurrency: number; leaseSeconds: number },
  ) {
    this.changes.setMaxListeners(0)
  }

  start() {
    if (this.timer || this.stopped) return this
    this.timer = setInterval(() => this.kick(), SWEEP_EVERY_MS)
    this.timer.unref()
    this.kick()
    return this
  }

  /** Fills free slots with waiting jobs (call after queueing one). */
  kick() {
    if (this.stopped) return
    if (this.draining) {
      this.drainAgain = true
      return
    }
    this.draining = true
    void this.drain()
      .catch((error) => logger.error({ err: error }, 'design jobs could not be claimed'))
      .finally(() => {
        this.draining = false
        if (this.drainAgain) {
          this.drainAgain = false
          this.kick()
        }
      })
  }

  private async drain() {
    while (!this.stopped && this.running.size < this.options.concurrency) {
      const claimed = await claimNextJob(this.db, this.options.leaseSeconds)
      if (!claimed) return
      this.changes.emit('change', claimed.id)
      const heartbeat = setInterval(
        () => void extendLease(this.db, claimed, this.options.leaseSeconds).catch(() => undefined),
        (this.options.leaseSeconds * 1000) / 3,
      )
      heartbeat.unref()
      const run: Promise<void> = runClaimedJob(this.db, claimed, { onChange: () => this.changes.emit('change', claimed.id) })
        .catch((error) => logger.error({ err: error, job: claimed.id }, 'design job crashed'))
        .finally(() => {
          clearInterval(heartbeat)
          this.running.delete(run)
          this.kick()
        })
      this.running.add(run)
    }
  }

  /**
   * Calls `onView` with the owner's job now and after every change until it is finished (or `signal`
   * aborts); answers the last view, or null when the job is not the owner's. Changes made here arrive
   * at once; those of another instance within a second.
   */
  async watch(owner: Viewer, id: string, onView: (view: JobView) => void, signal?: AbortSignal): Promise<JobView | null> {
    let last = await findOwnedJob(this.db, owner, id)
    if (!last) return null
    onView(last)
    let lastJson = JSON.stringify(last)
    while (!isFinished(last.status) && !signal?.aborted) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          this.changes.off('change', onChange)
          signal?.removeEventListener('abort', done)
          resolve()
        }
        const onChange = (changed: string) => changed === id && done()
        const timer = setTimeout(done, WATCH_POLL_MS)
        this.changes.on('change', onChange)
        signal?.addEventListener('abort', done)
      })
      if (signal?.aborted) break
      const next = await findOwnedJob(this.db, owner, id)
      if (!next) break
      last = next
      const json = JSON.stringify(next)
      if (json !== lastJson) {
        lastJson = json
        onView(next)
      }
    }
    return last
  }

  /** Stops taking jobs and waits (up to `timeoutMs`) for those running; the rest are picked up after their lease. */
  async stop(timeoutMs: number) {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    await Promise.race([Promise.allSettled([...this.running]), new Promise((resolve) => setTimeout(resolve, timeoutMs))])
  }
}

/** This process's runner, started on first use. */
export function getGenerationRunner(): GenerationRunner {
  return singleton('generation-runner', () => {
    const config = getConfig()
    return new GenerationRunner(getDb(), {
      concurrency: config.GENERATION_CONCURRENCY,
      leaseSeconds: config.GENERATION_LEASE_SECONDS,
    }).start()
  })
}
