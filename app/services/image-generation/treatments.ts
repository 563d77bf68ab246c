// Pixel treatments of the offline generator: finishing a drawn illustration, and restyling an
// uploaded photo per style. Pure: buffers and parameters in, a PNG buffer out (no config, no I/O),
// so they can run in a worker thread.
import sharp from 'sharp'
import type { Style } from './styles.ts'
import { luminance, seededRandom } from './svg.ts'

export const OUTPUT = 1024
/** Watercolor's wet-paint wobble (pixels of the 1024-px picture) and its softening blur (sigma). */
export const WATERCOLOR_WOBBLE = 22
export const WATERCOLOR_BLUR = 1.1
/** Cyberpunk's scanlines: one 2-unit line every 6 units of the 1024-unit picture. */
export const SCANLINE_PERIOD = 6

function svgOverlay(body: string, defs = '') {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OUTPUT}" height="${OUTPUT}"><defs>${defs}</defs>${body}</svg>`,
  )
}

/** Dark ink on light shirts, light ink on dark ones. */
export function inkFor(shirtHex: string) {
  return luminance(shirtHex) > 0.55 ? { r: 24, g: 24, b: 30 } : { r: 246, g: 244, b: 238 }
}

/**
 * The outlines of an image as a one-channel mask (255 = line): grey edges of the colour regions,
 * thickened a little, thresholded so flat areas leave no ink.
 */
export async function lineMask(image: Buffer, { threshold = 40, blur = 1, thicken = true } = {}): Promise<Buffer> {
  // Transparent areas count as white, so a subject's silhouette is an edge too.
  const flat = await sharp(image)
    .resize(OUTPUT, OUTPUT, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .blur(blur)
    .toBuffer()
  // Edges of each colour channel, joined: two colours of equal lightness still get a line between them.
  // sharp runs a pipeline's operations in its own fixed order, so each step is its own pipeline.
  const edges = await sharp(flat)
    .convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1] })
    .toBuffer()
  const lines = await sharp(edges).threshold(threshold, { greyscale: false }).bandbool('or').toBuffer()
  if (!thicken) return sharp(lines).extractChannel(0).raw().toBuffer()
  // Thickened by blurring and thresholding again (sharp's dilate treats black as the foreground).
  const soft = await sharp(lines).blur(0.9).toBuffer()
  return sharp(soft).threshold(50).extractChannel(0).raw().toBuffer()
}

