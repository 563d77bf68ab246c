import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { ShippingAddress } from '#db/schema.ts'
import { findVariant } from '~/modules/catalogue/index.server.ts'
import { FALLBACK_VARIANT_IDS } from '~/modules/catalogue/index.ts'
import { computePricing, normalizePriceCents, type Pricing } from '~/modules/pricing/index.ts'
import type { DB } from '~/lib/db.server.ts'
import type { ShippingAddressInput } from './cart-schema.ts'

export interface CartOwner {
  visitorId: string
  userId: number | null
}

export interface CartLine {
  id: number
  kind: 'own' | 'community' | 'product'
  designId: number | null
  productId: number
  variantId: number
  printifyProductId: string | null
  shopId: number | null
  title: string
  imageUrl: string | null
  color: string
  size: string
  quantity: number
  /** Recomputed from the catalogue (or the community design's own price) on every read. */
  unitPriceCents: number
}

export interface Cart {
  id: string
  /** Changes whenever the cart or its address changes: payments are tied to one revision. */
  revision: string
  address: ShippingAddress | null
  lines: CartLine[]
  pricing: Pricing
}

/** The spec's checkout data (session storage key `checkoutData`), built from the server cart. */
export interface CheckoutData {
  items: {
    id: number
    title: string
    variant: string
    price: number
    quantity: number
    designId: number | null
    variantId: number
    productId: number
    printifyProductId?: string
    imageUrl: string | null
    size: string
    color: string
  }[]
  address: ShippingAddress | null
  pricing: Pricing
}

export type CartError = 'design-not-ready' | 'variant-not-available' | 'item-not-found'

export type CartResult = { ok: true } | { ok: false; error: CartError }
export type AddToCartResult =
  { ok: true; added: { title: string; color: string; size: string } } | { ok: false; error: CartError }

export async function findCart(db: DB, visitorId: string): Promise<Cart | null> {
  const cart = await db
    .selectFrom('carts')
    .select(['id', 'address', 'updated_at'])
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst()
  if (!cart) return null
  const rows = await db
    .selectFrom('cart_items as i')
    .leftJoin('product_variants as v', 'v.id', 'i.variant_id')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('designs as d', 'd.id', 'i.design_id')
    .select([
      'i.id',
      'i.kind',
      'i.design_id',
      'i.product_id',
      'i.variant_id',
      'i.printify_product_id',
      'i.shop_id',
      'i.title',
      'i.image_url',
      'i.color',
      'i.size',
      'i.quantity',
      'v.price_cents as variant_price',
      'p.price_cents as product_price',
      'd.price_cents as design_price',
    ])
    .where('i.cart_id', '=', cart.id)
    .orderBy('i.id')
    .execute()
  const lines: CartLine[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    designId: row.design_id,
    productId: row.product_id,
    variantId: row.variant_id,
    printifyProductId: row.printify_product_id,
    shopId: row.shop_id,
    title: row.title,
    imageUrl: row.image_url,
    color: row.color,
    size: row.size,
    quantity: row.quantity,
    unitPriceCents: unitPriceFor(row.kind, row.variant_price, row.product_price, row.design_price),
  }))
  return {
    id: cart.id,
    revision: String(new Date(cart.updated_at).getTime()),
    address: cart.address,
    lines,
    pricing: computePricing(lines.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity }))),
  }
}

const FALLBACK_PRICE_CENTS = 2499

function unitPriceFor(
  kind: CartLine['kind'],
  variantPrice: number | null,
  productPrice: number | null,
  designPrice: number | null,
) {
  // A community design sells at its own price; everything else at the catalogue's.
  if (kind === 'community') return normalizePriceCents(designPrice) ?? productPrice ?? FALLBACK_PRICE_CENTS
  return variantPrice ?? productPrice ?? FALLBACK_PRICE_CENTS
}

