import { getImageGenerator } from '~/services/image-generation/index.server.ts'
import { OfflineImageGenerator } from '~/services/image-generation/offline.server.ts'
import {
  GenerationError,
  type GeneratedImage,
  type GenerateRequest,
  type ImageGenerator,
  type TransformRequest,
} from '~/services/image-generation/types.ts'
import { imagePool } from '~/lib/image-pool.server.ts'
import type { SerializedError } from '~/lib/worker-pool/pool.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import type { ImageTaskName, imageTasks } from './tasks.ts'

// The domain's CPU-heavy image work (offline artwork, restyles, mockups, share cards, print files),
// each task sent to the pool of worker threads (app/lib/image-pool.server.ts) so the event loop keeps
// answering requests while designs are drawn.

function reviveError(error: SerializedError): Error {
  if (error.name === 'GenerationError' && typeof error.fields.kind === 'string') {
    return new GenerationError(error.fields.kind as GenerationError['kind'], error.message)
  }
  return Object.assign(new Error(error.message), { name: error.name })
}

type Tasks = typeof imageTasks

type TaskResult<N extends ImageTaskName> = Awaited<ReturnType<Tasks[N]>>

async function runImageTask<N extends ImageTaskName>(task: N, ...args: Parameters<Tasks[N]>): Promise<TaskResult<N>> {
  const pool = imagePool(reviveError)
  if (pool) return pool.run<TaskResult<N>>(task, args)
  const { imageTasks } = await import('./tasks.ts')
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
