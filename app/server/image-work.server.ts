import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { getConfig } from '~/config.server.ts'
import { getImageGenerator } from '~/services/image-generation/index.server.ts'
import { OfflineImageGenerator } from '~/services/image-generation/offline.server.ts'
import {
  GenerationError,
  type GeneratedImage,
  type GenerateRequest,
  type ImageGenerator,
  type TransformRequest,
} from '~/services/image-generation/types.ts'
import { WorkerPool, type SerializedError } from '~/services/worker-pool/pool.server.ts'
import { singleton } from '~/utils/singleton.server.ts'
import type { ImageTaskName, imageTasks } from './image-tasks.ts'
import { logger } from './logger.server.ts'

// CPU-heavy image work (offline artwork, restyles, mockups, share cards) runs in a bounded pool of
// worker threads, so the event loop keeps answering requests while designs are drawn.

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

function reviveError(error: SerializedError): Error {
  if (error.name === 'GenerationError' && typeof error.fields.kind === 'string') {
    return new GenerationError(error.fields.kind as GenerationError['kind'], error.message)
  }
  return Object.assign(new Error(error.message), { name: error.name })
}

/** The process's image pool, or null when the worker entry is missing (the work then runs inline). */
export function imagePool(): WorkerPool | null {
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

type Tasks = typeof imageTasks

type TaskResult<N extends ImageTaskName> = Awaited<ReturnType<Tasks[N]>>

async function runImageTask<N extends ImageTaskName>(task: N, ...args: Parameters<Tasks[N]>): Promise<TaskResult<N>> {
  const pool = imagePool()
  if (pool) return pool.run<TaskResult<N>>(task, args)
  const { imageTasks } = await import('./image-tasks.ts')
  return (imageTasks[task] as (...a: unknown[]) => Promise<TaskResult<N>>)(...args)
}

const toBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** renderMockup (design onto a shirt), in the pool. */
export async function renderMockupInPool(design: Buffer, color: string): Promise<Buffer> {
  return toBuffer(await runImageTask('renderMockup', design, color))
}

/** renderShareImage (the product's social card), in the pool. */
export async function renderShareImageInPool(input: {
  title: string
  priceCents: number
  picture: Buffer | null
}): Promise<Buffer> {
  return toBuffer(await runImageTask('renderShareImage', input))
}

/** The offline generator with both of its entry points in the pool. */
class PooledOfflineGenerator implements ImageGenerator {
  async generate(request: GenerateRequest): Promise<GeneratedImage> {
    const result = await runImageTask('offlineGenerate', request)
    return { ...result, png: toBuffer(result.png) }
  }

  async transform(request: TransformRequest): Promise<GeneratedImage> {
    const result = await runImageTask('offlineTransform', request)
    return { ...result, png: toBuffer(result.png) }
  }
}

/**
 * The configured generator, with the offline one (which draws locally, on the CPU) moved into the
 * pool. OpenAI's mostly waits on the network and stays where it is.
 */
export function getPooledImageGenerator(): ImageGenerator {
  const generator = getImageGenerator()
  return generator instanceof OfflineImageGenerator
    ? singleton('pooled-offline-generator', () => new PooledOfflineGenerator())
    : generator
}

/** renderPrintFile (a design at a print area's size, for the provider), in the pool. */
export async function renderPrintFileInPool(design: Buffer, area: { widthPx: number; heightPx: number }): Promise<Buffer> {
  return toBuffer(await runImageTask('renderPrintFile', design, area))
}
