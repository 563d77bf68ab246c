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
 * The process's image pool, or null when the worker entry is missing (the work then runs inline).
 * `reviveError` turns a thread's serialised error back into the caller's error class.
 */
export function imagePool(reviveError?: (error: SerializedError) => Error): WorkerPool | null {
  return singleton('image-worker-pool', () => {
    const entry = workerEntry()
    if (!existsSync(entry)) {
      logger.warn({ entry }, 'image worker entry not found: image work runs on the main thread')
      return null
    }
    const size = imageWorkerCount()
    logger.info({ entry, threads: size }, 'image work runs in worker threads')
    return new WorkerPool({ entry, size, reviveError, idleExitMs: IMAGE_THREAD_IDLE_EXIT_MS })
  })
}
