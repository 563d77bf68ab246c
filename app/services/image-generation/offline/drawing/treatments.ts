// Pixel treatments of the offline generator: finishing a drawn illustration, and the pixel tools the
// photo restyles share (photo-restyles.ts). Pure: buffers and parameters in, a PNG buffer out (no config, no I/O),
// so they can run in a worker thread.
import sharp from 'sharp'
import type { Style } from '../../styles.ts'
import { luminance, seededRandom } from './svg.ts'

export const OUTPUT = 1024
/** Watercolor's wet-paint wobble (pixels of the 1024-px picture) and its softening blur (sigma). */
export const WATERCOLOR_WOBBLE = 22
export const WATERCOLOR_BLUR = 1.1
/** Cyberpunk's scanlines: one 2-unit line every 6 units of the 1024-unit picture. */
export const SCANLINE_PERIOD = 6

/**
 * An SVG overlay drawn in the 1024-unit picture and rendered `size` px square, so a restyle made at
 * a larger size draws the same overlay at its own resolution.
 */
export function svgOverlay(body: string, defs = '', size = OUTPUT) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${OUTPUT} ${OUTPUT}"><defs>${defs}</defs>${body}</svg>`,
  )
}

/** Dark ink on light shirts, light ink on dark ones. */
export function inkFor(shirtHex: string) {
  return luminance(shirtHex) > 0.55 ? { r: 24, g: 24, b: 30 } : { r: 246, g: 244, b: 238 }
}

/** A Laplacian: what differs from its neighbours (an edge) stands out, flat areas go to 0. */
const EDGES = { width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1] }

/**
 * The outlines of an image as a one-channel mask (255 = line): grey edges of the colour regions,
 * thickened a little, thresholded so flat areas leave no ink.
 */
