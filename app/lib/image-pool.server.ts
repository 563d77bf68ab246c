import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { getConfig } from './config.server.ts'
import { logger } from './logger.server.ts'
import { singleton } from './singleton.server.ts'
import { WorkerPool, type SerializedError } from './worker-pool/pool.server.ts'

// CPU-heavy image work (offline artwork, restyles, mockups, share cards) runs in a bounded pool of
// worker threads, so the event loop keeps answering requests while designs are drawn. The tasks are
// the domain's (app/modules/image-work); this file only finds the thread entry, sizes and starts it.

/**
 * The worker's entry. In production, the one `npm run build` compiled beside the server bundle
 * (BUILD_DIR/workers, vite.workers.config.ts), so no TypeScript is compiled at run time; otherwise,
 * or from a build made without it, the source, compiled in the thread by tsx. Paths are from the
 * project root: every process runs from there (npm scripts, server.js, tests), and the Remix build
 * bundles this module away from its source directory, so its own URL cannot say.
 */
function workerEntry(): string {
  const built = path.resolve(process.cwd(), process.env.BUILD_DIR ?? 'build', 'workers/image-worker.js')
  if (getConfig().isProduction && existsSync(built)) return built
  return path.resolve(process.cwd(), 'app/server/image-worker.ts')
}

/**
 * An image thread idle this long exits: drawing a design holds tens of megabytes of pixels and
 * libvips state, given back to the system when the thread ends rather than kept for the next one
 * (which starts in well under a second).
 */
const IMAGE_THREAD_IDLE_EXIT_MS = 20_000

/** IMAGE_WORKERS, else one thread less than the machine's cores (at least one, at most four). */
export function imageWorkerCount(configured = getConfig().IMAGE_WORKERS) {
  return configured ?? Math.max(1, Math.min(4, availableParallelism() - 1))
}

/**
 * Which threads run a task. Print files (a 300 DPI file takes seconds to tens of seconds of CPU) have
 * a thread of their own, so a shopper's design, mockup or share card never waits in line behind an
 * order's print files.
 */
export type ImageLane = 'interactive' | 'print'

/**
 * The process's image pool for a lane, or null when the worker entry is missing.
 * `reviveError` turns a thread's serialised error back into the caller's error class.
 */
export function imagePool(reviveError?: (error: SerializedError) => Error, lane: ImageLane = 'interactive'): WorkerPool | null {
  return singleton(lane === 'interactive' ? 'image-worker-pool' : `image-worker-pool-${lane}`, () => {
    const entry = workerEntry()
    if (!existsSync(entry)) {
      logger.warn({ entry }, 'image worker entry not found')
      return null
    }
    const size = lane === 'interactive' ? imageWorkerCount() : 1
    logger.info({ entry, threads: size, lane }, 'image work runs in worker threads')
    return new WorkerPool({ entry, size, reviveError, idleExitMs: IMAGE_THREAD_IDLE_EXIT_MS })
  })
}
