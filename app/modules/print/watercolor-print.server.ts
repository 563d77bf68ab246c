import sharp from 'sharp'
import { noiseFor, OUTPUT, WATERCOLOR_BLUR, WATERCOLOR_WOBBLE } from '~/services/image-generation/offline/drawing/treatments.ts'
import { svgWindow } from './svg-window.ts'
import { over, paintFinish, wobbleWindow, type Window } from './watercolor-pixels.server.ts'

// Watercolor's print file, drawn from the design's vectors at 300 DPI in a time an order can wait for
// (ADR 139). The style has two kinds of layer. The washes (sky, sun, hills: one group under a 9-unit
// blur) hold nothing finer than that blur, so they are drawn once for the whole design at 1 px a unit,
// wobbled and softened as the preview is, and enlarged smoothly into each tile. The subjects, the
// setting's marks and the lettering are drawn at print scale in every tile, and the subjects' paint
// filter (a light soft wash, pigment pooled at their edges) is done with sharp on the tile's pixels
// instead of by librsvg, whose filters on 1,700-px surfaces cost about 3 s a tile. Then the wet-paint
// wobble, a softening blur, and a tileable paper grain at print scale.

/**
 * The washes are drawn at this many pixels per design unit, as in the preview: their 9-unit blur has
 * nothing finer. (librsvg blurs them in linear RGB; at 2 px a unit that took 9.6 s of CPU, at 1 px 0.6 s.)
 */
const WASH_SCALE = 1
/** Clear design units around the 1024-unit design in the wash picture, so every tile's window lies inside it. */
const WASH_PAD = 160
/** The paper grain's tile, in print pixels (seamless: its noise is stitched at the edges). */
const GRAIN = 512
/**
 * The preview's softening blurs (the paint's 1.2 units, the finish's 1.1) are a pixel or so of the
 * 1024-px picture: they take off its pixel edges. Scaled to the print they would smear every shape
 * over 9 px at 300 DPI, so at print scale each is at most this many units (1.4 px on a 15 in print),
 * and the shapes print sharp.
 */
const SOFTEN_UNITS_AT_MOST = 0.25

/** Where a group with a filter starts and ends in the SVG (balanced `<g>` tags). */
function groupSpans(svg: string, filterId: string): Array<[number, number]> {
  const spans: Array<[number, number]> = []
  const open = new RegExp(`<g\\b[^>]*\\bfilter="url\\(#${filterId}\\)"[^>]*>`, 'g')
  for (let match = open.exec(svg); match; match = open.exec(svg)) {
    const tags = /<g\b[^>]*?(\/?)>|<\/g>/g
    tags.lastIndex = match.index + match[0].length
    let depth = 1
    let end = -1
    for (let tag = tags.exec(svg); tag; tag = tags.exec(svg)) {
      if (tag[0] === '</g>') depth--
      else if (tag[1] !== '/') depth++
      if (depth === 0) {
        end = tag.index + tag[0].length
        break
      }
    }
    if (end < 0) throw new Error('Unbalanced SVG group')
    spans.push([match.index, end])
    open.lastIndex = end
  }
  return spans
}

/**
 * A Watercolor SVG cut into its layers, bottom to top: `wash` (the washes alone, filter kept), then
 * the rest in order, each either plain or a paint group (drawn without its filter, finished in pixels).
 * Null when the SVG does not have Watercolor's shape (no wash or no paint group).
 */
