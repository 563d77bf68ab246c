import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import sharp from 'sharp'
import { invalidateCommunityCache } from '~/modules/community/index.server.ts'
import type { CleanImage } from '~/modules/design/index.server.ts'
import type { ImageStorage } from '~/services/storage/storage.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { requireOwnedShop } from './shop.server.ts'

export type ShopImageKind = 'banner' | 'logo'

/** Banners are cut to 3:1 at 1500 × 500 px, logos to a 400 px square; both WebP. */
const SIZES: Record<ShopImageKind, { width: number; height: number }> = {
  banner: { width: 1500, height: 500 },
  logo: { width: 400, height: 400 },
}

/**
 * Sets a shop's banner or logo from an upload already checked and cleaned like a design upload
 * (cleanUploadedImage): cropped to its size from the centre, stored, and linked on the shop. Only the
 * owner may (ShopError 403/404 otherwise). Returns the image's URL.
 */
export async function setShopImage(
  db: DB,
  userId: number,
  shopId: number,
  kind: ShopImageKind,
  image: CleanImage,
  storage: ImageStorage,
): Promise<string> {
  await requireOwnedShop(db, userId, shopId)
  const size = SIZES[kind]
  const bytes = await sharp(image.bytes)
    .resize({ ...size, fit: 'cover', position: 'attention' })
    .webp({ quality: 85 })
    .toBuffer()
  const key = `shops/${shopId}/${kind}-${randomUUID()}.webp`
  await storage.put(key, bytes, 'image/webp')
  const url = storage.publicUrl(key)
  await db
    .updateTable('shops')
    .set(kind === 'banner' ? { banner_url: url, updated_at: sql<Date>`now()` } : { logo_url: url, updated_at: sql<Date>`now()` })
    .where('id', '=', shopId)
    .where('user_id', '=', userId)
    .execute()
  invalidateCommunityCache()
  return url
}
