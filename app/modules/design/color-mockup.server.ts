import { isCatalogueColor } from '~/modules/catalogue/index.server.ts'
import type { ImageStorage } from '~/services/storage/storage.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { seenByOthers } from '~/modules/visibility/index.server.ts'
import { designFileStem } from './file-stem.server.ts'
import { logger } from '~/lib/logger.server.ts'
import { singleFlight } from '~/lib/single-flight.ts'
import { renderMockupInPool } from './image-work.server.ts'
import { closeupBox, type MockupView } from './mockup.server.ts'
import sharp from 'sharp'

/** Printify's own mockup picture of a product for some variants, when it has one. */
export type ProviderMockupSource = (productId: string, variantIds: number[]) => Promise<Buffer | null>

/**
 * The storage key of a design's mockup on a shirt of another catalogue colour, made on first request
 * and kept. A design that is a Printify product uses Printify's own mockup of that colour when the
 * provider has one (`providerMockup`, given when Printify is configured); otherwise the store draws
 * it. Null when the design or the colour does not exist (or the design has no picture at all).
 */
export async function colorMockupKey(
  db: DB,
  designId: number,
  color: string,
  storage: ImageStorage,
  providerMockup: ProviderMockupSource | null = null,
  { size, view = 'front' }: { size?: string; view?: MockupView } = {},
): Promise<string | null> {
  const catalogueColor = await isCatalogueColor(db, color)
  if (!catalogueColor) return null
  const design = await db
    .selectFrom('designs')
    .select(['id', 'image_key', 'printify_product_id'])
    .where('id', '=', designId)
    .where(seenByOthers('designs'))
    .executeTakeFirst()
  if (!design) return null
  const slug = catalogueColor.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  // Printify's own picture is its front view; a shirt size or another view is always ours, to scale.
  if (design.printify_product_id && providerMockup && !size && view === 'front') {
    const stem = designFileStem({ id: design.id, imageKey: design.image_key ?? design.printify_product_id })
    const key = `mockups/colors/${stem}-${slug}-printify.webp`
    if (await storage.exists(key)) return key
    const variants = await db.selectFrom('product_variants').select('id').where('color', '=', catalogueColor).execute()
    try {
      const picture = await providerMockup(
        design.printify_product_id,
        variants.map((v) => v.id),
      )
      if (picture) {
        await storage.put(
          key,
          await sharp(picture).resize({ width: 1536, withoutEnlargement: true }).webp().toBuffer(),
          'image/webp',
        )
        return key
      }
    } catch (error) {
      logger.warn({ err: error, designId, color: catalogueColor }, "Printify's mockup could not be used; drawing ours")
    }
  }
  if (!design.image_key) return null
  // Drawn to the print's true scale for the size (L unless asked), under their own keys (v2: the
  // true-scale drawing; the earlier keys hold the old, smaller print).
  const shirtSize = mockupSize(size)
  if (view === 'back') {
    // The back is unprinted: one picture per colour serves every design and size.
    const key = `mockups/colors/v2/back-${slug}.webp`
    const imageKey = design.image_key
    return (await stored(storage, key, async () => {
      const image = await storage.read(imageKey)
      return image ? renderMockupInPool(image, catalogueColor, { view: 'back' }) : null
    }))
      ? key
      : null
  }
  const imageKey = design.image_key
  const stem = designFileStem({ id: design.id, imageKey })
  const frontKey = `mockups/colors/v2/${stem}-${slug}-${shirtSize.toLowerCase()}-front.webp`
  const hasFront = await stored(storage, frontKey, async () => {
    const image = await storage.read(imageKey)
    return image ? renderMockupInPool(image, catalogueColor, { size: shirtSize }) : null
  })
  if (!hasFront) return null
  if (view === 'front') return frontKey
  // The close-up is cut from the front (a crop and an encode, no second drawing).
  const key = `mockups/colors/v2/${stem}-${slug}-${shirtSize.toLowerCase()}-closeup.webp`
  return (await stored(storage, key, async () => {
    const front = await storage.read(frontKey)
    return front ? sharp(front).extract(closeupBox(shirtSize)).webp({ quality: 90 }).toBuffer() : null
  }))
    ? key
    : null
}

// A product page asks for the front and the close-up at two widths at once, so four requests can find
// the same mockup missing together: they share one drawing rather than making it four times.
const making = new WeakMap<ImageStorage, ReturnType<typeof singleFlight<boolean>>>()

/** Whether `key` is in storage, made by `make` first if it is not (false: nothing to make it from). */
function stored(storage: ImageStorage, key: string, make: () => Promise<Buffer | null>): Promise<boolean> {
  let once = making.get(storage)
  if (!once) making.set(storage, (once = singleFlight<boolean>()))
  return once(key, async () => {
    if (await storage.exists(key)) return true
    const bytes = await make()
    if (!bytes) return false
    await storage.put(key, bytes, 'image/webp')
    return true
  })
}

/** A shirt size a mockup is drawn for: one the store knows, else L. */
function mockupSize(size: string | undefined): string {
  const upper = (size ?? '').trim().toUpperCase()
  return ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'].includes(upper) ? upper : 'L'
}