export function watercolorLayers(svg: string): { wash: string; layers: Array<{ svg: string; paint: boolean }> } | null {
  const body = /<\/defs>/.exec(svg)
  const close = svg.lastIndexOf('</svg>')
  if (!body || close < 0) return null
  const head = svg.slice(0, body.index + body[0].length)
  const spans = [
    ...groupSpans(svg, 'wash').map((s) => ({ s, paint: false, wash: true })),
    ...groupSpans(svg, 'paint').map((s) => ({ s, paint: true, wash: false })),
  ].sort((a, b) => a.s[0] - b.s[0])
  if (!spans.some((x) => x.wash) || !spans.some((x) => x.paint)) return null
  const doc = (inner: string) => `${head}${inner}</svg>`
  let wash = ''
  const parts: Array<{ markup: string; paint: boolean }> = []
  let at = body.index + body[0].length
  const plain = (markup: string) => {
    if (!markup.trim()) return
    const last = parts.at(-1)
    if (last && !last.paint) last.markup += markup
    else parts.push({ markup, paint: false })
  }
  for (const { s, paint, wash: isWash } of spans) {
    if (s[0] < at) return null
    plain(svg.slice(at, s[0]))
    const group = svg.slice(s[0], s[1])
    if (isWash) wash += group
    // The paint group without its filter attribute (its contents and other attributes kept).
    else if (paint) parts.push({ markup: group.replace(/\sfilter="url\(#paint\)"/, ''), paint: true })
    at = s[1]
  }
  plain(svg.slice(at, close))
  return { wash: doc(wash), layers: parts.map((p) => ({ svg: doc(p.markup), paint: p.paint })) }
}

async function draw(svg: string, win: Window): Promise<Buffer> {
  const view: [number, number, number, number] = [win.left, win.top, win.width / win.k, win.height / win.k]
  return sharp(Buffer.from(svgWindow(svg, view, win.width, win.height)), { limitInputPixels: false })
    .ensureAlpha()
    .raw()
    .toBuffer()
}