/** A one-colour picture (the ink) whose alpha is the mask. */
async function inked(mask: Buffer, ink: { r: number; g: number; b: number }) {
  return sharp({ create: { width: OUTPUT, height: OUTPUT, channels: 3, background: ink } })
    .joinChannel(mask, { raw: { width: OUTPUT, height: OUTPUT, channels: 1 } })
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
      const lines = await inked(await lineMask(subjectsOnly, { threshold: 28 }), inkFor(shirtHex))
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

/** Every pixel moved by smooth noise up to `scale` px: edges wobble the way wet paint bleeds. */
export async function wobble(image: Buffer, scale: number, seed: string): Promise<Buffer> {
  const { data, info } = await sharp(image)
    .resize(OUTPUT, OUTPUT, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const noise = await noiseFor(seed)
  const out = Buffer.alloc(data.length)
  for (let y = 0; y < OUTPUT; y++) {
    for (let x = 0; x < OUTPUT; x++) {
      const n = (y * OUTPUT + x) * 2
      const sx = Math.min(OUTPUT - 1, Math.max(0, Math.round(x + noise[n] * scale)))
      const sy = Math.min(OUTPUT - 1, Math.max(0, Math.round(y + noise[n + 1] * scale)))
      data.copy(out, (y * OUTPUT + x) * 4, (sy * OUTPUT + sx) * 4, (sy * OUTPUT + sx) * 4 + 4)
    }
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer()
}

/**
 * Halftone dots: the picture sampled on a grid, each cell a dot whose size follows its darkness,
 * in one ink colour (one screen, as a single-colour print).
 */
export async function halftone(image: Buffer, ink: string, cell = 14): Promise<Buffer> {
  const n = Math.floor(OUTPUT / cell)
  const { data } = await sharp(image)
    .resize(n, n, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .normalise()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let dots = ''
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const darkness = 1 - data[y * n + x] / 255
      if (darkness < 0.06) continue
      // Alternate rows are offset by half a cell, as a 45-degree screen would be.
      const cx = x * cell + cell / 2 + (y % 2 ? cell / 2 : 0)
      dots += `<circle cx="${cx}" cy="${y * cell + cell / 2}" r="${(Math.sqrt(darkness) * cell * 0.62).toFixed(1)}"/>`
    }
  }
  return sharp(svgOverlay(`<g fill="${ink}">${dots}</g>`))
    .png()
    .toBuffer()
}

/** Per-style treatment of an uploaded photo (any size; returns a 1024-square RGBA PNG, not yet masked). */
export async function restyleUpload(photo: Buffer, style: Style, shirtHex: string): Promise<Buffer> {
  const image = await sharp(photo)
    .rotate()
    .resize(OUTPUT, OUTPUT, { fit: 'cover', position: 'attention' })
    .removeAlpha()
    .toBuffer()
  const img = () => sharp(image)
  // Flattened colour areas (a median filter), computed at half size: a wide median at full size
  // costs seconds, and the areas are smooth anyway.
  const smoothCache = new Map<number, Promise<Buffer>>()
  const smooth = (window: number) => {
    let result = smoothCache.get(window)
    if (!result) {
      result = sharp(image)
        .resize(OUTPUT / 2, OUTPUT / 2)
        .median(Math.max(3, Math.round(window / 2) | 1))
        .toBuffer()
        .then((half) => sharp(half).resize(OUTPUT, OUTPUT).toBuffer())
      smoothCache.set(window, result)
    }
    return result
  }
  const ink = inkFor(shirtHex)
  const inkHex = `#${[ink.r, ink.g, ink.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
  switch (style) {
    case 'Flat Design':
      // Posterised: flattened areas of a few solid colours with a dark outline between them.
      return sharp(
        await sharp(
          await sharp(await smooth(9))
            .modulate({ saturation: 1.5 })
            .png({ palette: true, colors: 6, dither: 0 })
            .toBuffer(),
        )
          .toColourspace('srgb')
          .toBuffer(),
      )
        .composite([{ input: await inked(await lineMask(await smooth(9), { threshold: 70 }), { r: 30, g: 30, b: 40 }) }])
        .png()
        .toBuffer()
    case 'Minimalist':
      // One ink, one screen: a halftone of the photo.
      return halftone(await smooth(5), inkHex, 16)
    case 'Line Art':
      // Outlines of the photo's flattened colour areas (median first, so texture leaves no lines).
      return inked(await lineMask(await smooth(7), { threshold: 24, blur: 1.2 }), ink)
    case 'Watercolor': {
      // Soft colour washes that bleed (every edge wobbles), pigment pooled at the edges, paper grain.
      const wash = await wobble(
        await sharp(await smooth(11))
          .blur(3)
          .modulate({ saturation: 1.35, brightness: 1.12 })
          .toBuffer(),
        18,
        'upload-wash',
      )
      const edges = await inked(await lineMask(await smooth(11), { threshold: 30, blur: 2 }), { r: 70, g: 60, b: 90 })
      const pooled = await sharp(await wobble(edges, 18, 'upload-wash'))
        .blur(2.5)
        .toBuffer()
      return sharp(wash)
        .composite([
          { input: pooled, blend: 'multiply' },
          { input: await paperTexture(), blend: 'multiply' },
        ])
        .png()
        .toBuffer()
    }
    case 'Cyberpunk': {
      // Magenta-to-cyan duotone, neon edges and scanlines.
      const duotone = await img()
        .greyscale()
        .normalise()
        .toColourspace('srgb')
        .recomb([
          [1.0, 0.0, 0.25],
          [0.15, 0.45, 0.3],
          [0.55, 0.35, 1.1],
        ])
        .toBuffer()
      const edges = await inked(await lineMask(image, { threshold: 70, blur: 1.5 }), { r: 0, g: 240, b: 255 })
      return sharp(duotone)
        .composite([
          { input: await sharp(edges).blur(3).toBuffer(), blend: 'screen' },
          { input: edges, blend: 'screen' },
          { input: scanlines('#000000', 0.35) },
        ])
        .png()
        .toBuffer()
    }
    case 'Isometric':
      return isometricTile(
        await sharp(await smooth(5))
          .modulate({ saturation: 1.3 })
          .png({ palette: true, colors: 16, dither: 0 })
          .toBuffer(),
      )
    case 'Paper Cut-Out': {
      // Five flat paper colours; every boundary casts a small shadow down and to the right.
      const cut = await sharp(
        await sharp(await smooth(15))
          .png({ palette: true, colors: 5, dither: 0 })
          .toBuffer(),
      )
        .toColourspace('srgb')
        .removeAlpha()
        .toBuffer()
      const edges = await inked(await lineMask(cut, { threshold: 20, blur: 0.5 }), { r: 0, g: 0, b: 0 })
      const shadow = await sharp(edges).blur(3).toBuffer()
      return sharp(cut)
        .composite([
          { input: shadow, left: 0, top: 0, blend: 'multiply' },
          { input: svgOverlay(`<rect width="${OUTPUT}" height="${OUTPUT}" fill="#fff" opacity="0.06"/>`) },
        ])
        .png()
        .toBuffer()
    }
    case 'Studio Lighting':
      return img()
        .greyscale()
        .linear(1.35, -30)
        .toColourspace('srgb')
        .composite([
          {
            input: svgOverlay(
              `<rect width="${OUTPUT}" height="${OUTPUT}" fill="url(#v)"/>`,
              `<radialGradient id="v" cx="0.42" cy="0.35" r="0.75"><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.9"/></radialGradient>`,
            ),
          },
        ])
        .png()
        .toBuffer()
    case 'Hyper-realistic':
      return img().sharpen({ sigma: 1.6, m1: 1.5, m2: 3 }).modulate({ saturation: 1.25 }).linear(1.12, -10).png().toBuffer()
    case 'Ghibli-inspired': {
      // Painted look: flattened, warm and bright, with soft dark outlines.
      const painted = await sharp(await smooth(9))
        .modulate({ saturation: 1.4, brightness: 1.12, hue: 8 })
        .toBuffer()
      const outline = await inked(await lineMask(await smooth(9), { threshold: 80, blur: 2 }), { r: 60, g: 50, b: 40 })
      return sharp(painted)
        .composite([
          {
            input: svgOverlay(`<rect width="${OUTPUT}" height="${OUTPUT}" fill="#ffe1a8" opacity="0.35"/>`),
            blend: 'soft-light',
          },
          { input: await sharp(outline).blur(0.8).toBuffer(), blend: 'multiply' },
        ])
        .png()
        .toBuffer()
    }
  }
}

