// Pure rules for print files: how big the provider prints the front of each shirt size, how a design
// fits in it, and how sharp the result is.

/** Print files are made at 300 dots per inch, what print-on-demand providers ask for. */
export const PRINT_DPI = 300
/** Below this effective resolution a print may look soft, and the creator is warned. */
export const LOW_DPI = 150

export interface PrintArea {
  /** The print file's size in pixels, at PRINT_DPI. */
  widthPx: number
  heightPx: number
}

/**
 * The front print area of the heavy cotton tee (blueprint 6), in pixels at 300 DPI, per size. The
 * area is smaller on smaller shirts (it follows the garment's width) and stays the size-L area from
 * L up: 15 × 19 in for L to 3XL, 13.5 × 17.1 in for M, 12 × 15.2 in for S, 10.5 × 13.3 in for XS.
 */
const TEE_FRONT: Record<string, PrintArea> = {
  XS: { widthPx: 3153, heightPx: 3995 },
  S: { widthPx: 3602, heightPx: 4563 },
  M: { widthPx: 4051, heightPx: 5131 },
  L: { widthPx: 4500, heightPx: 5700 },
}
/** Sizes not listed above (L, XL, 2XL, 3XL, and any larger) print on the size-L area. */
const LARGEST_FRONT = TEE_FRONT.L

/**
 * The front print area for a shirt size. Every blueprint the store sells today is the heavy cotton
 * tee, so the blueprint only matters once another garment is added.
 */
export function printArea(_blueprintId: number, size: string): PrintArea {
  return TEE_FRONT[size.trim().toUpperCase()] ?? LARGEST_FRONT
}

/** The area's size in inches. */
export function areaInches(area: PrintArea): { width: number; height: number } {
  return { width: area.widthPx / PRINT_DPI, height: area.heightPx / PRINT_DPI }
}

/**
 * The design's size inside the area: as large as fits, keeping its aspect ratio (whole pixels, at
 * least one). A square design fills the width; a tall one may fill the height.
 */
export function fitWithin(image: { width: number; height: number }, area: PrintArea): { width: number; height: number } {
  if (image.width <= 0 || image.height <= 0) throw new RangeError('An image has a positive width and height')
  const scale = Math.min(area.widthPx / image.width, area.heightPx / image.height)
  return {
    width: Math.max(1, Math.min(area.widthPx, Math.round(image.width * scale))),
    height: Math.max(1, Math.min(area.heightPx, Math.round(image.height * scale))),
  }
}

/** Dots per inch of an image `imageWidthPx` wide printed `printWidthInches` wide, rounded down. */
export function effectiveDpi(imageWidthPx: number, printWidthInches: number): number {
  if (printWidthInches <= 0) throw new RangeError('A print has a positive width')
  return Math.floor(imageWidthPx / printWidthInches + 1e-9)
}

/** How sharp a design prints on a size: its effective DPI once fitted to the area, and whether that is low. */
export function printResolution(image: { width: number; height: number }, area: PrintArea) {
  const printedWidthInches = fitWithin(image, area).width / PRINT_DPI
  const dpi = effectiveDpi(image.width, printedWidthInches)
  return { dpi, low: dpi < LOW_DPI }
}

/**
 * Where a design's print file for an area is stored, named by the design's file stem (its id and a
 * digest of its picture key, so nobody can guess it). A design's picture never changes once made, so
 * one file per (design, area) serves every order of that design and size. A `variant` names a file
 * drawn differently from an earlier one of the same design and area (Watercolor's vector print, ADR
 * 139), so a file made the old way is never reused in its place.
 */
export function printFileKey(designStem: string, area: PrintArea, variant?: string): string {
  if (!/^[1-9]\d*-[0-9a-f]{16}$/.test(designStem)) throw new RangeError("A design's file stem is its id and 16 hex digits")
  if (variant !== undefined && !/^[a-z0-9]+$/.test(variant))
    throw new RangeError('A print file variant is lowercase letters and digits')
  return `prints/${designStem}-${area.widthPx}x${area.heightPx}${variant ? `-${variant}` : ''}.png`
}

/**
 * Where the design comes from, which decides how large it may print: the offline generator's designs
 * are vectors, drawn again at any size (always PRINT_DPI); a raster (an OpenAI picture, a restyled
 * upload) has the pixels it has, and is printed no larger than LOW_DPI allows.
 */
export type PrintSource = 'vector' | 'raster'

/** The area's top sits about 2 in below the collar seam (a full-front print starts 2–3 in below it). */
export const AREA_TOP_BELOW_COLLAR_INCHES = 2
/**
 * A design less than half the area tall (a line of lettering, a small raster print) is set at chest
 * height: its top 2.5 in into the area, 4.5 in below the collar, not right under the collar.
 */
export const CHEST_DROP_INCHES = 2.5

export interface Placement {
  /** The design's box in the print file, in pixels at PRINT_DPI. */
  left: number
  top: number
  width: number
  height: number
  /** The dots per inch it prints at. */
  dpi: number
  /** Its printed size in inches, one decimal. */
  widthInches: number
  heightInches: number
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10

/**
 * The design's place in the print file: as large as the area allows for a vector design; for a raster
 * one, as large as the area allows but never below LOW_DPI (a 1024-px picture prints 6.8 in wide at
 * 150 DPI rather than 15 in wide at 68). Centred across; at the top of the area, or at chest height
 * when it is less than half the area tall.
 */
export function placeDesign(image: { width: number; height: number }, area: PrintArea, source: PrintSource): Placement {
  const fitted = fitWithin(image, area)
  let { width, height } = fitted
  if (source === 'raster') {
    // At LOW_DPI each design pixel covers PRINT_DPI / LOW_DPI file pixels.
    const largest = (image.width * PRINT_DPI) / LOW_DPI
    if (width > largest) {
      const scale = largest / width
      width = Math.max(1, Math.floor(width * scale))
      height = Math.max(1, Math.floor(height * scale))
    }
  }
  const chest = Math.round((CHEST_DROP_INCHES * PRINT_DPI * area.widthPx) / LARGEST_FRONT.widthPx)
  const top = height * 2 < area.heightPx ? Math.min(chest, area.heightPx - height) : 0
  const dpi = source === 'vector' ? PRINT_DPI : Math.min(PRINT_DPI, effectiveDpi(image.width, width / PRINT_DPI))
  return {
    left: Math.floor((area.widthPx - width) / 2),
    top,
    width,
    height,
    dpi,
    widthInches: oneDecimal(width / PRINT_DPI),
    heightInches: oneDecimal(height / PRINT_DPI),
  }
}

/**
 * The garment's flat width (armpit to armpit) per size, in inches, as the maker publishes it for the
 * heavy cotton tee; the mockup draws every size's print area at this scale.
 */
const GARMENT_WIDTH_INCHES: Record<string, number> = { XS: 16.5, S: 18, M: 20, L: 22, XL: 24, '2XL': 26, '3XL': 28 }

export function garmentWidthInches(size: string): number {
  return GARMENT_WIDTH_INCHES[size.trim().toUpperCase()] ?? GARMENT_WIDTH_INCHES.L
}
