import sharp from 'sharp'
import { OUTPUT, WATERCOLOR_WOBBLE } from '~/services/image-generation/offline/drawing/treatments.ts'

// The pixel work of Watercolor's print file (watercolor-print.server.ts), on straight RGBA buffers of
// one tile: the subjects' paint filter, laying one layer over another, and the wet-paint wobble.

/** A window of the design: its top-left corner in design units, and how many pixels a unit is. */
export interface Window {
  left: number
  top: number
  width: number
  height: number
  k: number
}

async function blurChannel(data: Buffer, width: number, height: number, sigma: number): Promise<Buffer> {
  // One channel in comes out as three (sharp converts to sRGB), so the first is taken back out.
  return sharp(data, { raw: { width, height, channels: 1 } })
    .blur(sigma)
    .extractChannel(0)
    .raw()
    .toBuffer()
}

/** A buffer that starts on a 4-byte boundary (the same one, or a copy), so whole pixels can be moved as words. */
function aligned(rgba: Buffer): Buffer {
  return rgba.byteOffset % 4 === 0 ? rgba : Buffer.from(rgba)
}

/** The pixels of an aligned RGBA buffer as 32-bit words. */
function words(rgba: Buffer): Uint32Array {
  return new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length / 4)
}

/**
 * The `paint` filter of illustration.ts in pixels: the subjects softened and lightened (colour × 0.8 +
 * 0.2, alpha × 0.92), with a pool of #3a2a4a at 35 % where a 1.5-unit-inner rim of their shape lies,
 * softened by 2 units. `pixels` is straight RGBA, changed in place.
 */
export async function paintFinish(pixels: Buffer, win: Window, soften: number): Promise<Buffer> {
  const { width, height, k } = win
  const n = width * height
  const alpha = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .extractChannel(3)
    .raw()
    .toBuffer()
  if (!alpha.some((a) => a !== 0)) return pixels
  const [soft, shrunk] = await Promise.all([
    sharp(pixels, { raw: { width, height, channels: 4 } })
      .blur(Math.max(0.3, soften))
      .raw()
      .toBuffer(),
    blurChannel(alpha, width, height, 1.5 * k),
  ])
  // The rim: the shape where the shrunk shape (blurred alpha above 95 %) is not.
  const edge = Buffer.alloc(n)
  for (let i = 0; i < n; i++) {
    const a = alpha[i]
    if (a === 0) continue
    const inner = Math.min(255, Math.max(0, 20 * shrunk[i] - 19 * 255))
    edge[i] = (a * (255 - inner) + 127) / 255
  }
  const pool = await blurChannel(edge, width, height, 2 * k)
  for (let i = 0, o = 0; i < n; i++, o += 4) {
    const la = soft[o + 3] * (0.92 / 255)
    const pa = pool[i] * (0.35 / 255)
    if (la === 0 && pa === 0) {
      pixels[o] = pixels[o + 1] = pixels[o + 2] = pixels[o + 3] = 0
      continue
    }
    // The pool over the light wash, in straight colour.
    const lw = la * (1 - pa)
    const a = pa + lw
    const p = pa / a
    const l = lw / a
    pixels[o] = 0x3a * p + (soft[o] * 0.8 + 51) * l + 0.5
    pixels[o + 1] = 0x2a * p + (soft[o + 1] * 0.8 + 51) * l + 0.5
    pixels[o + 2] = 0x4a * p + (soft[o + 2] * 0.8 + 45.9) * l + 0.5
    pixels[o + 3] = a * 255 + 0.5
  }
  return pixels
}

/** Straight RGBA `top` over `bottom` (the result is `bottom`, or its aligned copy). */
export function over(under: Buffer, top: Buffer) {
  const bottom = aligned(under)
  const bottomWords = words(bottom)
  const topWords = words(aligned(top))
  for (let i = 0, o = 0; i < bottomWords.length; i++, o += 4) {
    const ta = top[o + 3]
    if (ta === 0) continue
    if (ta === 255) {
      bottomWords[i] = topWords[i]
      continue
    }
    const t = ta / 255
    const b = (bottom[o + 3] / 255) * (1 - t)
    const a = t + b
    for (let c = 0; c < 3; c++) bottom[o + c] = (top[o + c] * t + bottom[o + c] * b) / a + 0.5
    bottom[o + 3] = a * 255 + 0.5
  }
  return bottom
}

/** A rectangle of pixels inside a window. */
interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The pixels of `part` of the window, each taken from a neighbour up to WATERCOLOR_WOBBLE units away
 * along the preview's smooth noise (bilinear on its 1024 grid), as the preview's wet-paint wobble.
 */
export function wobbleWindow(pixels: Buffer, win: Window, noise: Float32Array, part: Rect): Buffer {
  const { width, height, k } = win
  const from = words(aligned(pixels))
  const out = Buffer.alloc(part.width * part.height * 4)
  const to = words(out)
  const reach = WATERCOLOR_WOBBLE * k
  // Per row: the noise's two channels at each grid column, already interpolated down to this row.
  const firstColumn = Math.max(0, Math.floor(win.left + part.x / k))
  const lastColumn = Math.min(OUTPUT - 1, Math.ceil(win.left + (part.x + part.width) / k) + 1)
  const row = new Float32Array((lastColumn - firstColumn + 1) * 2)
  for (let y = 0; y < part.height; y++) {
    const v = Math.min(OUTPUT - 1.001, Math.max(0, win.top + (part.y + y) / k))
    const y0 = Math.floor(v)
    const fy = v - y0
    for (let c = firstColumn, j = 0; c <= lastColumn; c++, j += 2) {
      const a = (y0 * OUTPUT + c) * 2
      const b = a + OUTPUT * 2
      row[j] = noise[a] * (1 - fy) + noise[b] * fy
      row[j + 1] = noise[a + 1] * (1 - fy) + noise[b + 1] * fy
    }
    const sy0 = part.y + y
    for (let x = 0; x < part.width; x++) {
      const u = Math.min(lastColumn - 0.001, Math.max(firstColumn, win.left + (part.x + x) / k))
      const x0 = Math.floor(u)
      const fx = u - x0
      const j = (x0 - firstColumn) * 2
      const nx = row[j] * (1 - fx) + row[j + 2] * fx
      const ny = row[j + 1] * (1 - fx) + row[j + 3] * fx
      const sx = Math.min(width - 1, Math.max(0, Math.round(part.x + x + nx * reach)))
      const sy = Math.min(height - 1, Math.max(0, Math.round(sy0 + ny * reach)))
      to[y * part.width + x] = from[sy * width + sx]
    }
  }
  return out
}