/** The picture laid on the top face of an isometric block, with two shaded sides. */
async function isometricTile(image: Buffer): Promise<Buffer> {
  // Rotate 45° and squash vertically to 0.577 (tan 30°): a square becomes the block's top rhombus.
  const side = 560
  const top = await sharp(image)
    .resize(side, side)
    .ensureAlpha()
    .affine(
      [
        [Math.SQRT1_2, -Math.SQRT1_2],
        [Math.SQRT1_2 * 0.577, Math.SQRT1_2 * 0.577],
      ],
      { background: { r: 0, g: 0, b: 0, alpha: 0 } },
    )
    .png()
    .toBuffer()
  const meta = await sharp(top).metadata()
  const w = meta.width ?? 0
  const h = meta.height ?? 0
  const left = Math.round((OUTPUT - w) / 2)
  const y = Math.round((OUTPUT - h) / 2) - 60
  const depth = 120
  const base = svgOverlay(
    `<path d="M${left},${y + h / 2} L${OUTPUT / 2},${y + h} L${OUTPUT / 2},${y + h + depth} L${left},${y + h / 2 + depth} Z" fill="#5b4a7a"/>` +
      `<path d="M${left + w},${y + h / 2} L${OUTPUT / 2},${y + h} L${OUTPUT / 2},${y + h + depth} L${left + w},${y + h / 2 + depth} Z" fill="#3c2f57"/>`,
  )
  return sharp(base)
    .composite([{ input: top, left, top: y }])
    .png()
    .toBuffer()
}

let paper: Promise<Buffer> | undefined
/** Warm paper with a fibre texture, multiplied under watercolour (rendered once per process). */
function paperTexture() {
  paper ??= sharp(
    svgOverlay(
      `<rect width="${OUTPUT}" height="${OUTPUT}" fill="#fffaf0"/><rect width="${OUTPUT}" height="${OUTPUT}" filter="url(#p)"/>`,
      `<filter id="p"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="4"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 0.97  0 0 0 0 0.92  0 0 0 -0.6 1.1"/></filter>`,
    ),
  )
    .png()
    .toBuffer()
  return paper
}