export async function lineMask(image: Buffer, { threshold = 40, blur = 1, thicken = true, bold = false } = {}): Promise<Buffer> {
  // Transparent areas count as white, so a subject's silhouette is an edge too.
  const flat = await sharp(image)
    .resize(OUTPUT, OUTPUT, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .blur(blur)
    .toBuffer()
  // Edges of each colour channel, joined: two colours of equal lightness still get a line between them.
  // sharp runs a pipeline's operations in its own fixed order, so each step is its own pipeline.
  const edges = await sharp(flat).convolve(EDGES).toBuffer()
  const colourLines = await sharp(edges)
    .threshold(threshold, { greyscale: false })
    .bandbool('or')
    .extractChannel(0)
    .raw()
    .toBuffer()
  // The silhouette from the alpha channel too: a subject as pale as the paper (glass, snow, a white ghost) keeps its
  // outline though its colours barely differ from white.
  const alpha = await sharp(image)
    .resize(OUTPUT, OUTPUT, { fit: 'fill' })
    .ensureAlpha()
    .extractChannel(3)
    .blur(blur)
    .convolve(EDGES)
    .raw()
    .toBuffer()
  const joined = Buffer.from(colourLines)
  for (let i = 0; i < joined.length; i++) if (alpha[i] >= threshold * 2) joined[i] = 255
  const lines = await sharp(joined, { raw: { width: OUTPUT, height: OUTPUT, channels: 1 } })
    .png()
    .toBuffer()
  if (!thicken) return sharp(lines).extractChannel(0).raw().toBuffer()
  // Thickened by blurring and thresholding again (sharp's dilate treats black as the foreground).
  const soft = await sharp(lines).blur(0.9).toBuffer()
  if (!bold) return sharp(soft).threshold(50).extractChannel(0).raw().toBuffer()
  // Bold: thickened once more, about twice as wide.
  const thick = await sharp(soft).threshold(50).toBuffer()
  const bolder = await sharp(thick).blur(2.4).toBuffer()
  return sharp(bolder).threshold(36).extractChannel(0).raw().toBuffer()
}

/**
 * How Line Art traces its subjects on a shirt: light ink on a dark shirt reads thinner and paler than dark ink on
 * a light one, so on dark shirts the lines are drawn bold.
 */
export const lineArtTrace = (shirtHex: string) => ({ threshold: 28, bold: luminance(shirtHex) <= 0.55 })

/** A one-colour picture (the ink) whose alpha is the mask (`size` px square). */
export async function inked(mask: Buffer, ink: { r: number; g: number; b: number }, size = OUTPUT) {
  return sharp({ create: { width: size, height: size, channels: 3, background: ink } })
    .joinChannel(mask, { raw: { width: size, height: size, channels: 1 } })
    .png()
    .toBuffer()
}

let grain: Promise<Buffer> | undefined
function paperGrain() {
  grain ??= sharp(
    svgOverlay(
      `<rect width="${OUTPUT}" height="${OUTPUT}" filter="url(#p)"/>`,
      `<filter id="p" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/><feColorMatrix values="0 0 0 0 0.3  0 0 0 0 0.25  0 0 0 0 0.2  0 0 0 0.16 0"/></filter>`,
    ),
  )
    .png()
    .toBuffer()
  return grain
}

/** Scanline rects across the 1024-unit picture (SVG body), drawn over Cyberpunk designs. */
export function scanlineRects(color = '#00f0ff', opacity = 0.12) {
  return Array.from(
    { length: OUTPUT / SCANLINE_PERIOD },
    (_, i) => `<rect y="${i * SCANLINE_PERIOD}" width="${OUTPUT}" height="2" fill="${color}" opacity="${opacity}"/>`,
  ).join('')
}

function scanlines(color = '#00f0ff', opacity = 0.12) {
  return svgOverlay(scanlineRects(color, opacity))
}

/**
 * Finishes a rendered illustration (PNG) in pixels where its style needs it: Line Art traces the
 * subjects' outlines, Watercolor gets paper grain, Cyberpunk scanlines, Hyper-realistic crisp detail.
 */
export async function finishIllustration(
  style: Style,
  rendered: Buffer,
  subjectsOnly: Buffer,
  shirtHex: string,
): Promise<Buffer> {
  switch (style) {
    case 'Line Art': {
      const lines = await inked(await lineMask(subjectsOnly, lineArtTrace(shirtHex)), inkFor(shirtHex))
      return sharp(rendered)
        .composite([{ input: lines }])
        .png()
        .toBuffer()
    }
    case 'Watercolor':
      return sharp(await wobble(rendered, WATERCOLOR_WOBBLE, 'watercolor'))
        .blur(WATERCOLOR_BLUR)
        .composite([{ input: await paperGrain(), blend: 'atop' }])
        .png()
        .toBuffer()
    case 'Cyberpunk':
      return sharp(rendered)
        .composite([{ input: scanlines(), blend: 'atop' }])
        .png()
        .toBuffer()
    case 'Hyper-realistic':
      return sharp(rendered).sharpen({ sigma: 1.2 }).png().toBuffer()
    default:
      return rendered
  }
}

/** Smooth seeded noise in [-1, 1], two values per pixel (x and y), from a coarse random grid upscaled. */
async function smoothNoise(seed: string, cells: number): Promise<Float32Array> {
  const random = seededRandom(seed)
  const coarse = Buffer.alloc(cells * cells * 3)
  for (let i = 0; i < coarse.length; i++) coarse[i] = Math.floor(random.next() * 256)
  const { data } = await sharp(coarse, { raw: { width: cells, height: cells, channels: 3 } })
    .resize(OUTPUT, OUTPUT, { kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const out = new Float32Array(OUTPUT * OUTPUT * 2)
  for (let i = 0, j = 0; i < data.length; i += 3, j += 2) {
    out[j] = data[i] / 127.5 - 1
    out[j + 1] = data[i + 1] / 127.5 - 1
  }
  return out
}

const noiseCache = new Map<string, Promise<Float32Array>>()
/** The wobble's noise over the 1024-px picture: two values (x, y) per pixel in [-1, 1]. */
export function noiseFor(seed: string) {
  let noise = noiseCache.get(seed)
  if (!noise) {
    // Two octaves: broad drifts and a finer ripple.
    noise = Promise.all([smoothNoise(`${seed}-1`, 12), smoothNoise(`${seed}-2`, 48)]).then(([a, b]) =>
      a.map((v, i) => v * 0.75 + b[i] * 0.25),
    )
    noiseCache.set(seed, noise)
  }
  return noise
}

/**
 * Every pixel moved by smooth noise up to `scale` px: edges wobble the way wet paint bleeds. At a
 * `size` above 1024 the same noise is read at the picture's scale (each noise cell covers more pixels).
 */
export async function wobble(image: Buffer, scale: number, seed: string, size = OUTPUT): Promise<Buffer> {
  const { data, info } = await sharp(image)
    .resize(size, size, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const noise = await noiseFor(seed)
  const toNoise = OUTPUT / size
  const out = Buffer.alloc(data.length)
  for (let y = 0; y < size; y++) {
    const row = Math.min(OUTPUT - 1, Math.floor(y * toNoise)) * OUTPUT
    for (let x = 0; x < size; x++) {
      const n = (row + Math.min(OUTPUT - 1, Math.floor(x * toNoise))) * 2
      const sx = Math.min(size - 1, Math.max(0, Math.round(x + noise[n] * scale)))
      const sy = Math.min(size - 1, Math.max(0, Math.round(y + noise[n + 1] * scale)))
      data.copy(out, (y * size + x) * 4, (sy * size + sx) * 4, (sy * size + sx) * 4 + 4)
    }
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer()
}
