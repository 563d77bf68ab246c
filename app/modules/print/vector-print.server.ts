import sharp, { type OverlayOptions } from 'sharp'
import { inkFor, lineArtTrace, lineMask, OUTPUT, scanlineRects } from '~/services/image-generation/offline/drawing/treatments.ts'
import { readVectorRecipe, type VectorRecipe } from '~/services/image-generation/offline/drawing/vector-recipe.ts'
import { placeDesign, PRINT_DPI, type PrintArea } from './print-area.ts'
import { drawNoisePatternsOnce } from './noise-patterns.server.ts'
import { encodePngBands } from './png-stream.server.ts'
import { svgWindow } from './svg-window.ts'
import { filterReachUnits } from './filter-reach.ts'
import { drawSmoothFiltersOnce } from './smooth-filters.server.ts'
import { prepareWatercolor, WATERCOLOR_MARGIN_UNITS, watercolorLayers, watercolorTile } from './watercolor-print.server.ts'

// A print file drawn from the design's vectors at the print area's full size (ADR 124), a tile at a
// time: every tile is its own small SVG render (a window onto the design), finished with the
// style's pixel treatment at print scale, and streamed into the PNG. Drawing a 4500 × 4500 design in
// one piece takes librsvg over 550 MB and up to a minute (its filters work on full-size surfaces); in
// tiles the worker's extra memory stays near 50 MB.

/**
 * The design is drawn in square tiles this many pixels wide, each a separate render: librsvg's memory
 * for a render is about six times its surface (layers for opacity, clips and filters), so small tiles
 * keep a worker's extra memory near 50 MB, where one 4500-px render takes over 550 MB.
 */
const TILE = 768
/** The artwork's box in the 1024-unit design: the whole square, or its opaque part when the corners are clear. */
export async function artworkBox(preview: Buffer): Promise<{ left: number; top: number; width: number; height: number }> {
  const meta = await sharp(preview).metadata()
  const unit = OUTPUT / (meta.width ?? OUTPUT)
  const whole = { left: 0, top: 0, width: OUTPUT, height: OUTPUT }
  const { data } = await sharp(preview)
    .ensureAlpha()
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (data[3] !== 0) return whole
  try {
    const { info } = await sharp(preview)
      .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 }, threshold: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const left = -(info.trimOffsetLeft ?? 0) * unit
    const top = -(info.trimOffsetTop ?? 0) * unit
    return { left, top, width: info.width * unit, height: info.height * unit }
  } catch {
    return whole
  }
}

async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { limitInputPixels: false }).ensureAlpha().raw().toBuffer()
}

/** The subjects' outline mask (1024 px, one channel), with `pad` clear pixels on every side. */
async function paddedLineMask(subjectsSvg: string, shirtHex: string, pad: number): Promise<Buffer> {
  const mask = await lineMask(await sharp(Buffer.from(subjectsSvg)).png().toBuffer(), lineArtTrace(shirtHex))
  const side = OUTPUT + 2 * pad
  const padded = Buffer.alloc(side * side)
  for (let y = 0; y < OUTPUT; y++) mask.copy(padded, (y + pad) * side + pad, y * OUTPUT, (y + 1) * OUTPUT)
  return padded
}

/**
 * The recipe a print file is drawn again from, or null when the design prints from its picture (a
 * design without vectors: an OpenAI picture, a restyled upload). Every offline style prints from its
 * vectors, Watercolor too since its washes and paint finish are drawn in tiles (watercolor-print.server.ts).
 */
export async function printRecipe(design: Buffer): Promise<VectorRecipe | null> {
  const recipe = await readVectorRecipe(design)
  // A Watercolor SVG whose layers cannot be told apart (never drawn so far) prints from its picture.
  return recipe && (recipe.finish !== 'watercolor' || watercolorLayers(recipe.svg)) ? recipe : null
}

/**
 * The print file variant of a design's picture (see printFileKey): Watercolor printed from its picture
 * at 150 DPI until ADR 139, and from its vectors at 300 DPI since, so its vector files have a name of
 * their own and a file made from the picture is never sent in their place.
 */
export async function printFileVariant(design: Buffer): Promise<string | undefined> {
  return (await printRecipe(design))?.finish === 'watercolor' ? 'wc2' : undefined
}

/**
 * Renders the print file for `area` from the design's recipe. `preview` is the design's stored PNG,
 * read only for the artwork's box, so the print is cropped exactly as the raster print would be.
 */
