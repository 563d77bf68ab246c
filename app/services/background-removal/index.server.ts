import sharp from 'sharp'
import { getConfig } from '~/lib/config.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import { NoBackgroundRemover } from './none.ts'
import { modelFolderUrl, OnnxBackgroundRemover } from './onnx.server.ts'
import { CUTOUT_SIZE, type BackgroundRemover } from './types.ts'

export { type BackgroundRemover } from './types.ts'

/** How long a removal may take before the upload goes on with its background (BACKGROUND_REMOVAL_TIMEOUT_MS). */
export function backgroundRemovalTimeoutMs(): number {
  // Read per call, past the cached configuration: an operator's slow host lengthens it, a test shortens it.
  return Number(process.env.BACKGROUND_REMOVAL_TIMEOUT_MS) || getConfig().BACKGROUND_REMOVAL_TIMEOUT_MS
}
export { NoBackgroundRemover } from './none.ts'
export { modelFolderUrl, OnnxBackgroundRemover } from './onnx.server.ts'

/**
 * The offline model when its package is installed, else "none". BACKGROUND_REMOVAL=off turns it off
 * (a host too small for the model's ~1 GB while it runs).
 */
export function getBackgroundRemover(): BackgroundRemover {
  // One per process, shared by the server, the Remix build and the worker (each holds its own copy of
  // this module); the domain's image work asks for it here, routes never do (ESLint, ADR 170).
  return singleton('background-remover', () => {
    const folder = getConfig().BACKGROUND_REMOVAL === 'off' ? null : modelFolderUrl()
    return folder ? new OnnxBackgroundRemover(folder) : new NoBackgroundRemover()
  })
}

/**
 * The upload as the restyles will see it (turned upright, cropped to a CUTOUT_SIZE square the way
 * they crop), with its background made transparent. Cutting the square, not the whole photo, means
 * the cut-out's alpha lines up pixel for pixel with the restyled picture.
 */
export async function cutOutSquare(
  remover: BackgroundRemover,
  photo: Buffer,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Buffer> {
  const square = await sharp(photo)
    .rotate()
    .resize(CUTOUT_SIZE, CUTOUT_SIZE, { fit: 'cover', position: 'attention' })
    .removeAlpha()
    .png()
    .toBuffer()
  return firmEdges(await remover.remove(square, { signal }))
}

/**
 * The model leaves a faint haze (alpha up to ~50, in specks up to ~150) on plain walls and soft
 * fringes: printed, that is a grey veil and dust on the shirt. The alpha is median-filtered (specks
 * go, edges stay), then below 80 becomes 0 and above 208 becomes 255, stretched between.
 */
async function firmEdges(cutout: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(cutout).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const alpha = Buffer.alloc(info.width * info.height)
  for (let i = 0; i < alpha.length; i++) alpha[i] = data[i * 4 + 3]
  const smooth = await sharp(alpha, { raw: { width: info.width, height: info.height, channels: 1 } })
    .median(7)
    .toColourspace('b-w')
    .raw()
    .toBuffer()
  for (let i = 0; i < smooth.length; i++) data[i * 4 + 3] = Math.max(0, Math.min(255, Math.round((smooth[i] - 80) * 2)))
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer()
}

/** `picture` kept only where `cutout` is opaque (the cut-out's alpha, stretched to the picture's size). */
export async function keepCutout(picture: Buffer, cutout: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(picture).metadata()
  const mask = await sharp(cutout).ensureAlpha().resize(width, height, { fit: 'fill' }).png().toBuffer()
  return sharp(picture)
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer()
}
