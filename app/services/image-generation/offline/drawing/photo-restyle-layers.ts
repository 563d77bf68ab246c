// The built-up restyles of an uploaded photo (paper layers, an isometric block) and the pieces shared
// by the photo restyles (paper, a watercolour's ragged edge). Pure: buffers in, PNG buffers out.
import sharp from 'sharp'
import { inked, OUTPUT, svgOverlay } from './treatments.ts'

/** How many sheets of paper a Paper Cut-Out restyle is cut from (the backing sheet included). */
export const PAPER_LAYERS = 5
/**
 * A texture rendered once at 1024 px, enlarged for a restyle made larger: its grain keeps its size
 * relative to the picture, as the 1024-px restyle shows it.
 */
async function atSize(texture: Promise<Buffer>, size: number) {
  return size === OUTPUT
    ? texture
    : sharp(await texture)
        .resize(size, size)
        .png({ compressionLevel: 1 })
        .toBuffer()
}

/** How far each sheet's shadow falls (px of the 1024-px picture), down and to the right. */
const SHADOW = { left: 5, top: 7, blur: 5, opacity: 0.5 }

let paper: Promise<Buffer> | undefined
/** Warm paper with a fibre texture, multiplied over watercolour and cut paper (rendered once per process). */
export function paperTexture(size = OUTPUT) {
  paper ??= sharp(
    svgOverlay(
      `<rect width="${OUTPUT}" height="${OUTPUT}" fill="#fffaf0"/><rect width="${OUTPUT}" height="${OUTPUT}" filter="url(#p)"/>`,
      `<filter id="p"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="4"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 0.97  0 0 0 0 0.92  0 0 0 -0.6 1.1"/></filter>`,
    ),
  )
    .png()
    .toBuffer()
  return atSize(paper, size)
}

let grain: Promise<Buffer> | undefined
/** Pigment settled in the paper's tooth: blotchy mid-scale grain, multiplied over a watercolour's washes (rendered once). */
export function pigmentGrain(size = OUTPUT) {
  // Drawn at half size and enlarged (the grain is mid-scale): the filter costs four times less.
  const h = OUTPUT / 2
  grain ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${h}" height="${h}"><defs><filter id="g"><feTurbulence type="fractalNoise" baseFrequency="0.18" numOctaves="3" seed="9"/><feColorMatrix values="0 0 0 0 0.55  0 0 0 0 0.5  0 0 0 0 0.6  0 0 0 -0.9 0.45"/></filter></defs><rect width="${h}" height="${h}" fill="#fff"/><rect width="${h}" height="${h}" filter="url(#g)"/></svg>`,
    ),
  )
    .resize(OUTPUT, OUTPUT)
    .png()
    .toBuffer()
  return atSize(grain, size)
}

let ragged: Promise<Buffer> | undefined
/** A soft, irregular blot filling most of the square: where a watercolour's paint stops (rendered once). */
export function raggedEdge(size = OUTPUT) {
  // Drawn at a quarter of the size and enlarged: SVG filters cost seconds at full size, and the edge is soft anyway.
  const q = OUTPUT / 4
  ragged ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${q}" height="${q}"><defs><filter id="f" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="0.072" numOctaves="3" seed="5"/><feDisplacementMap in="SourceGraphic" scale="22" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="2.5"/></filter></defs><g filter="url(#f)"><rect x="17" y="17" width="222" height="222" rx="40" fill="#fff"/></g></svg>`,
    ),
  )
    .resize(OUTPUT, OUTPUT)
    .png()
    .toBuffer()
  return atSize(ragged, size)
}

/**
 * Layers of cut paper: the photo's lightness split into PAPER_LAYERS bands of equal area, each band
 * and everything darker cut from one sheet in the band's own colour, stacked light to dark, every
 * sheet casting a soft shadow on the ones under it.
 */
