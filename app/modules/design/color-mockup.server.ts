import { isCatalogueColor } from '~/modules/catalogue/catalogue.server.ts'
import { getStorage, type ImageStorage } from '~/services/storage/storage.server.ts'
import type { DB } from '~/utils/db.server.ts'
import { renderMockupInPool } from '~/server/image-work.server.ts'

/**
 * The storage key of a design's mockup on a shirt of another catalogue colour, rendered on first
 * request and kept. Null when the design or the colour does not exist (or the design has no image).
 */
export async function colorMockupKey(
  db: DB,
  designId: number,
  color: string,
  storage: ImageStorage = getStorage(),
): Promise<string | null> {
  const catalogueColor = await isCatalogueColor(db, color)
  if (!catalogueColor) return null
  const design = await db
    .selectFrom('designs')
    .select(['id', 'image_key'])
    .where('id', '=', designId)
    .where('deleted_at', 'is', null)
    .where('moderation_status', '=', 'approved')
    .executeTakeFirst()
  if (!design?.image_key) return null
  const slug = catalogueColor.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const key = `mockups/colors/${design.id}-${slug}.webp`
  if (await storage.exists(key)) return key
  const image = await storage.read(design.image_key)
  if (!image) return null
  await storage.put(key, await renderMockupInPool(image, catalogueColor), 'image/webp')
  return key
}
