import sharp from 'sharp'
import { renderPrintFileInPool } from '~/modules/design/index.server.ts'
import type { ImageStorage } from '~/services/storage/storage.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { printFileVariant, printRecipe } from './vector-print.server.ts'
import { designFileStem, trimClearMargins } from '~/modules/design/index.server.ts'
import { placeDesign, printArea, printFileKey, type PrintArea, type PrintSource } from './print-area.ts'

// Print files (ADR 063): made once per (design, print area) the first time an order needs one, kept
// in storage next to the design, and reused by every later order and by a retried submission.

/** Why a design cannot be printed: retrying will not help. */
export class UnprintableDesignError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnprintableDesignError'
  }
}

interface Deps {
  /** Where the design is read and the print file kept: the caller's. */
  storage: ImageStorage
  render?: (design: Buffer, area: PrintArea) => Promise<Buffer>
}

/**
 * The storage key of the design's print file for `area`, rendering and storing it first if it is not
 * there yet. Two runs racing on the same file write the same bytes, so either one's file is right.
 */
export async function ensurePrintFile(
  design: { id: number; imageKey: string | null },
  area: PrintArea,
  { storage, render = renderPrintFileInPool }: Deps,
): Promise<string> {
  if (!design.imageKey) throw new UnprintableDesignError(`Design ${design.id} has no image to print`)
  const picture = await storage.read(design.imageKey)
  const stem = designFileStem({ id: design.id, imageKey: design.imageKey })
  const key = printFileKey(stem, area, picture ? await printFileVariant(picture) : undefined)
  if (await storage.exists(key)) return key
  if (!picture) throw new UnprintableDesignError(`The design image ${design.imageKey} is missing from storage`)
  let file: Buffer
  try {
    file = await render(picture, area)
  } catch (error) {
    throw new UnprintableDesignError(
      `The design image ${design.imageKey} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  await storage.put(key, file, 'image/png')
  return key
}

/**
 * The design picture's pixel size: recorded on the design, or read from the image (its header only)
 * the first time and recorded. Null when the design has no readable picture.
 */
async function designPictureSize(db: DB, designId: number, storage: ImageStorage, known?: DesignPicture) {
  const design =
    known ??
    (await db
      .selectFrom('designs')
      .select(['image_key', 'image_width', 'image_height'])
      .where('id', '=', designId)
      .executeTakeFirst())
  if (!design) return null
  const imageKey = design.image_key
  if (design.image_width && design.image_height) return { width: design.image_width, height: design.image_height, imageKey }
  if (!design.image_key) return null
  const bytes = await storage.read(design.image_key)
  if (!bytes) return null
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }))
  if (!width || !height) return null
  await db.updateTable('designs').set({ image_width: width, image_height: height }).where('id', '=', designId).execute()
  return { width, height, imageKey }
}

/** The design's picture as its row records it (a caller that has just read the row passes it on). */
export interface DesignPicture {
  image_key: string | null
  image_width: number | null
  image_height: number | null
}

export interface PrintResolution {
  /** The shirt size the figure is for. */
  size: string
  dpi: number
  /** Below 150 DPI: the print may look soft. */
  low: boolean
  /** How large the design prints on that size, in inches (one decimal). */
  widthInches: number
  heightInches: number
  /** Drawn again from vectors at the print's size, or a picture of fixed pixels. */
  source: PrintSource
  /** The picture's artwork in pixels (a raster's limit). */
  pixelWidth: number
  pixelHeight: number
}

/** What the print of a stored picture depends on: whether it carries vectors, and its artwork's size. */
interface PrintFacts {
  source: PrintSource
  width: number
  height: number
}

/**
 * Per stored picture (a key's bytes never change): a few hundred entries of a few numbers each. The
 * promise is kept, not its value, so requests arriving together for a picture not read yet share one
 * reading: a burst of 200 on a product page just published otherwise trimmed its picture 200 times.
 */
const factsCache = new Map<string, Promise<PrintFacts | null>>()
const FACTS_CACHE_ENTRIES = 500

function printFacts(imageKey: string, storage: ImageStorage): Promise<PrintFacts | null> {
  const cached = factsCache.get(imageKey)
  if (cached) return cached
  const facts = readPrintFacts(imageKey, storage)
  if (factsCache.size >= FACTS_CACHE_ENTRIES) factsCache.delete(factsCache.keys().next().value as string)
  factsCache.set(imageKey, facts)
  // A picture that could not be read, or storage that failed, is tried again next time (the picture
  // may not have been stored yet). The caller sees the failure through `facts` itself.
  const forget = () => {
    if (factsCache.get(imageKey) === facts) factsCache.delete(imageKey)
  }
  facts.then((value) => (value ? undefined : forget()), forget)
  return facts
}

async function readPrintFacts(imageKey: string, storage: ImageStorage): Promise<PrintFacts | null> {
  const bytes = await storage.read(imageKey)
  if (!bytes) return null
  try {
    const source: PrintSource = (await printRecipe(bytes)) ? 'vector' : 'raster'
    const { width, height } = await sharp(await trimClearMargins(bytes)).metadata()
    if (!width || !height) return null
    return { source, width, height }
  } catch {
    return null
  }
}

/**
 * How large and how sharp the design prints on a shirt of `size`, exactly as its print file will be
 * made (see placeDesign): a vector design fills the area at 300 DPI; a raster prints as large as
 * 150 DPI allows. Null when the design has no readable picture.
 */
export async function loadPrintResolution(
  db: DB,
  designId: number,
  { blueprintId, size, picture: known }: { blueprintId: number; size: string; picture?: DesignPicture },
  storage: ImageStorage,
): Promise<PrintResolution | null> {
  const picture = await designPictureSize(db, designId, storage, known)
  if (!picture) return null
  const facts = picture.imageKey ? await printFacts(picture.imageKey, storage) : null
  if (!facts) return null
  const place = placeDesign(facts, printArea(blueprintId, size), facts.source)
  return {
    size,
    dpi: place.dpi,
    low: place.dpi < 150,
    widthInches: place.widthInches,
    heightInches: place.heightInches,
    source: facts.source,
    pixelWidth: facts.width,
    pixelHeight: facts.height,
  }
}

/** Whether the browser's visitor or the signed-in user made the design (a creator sees print warnings). */
export async function isDesignOwner(
  db: DB,
  designId: number,
  owner: { userId: number | null; visitorId: string | null },
): Promise<boolean> {
  if (!owner.userId && !owner.visitorId) return false
  const row = await db
    .selectFrom('designs')
    .select('id')
    .where('id', '=', designId)
    .where((eb) =>
      eb.or([
        ...(owner.userId ? [eb('user_id', '=', owner.userId)] : []),
        ...(owner.visitorId ? [eb('visitor_id', '=', owner.visitorId)] : []),
      ]),
    )
    .executeTakeFirst()
  return Boolean(row)
}
