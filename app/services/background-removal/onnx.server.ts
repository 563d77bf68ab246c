import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { BackgroundRemovalError, type BackgroundRemover } from './types.ts'

// @imgly/background-removal-node: an ONNX segmentation model run by onnxruntime-node on the CPU. Its
// model files ship inside the package (dist/, listed by dist/resources.json); the library loads them
// from `publicPath`, which we always set to that folder as a file:// URL, so nothing is ever fetched
// from the network (its own default is resolved from the current directory, and its README's is a CDN).

const PACKAGE = '@imgly/background-removal-node'

/** The package's dist/ folder as a file:// URL ending in "/", or null when the package is not installed. */
export function modelFolderUrl(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve(PACKAGE)
    return `${pathToFileURL(path.dirname(entry)).href}/`
  } catch {
    return null
  }
}

/**
 * The small (quantised, 44 MB) model: the medium one (88 MB) doubles the memory and the time for
 * edges that a restyle redraws anyway.
 */
export class OnnxBackgroundRemover implements BackgroundRemover {
  readonly name = 'onnx' as const

  constructor(
    private readonly publicPath: string,
    private readonly model: 'small' | 'medium' = 'small',
  ) {}

  async remove(image: Buffer): Promise<Buffer> {
    try {
      // Decoded and re-encoded by our own sharp first: the library reads the type from the Blob.
      const png = await sharp(image).rotate().png().toBuffer()
      const { removeBackground } = await import('@imgly/background-removal-node')
      const blob = await removeBackground(new Blob([png], { type: 'image/png' }), {
        publicPath: this.publicPath,
        model: this.model,
        output: { format: 'image/png', quality: 1 },
      })
      return Buffer.from(await blob.arrayBuffer())
    } catch (error) {
      throw new BackgroundRemovalError('failed', `Background removal failed: ${(error as Error).message}`)
    }
  }
}
