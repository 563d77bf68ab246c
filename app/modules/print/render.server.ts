import sharp from 'sharp'
import { trimClearMargins } from '~/modules/design/index.server.ts'
import { placeDesign, PRINT_DPI, type PrintArea } from './print-area.ts'
import { printRecipe, renderVectorPrintFile } from './vector-print.server.ts'

// The print file: the design at its printed size inside the provider's print area for one shirt size.

/** The largest design accepted, in pixels (a 1024 × 1536 design is 1.6 million). */
const MAX_INPUT_PIXELS = 40_000_000
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 }

/**
 * Renders a print file: a PNG of exactly the area's pixel size at 300 DPI. A design that carries its
 * vectors (the offline generator's) is drawn again from them at full size and fills the area's width
 * (or height) at 300 DPI. Any other picture is placed by `placeDesign`: as large as fits but never
 * below 150 DPI, upscaled with Lanczos (lanczos3) and mildly sharpened. Either way the design is
 * centred across, at the top of the area (or at chest height when short), and the file always has an
 * alpha channel: wherever the design is transparent (the background of a Text-Only design, a cut-out
 * upload) and all around it, nothing is printed.
 */
export async function renderPrintFile(design: Buffer, area: PrintArea): Promise<Buffer> {
  // The artwork fills the print, not its clear canvas (trimmed only after the pixel limit is checked).
  const checked = await sharp(design, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  if (!checked.width || !checked.height) throw new Error('The design image has no size')
  const recipe = await printRecipe(design)
  if (recipe) return renderVectorPrintFile(recipe, design, area)
  const source = sharp(await trimClearMargins(design), { limitInputPixels: MAX_INPUT_PIXELS })
  const { width, height } = await source.metadata()
  if (!width || !height) throw new Error('The design image has no size')
  const place = placeDesign({ width, height }, area, 'raster')
  return (
    source
      .ensureAlpha()
      .resize(place.width, place.height, { fit: 'fill', kernel: sharp.kernel.lanczos3 })
      // A fast, mild 3×3 sharpen: restores the edges the upscale softened without halos around
      // lettering, at a fraction of the cost of a Gaussian unsharp mask over 25 million pixels.
      .sharpen()
      .extend({
        top: place.top,
        bottom: area.heightPx - place.height - place.top,
        left: place.left,
        right: area.widthPx - place.width - place.left,
        background: CLEAR,
      })
      .withDensity(PRINT_DPI)
      .png({ compressionLevel: 6 })
      .toBuffer()
  )
}
