// Restyles of an uploaded photo: each of the ten styles drawn from the photo's own shapes and colours
// with sharp operations (median, palette quantisation, convolution, thresholds, recombination and
// composites of generated SVG), so each is recognisably its style and takes well under 1.5 s.
// Pure: a buffer in, a square RGBA PNG out (no config, no I/O), so it runs in an image thread.
// Tuned at 1024 px; made at a larger `size`, every distance in pixels (blurs, medians, offsets, tiles)
// grows with it, so the picture looks the same and has the upload's own detail.
import sharp, { type Sharp } from 'sharp'
import { cutPaperLayers, isometricBlock, paperTexture, pigmentGrain, raggedEdge } from './photo-restyle-layers.ts'
import type { Style } from '../../styles.ts'
import { inked, inkFor, OUTPUT, scanlineRects, svgOverlay, wobble } from './treatments.ts'

/** How many flat colours the posterised styles keep. */
export const FLAT_DESIGN_COLOURS = 6
export const GHIBLI_COLOURS = 12
export const MINIMALIST_TONES = 3

/** An odd window of `px` pixels of the 1024-px picture at scale `k` (medians take odd sizes), at least `least`. */
const odd = (px: number, k: number, least = 3) => Math.max(least, Math.round(px * k) | 1)

/** Lossless intermediate (sharp keeps the input's format otherwise: a JPEG upload would be re-encoded at every step). */
const keep = (image: Sharp) => image.png({ compressionLevel: 1 }).toBuffer()

/**
 * The photo's areas flattened to at most `colours` solid colours: a palette chosen on a small copy
 * (palette quantisation, whose most used entries are kept), then every pixel given its nearest entry.
 */
export async function posterise(image: Buffer, colours: number): Promise<Buffer> {
  const palette = await paletteOf(image, colours)
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const nearest = new Map<number, number>()
  const out = Buffer.alloc(data.length)
  for (let i = 0; i < data.length; i += 3) {
    const key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
    let best = nearest.get(key)
    if (best === undefined) {
      let bestDistance = Infinity
      for (let p = 0; p < palette.length; p += 3) {
        const distance = (data[i] - palette[p]) ** 2 + (data[i + 1] - palette[p + 1]) ** 2 + (data[i + 2] - palette[p + 2]) ** 2
        if (distance < bestDistance) {
          bestDistance = distance
          best = p
        }
      }
      nearest.set(key, best!)
    }
    out[i] = palette[best!]
    out[i + 1] = palette[best! + 1]
    out[i + 2] = palette[best! + 2]
  }
  return keep(sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } }))
}

