import { sql } from 'kysely'
import { CART_VARIANTS, findVariant, findVariantById, getShirtProduct } from '~/modules/catalogue/index.server.ts'
import { colorMockupKey } from '~/modules/design/index.server.ts'
import { MAX_QUANTITY } from '~/modules/pricing/index.ts'
import { sellableTo } from '~/modules/visibility/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { ImageStorage } from '~/services/storage/types.ts'
import type { AddToCartInput } from './cart-schema.ts'
import { ensureCart, touchCart, type AddToCartResult, type CartOwner } from './cart.server.ts'
import { chooseVariant } from './choose-variant.ts'

// Add to Cart: which design and shirt a form or call asks for, and the line it adds or adds to.

/**
 * A design with a picture (only those can be printed), whether it is the visitor's own (made by the
 * signed-in user or by this browser), and whether the store sells it: to its owner buying it as their
 * own (`sellableAsOwn`), and to anyone else (`sellableToOthers`), by the visibility module's rule.
 */
export async function findDesignForCart(db: DB, owner: CartOwner, designId: number) {
  const design = await db
    .selectFrom('designs as d')
    .select([
      'd.id',
      'd.user_id',
      'd.visitor_id',
      'd.name',
      'd.prompt',
      'd.image_url',
      'd.mockup_url',
      'd.color',
      'd.printify_product_id',
      sellableTo('d', sql<boolean>`true`).as('sellable_as_own'),
      sellableTo('d', sql<boolean>`false`).as('sellable_to_others'),
    ])
    .where('d.id', '=', designId)
    .executeTakeFirst()
  if (!design || !design.image_url) return null
  const isOwn =
    (owner.userId !== null && design.user_id === owner.userId) ||
    (design.visitor_id !== null && design.visitor_id === owner.visitorId)
  const { sellable_as_own, sellable_to_others, ...rest } = design
  return { ...rest, isOwn, sellableAsOwn: Boolean(sellable_as_own), sellableToOthers: Boolean(sellable_to_others) }
}

/** Whether `design` may be sold on a line of this kind: an 'own' line is bought by the design's owner. */
export function sellableAs(design: { isOwn: boolean; sellableAsOwn: boolean; sellableToOthers: boolean }, kind: string) {
  return kind === 'own' && design.isOwn ? design.sellableAsOwn : design.sellableToOthers
}

/**
 * Adds a shirt to the visitor's cart (ADR 024). The same design, variant and shop already in the cart
 * gets the quantity added (at most 100). A form's `addKey` is remembered per cart, so a double click
 * or a re-sent form adds once. `ifAbsent` (My Designs' Order Now) adds only when the design is not in
 * the cart yet, so opening the link twice does not buy two. Own designs must be the visitor's.
 */
export async function addToCart(
  db: DB,
  storage: ImageStorage,
  owner: CartOwner,
  input: AddToCartInput,
  { ifAbsent = false }: { ifAbsent?: boolean } = {},
): Promise<AddToCartResult> {
  const design = await findDesignForCart(db, owner, input.designId)
  if (!design) return { ok: false, error: 'design-not-ready' }
  if (input.kind === 'own' && !design.isOwn) return { ok: false, error: 'design-not-ready' }
  if (!sellableAs(design, input.kind)) return { ok: false, error: 'design-unavailable' }

  const product = await getShirtProduct(db)
  if (!product) throw new Error('The catalogue has no shirt product')
  // What is printed (and charged) is the design's own provider product, never one the client names.
  const printifyProductId = design.printify_product_id ?? null
  const choice = chooseVariant(input, {
    hasProviderProduct: printifyProductId !== null,
    defaultColor: product.default_color,
    cartVariants: CART_VARIANTS,
  })
  let variant: { id: number; color: string; size: string }
  if (choice.use === 'fixed') {
    variant = { id: choice.id, color: choice.color, size: choice.size }
  } else if (choice.use === 'own-default') {
    const own = await findVariantById(db, choice.id)
    variant = own ? { id: own.id, color: own.color, size: own.size } : { id: choice.id, color: 'White', size: choice.size }
  } else {
    const found = await findVariant(db, choice.color, choice.size)
    if (!found) return { ok: false, error: 'variant-not-available' }
    variant = found
  }

  const shopId = input.shopId ? await publishedShopFor(db, input.shopId, design.id) : null
  const imageUrl = await lineImageUrl(db, storage, design, variant.color)
  const title = design.name?.trim() || (input.kind === 'own' ? 'Custom T-Shirt' : design.prompt.slice(0, 80)) || 'Custom T-Shirt'

  const added = { title, color: variant.color, size: variant.size }
  await db.transaction().execute(async (trx) => {
    const cartId = await ensureCart(trx, owner.visitorId)
    if (input.addKey) {
      const fresh = await trx
        .insertInto('cart_add_keys')
        .values({ cart_id: cartId, add_key: input.addKey })
        .onConflict((oc) => oc.columns(['cart_id', 'add_key']).doNothing())
        .returning('add_key')
        .executeTakeFirst()
      if (!fresh) return
    }
    const existing = await trx
      .selectFrom('cart_items')
      .select(['id', 'variant_id', 'kind', 'shop_id', 'quantity'])
      .where('cart_id', '=', cartId)
      .where('design_id', '=', design.id)
      .execute()
    if (ifAbsent && existing.length > 0) return
    const same = existing.find((line) => line.variant_id === variant.id && line.kind === input.kind && line.shop_id === shopId)
    if (same) {
      await trx
        .updateTable('cart_items')
        .set({ quantity: Math.min(MAX_QUANTITY, same.quantity + input.quantity) })
        .where('id', '=', same.id)
        .execute()
    } else {
      await trx
        .insertInto('cart_items')
        .values({
          cart_id: cartId,
          design_id: design.id,
          product_id: product.id,
          variant_id: variant.id,
          printify_product_id: printifyProductId,
          shop_id: shopId,
          kind: input.kind,
          title,
          image_url: imageUrl,
          color: variant.color,
          size: variant.size,
          quantity: Math.min(MAX_QUANTITY, input.quantity),
        })
        .execute()
    }
    await touchCart(trx, cartId)
  })
  return { ok: true, added }
}

/**
 * The picture of the shirt being bought: the design's mockup, or, when the line's colour is not the
 * colour it was designed on (Order Now and community Buy use white), the design on a
 * shirt of the line's colour, so the summary never shows a navy shirt labelled 'White - L'.
 */
export async function lineImageUrl(
  db: DB,
  storage: ImageStorage,
  design: { id: number; color: string | null; mockup_url: string | null; image_url: string | null },
  color: string,
) {
  const designed = design.mockup_url ?? design.image_url
  if (!design.mockup_url || design.color === color) return designed
  const key = await colorMockupKey(db, design.id, color, storage).catch(() => null)
  return key ? `/images/${key}` : designed
}

/** The shop id to credit, only when the design really is published in that (live) shop. */
async function publishedShopFor(db: DB, shopId: number, designId: number) {
  const row = await db
    .selectFrom('shop_designs as sd')
    .innerJoin('shops as s', 's.id', 'sd.shop_id')
    .select('s.id')
    .where('sd.shop_id', '=', shopId)
    .where('sd.design_id', '=', designId)
    .where('sd.is_published', '=', true)
    .where('s.deleted_at', 'is', null)
    .executeTakeFirst()
  return row?.id ?? null
}
