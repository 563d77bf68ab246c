import { isRowId } from '~/lib/row-id.ts'
import { FALLBACK_SIZES } from '~/modules/catalogue/index.ts'
import { logger } from '~/lib/logger.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { findProduct, loadColorOptions, loadVariants, type Product } from './product.server.ts'
import { ProductSelectionSchema } from './product-schema.ts'
import { resolveSelection, type Variant } from './product.ts'

export type PublicProduct = Omit<Product, 'imageKey' | 'mockupKey' | 'picture'>

function toPublic({ imageKey: _image, mockupKey: _mockup, picture: _picture, ...product }: Product): PublicProduct {
  return product
}

/** The absolute URL of a path on this store (whose origin is `appUrl`), for share links and Open Graph metadata. */
export function absoluteUrl(path: string, appUrl: string) {
  return new URL(path, appUrl).toString()
}

/**
 * Everything the product page shows: the product, colour options (local products only), sizes with
 * the spec's fallback, and the shopper's resolved colour and size from the URL. Null when the id is
 * unknown.
 */
export async function loadProductPage(db: DB, rawId: string | undefined, searchParams: URLSearchParams, appUrl: string) {
  const product = await findProduct(db, rawId)
  if (!product) return null
  let colors: { color: string; variantId: number; hex: string }[] = []
  let colorsError: string | null = null
  if (product.kind === 'local') {
    try {
      colors = await loadColorOptions(db)
    } catch (error) {
      logger.warn({ err: error }, 'colour options failed')
      colorsError = 'Error loading color options'
    }
  }
  let variants: Variant[] = []
  let sizes: string[]
  let variantsError: string | null = null
  try {
    const loaded = await loadVariants(db)
    variants = loaded.variants
    sizes = loaded.sizes
  } catch (error) {
    logger.warn({ err: error }, 'variants failed')
    variantsError = 'Failed to load variants. Using default sizes.'
    sizes = [...FALLBACK_SIZES]
  }
  const requested = ProductSelectionSchema.parse({
    color: searchParams.get('color') ?? undefined,
    size: searchParams.get('size') ?? undefined,
  })
  const selection = resolveSelection({
    // Without variants the spec's fallback applies: the check is skipped like for provider products.
    kind: variantsError ? 'provider' : product.kind,
    colors: colors.map((c) => c.color),
    sizes,
    variants,
    requestedColor: requested.color,
    requestedSize: requested.size,
    designColor: product.color,
  })
  const shop = Number(searchParams.get('shop'))
  return {
    product: toPublic(product),
    colors,
    colorsError,
    sizes,
    variantsError,
    selection,
    shopId: isRowId(shop) ? shop : null,
    productUrl: absoluteUrl(`/products/${product.id}`, appUrl),
    sharePath: `/share/${product.id}`,
    /** The design's picture as its row records it (for the print's resolution; not for the page's data). */
    picture: product.picture,
  }
}

/** What a share page shows and names in its metadata. */
export async function loadSharePage(db: DB, rawId: string | undefined, appUrl: string) {
  const product = await findProduct(db, rawId)
  if (!product) return null
  return {
    product: toPublic(product),
    productPath: `/products/${product.id}`,
    productUrl: absoluteUrl(`/products/${product.id}`, appUrl),
    imageUrl: absoluteUrl(`/share-image/${product.id}`, appUrl),
  }
}
