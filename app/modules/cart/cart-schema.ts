import { z } from '~/lib/zod.ts'
import { rowIdSchema } from '~/lib/row-id-schema.ts'
import { hasNoNul, NO_NUL_MESSAGE } from '~/lib/text.ts'
import { FALLBACK_SIZES } from '~/modules/catalogue/index.ts'
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '~/modules/pricing/index.ts'
import { codeText } from '~/modules/discount-code/index.ts'

export { DEFAULT_COUNTRY } from './countries.ts'

// One schema per form, shared by the forms that post them, the actions and the /api routes.

const optionalText = z
  .string()
  .trim()
  .refine(hasNoNul, NO_NUL_MESSAGE)
  .optional()
  .transform((v) => (v ? v : undefined))

/** `POST /cart/add` (CONTRACT used by the home preview, product page and community Buy). */
export const AddToCartSchema = z.object({
  kind: z.enum(['own', 'community', 'product']).default('own'),
  designId: rowIdSchema(),
  printifyProductId: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{24}$/i)
      .optional(),
  ),
  color: optionalText.pipe(z.string().max(40).optional()),
  size: optionalText.pipe(z.enum(FALLBACK_SIZES).optional()),
  quantity: z.preprocess((v) => (v === undefined || v === '' ? 1 : clampQuantity(v)), z.number().int()),
  shopId: z.preprocess((v) => (v === '' || v === null ? undefined : v), rowIdSchema().optional()),
  /** `checkout` for "buy now" buttons (Order Now, the gallery's Buy): go on to the checkout, not the cart. */
  then: z.enum(['cart', 'checkout']).optional().catch(undefined),
  /** One key per rendered Add to Cart form: the same key twice (a double click) adds once. */
  addKey: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  ),
})
export type AddToCartInput = z.infer<typeof AddToCartSchema>

/** A size or quantity change on a cart line (the checkout's Order Summary). */
export const UpdateCartItemSchema = z.object({
  itemId: rowIdSchema(),
  size: optionalText.pipe(z.enum(FALLBACK_SIZES).optional()),
  quantity: z.preprocess((v) => (v === undefined || v === '' ? undefined : clampQuantity(v)), z.number().int().optional()),
})

const required = (min: number, message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { message })
    .max(max, { message: `Must be at most ${max} characters` })
    .refine(hasNoNul, NO_NUL_MESSAGE)

/** The shipping address form: every field required, a valid e-mail, with the checkout's own messages. */
export const ShippingAddressSchema = z.object({
  first_name: required(2, 'First name is required', 100),
  last_name: required(2, 'Last name is required', 100),
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .max(254)
    .pipe(z.email({ message: 'Invalid email address' })),
  phone: required(5, 'Phone number is required', 40),
  address1: required(5, 'Address is required'),
  address2: z
    .string()
    .trim()
    .max(200)
    .refine(hasNoNul, NO_NUL_MESSAGE)
    .optional()
    .transform((v) => (v ? v : undefined)),
  city: required(2, 'City is required', 100),
  region: required(1, 'State/region is required', 100),
  zip: required(3, 'Postal code is required', 20),
  // Any ISO 3166-1 alpha-2 code: whether the store ships there is the shipping module's answer (it
  // changes with the print provider's), checked when the address is saved and again at payment.
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: 'Country is required' }),
})

/** The checkout's "Update shipping": the country whose price and delivery to show before paying. */
export const ShippingCountrySchema = z.object({ country: ShippingAddressSchema.shape.country })
export type ShippingAddressInput = z.infer<typeof ShippingAddressSchema>

/**
 * A quantity sent to the API: a whole number from 1 to 100, 1 when left out. Out of range is refused
 * (400), never changed: the store's forms clamp (the spec's rule for people), an integrator is told.
 */
const apiQuantity = z
  .int({ error: `quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}` })
  .min(MIN_QUANTITY, { error: `quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}` })
  .max(MAX_QUANTITY, { error: `quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}` })
  .default(1)

/** One line of an API cart: a design on a catalogue variant, so many times. */
export const CartLineInputSchema = z.looseObject({
  designId: rowIdSchema('Each item needs a designId'),
  variantId: rowIdSchema('Each item needs a variantId'),
  quantity: apiQuantity,
})
export type CartLineInput = z.infer<typeof CartLineInputSchema>

/** A discount code sent to the API: a code to apply, null to remove the cart's, left out to keep it. */
const apiDiscountCode = z.union([codeText, z.null()]).optional()

/** `POST /api/carts`: a new cart, empty or with lines and the address it ships to. */
export const CreateCartSchema = z.looseObject({
  discountCode: apiDiscountCode,
  items: z.array(CartLineInputSchema).max(50, { message: 'At most 50 items can be bought at once' }).optional(),
  address: z.preprocess((v) => (v === null ? undefined : v), ShippingAddressSchema.optional()),
})

/** `POST /api/carts/{id}/payment-intent`: optionally the address, if the cart has none yet or it changed. */
export const PayCartSchema = z.looseObject({
  discountCode: apiDiscountCode,
  address: z.preprocess((v) => (v === null ? undefined : v), ShippingAddressSchema.optional()),
})

/**
 * The checkout data an integrator posts to `POST /api/create-payment-intent` (the browser's
 * `checkoutData`). Only what identifies a shirt is read — the design, the catalogue variant and the
 * quantity — plus the optional address. Prices, discounts, totals and provider product ids in the
 * body are ignored: the server prices every line from its catalogue.
 */
export const CheckoutDataSchema = z.looseObject({
  items: z
    .array(
      z.looseObject({
        designId: rowIdSchema('Each item needs a designId'),
        variantId: rowIdSchema('Each item needs a variantId'),
        quantity: apiQuantity,
      }),
      { error: 'No order data found' },
    )
    .max(50, { message: 'At most 50 items can be bought at once' })
    .optional(),
  address: z.preprocess((v) => (v === null ? undefined : v), ShippingAddressSchema.optional()),
  discountCode: apiDiscountCode,
})
export type CheckoutDataInput = z.infer<typeof CheckoutDataSchema>
