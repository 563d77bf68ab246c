import { findVariantById, getShirtProduct } from '~/modules/catalogue/index.server.ts'
import { FALLBACK_VARIANT_IDS } from '~/modules/catalogue/index.ts'
import type { DB } from '~/lib/db.server.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'
import type { ImageStorage } from '~/services/storage/types.ts'
import { MAX_QUANTITY } from '~/modules/pricing/index.ts'
import type { CartLineInput, CheckoutDataInput, ShippingAddressInput } from './cart-schema.ts'
import { findDesignForCart, lineImageUrl, sellableAs } from './add-to-cart.server.ts'
import { ensureCart, findCart, touchCart, type Cart, type CartOwner } from './cart.server.ts'
import { checkShippingCountry, saveCartAddress } from './cart-shipping.server.ts'

export type CheckoutDataError = 'design-not-ready' | 'design-unavailable' | 'variant-not-available'
export type CheckoutDataResult =
  | { ok: true }
  | { ok: false; error: CheckoutDataError; index: number }
  /** The address is in a country the store does not ship to: nothing was changed. */
  | { ok: false; error: 'country-not-served'; message: string; served: string[] }

type WantedLine = NonNullable<CheckoutDataInput['items']>[number]

/** Provider products skip the local variant check: their fallback ids S–2XL map back to a white size. */
const SIZE_OF_FALLBACK_ID = new Map(Object.entries(FALLBACK_VARIANT_IDS).map(([size, id]) => [id, size]))

interface ResolvedLine {
  designId: number
  variantId: number
  quantity: number
  kind: 'own' | 'community'
  printifyProductId: string | null
  title: string
  imageUrl: string | null
  color: string
  size: string
}

/**
 * Makes the visitor's cart hold exactly the posted lines (and the posted address, when given), so the
 * payment intent that follows charges for them. Each line is checked against the store: the design
 * must exist with an image and the variant must be an enabled catalogue variant of the shirt. What the
 * client says about prices or provider products is never read. A body that matches the cart already
 * leaves it untouched, so the browser re-posting its own checkout data keeps the same payment intent.
 */
export async function applyCheckoutData(
  db: DB,
  tax: TaxService | null,
  fulfilment: FulfilmentServices,
  storage: ImageStorage,
  owner: CartOwner,
  input: { items: WantedLine[]; address?: ShippingAddressInput },
): Promise<CheckoutDataResult> {
  if (input.address) {
    const check = await checkShippingCountry(fulfilment, input.address.country)
    if (!check.ok) return { ok: false, error: 'country-not-served', message: check.message, served: check.served }
  }
  const product = await getShirtProduct(db)
  if (!product) throw new Error('The catalogue has no shirt product')
  const resolved: ResolvedLine[] = []
  for (const [index, item] of input.items.entries()) {
    const line = await resolveLine(db, storage, owner, product.id, item)
    if (!line.ok) return { ok: false, error: line.error, index }
    resolved.push(line.line)
  }

  const cart = await findCart(db, tax, fulfilment, owner.visitorId)
  if (!cart || !sameLines(cart, resolved)) {
    await db.transaction().execute(async (trx) => {
      const cartId = await ensureCart(trx, owner.visitorId)
      await trx.deleteFrom('cart_items').where('cart_id', '=', cartId).execute()
      await trx
        .insertInto('cart_items')
        .values(resolved.map((line) => cartItemRow(cartId, product.id, line)))
        .execute()
      await touchCart(trx, cartId)
    })
  }
  if (input.address && !sameAddress(cart?.address ?? null, input.address)) {
    await saveCartAddress(db, fulfilment, owner.visitorId, input.address)
  }
  return { ok: true }
}

/** A resolved line as its cart_items row (an integrator's line never belongs to a shop). */
function cartItemRow(cartId: string, productId: number, line: ResolvedLine) {
  return {
    cart_id: cartId,
    design_id: line.designId,
    product_id: productId,
    variant_id: line.variantId,
    printify_product_id: line.printifyProductId,
    shop_id: null,
    kind: line.kind,
    title: line.title,
    image_url: line.imageUrl,
    color: line.color,
    size: line.size,
    quantity: line.quantity,
  }
}