export function toCheckoutData(cart: Cart): CheckoutData {
  return {
    items: cart.lines.map((line) => ({
      id: line.id,
      title: line.title,
      variant: `${line.color} - ${line.size}`,
      price: line.unitPriceCents,
      quantity: line.quantity,
      designId: line.designId,
      variantId: line.variantId,
      productId: line.productId,
      ...(line.printifyProductId ? { printifyProductId: line.printifyProductId } : {}),
      imageUrl: line.imageUrl,
      size: line.size,
      color: line.color,
    })),
    address: cart.address,
    pricing: cart.pricing,
  }
}

export async function ensureCart(db: DB, visitorId: string): Promise<string> {
  const row = await db
    .insertInto('carts')
    .values({ id: randomUUID(), visitor_id: visitorId })
    .onConflict((oc) => oc.column('visitor_id').doUpdateSet({ updated_at: sql`now()` }))
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function touchCart(db: DB, cartId: string) {
  // clock_timestamp keeps the revision moving even for two changes in one transaction.
  await db
    .updateTable('carts')
    .set({ updated_at: sql`clock_timestamp()` })
    .where('id', '=', cartId)
    .execute()
}

/** Changes a line's size and/or quantity; the variant follows the size. */
export async function updateCartItem(
  db: DB,
  visitorId: string,
  change: { itemId: number; size?: string; quantity?: number },
): Promise<CartResult> {
  const item = await db
    .selectFrom('cart_items as i')
    .innerJoin('carts as c', 'c.id', 'i.cart_id')
    .select(['i.id', 'i.cart_id', 'i.kind', 'i.color', 'i.size', 'i.variant_id', 'i.printify_product_id', 'i.product_id'])
    .where('i.id', '=', change.itemId)
    .where('c.visitor_id', '=', visitorId)
    .executeTakeFirst()
  if (!item) return { ok: false, error: 'item-not-found' }
  let variantId = item.variant_id
  let size = item.size
  if (change.size && change.size !== item.size) {
    if (item.kind === 'community' || item.printify_product_id) {
      const fallback = FALLBACK_VARIANT_IDS[change.size]
      if (!fallback) return { ok: false, error: 'variant-not-available' }
      variantId = fallback
    } else {
      const found = await findVariant(db, item.color, change.size, item.product_id)
      if (!found) return { ok: false, error: 'variant-not-available' }
      variantId = found.id
    }
    size = change.size
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('cart_items')
      .set({ variant_id: variantId, size, ...(change.quantity ? { quantity: change.quantity } : {}) })
      .where('id', '=', item.id)
      .execute()
    await touchCart(trx, item.cart_id)
  })
  return { ok: true }
}

export async function removeCartItem(db: DB, visitorId: string, itemId: number): Promise<CartResult> {
  const cart = await db.selectFrom('carts').select('id').where('visitor_id', '=', visitorId).executeTakeFirst()
  if (!cart) return { ok: false, error: 'item-not-found' }
  const deleted = await db.deleteFrom('cart_items').where('id', '=', itemId).where('cart_id', '=', cart.id).executeTakeFirst()
  if (!deleted.numDeletedRows) return { ok: false, error: 'item-not-found' }
  await touchCart(db, cart.id)
  return { ok: true }
}

/** How many shirts are in the visitor's cart (the header's cart button). */
export async function countCartShirts(db: DB, visitorId: string): Promise<number> {
  const row = await db
    .selectFrom('cart_items as i')
    .innerJoin('carts as c', 'c.id', 'i.cart_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('i.quantity'), eb.lit(0)).as('shirts'))
    .where('c.visitor_id', '=', visitorId)
    .executeTakeFirst()
  return Number(row?.shirts ?? 0)
}

export async function saveCartAddress(db: DB, visitorId: string, address: ShippingAddressInput) {
  const cartId = await ensureCart(db, visitorId)
  const stored: ShippingAddress = { ...address }
  if (!stored.address2) delete stored.address2
  await db
    .updateTable('carts')
    .set({ address: JSON.stringify(stored), updated_at: sql`clock_timestamp()` })
    .where('id', '=', cartId)
    .execute()
}
