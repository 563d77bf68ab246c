import { sql } from 'kysely'
import { seenByOthers } from '~/modules/visibility/index.server.ts'
import { getShirtPriceCents, listSampleVariants, listVariants } from '~/modules/catalogue/index.server.ts'
import { BLUEPRINT_ID, PRINT_PROVIDER_ID } from '~/modules/catalogue/index.ts'
import { communityImages, designTitle, type CommunityImage } from '~/modules/community/index.ts'
import { listCommunityDesigns } from '~/modules/community/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { preparedQuery, type SlotOf } from '~/platform/prepared-query/prepared-query.server.ts'
import { designDescription } from '~/modules/design/index.ts'
import {
  offeredSizes,
  groupVariantsByColor,
  parseProductId,
  PRINT_PROVIDER_SOURCE,
  type ProductRef,
  type Variant,
} from './product.ts'

/** A product in the store's public shape, plus what the page needs. */
export interface Product {
  /** The id in the page URL: the local design id, or the provider product id. */
  id: string
  kind: ProductRef['kind']
  title: string
  description: string
  /** cents, from the catalogue */
  price: number
  designId: number
  designUrl: string | null
  mockupUrl: string | null
  color: string
  printifyProductId: string | null
  images: CommunityImage[]
  /** Storage keys of the pictures, for the share image (never a URL to fetch). */
  imageKey: string | null
  mockupKey: string | null
  /** The design's picture as its row records it, for the print's resolution (never sent to the browser). */
  picture: { image_key: string | null; image_width: number | null; image_height: number | null } | null
}

const productColumns = [
  'd.id',
  'd.name',
  'd.prompt',
  'd.style',
  'd.color',
  'd.image_url',
  'd.mockup_url',
  'd.image_key',
  'd.mockup_key',
  'd.printify_product_id',
  'd.image_width',
  'd.image_height',
] as const

function visibleDesigns(db: DB) {
  return db.selectFrom('designs as d').where(seenByOthers('d'))
}

/** A design's product row by its id (every product page's first read: compiled once). */
const localProductRow = preparedQuery((db: DB, value: SlotOf<{ designId: number }>) =>
  visibleDesigns(db).select(productColumns).where('d.id', '=', value('designId')),
)

/**
 * Finds the product for a page id: a local design by its id, or a print-provider product by its
 * product id (designs synced from the provider carry it), with the community list as the fallback.
 */
export async function findProduct(db: DB, rawId: string | undefined): Promise<Product | null> {
  const ref = parseProductId(rawId)
  if (!ref) return null
  const priceCents = await getShirtPriceCents(db)
  if (ref.kind === 'local') {
    const row = await localProductRow.first(db, { designId: ref.designId })
    return row ? toProduct(row, String(row.id), 'local', priceCents) : null
  }
  const row = await visibleDesigns(db)
    .select(productColumns)
    .where((eb) =>
      eb.or([
        eb('d.printify_product_id', '=', ref.productId),
        eb.and([eb('d.external_id', '=', ref.productId), eb(sql`lower(d.external_source)`, '=', PRINT_PROVIDER_SOURCE)]),
      ]),
    )
    .orderBy('d.id')
    .executeTakeFirst()
  if (row) return toProduct(row, ref.productId, 'provider', priceCents)
  const fromCommunity = (await listCommunityDesigns(db)).designs.find((d) => d.printifyProductId === ref.productId)
  if (!fromCommunity) return null
  const mockup = fromCommunity.images.find((i) => i.position === 'front')?.src ?? null
  const image = fromCommunity.images.find((i) => i.position === 'design')?.src ?? null
  return {
    id: ref.productId,
    kind: 'provider',
    title: fromCommunity.title,
    description: fromCommunity.description,
    price: priceCents,
    designId: fromCommunity.id,
    designUrl: image,
    mockupUrl: mockup,
    color: 'White',
    printifyProductId: ref.productId,
    images: fromCommunity.images,
    imageKey: null,
    mockupKey: null,
    picture: null,
  }
}

function toProduct(
  row: {
    id: number
    name: string
    prompt: string
    style: string
    color: string
    image_url: string | null
    mockup_url: string | null
    image_key: string | null
    mockup_key: string | null
    printify_product_id: string | null
    image_width: number | null
    image_height: number | null
  },
  id: string,
  kind: ProductRef['kind'],
  priceCents: number,
): Product {
  return {
    id,
    kind,
    title: designTitle(row.name, row.prompt),
    description: designDescription(row),
    price: priceCents,
    designId: row.id,
    designUrl: row.image_url,
    mockupUrl: row.mockup_url,
    color: row.color,
    printifyProductId: kind === 'provider' ? id : row.printify_product_id,
    images: communityImages(row.mockup_url, row.image_url),
    imageKey: row.image_key,
    mockupKey: row.mockup_key,
    picture: { image_key: row.image_key, image_width: row.image_width, image_height: row.image_height },
  }
}

/** The shirt's variants as GET /api/products/{id}/variants answers them. */
export async function loadVariants(db: DB) {
  const variants: Variant[] = (await listVariants(db)).map((v) => ({
    id: v.id,
    color: v.color,
    size: v.size,
    price: v.price_cents,
    isEnabled: v.is_enabled,
  }))
  return { variants, variantsByColor: groupVariantsByColor(variants), sizes: offeredSizes(variants) }
}

/** One sample variant per colour of the shirt blueprint (the API's sampleVariants). */
export async function loadColorOptions(db: DB, blueprintId = BLUEPRINT_ID, providerId = PRINT_PROVIDER_ID) {
  return listSampleVariants(db, blueprintId, providerId)
}
