import { areaInches, fitWithin, LOW_DPI, placeDesign, PRINT_DPI, printArea, type PrintArea } from '~/modules/print/index.ts'
import { RESTYLE_EDGE, type UploadFit } from '~/services/image-generation/styles.ts'
import { UPLOAD_MAX_EDGE } from './styles.ts'

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

type Size = { width: number; height: number }

/** The largest print area (size L and up) at 300 DPI: the most pixels any print of an upload uses. */
const LARGEST_AREA = printArea(TEE, 'L')

/** An upload as stored: turned upright and no larger than UPLOAD_MAX_EDGE on its longer side. */
export function storedUploadSize(picture: Size): Size {
  const scale = Math.min(1, UPLOAD_MAX_EDGE / Math.max(picture.width, picture.height))
  return { width: Math.max(1, Math.round(picture.width * scale)), height: Math.max(1, Math.round(picture.height * scale)) }
}

/**
 * The side of the square an upload is restyled in: the artwork at the picture's own resolution (all
 * of it, or its square), no larger than the largest print area needs at 300 DPI, and never below
 * the 1024 px the styles are tuned at (a smaller picture is enlarged to it, as before).
 */
export function restyleEdge(picture: Size, fit: UploadFit): number {
  const side = Math.min(picture.width, picture.height)
  const own = fit === 'square' ? { width: side, height: side } : picture
  const needed = fitWithin(own, LARGEST_AREA)
  const art = needed.width < own.width ? needed : own
  return Math.max(RESTYLE_EDGE, Math.max(art.width, art.height))
}

/** The artwork an upload becomes with the offline styles: all of it inside the square, or the square. */
export function restyledSize(picture: Size, fit: UploadFit): Size {
  const edge = restyleEdge(picture, fit)
  if (fit === 'square') return { width: edge, height: edge }
  const scale = edge / Math.max(picture.width, picture.height)
  return {
    width: Math.max(1, Math.min(edge, Math.round(picture.width * scale))),
    height: Math.max(1, Math.min(edge, Math.round(picture.height * scale))),
  }
}

/** The estimate for a picture not yet made into a design (chosen in the browser, stored as uploads are). */
export function estimateUploadPrint(picture: Size, fit: UploadFit): UploadPrint {
  return { fit, picture, artwork: restyledSize(storedUploadSize(picture), fit) }
}

const areaText = (area: PrintArea) => {
  const size = areaInches(area)
  return times(inches(size.width), `${inches(size.height)} in`)
}

/** The pixels on its longer side an artwork of these proportions needs to fill the area at LOW_DPI. */
function pixelsToFill(artwork: Size, area: PrintArea) {
  const filled = fitWithin(artwork, area)
  return Math.ceil((Math.max(filled.width, filled.height) * LOW_DPI) / PRINT_DPI)
}

/** The picture's pixels along the artwork's longer side: its longer side, or its square's. */
const ownSide = ({ fit, picture }: UploadPrint) =>
  fit === 'square' ? Math.min(picture.width, picture.height) : Math.max(picture.width, picture.height)

/** How the picture becomes the artwork: enlarged to the styles' least size, at its own, or at fewer pixels. */
function redrawnAt(print: UploadPrint) {
  const { artwork } = print
  const own = ownSide(print)
  const drawn = Math.max(artwork.width, artwork.height)
  const size = times(artwork.width, `${artwork.height} px`)
  if (own < drawn) return `the style redraws it at ${size}, the least it draws at.`
  if (own === drawn) return `the style redraws it at its own resolution, ${size}.`
  return `the style redraws it at ${size}: we keep an upload at up to ${UPLOAD_MAX_EDGE} px on its longer side, enough to fill the print area at ${LOW_DPI} DPI or more.`
}

/** Before an upload: the rule in words, with a 3:2 photo's print as the example. */
export function uploadPrintRule(): string {
  const example = placeDesign({ width: 3000, height: 2000 }, LARGEST_AREA, 'raster')
  return `The style redraws your picture at its own resolution (up to ${UPLOAD_MAX_EDGE} px on its longer side), and it prints as large as the ${areaText(LARGEST_AREA)} print area allows at ${LOW_DPI} DPI or more, the least we print at so it stays sharp: a 3000 × 2000 px photo prints ${times(inches(example.widthInches), inches(example.heightInches))} in. The studio shows the exact size before you buy.`
}

/**
 * The print note: a headline ("Prints 15.0 × 10.0 in at 196 DPI on a size L shirt …") and the lines
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
  const fills = place.dpi > LOW_DPI || place.width >= area.widthPx || place.height >= area.heightPx
  const enlarged = ownSide(print) < Math.max(artwork.width, artwork.height)
  const reasons = [
    `Your picture is ${times(picture.width, picture.height)} px; ${redrawnAt(print)}`,
    fills
      ? `It is as large as the print area allows, ${areaText(area)}, at ${place.dpi} DPI.`
      : `We print a picture no larger than ${LOW_DPI} dots per inch allows, so it stays sharp: that sets its size, inside a print area of ${areaText(area)}.`,
    enlarged
      ? `Your picture is smaller than that, so it is enlarged and may look soft: a larger one prints larger and sharper (${pixelsToFill(artwork, area)} px on its longer side fills the print area).`
      : fills
        ? 'A larger picture would print no larger: this one fills the print area.'
        : `A larger picture prints larger: ${pixelsToFill(artwork, area)} px on its longer side fills the print area.`,
    print.fit === 'whole'
      ? 'All of your picture is printed: nothing is cut off.'
      : 'Cropped to a square, as you chose: the parts of your picture outside it are not printed.',
  ]
  return { headline, reasons }
}