/** The `colours` most used entries of a palette quantisation of a small copy (flat [r, g, b, r, g, b…]). */
async function paletteOf(image: Buffer, colours: number): Promise<number[]> {
  const indexed = await sharp(image)
    .resize(128, 128, { fit: 'fill' })
    .removeAlpha()
    .png({ palette: true, colors: colours, dither: 0, effort: 1 })
    .toBuffer()
  const { data } = await sharp(indexed).toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const counts = new Map<number, number>()
  for (let i = 0; i < data.length; i += 3) {
    const key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  // The most used colour first, then each time the one that most stands apart from those chosen
  // (distance weighted by use), so a small red shirt keeps its red instead of a third shade of sky.
  const entries = [...counts].map(([key, count]) => ({ rgb: [key >> 16, (key >> 8) & 255, key & 255], count }))
  entries.sort((a, b) => b.count - a.count)
  const chosen = entries.splice(0, 1)
  while (chosen.length < colours && entries.length) {
    let best = 0
    let bestScore = -1
    entries.forEach((entry, i) => {
      const apart = Math.min(...chosen.map((c) => Math.hypot(...c.rgb.map((v, k) => v - entry.rgb[k]))))
      const score = apart * Math.sqrt(entry.count)
      if (score > bestScore) [best, bestScore] = [i, score]
    })
    chosen.push(...entries.splice(best, 1))
  }
  return chosen.flatMap((entry) => entry.rgb)
}

/**
 * Posterised with smooth boundaries: quantised small, enlarged smoothly, quantised again, so each
 * colour area ends in a clean curve instead of a staircase or a fringe of specks.
 */
async function flatAreas(image: Buffer, colours: number, size = OUTPUT / 4, out = OUTPUT): Promise<Buffer> {
  const small = await posterise(await keep(sharp(image).resize(size, size)), colours)
  // Blurred in proportion to the enlargement, so the steps of the small picture melt into curves.
  return posterise(
    await keep(
      sharp(small)
        .resize(out, out, { kernel: 'cubic' })
        .blur((out / size) * 0.5),
    ),
    colours,
  )
}

/**
 * Sketched lines (a one-channel mask, 255 = ink): where the picture, lightly blurred, is darker than
 * its wider surroundings by more than `contrast` (a difference of Gaussians), so every edge gets one
 * continuous stroke on its dark side and flat areas stay empty.
 */
export async function sketchLines(image: Buffer, { fine = 1, wide = 3.5, contrast = 7 } = {}, size = OUTPUT): Promise<Buffer> {
  // Per colour channel, so a red shirt against a sky of the same lightness still gets its line.
  // The blurs are in pixels of the 1024-px picture: at a larger size they widen with it.
  const k = size / OUTPUT
  const colour = sharp(image).resize(size, size, { fit: 'fill' }).flatten({ background: '#ffffff' }).removeAlpha()
  const [near, far] = await Promise.all([
    colour
      .clone()
      .blur(fine * k)
      .raw()
      .toBuffer(),
    colour
      .clone()
      .blur(wide * k)
      .raw()
      .toBuffer(),
  ])
  const ink = Buffer.alloc(size * size)
  for (let i = 0, j = 0; i < ink.length; i++, j += 3) {
    const dark = Math.max(far[j] - near[j], far[j + 1] - near[j + 1], far[j + 2] - near[j + 2])
    ink[i] = Math.max(0, Math.min(255, (dark - contrast) * 40))
  }
  // A 3-px median takes away lone specks; lines are wider than that.
  return sharp(ink, { raw: { width: size, height: size, channels: 1 } })
    .median(odd(3, k))
    .extractChannel(0)
    .raw()
    .toBuffer()
}

/** A colour per lightness, between stops (a gradient map): 0 is the first stop's colour, 255 the last's. */
function gradientMap(grey: Buffer, stops: [number, number, number][]): Buffer {
  const lut = Buffer.alloc(256 * 3)
  for (let v = 0; v < 256; v++) {
    const at = (v / 255) * (stops.length - 1)
    const i = Math.min(stops.length - 2, Math.floor(at))
    const t = at - i
    for (let c = 0; c < 3; c++) lut[v * 3 + c] = Math.round(stops[i][c] * (1 - t) + stops[i + 1][c] * t)
  }
  const out = Buffer.alloc(grey.length * 3)
  for (let i = 0; i < grey.length; i++) lut.copy(out, i * 3, grey[i] * 3, grey[i] * 3 + 3)
  return out
}

/**
 * Per-style treatment of an uploaded photo (any size), made `size` px square (1024 unless the upload
 * has the pixels for more; see restyleEdge in the design module). Returns an RGBA PNG.
 */
export async function restyleUpload(photo: Buffer, style: Style, shirtHex: string, size = OUTPUT): Promise<Buffer> {
  const k = size / OUTPUT
  const N = size
  const image = await keep(
    sharp(photo).rotate().resize(N, N, { fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' }),
  )
  // Flattened colour areas (a median filter), computed at half of 1024 px and at most 1024 px: a wide
  // median at full size costs seconds (tens of seconds at print size), and the areas are smooth
  // anyway; the edges that matter are drawn again at full size (posterised, sketched) from them.
  const smoothCache = new Map<number, Promise<Buffer>>()
  const half = Math.min(N, 2 * OUTPUT) / 2
  const smooth = (window: number) => {
    let result = smoothCache.get(window)
    if (!result) {
      result = sharp(image)
        .resize(half, half)
        .median(odd(window / 2, half / (OUTPUT / 2)))
        .png({ compressionLevel: 1 })
        .toBuffer()
        .then((small) => keep(sharp(small).resize(N, N)))
      smoothCache.set(window, result)
    }
    return result
  }
  const png = (image: Sharp) => image.ensureAlpha().png().toBuffer()
  switch (style) {
    case 'Ghibli-inspired': {
      // Painted animation cel: a dozen flat, warm, bright colours, soft brown outlines, sunlight from the top left.
      // Graded first: shadows lifted towards blue, colour pushed, light warmed.
      const graded = await keep(
        sharp(await smooth(9))
          .linear([0.9, 0.88, 0.8], [18, 32, 58])
          .modulate({ saturation: 1.8, brightness: 1.15, hue: 6 }),
      )
      const flat = await keep(
        sharp(await flatAreas(graded, GHIBLI_COLOURS, OUTPUT / 4, N))
          .median(odd(5, k))
          .blur(1.2 * k),
      )
      // Painted, not only flat: the graded photo, softened, washed over the cel at 45 %, so skies and
      // hills shade gently from one colour to the next instead of in hard bands.
      const wash = await keep(
        sharp(graded)
          .blur(6 * k)
          .ensureAlpha(0.45),
      )
      const cel = await keep(sharp(flat).composite([{ input: wash }]))
      // Outlines only where the photo has a strong edge (a wide difference of Gaussians), as an animator inks them.
      const outline = await inked(
        await sketchLines(await smooth(9), { fine: 1.5, wide: 4, contrast: 12 }, N),
        { r: 74, g: 50, b: 38 },
        N,
      )
      return png(
        sharp(cel).composite([
          {
            input: svgOverlay(
              `<rect width="${OUTPUT}" height="${OUTPUT}" fill="url(#sun)"/>`,
              `<radialGradient id="sun" cx="0.2" cy="0.1" r="1"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.8"/><stop offset="1" stop-color="#ffb36b" stop-opacity="0.3"/></radialGradient>`,
              N,
            ),
            blend: 'soft-light',
          },
          { input: outline, blend: 'multiply' },
        ]),
      )
    }
    case 'Hyper-realistic':
      // Every detail brought out: local contrast (CLAHE), a strong unsharp mask, rich colour.
      return png(
        sharp(image)
          .clahe({ width: Math.round(48 * k), height: Math.round(48 * k), maxSlope: 3 })
          .sharpen({ sigma: 1.2 * k, m1: 1.5, m2: 4 })
          .modulate({ saturation: 1.3 })
          .linear(1.06, -6),
      )
    case 'Studio Lighting':
      // A black-and-white studio portrait: deep contrast, a key light from the upper left, a dark backdrop.
      return png(
        sharp(
          await keep(
            sharp(image)
              .greyscale()
              .clahe({ width: Math.round(96 * k), height: Math.round(96 * k), maxSlope: 2 })
              .linear(1.3, -28),
          ),
        )
          .toColourspace('srgb')
          .composite([
            {
              input: svgOverlay(
                `<rect width="${OUTPUT}" height="${OUTPUT}" fill="url(#v)"/>`,
                `<radialGradient id="v" cx="0.4" cy="0.36" r="0.72"><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="0.9" stop-color="#000" stop-opacity="0.94"/></radialGradient>`,
                N,
              ),
            },
          ]),
      )
    case 'Minimalist': {
      // Three muted flat tones in a few big shapes; the lightest is left as empty shirt.
      const tones = await flatAreas(
        await keep(sharp(await smooth(21)).modulate({ saturation: 0.55 })),
        MINIMALIST_TONES,
        OUTPUT / 16,
        N,
      )
      const { data } = await sharp(tones).raw().toBuffer({ resolveWithObject: true })
      let lightest = 0
      for (let i = 0; i < data.length; i += 3) lightest = Math.max(lightest, data[i] + data[i + 1] + data[i + 2])
      const alpha = Buffer.alloc(N * N)
      for (let i = 0; i < alpha.length; i++) alpha[i] = data[i * 3] + data[i * 3 + 1] + data[i * 3 + 2] >= lightest ? 0 : 255
      return png(sharp(tones).joinChannel(alpha, { raw: { width: N, height: N, channels: 1 } }))
    }
    case 'Isometric':
      return isometricBlock(await posterise(await keep(sharp(await smooth(7)).modulate({ saturation: 1.3 })), 12), N)
    case 'Flat Design':
      // Six solid colours, bright and saturated, in clean shapes: no gradients, no texture, no outlines.
      return png(
        sharp(
          await flatAreas(
            await keep(
              sharp(await smooth(13))
                .modulate({ saturation: 1.8, brightness: 1.1 })
                .linear(1.15, -12),
            ),
            FLAT_DESIGN_COLOURS,
            OUTPUT / 8,
            N,
          ),
        ),
      )
    case 'Watercolor': {
      // Pale washes of the photo's colours that bleed past their edges, pigment pooled where washes
      // meet and granulating in the paper, paper showing through the light areas and around a ragged,
      // soft outer edge.
      const areas = await flatAreas(await keep(sharp(await smooth(11)).modulate({ saturation: 1.7 })), 10, OUTPUT / 4, N)
      const wash = await wobble(
        await keep(
          sharp(areas)
            .blur(2.5 * k)
            .linear(0.75, 70),
        ),
        16 * k,
        'upload-wash',
        N,
      )
      const edges = await inked(await sketchLines(areas, { fine: 1.5, wide: 4, contrast: 4 }, N), { r: 110, g: 80, b: 120 }, N)
      const pooled = await sharp(await wobble(edges, 16 * k, 'upload-wash', N))
        .blur(1.8 * k)
        .toBuffer()
      return png(
        sharp(wash).composite([
          { input: pooled, blend: 'multiply' },
          { input: await pigmentGrain(N), blend: 'multiply' },
          { input: await paperTexture(N), blend: 'multiply' },
          { input: await raggedEdge(N), blend: 'dest-in' },
        ]),
      )
    }
    case 'Cyberpunk': {
      // Neon night: the photo's lightness mapped from deep violet through hot magenta to cyan, glowing
      // cyan edges with a magenta ghost beside them, scanlines.
      const grey = await sharp(image).greyscale().normalise().raw().toBuffer()
      const neon = gradientMap(grey, [
        [14, 4, 40],
        [120, 10, 140],
        [255, 40, 170],
        [40, 240, 255],
      ])
      const mask = await sketchLines(await smooth(5), { fine: 1, wide: 3, contrast: 6 }, N)
      const cyan = await inked(mask, { r: 60, g: 250, b: 255 }, N)
      const magenta = await inked(mask, { r: 255, g: 40, b: 200 }, N)
      return png(
        sharp(neon, { raw: { width: N, height: N, channels: 3 } }).composite([
          {
            input: await sharp(cyan)
              .blur(4 * k)
              .toBuffer(),
            blend: 'screen',
          },
          { input: magenta, left: Math.round(5 * k), top: 0, blend: 'screen' },
          { input: cyan, blend: 'screen' },
          { input: svgOverlay(scanlineRects('#000000', 0.35), '', N) },
        ]),
      )
    }
    case 'Paper Cut-Out':
      return cutPaperLayers(await smooth(15), N)
    case 'Line Art':
      // Ink lines of the photo's edges on nothing (median first, so texture leaves no lines).
      return inked(await sketchLines(await smooth(7), { fine: 1, wide: 3, contrast: 7 }, N), inkFor(shirtHex), N)
  }
}
