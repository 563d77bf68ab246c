import type { ImageTasks, MockupOptions } from '~/modules/design/index.server.ts'
import { renderMockup } from '~/modules/design/index.server.ts'
import type { PrintArea } from '~/modules/print/index.ts'
import { renderPrintFile } from '~/modules/print/index.server.ts'
import { renderShareImage } from '~/modules/product/index.server.ts'
import { cutOutSquare, getBackgroundRemover } from '~/services/background-removal/index.server.ts'
import { OfflineImageGenerator } from '~/services/image-generation/offline/offline.server.ts'
import type { GenerateRequest, TransformRequest } from '~/services/image-generation/types.ts'

// The CPU-heavy image work the worker threads run: the entry functions, called unchanged.
// Buffers arrive as Uint8Array (structured clone), so each task turns them back into Buffers.

const offline = new OfflineImageGenerator()
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

export const imageTasks = {
  offlineGenerate: (request: GenerateRequest) => offline.generate(request),
  offlineTransform: (request: TransformRequest) => offline.transform({ ...request, image: asBuffer(request.image) }),
  renderMockup: (design: Uint8Array, color: string, options?: MockupOptions) => renderMockup(asBuffer(design), color, options),
  renderShareImage: (input: { title: string; priceCents: number; picture: Uint8Array | null }) =>
    renderShareImage({ ...input, picture: input.picture ? asBuffer(input.picture) : null }),
  renderPrintFile: (design: Uint8Array, area: PrintArea) => renderPrintFile(asBuffer(design), area),
  // Given up at `deadline` (ms since the epoch): a task that waited past it in line starts no removal.
  cutOutBackground: (photo: Uint8Array, deadline?: number) =>
    cutOutSquare(getBackgroundRemover(), asBuffer(photo), {
      signal: deadline === undefined ? undefined : AbortSignal.timeout(Math.max(0, deadline - Date.now())),
    }),
} satisfies ImageTasks

export type ImageTaskName = keyof typeof imageTasks
