import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { ShippingAddress } from '#db/schema.ts'
import { findVariant } from '~/modules/catalogue/index.server.ts'
import { FALLBACK_VARIANT_IDS } from '~/modules/catalogue/index.ts'
import { normalizePriceCents, type Pricing } from '~/modules/pricing/index.ts'
import { DEFAULT_SHIPPING_COUNTRY, findShippingOption, getShippingCountries } from '~/modules/shipping/index.server.ts'
import { sellableTo } from '~/modules/visibility/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'
import { priceCart, type CartCode } from './cart-pricing.server.ts'

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
  /**
   * Whether the store still sells this line's design to this cart (the visibility module's sellableTo):
   * a line whose design was hidden, removed or deleted since shows as no longer available and stops
   * the cart from being paid until it is removed.
   */
  available: boolean
}

export interface Cart {
  id: string
  /** Changes whenever the cart or its address changes: payments are tied to one revision. */
  revision: string
  address: ShippingAddress | null
  lines: CartLine[]
  /** Priced with standard shipping to `shipping.country`: the address's country, the US before one. */
  pricing: Pricing
  /** The discount code kept with the cart, if any, and whether it applies now. */
  discountCode: CartCode | null
  /** Where the cart ships, and whether the store ships there now (an address saved before it stopped). */
  shipping: { country: string; served: boolean }
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
    /** False when the store no longer sells the line's design: shown as no longer available, to remove. */
    available: boolean
  }[]
  address: ShippingAddress | null
  pricing: Pricing
  /** Named so that it never reads as the API's `discountCode` field when the page posts this back. */
  appliedCode: CartCode | null
}

export type CartError = 'design-not-ready' | 'design-unavailable' | 'variant-not-available' | 'item-not-found'

export type CartResult = { ok: true } | { ok: false; error: CartError }
export type AddToCartResult =
  { ok: true; added: { title: string; color: string; size: string } } | { ok: false; error: CartError }

/**
 * The visitor's open cart, priced now (its tax asked of `tax`, the caller's tax service, its shipping by the rates of
 * `fulfilment`, the caller's print providers); `closedToo` also finds the last cart a payment closed. `userId` (the
 * signed-in shopper) counts for a once-per-customer code beside the e-mail.
 */
export async function findCart(
  db: DB,
  tax: TaxService | null,
  fulfilment: FulfilmentServices,
  visitorId: string,
  { closedToo = false, userId = null }: { closedToo?: boolean; userId?: number | null } = {},
): Promise<Cart | null> {
  const cart = await db
    .selectFrom('carts')
    .select(['id', 'address', 'updated_at', 'discount_code'])
    .where('visitor_id', '=', visitorId)
    .$if(!closedToo, (q) => q.where('closed_at', 'is', null))
    .orderBy(sql`closed_at is null`, 'desc')
    .orderBy('closed_at', 'desc')
    .limit(1)
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
      // A line of one's own design ('own', checked at Add to Cart) is bought by the design's owner.
      sql<boolean>`case when i.design_id is null then i.kind = 'product' else ${sellableTo('d', sql<boolean>`i.kind = 'own'`)} end`.as(
        'available',
      ),
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
    available: Boolean(row.available),
  }))
  const { options } = await getShippingCountries(fulfilment)
  const country = cart.address?.country ?? DEFAULT_SHIPPING_COUNTRY
  const option = findShippingOption(options, country)
  const priced = await priceCart(
    db,
    tax,
    lines.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
    cart.discount_code,
    { userId, email: cart.address?.email ?? null },
    option ?? findShippingOption(options, DEFAULT_SHIPPING_COUNTRY),
    cart.address,
  )
  return {
    id: cart.id,
    revision: String(new Date(cart.updated_at).getTime()),
    address: cart.address,
    lines,
    ...priced,
    shipping: { country, served: option !== null },
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
      available: line.available,
    })),
    address: cart.address,
    pricing: cart.pricing,
    appliedCode: cart.discountCode,
  }
}

/**
 * The visitor's open cart, made when there is none. A cart its payment closed is never reopened: the new cart starts
 * empty with the address of the visitor's last cart, so a returning shopper is not asked for it again.
 */
export async function ensureCart(db: DB, visitorId: string): Promise<string> {
  const lastAddress = sql<
    string | null
  >`(select last.address from carts as last where last.visitor_id = ${visitorId} and last.closed_at is not null order by last.closed_at desc limit 1)`
  const row = await db
    .insertInto('carts')
    .values({ id: randomUUID(), visitor_id: visitorId, address: lastAddress })
    .onConflict((oc) =>
      oc
        .column('visitor_id')
        .where('closed_at', 'is', null)
        .doUpdateSet({ updated_at: sql`now()` }),
    )
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
    .where('c.closed_at', 'is', null)
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
  // Only what the change changes is written: two changes of one line sent close together (a quantity, then the
  // size) can be answered out of order, and a write of the size read before the other change committed would
  // undo it.
  const changes = {
    ...(size !== item.size ? { variant_id: variantId, size } : {}),
    ...(change.quantity ? { quantity: change.quantity } : {}),
  }
  await db.transaction().execute(async (trx) => {
    if (Object.keys(changes).length) await trx.updateTable('cart_items').set(changes).where('id', '=', item.id).execute()
    await touchCart(trx, item.cart_id)
  })
  return { ok: true }
}

export async function removeCartItem(db: DB, visitorId: string, itemId: number): Promise<CartResult> {
  const cart = await db
    .selectFrom('carts')
    .select('id')
    .where('visitor_id', '=', visitorId)
    .where('closed_at', 'is', null)
    .executeTakeFirst()
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
    .where('c.closed_at', 'is', null)
    .executeTakeFirst()
  return Number(row?.shirts ?? 0)
}

/**
 * Closes the cart a payment was made for, inside the order's transaction: its bought lines leave it,
 * and the cart takes no more lines or payments. Lines a browser added while the payment ran, and that
 * the payment did not cover, move to the visitor's new open cart; an API cart keeps them (its id is the
 * integrator's handle, so it never moves) and refuses more. A cart closed already (a second payment of
 * it) only loses the bought lines, wherever they are now.
 */
export async function closePaidCart(db: DB, cartId: string, boughtItemIds: number[]): Promise<void> {
  const cart = await db
    .updateTable('carts')
    .set({ closed_at: sql`coalesce(closed_at, clock_timestamp())`, updated_at: sql`clock_timestamp()` })
    .where('id', '=', cartId)
    .returning(['visitor_id', 'api_user_id'])
    .executeTakeFirst()
  if (!cart) return
  if (boughtItemIds.length) {
    await db
      .deleteFrom('cart_items')
      .where('id', 'in', boughtItemIds)
      .where('cart_id', 'in', db.selectFrom('carts').select('carts.id').where('carts.visitor_id', '=', cart.visitor_id))
      .execute()
  }
  if (cart.api_user_id !== null) return
  const left = await db.selectFrom('cart_items').select('id').where('cart_id', '=', cartId).execute()
  if (!left.length) return
  const openCartId = await ensureCart(db, cart.visitor_id)
  await db.updateTable('cart_items').set({ cart_id: openCartId }).where('cart_id', '=', cartId).execute()
  await touchCart(db, openCartId)
}