export async function cutPaperLayers(smoothed: Buffer, size = OUTPUT): Promise<Buffer> {
  const k = size / OUTPUT
  const small = OUTPUT / 4
  const { data: rgb } = await sharp(smoothed).resize(small, small).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  // Lightness at full size, blurred after the upscale so the cut lines are smooth curves.
  const lightness = await sharp(rgb, { raw: { width: small, height: small, channels: 3 } })
    .greyscale()
    .resize(size, size, { kernel: 'cubic' })
    .blur(2.5 * k)
    .raw()
    .toBuffer()
  const sorted = Uint8Array.from(lightness).sort()
  const cuts = Array.from(
    { length: PAPER_LAYERS - 1 },
    (_, i) => sorted[Math.floor((sorted.length * (PAPER_LAYERS - 1 - i)) / PAPER_LAYERS)],
  )
  // Each band's colour: the mean of its pixels (at the small size), lifted a little, as coloured paper is.
  const sums = Array.from({ length: PAPER_LAYERS }, () => [0, 0, 0, 0])
  for (let y = 0; y < small; y++) {
    for (let x = 0; x < small; x++) {
      const l = lightness[Math.floor((y * size) / small) * size + Math.floor((x * size) / small)]
      const band = cuts.filter((cut) => l <= cut).length
      const i = (y * small + x) * 3
      sums[band][0] += rgb[i]
      sums[band][1] += rgb[i + 1]
      sums[band][2] += rgb[i + 2]
      sums[band][3]++
    }
  }
  const colours = sums.map(([r, g, b, n]) => {
    const mean = [r, g, b].map((c) => (n ? c / n : 200))
    const grey = (mean[0] + mean[1] + mean[2]) / 3
    const [cr, cg, cb] = mean.map((c) => Math.max(0, Math.min(255, Math.round(grey + (c - grey) * 1.8 + 14))))
    return { r: cr, g: cg, b: cb }
  })
  const sheets = []
  for (let band = 1; band < PAPER_LAYERS; band++) {
    const mask = Buffer.alloc(size * size)
    const shadow = Buffer.alloc(size * size)
    const cut = cuts[band - 1]
    for (let i = 0; i < mask.length; i++) {
      if (lightness[i] <= cut) {
        mask[i] = 255
        shadow[i] = Math.round(255 * SHADOW.opacity)
      }
    }
    sheets.push(
      {
        input: await sharp(await inked(shadow, { r: 0, g: 0, b: 0 }, size))
          .blur(SHADOW.blur * k)
          .png()
          .toBuffer(),
        left: Math.round(SHADOW.left * k),
        top: Math.round(SHADOW.top * k),
      },
      { input: await inked(mask, colours[band], size) },
    )
  }
  return sharp({ create: { width: size, height: size, channels: 4, background: { ...colours[0], alpha: 1 } } })
    .composite([...sheets, { input: await paperTexture(size), blend: 'multiply' }])
    .png()
    .toBuffer()
}

/** The picture laid on the top face of an isometric block, with two shaded sides. */
export async function isometricBlock(image: Buffer, size = OUTPUT): Promise<Buffer> {
  // Rotate 45° and squash vertically to 0.577 (tan 30°): a square becomes the block's top rhombus.
  // Measured in pixels of a `size`-px picture (560 of 1024 across the top face).
  const k = size / OUTPUT
  const side = Math.round(560 * k)
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
  const left = Math.round((size - w) / 2)
  const y = Math.round((size - h) / 2 - 60 * k)
  const depth = 120 * k
  // The sides in the overlay's 1024 units: pixels divided by k.
  const u = (px: number) => px / k
  const base = svgOverlay(
    `<path d="M${u(left)},${u(y + h / 2)} L${OUTPUT / 2},${u(y + h)} L${OUTPUT / 2},${u(y + h + depth)} L${u(left)},${u(y + h / 2 + depth)} Z" fill="#5b4a7a"/>` +
      `<path d="M${u(left + w)},${u(y + h / 2)} L${OUTPUT / 2},${u(y + h)} L${OUTPUT / 2},${u(y + h + depth)} L${u(left + w)},${u(y + h / 2 + depth)} Z" fill="#3c2f57"/>`,
    '',
    size,
  )
  return sharp(base)
    .composite([{ input: top, left, top: y }])
    .png()
    .toBuffer()
}
