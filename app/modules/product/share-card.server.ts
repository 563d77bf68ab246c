import { createHash } from 'node:crypto'
import { renderShareImageInPool } from '~/modules/design/index.server.ts'
import type { ImageStorage } from '~/services/storage/storage.server.ts'
import type { Product } from './product.server.ts'

// The share card of a product page: drawn by share-image.server.ts in the image worker pool, kept in storage.

function storageKeyOf(key: string | null, url: string | null): string | null {
  if (key) return key
  if (url?.startsWith('/images/')) return url.slice('/images/'.length).split('?')[0] || null
  return null
}

/**
 * The product's share image, rendered once and kept in storage. The key depends on everything drawn,
 * so a renamed design or a new picture gets a new card.
 */
export async function getShareImage(product: Product, storage: ImageStorage): Promise<Buffer> {
  const pictureKey = storageKeyOf(product.mockupKey, product.mockupUrl) ?? storageKeyOf(product.imageKey, product.designUrl)
  const version = createHash('sha256')
    .update(JSON.stringify([product.title, product.price, pictureKey, 2]))
    .digest('hex')
    .slice(0, 16)
  const key = `share/${product.designId}-${version}.png`
  const cached = await storage.read(key)
  if (cached) return cached
  const picture = pictureKey ? await storage.read(pictureKey).catch(() => null) : null
  const png = await renderShareImageInPool({ title: product.title, priceCents: product.price, picture })
  await storage.put(key, png, 'image/png')
  return png
}
