import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/** What a worker answers for one task. */
export type TaskReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError }

export interface SerializedError {
  name: string
  message: string
  /** Extra own fields (for example a GenerationError's `kind`), so the caller can rebuild it. */
  fields: Record<string, unknown>
}

export interface TaskRequest {
  id: number
  task: string
  args: unknown[]
}

export interface WorkerPoolOptions {
  /** The worker's entry module: built JavaScript, or a .ts file that the thread loads through tsx. */
  entry: string
  /** At most this many threads; tasks beyond them wait in line. */
  size: number
  /** Tasks waiting beyond this many are refused at once instead of piling up. */
  maxQueue?: number
  /** Turns a worker's error back into the error type the caller expects. */
  reviveError?: (error: SerializedError) => Error
  /**
   * A thread idle this long exits, giving its memory back (image work's buffers and libvips' caches
   * are large and rare); the next task starts a new one. Unset: threads live as long as the pool.
   */
  idleExitMs?: number
}

interface Job {
  request: TaskRequest
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}

interface Slot {
  worker: Worker
  job: Job | null
  idleTimer: NodeJS.Timeout | null
}

export class WorkerPoolFullError extends Error {
  constructor() {
    super('Too much image work is waiting; try again shortly')
    this.name = 'WorkerPoolFullError'
  }
}

/**
 * A fixed number of worker threads running named tasks, first come first served. Threads start on
 * first use; one that dies fails its task and is replaced on the next. Counts tasks per thread so
 * tests can see the work ran off the main thread.
 */
export class WorkerPool {
  private readonly slots: Slot[] = []
  private readonly queue: Job[] = []
  private nextId = 1
  private closed = false
  /** Tasks finished in a worker thread, by thread id and by task name. */
  readonly completedByThread = new Map<number, number>()
  readonly completedByTask = new Map<string, number>()

  constructor(private readonly options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new Error('A worker pool needs at least one thread')
  }

  get size() {
    return this.options.size
  }

  /** Threads running now (busy or idle). */
  get threads() {
    return this.slots.length
  }

  run<T>(task: string, args: unknown[]): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The worker pool is closed'))
    if (this.queue.length >= (this.options.maxQueue ?? 1000)) return Promise.reject(new WorkerPoolFullError())
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, task, args }, resolve: resolve as (v: unknown) => void, reject })
      this.dispatch()
    })
  }

  /** Ends `slot`'s thread once it has been idle for idleExitMs (the pool no longer hands it work). */
  private retireWhenIdle(slot: Slot) {
    const idleExitMs = this.options.idleExitMs
    if (idleExitMs === undefined) return
    slot.idleTimer = setTimeout(() => {
      if (slot.job) return
      const index = this.slots.indexOf(slot)
      if (index >= 0) this.slots.splice(index, 1)
      void slot.worker.terminate()
    }, idleExitMs)
    slot.idleTimer.unref()
  }

  /** Stops every thread; queued tasks fail. */
  async close() {
    this.closed = true
    for (const job of this.queue.splice(0)) job.reject(new Error('The worker pool is closed'))
    for (const slot of this.slots) if (slot.idleTimer) clearTimeout(slot.idleTimer)
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()))
  }

  private dispatch() {
    while (this.queue.length) {
      const slot = this.slots.find((s) => !s.job) ?? (this.slots.length < this.options.size ? this.spawn() : null)
      if (!slot) return
      const job = this.queue.shift()!
      if (slot.idleTimer) clearTimeout(slot.idleTimer)
      slot.idleTimer = null
      slot.job = job
      slot.worker.postMessage(job.request)
    }
  }

  private spawn(): Slot {
    // A built entry (JavaScript) runs as it is; a TypeScript one is compiled in the thread by tsx.
    const entry = this.options.entry
    const worker = entry.endsWith('.js')
      ? new Worker(entry, { execArgv: [] })
      : new Worker(bootstrap(entry), { eval: true, execArgv: [] })
    const slot: Slot = { worker, job: null, idleTimer: null }
    worker.unref()
    worker.on('message', (reply: TaskReply) => {
      const job = slot.job
      if (!job || job.request.id !== reply.id) return
      slot.job = null
      this.completedByThread.set(worker.threadId, (this.completedByThread.get(worker.threadId) ?? 0) + 1)
      this.completedByTask.set(job.request.task, (this.completedByTask.get(job.request.task) ?? 0) + 1)
      if (reply.ok) job.resolve(reply.value)
      else
        job.reject(
          this.options.reviveError?.(reply.error) ?? Object.assign(new Error(reply.error.message), { name: reply.error.name }),
        )
      this.dispatch()
      if (!slot.job) this.retireWhenIdle(slot)
    })
    const fail = (error: Error) => {
      const index = this.slots.indexOf(slot)
      if (index >= 0) this.slots.splice(index, 1)
      slot.job?.reject(error)
      slot.job = null
      if (!this.closed) this.dispatch()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`An image worker stopped (exit code ${code})`)))
    this.slots.push(slot)
    return slot
  }
}

/**
 * The thread's first code: registers tsx's require hook (which compiles the TypeScript entry and what
 * it imports inside the thread), then loads the entry. Node 20 does not pass ESM loader hooks on to
 * worker threads, so the require hook is what works the same under `tsx`, vitest and the production
 * server, whatever loader the main thread has.
 */
function bootstrap(entry: string) {
  const tsxApi = createRequire(entry).resolve('tsx/cjs/api')
  return `require(${JSON.stringify(tsxApi)}).register(); require(${JSON.stringify(entry)})`
}

/** An error as it crosses from a worker to the main thread. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} }
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value
  }
  return { name: error.name, message: error.message, fields }
}
