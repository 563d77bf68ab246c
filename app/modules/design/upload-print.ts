import { areaInches, LOW_DPI, placeDesign, printArea, type PrintArea } from '~/modules/print/index.ts'
import { RESTYLE_EDGE, type UploadFit } from '~/services/image-generation/styles.ts'

// What an upload's shirt prints, said to the shopper before they buy: how large, how sharp, and why.
// Pure, so the studio says the same in the browser (an estimate once a file is chosen) as the server
// (the measured design); the numbers come from placeDesign, which also places the print file.

/** An upload design's sizes: the picture as stored, and the restyled artwork without clear margins. */
export interface UploadPrint {
  fit: UploadFit
  picture: { width: number; height: number }
  artwork: { width: number; height: number }
}

/** The blueprint every shirt is printed on today (the heavy cotton tee). */
const TEE = 6
/** The size the studio's cart checks first, and the smallest print area. */
const SHOWN_SIZE = 'L'
const SMALLEST_SIZE = 'XS'

const inches = (n: number) => n.toFixed(1)
const times = (a: string | number, b: string | number) => `${a} × ${b}`

/** The artwork an upload becomes with the offline styles: all of it inside the square, or the square. */
export function restyledSize(picture: { width: number; height: number }, fit: UploadFit) {
  if (fit === 'square') return { width: RESTYLE_EDGE, height: RESTYLE_EDGE }
  const scale = RESTYLE_EDGE / Math.max(picture.width, picture.height)
  return {
    width: Math.max(1, Math.min(RESTYLE_EDGE, Math.round(picture.width * scale))),
    height: Math.max(1, Math.min(RESTYLE_EDGE, Math.round(picture.height * scale))),
  }
}

/** The estimate for a picture not yet made into a design (the offline styles' artwork size). */
export function estimateUploadPrint(picture: { width: number; height: number }, fit: UploadFit): UploadPrint {
  return { fit, picture, artwork: restyledSize(picture, fit) }
}

/** The longest a restyled upload prints on its longer side, in inches (one decimal). */
export function longestUploadPrintInches(): string {
  const place = placeDesign({ width: RESTYLE_EDGE, height: RESTYLE_EDGE }, printArea(TEE, SHOWN_SIZE), 'raster')
  return inches(Math.max(place.widthInches, place.heightInches))
}

const areaText = (area: PrintArea) => {
  const size = areaInches(area)
  return times(inches(size.width), `${inches(size.height)} in`)
}

/**
 * The print note: a headline ("Prints 6.8 × 4.6 in at 150 DPI on every shirt size.") and the lines
 * that explain it (the picture's and artwork's pixels, what limits the size, what was kept).
 */
export function uploadPrintNote(print: UploadPrint): { headline: string; reasons: string[] } {
  const area = printArea(TEE, SHOWN_SIZE)
  const place = placeDesign(print.artwork, area, 'raster')
  const smallest = placeDesign(print.artwork, printArea(TEE, SMALLEST_SIZE), 'raster')
  const everySize = smallest.widthInches === place.widthInches && smallest.heightInches === place.heightInches
  const headline = `Prints ${times(inches(place.widthInches), inches(place.heightInches))} in at ${place.dpi} DPI ${
    everySize ? 'on every shirt size' : `on a size ${SHOWN_SIZE} shirt (smaller on smaller sizes)`
  }.`
  const { picture, artwork } = print
  const reasons = [
    `Your picture is ${times(picture.width, picture.height)} px; the style redraws it at ${times(artwork.width, artwork.height)} px.`,
    place.dpi <= LOW_DPI
      ? `We print a picture no larger than ${LOW_DPI} dots per inch allows, so it stays sharp: that sets its size, inside a print area of ${areaText(area)}.`
      : `It fills the print area, ${areaText(area)}.`,
    Math.max(picture.width, picture.height) < Math.max(artwork.width, artwork.height)
      ? `Your picture is smaller than that, so it is enlarged and may look soft: one at least ${Math.max(artwork.width, artwork.height)} px on its longer side prints sharpest.`
      : 'A larger picture would not print larger: the style draws every picture at this size.',
    print.fit === 'whole'
      ? 'All of your picture is printed: nothing is cut off.'
      : 'Cropped to a square, as you chose: the parts of your picture outside it are not printed.',
  ]
  return { headline, reasons }
}