/** The preview's paper grain (treatments.ts) at print scale: a seamless tile of brown fractal noise. */
async function paperGrain(k: number): Promise<Buffer> {
  // The preview's grain is 0.9 cycles a pixel of the 1024-px picture; here a print pixel is 1/k of
  // one, so the grain is finer by k but never finer than 0.3 cycles a print pixel.
  const frequency = Math.max(0.9 / k, 0.3)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${GRAIN}" height="${GRAIN}"><filter id="p" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency.toFixed(3)}" numOctaves="3" seed="7" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 0.3  0 0 0 0 0.25  0 0 0 0 0.2  0 0 0 0.16 0"/></filter><rect width="${GRAIN}" height="${GRAIN}" filter="url(#p)"/></svg>`
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer()
}

/** What every tile of one Watercolor print shares: the layers, the washes drawn once, the noise, the grain. */
export interface WatercolorPrint {
  layers: Array<{ svg: string; paint: boolean }>
  /** The wobbled, softened washes at WASH_SCALE px a unit, WASH_PAD units of clear around the design. */
  wash: { data: Buffer; side: number }
  noise: Float32Array
  grain: Buffer
  /** The softening blur's sigma, in print pixels. */
  soften: number
  k: number
}

/** Prepares a Watercolor print drawn at `k` pixels per design unit, or null if the SVG is not Watercolor's. */
export async function prepareWatercolor(svg: string, k: number): Promise<WatercolorPrint | null> {
  const split = watercolorLayers(svg)
  if (!split) return null
  const noise = await noiseFor('watercolor')
  const side = (OUTPUT + 2 * WASH_PAD) * WASH_SCALE
  const win = { left: -WASH_PAD, top: -WASH_PAD, width: side, height: side, k: WASH_SCALE }
  const washed = wobbleWindow(await draw(split.wash, win), win, noise, { x: 0, y: 0, width: side, height: side })
  const data = await sharp(washed, { raw: { width: side, height: side, channels: 4 } })
    .blur(WATERCOLOR_BLUR * WASH_SCALE)
    .raw()
    .toBuffer()
  const soften = Math.min(WATERCOLOR_BLUR, SOFTEN_UNITS_AT_MOST) * k
  return { layers: split.layers, wash: { data, side }, noise, grain: await paperGrain(k), soften, k }
}

/** The washes under the window, enlarged smoothly from the picture drawn once. */
async function washWindow(prep: WatercolorPrint, win: Window): Promise<Buffer> {
  const left = Math.floor(win.left + WASH_PAD) * WASH_SCALE
  const top = Math.floor(win.top + WASH_PAD) * WASH_SCALE
  const across = Math.min(prep.wash.side - left, Math.ceil((win.width / win.k) * WASH_SCALE) + 4)
  const down = Math.min(prep.wash.side - top, Math.ceil((win.height / win.k) * WASH_SCALE) + 4)
  const scale = win.k / WASH_SCALE
  const { data, info } = await sharp(prep.wash.data, { raw: { width: prep.wash.side, height: prep.wash.side, channels: 4 } })
    .extract({ left, top, width: across, height: down })
    .resize(Math.round(across * scale), Math.round(down * scale), { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const dx = Math.round((win.left + WASH_PAD - left / WASH_SCALE) * win.k)
  const dy = Math.round((win.top + WASH_PAD - top / WASH_SCALE) * win.k)
  const out = Buffer.alloc(win.width * win.height * 4)
  const rows = Math.min(win.height, info.height - dy)
  const cols = Math.min(win.width, info.width - dx)
  for (let y = 0; y < rows; y++) {
    data.copy(out, y * win.width * 4, ((y + dy) * info.width + dx) * 4, ((y + dy) * info.width + dx + cols) * 4)
  }
  return out
}

/**
 * The print's pixels inside the window but for its outer `margin` pixels (straight RGBA, that many
 * pixels fewer on every side), which are there only for the wobble and blurs to reach into. `origin`
 * is where those pixels start in the print file: it anchors the paper grain, so tiles show no seams.
 */
export async function watercolorTile(
  prep: WatercolorPrint,
  win: Window,
  margin: number,
  origin: { x: number; y: number },
): Promise<Buffer> {
  let pixels: Buffer | null = null
  for (const layer of prep.layers) {
    let drawn = await draw(layer.svg, win)
    if (layer.paint) drawn = await paintFinish(drawn, win, prep.soften)
    pixels = pixels ? over(pixels, drawn) : drawn
  }
  // The washes are already wobbled, and the last blur only reaches three sigmas: from here on only
  // the tile and that reach around it are worked on.
  const reach = Math.min(margin, Math.ceil(3 * prep.soften) + 1)
  const part = {
    x: margin - reach,
    y: margin - reach,
    width: win.width - 2 * (margin - reach),
    height: win.height - 2 * (margin - reach),
  }
  const sharpLayers = wobbleWindow(pixels ?? Buffer.alloc(win.width * win.height * 4), win, prep.noise, part)
  const washes = await washWindow(prep, {
    left: win.left + part.x / win.k,
    top: win.top + part.y / win.k,
    width: part.width,
    height: part.height,
    k: win.k,
  })
  const soft = await sharp(over(washes, sharpLayers), { raw: { width: part.width, height: part.height, channels: 4 } })
    .blur(Math.max(0.3, prep.soften))
    .raw()
    .toBuffer()
  // The tile, with the paper grain atop: it tints what is painted and leaves clear what is clear.
  const cols = part.width - 2 * reach
  const rows = part.height - 2 * reach
  const out = Buffer.alloc(cols * rows * 4)
  const grain = prep.grain
  for (let y = 0; y < rows; y++) {
    const gy = (((origin.y + y) % GRAIN) + GRAIN) % GRAIN
    let gx = ((origin.x % GRAIN) + GRAIN) % GRAIN
    for (let x = 0, o = y * cols * 4, i = ((y + reach) * part.width + reach) * 4; x < cols; x++, o += 4, i += 4) {
      const a = soft[i + 3]
      if (a !== 0) {
        const g = (gy * GRAIN + gx) * 4
        const ga = grain[g + 3]
        const keep = 255 - ga
        out[o] = (grain[g] * ga + soft[i] * keep + 127) / 255
        out[o + 1] = (grain[g + 1] * ga + soft[i + 1] * keep + 127) / 255
        out[o + 2] = (grain[g + 2] * ga + soft[i + 2] * keep + 127) / 255
        out[o + 3] = a
      }
      if (++gx === GRAIN) gx = 0
    }
  }
  return out
}

/**
 * Design units of context a tile needs around it: the wobble's reach, and the reach of the blurs the
 * pooled rim is made with (three sigmas of its 1.5 and 2 units).
 */
export const WATERCOLOR_MARGIN_UNITS = WATERCOLOR_WOBBLE + 11
