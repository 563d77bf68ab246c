import { OfflineImageGenerator } from '~/services/image-generation/offline/offline.server.ts'
import {
  GenerationError,
  type GeneratedImage,
  type GenerateRequest,
  type ImageGenerator,
  type TransformRequest,
} from '~/services/image-generation/types.ts'
import { BackgroundRemovalError } from '~/services/background-removal/types.ts'
import { backgroundRemovalTimeoutMs } from '~/services/background-removal/index.server.ts'
import { imagePool } from '~/lib/image-pool.server.ts'
import type { SerializedError } from '~/lib/worker-pool/pool.server.ts'
import { singleton } from '~/lib/singleton.server.ts'

// The domain's CPU-heavy image work (offline artwork, restyles, mockups, share cards, print files),
// each task sent to the pool of worker threads (app/lib/image-pool.server.ts) so the event loop keeps
// answering requests while designs are drawn.

function reviveError(error: SerializedError): Error {
  if (error.name === 'BackgroundRemovalError' && typeof error.fields.reason === 'string') {
    return new BackgroundRemovalError(error.fields.reason as BackgroundRemovalError['reason'], error.message)
  }
  if (error.name === 'GenerationError' && typeof error.fields.kind === 'string') {
    return new GenerationError(error.fields.kind as GenerationError['kind'], error.message)
  }
  return Object.assign(new Error(error.message), { name: error.name })
}

/**
 * The tasks the image threads run (app/server/image-tasks.ts maps each name to the domain function
 * and is checked against this list, so a renamed or reshaped task fails the type check there).
 * Buffers cross the thread boundary as Uint8Array (structured clone).
 */
/** Which mockup: the shirt size (the print's true scale) and the view. */
export interface MockupOptions {
  size?: string
  view?: 'front' | 'closeup' | 'back'
}

export interface ImageTasks {
  offlineGenerate(request: GenerateRequest): Promise<GeneratedImage>
  offlineTransform(request: TransformRequest): Promise<GeneratedImage>
  renderMockup(design: Uint8Array, color: string, options?: MockupOptions): Promise<Uint8Array>
  renderShareImage(input: { title: string; priceCents: number; picture: Uint8Array | null }): Promise<Uint8Array>
  renderPrintFile(design: Uint8Array, area: { widthPx: number; heightPx: number }): Promise<Uint8Array>
  /**
   * The upload cropped square as the restyles crop it, its background transparent (BackgroundRemovalError
   * if not), given up at `deadline` (ms since the epoch).
   */
  cutOutBackground(photo: Uint8Array, deadline?: number): Promise<Uint8Array>
}

type TaskName = keyof ImageTasks

/** Runs one task in the pool of image threads (app/server/image-worker.ts is the threads' entry). */
async function runImageTask<N extends TaskName>(task: N, ...args: Parameters<ImageTasks[N]>) {
  // Print files on their own thread: a shopper's work never queues behind an order's 300 DPI files.
  const pool = imagePool(reviveError, task === 'renderPrintFile' ? 'print' : 'interactive')
  if (!pool) throw new Error('image worker entry not found: build the store (npm run build) or run from its source tree')
  return pool.run<Awaited<ReturnType<ImageTasks[N]>>>(task, args)
}

const toBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** renderMockup (design onto a shirt of a size, seen from the front, close up or from the back), in the pool. */
export async function renderMockupInPool(design: Buffer, color: string, options: MockupOptions = {}): Promise<Buffer> {
  return toBuffer(await runImageTask('renderMockup', design, color, options))
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
 * The given generator (the configured one, made by the store's services), with the offline one (which
 * draws locally, on the CPU) moved into the pool. OpenAI's mostly waits on the network and stays where it is.
 */
export function pooledImageGenerator(generator: ImageGenerator): ImageGenerator {
  return generator instanceof OfflineImageGenerator
    ? singleton('pooled-offline-generator', () => new PooledOfflineGenerator())
    : generator
}

/** renderPrintFile (a design at a print area's size, for the provider), in the pool. */
export async function renderPrintFileInPool(design: Buffer, area: { widthPx: number; heightPx: number }): Promise<Buffer> {
  return toBuffer(await runImageTask('renderPrintFile', design, area))
}

/** cutOutBackground in the pool, given up after `timeoutMs` (BackgroundRemovalError 'timeout'). */
export async function cutOutBackgroundInPool(
  photo: Buffer,
  // The small model takes 20-45 s for a 1024 px photo on one busy core; past the configured limit
  // (90 s by default) the shopper is better served by the photo as it is. Read per call: tests shorten it.
  timeoutMs = backgroundRemovalTimeoutMs(),
): Promise<Buffer> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new BackgroundRemovalError('timeout', `Background removal took longer than ${timeoutMs / 1000} s`)),
      timeoutMs,
    )
  })
  try {
    // The thread gives the removal up at the same moment (its model process is killed, not left to
    // run on); the race also covers the time the task waits for a thread.
    return toBuffer(await Promise.race([runImageTask('cutOutBackground', photo, Date.now() + timeoutMs), timeout]))
  } finally {
    clearTimeout(timer)
  }
}