async function resolveLine(
  db: DB,
  storage: ImageStorage,
  owner: CartOwner,
  productId: number,
  item: WantedLine,
): Promise<{ ok: true; line: ResolvedLine } | { ok: false; error: CheckoutDataError }> {
  const design = await findDesignForCart(db, owner, item.designId)
  if (!design) return { ok: false, error: 'design-not-ready' }
  if (!sellableAs(design, design.isOwn ? 'own' : 'community')) return { ok: false, error: 'design-unavailable' }

  const variant = await findVariantById(db, item.variantId)
  let color: string
  let size: string
  if (variant && variant.product_id === productId && variant.is_enabled) {
    color = variant.color
    size = variant.size
  } else if (design.printify_product_id && SIZE_OF_FALLBACK_ID.has(item.variantId)) {
    color = 'White'
    size = SIZE_OF_FALLBACK_ID.get(item.variantId)!
  } else {
    return { ok: false, error: 'variant-not-available' }
  }

  return {
    ok: true,
    line: {
      designId: design.id,
      variantId: item.variantId,
      quantity: item.quantity,
      // A design of someone else's sells at that design's own price, like the gallery's Buy.
      kind: design.isOwn ? 'own' : 'community',
      printifyProductId: design.printify_product_id,
      title: design.name?.trim() || design.prompt.slice(0, 80) || 'Custom T-Shirt',
      imageUrl: await lineImageUrl(db, storage, design, color),
      color,
      size,
    },
  }
}

function sameLines(cart: Cart, lines: ResolvedLine[]) {
  if (cart.lines.length !== lines.length) return false
  return cart.lines.every((current, i) => {
    const wanted = lines[i]
    return current.designId === wanted.designId && current.variantId === wanted.variantId && current.quantity === wanted.quantity
  })
}

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'address1',
  'address2',
  'city',
  'region',
  'zip',
  'country',
] as const

function sameAddress(stored: Cart['address'], posted: ShippingAddressInput) {
  if (!stored) return false
  return ADDRESS_FIELDS.every((field) => (stored[field] ?? '') === (posted[field] ?? ''))
}

export type AddLineResult =
  | { ok: true; lineId: number }
  | { ok: false; error: CheckoutDataError }
  /** The line's quantity and the quantity already in the cart for it would pass the most one line takes. */
  | { ok: false; error: 'quantity-too-large'; inCart: number }

/**
 * Adds one line to the owner's cart (an API cart): checked like the checkout data's lines. The same
 * design and variant already there gets the quantity added, refused (not clamped) past 100.
 */
export async function addCheckoutLine(
  db: DB,
  storage: ImageStorage,
  owner: CartOwner,
  item: CartLineInput,
): Promise<AddLineResult> {
  const product = await getShirtProduct(db)
  if (!product) throw new Error('The catalogue has no shirt product')
  const resolved = await resolveLine(db, storage, owner, product.id, item)
  if (!resolved.ok) return resolved
  const line = resolved.line
  return db.transaction().execute(async (trx): Promise<AddLineResult> => {
    const cartId = await ensureCart(trx, owner.visitorId)
    // One writer per cart at a time: two lines added at once both count.
    await trx.selectFrom('carts').select('id').where('id', '=', cartId).forUpdate().execute()
    const same = await trx
      .selectFrom('cart_items')
      .select(['id', 'quantity'])
      .where('cart_id', '=', cartId)
      .where('design_id', '=', line.designId)
      .where('variant_id', '=', line.variantId)
      .where('shop_id', 'is', null)
      .executeTakeFirst()
    let lineId: number
    if (same) {
      if (same.quantity + line.quantity > MAX_QUANTITY) return { ok: false, error: 'quantity-too-large', inCart: same.quantity }
      await trx
        .updateTable('cart_items')
        .set({ quantity: same.quantity + line.quantity })
        .where('id', '=', same.id)
        .execute()
      lineId = same.id
    } else {
      const row = await trx
        .insertInto('cart_items')
        .values(cartItemRow(cartId, product.id, line))
        .returning('id')
        .executeTakeFirstOrThrow()
      lineId = row.id
    }
    await touchCart(trx, cartId)
    return { ok: true, lineId }
  })
}