export async function renderVectorPrintFile(recipe: VectorRecipe, preview: Buffer, area: PrintArea): Promise<Buffer> {
  const box = await artworkBox(preview)
  const place = placeDesign(box, area, 'vector')
  // Pixels per design unit (the same across and down: placeDesign keeps the aspect ratio).
  const k = place.width / box.width
  // Watercolor draws its own layers (its SVG filters are done in pixels), so it needs only the reach
  // of its wobble and blurs around a tile, not the SVG filters' margin.
  const watercolor = recipe.finish === 'watercolor' ? await prepareWatercolor(recipe.svg, k) : null
  // Noise textures in patterns and smooth filter results (light, out-of-focus settings) are drawn once for
  // the whole file, not once per tile; each tile's margin is then what the rest of the filters reach.
  const svg = watercolor ? recipe.svg : await drawSmoothFiltersOnce(await drawNoisePatternsOnce(recipe.svg, k), OUTPUT)
  const margin = Math.ceil((watercolor ? WATERCOLOR_MARGIN_UNITS : filterReachUnits(svg)) * k)

  // Line Art: the subjects' outlines, traced at 1024 px as in the preview, then enlarged smoothly and
  // thresholded again per tile, which gives clean edges at any size. (One 1 MB mask, padded so every
  // tile's window lies inside it.)
  const PAD = 256
  const lines =
    recipe.finish === 'line-art' && recipe.subjectsSvg ? await paddedLineMask(recipe.subjectsSvg, recipe.shirtHex, PAD) : null
  const ink = inkFor(recipe.shirtHex)

  /** The placed design's pixels from column `col` and row `row`, `cols` × `rows`, as RGBA. */
  async function designTile(col: number, row: number, cols: number, rows: number): Promise<Buffer> {
    const width = cols + 2 * margin
    const height = rows + 2 * margin
    const viewBox: [number, number, number, number] = [
      box.left + (col - margin) / k,
      box.top + (row - margin) / k,
      width / k,
      height / k,
    ]
    if (watercolor) {
      // Watercolor's tile comes back without its margin.
      return watercolorTile(watercolor, { left: viewBox[0], top: viewBox[1], width, height, k }, margin, {
        x: place.left + col,
        y: place.top + row,
      })
    }
    const pixels = await rasterise(svgWindow(svg, viewBox, width, height))
    const overlays: OverlayOptions[] = []
    if (recipe.finish === 'cyberpunk') {
      const scan = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">${scanlineRects()}</svg>`
      overlays.push({
        input: await sharp(Buffer.from(svgWindow(scan, viewBox, width, height)))
          .png()
          .toBuffer(),
        blend: 'atop',
      })
    }
    if (lines) {
      // The window of the padded 1024-px mask, enlarged to the tile's scale and thresholded.
      const left = Math.floor(viewBox[0])
      const top = Math.floor(viewBox[1])
      const across = Math.ceil(viewBox[2]) + 2
      const down = Math.ceil(viewBox[3]) + 2
      const region = await sharp(lines, { raw: { width: OUTPUT + 2 * PAD, height: OUTPUT + 2 * PAD, channels: 1 } })
        .extract({ left: left + PAD, top: top + PAD, width: across, height: down })
        .resize(Math.round(across * k), Math.round(down * k), { kernel: 'cubic', fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true })
      const dx = Math.round((viewBox[0] - left) * k)
      const dy = Math.round((viewBox[1] - top) * k)
      const alpha = Buffer.alloc(width * height)
      for (let y = 0; y < height && y + dy < region.info.height; y++) {
        for (let x = 0; x < width && x + dx < region.info.width; x++) {
          // A narrow ramp around the midpoint rather than a hard cut: smooth, antialiased edges.
          const v = region.data[((y + dy) * region.info.width + x + dx) * region.info.channels]
          alpha[y * width + x] = Math.max(0, Math.min(255, (v - 96) * 4))
        }
      }
      overlays.push({
        input: await sharp({ create: { width, height, channels: 3, background: ink } })
          .joinChannel(alpha, { raw: { width, height, channels: 1 } })
          .png()
          .toBuffer(),
      })
    }
    // sharp extracts before it composites within one pipeline, so the overlays go on first.
    const finished = overlays.length
      ? await sharp(pixels, { raw: { width, height, channels: 4 } })
          .composite(overlays)
          .raw()
          .toBuffer()
      : pixels
    return sharp(finished, { raw: { width, height, channels: 4 } })
      .extract({ left: margin, top: margin, width: cols, height: rows })
      .raw()
      .toBuffer()
  }

  async function* bands(): AsyncGenerator<Buffer> {
    const stride = area.widthPx * 4
    for (let y = 0; y < area.heightPx; y += TILE) {
      const rows = Math.min(TILE, area.heightPx - y)
      const band = Buffer.alloc(rows * stride)
      const from = Math.max(y, place.top)
      const to = Math.min(y + rows, place.top + place.height)
      for (let col = 0; to > from && col < place.width; col += TILE) {
        const cols = Math.min(TILE, place.width - col)
        const tile = await designTile(col, from - place.top, cols, to - from)
        for (let r = 0; r < to - from; r++) {
          tile.copy(band, (from - y + r) * stride + (place.left + col) * 4, r * cols * 4, (r + 1) * cols * 4)
        }
      }
      yield band
    }
  }

  return encodePngBands(area.widthPx, area.heightPx, bands(), { dpi: PRINT_DPI })
}
