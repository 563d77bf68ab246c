import { z } from 'zod'
import { FALLBACK_SIZES } from '~/modules/catalogue/catalogue.ts'
import { clampQuantity } from '~/modules/pricing/pricing.ts'

// One schema per form, shared by the forms that post them, the actions and the /api routes.

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

/** `POST /cart/add` (CONTRACT used by the home preview, product page and community Buy). */
export const AddToCartSchema = z.object({
  kind: z.enum(['own', 'community', 'product']).default('own'),
  designId: z.coerce.number().int().positive(),
  printifyProductId: optionalText.pipe(z.string().regex(/^[0-9a-f]{24}$/i).optional()),
  color: optionalText.pipe(z.string().max(40).optional()),
  size: optionalText.pipe(z.enum(FALLBACK_SIZES).optional()),
  quantity: z.preprocess((v) => (v === undefined || v === '' ? 1 : clampQuantity(v)), z.number().int()),
  shopId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
})
export type AddToCartInput = z.infer<typeof AddToCartSchema>

/** A size or quantity change on a cart line (the checkout's Order Summary). */
export const UpdateCartItemSchema = z.object({
  itemId: z.coerce.number().int().positive(),
  size: optionalText.pipe(z.enum(FALLBACK_SIZES).optional()),
  quantity: z.preprocess((v) => (v === undefined || v === '' ? undefined : clampQuantity(v)), z.number().int().optional()),
})

export const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'AU', name: 'Australia' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'JP', name: 'Japan' },
] as const
export const DEFAULT_COUNTRY = 'US'

const required = (min: number, message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { message })
    .max(max, { message: `Must be at most ${max} characters` })

/** The shipping address form (SPEC section 5's rules and messages). */
export const ShippingAddressSchema = z.object({
  first_name: required(2, 'First name is required', 100),
  last_name: required(2, 'Last name is required', 100),
  email: z.string({ error: 'Invalid email address' }).trim().max(254).pipe(z.email({ message: 'Invalid email address' })),
  phone: required(5, 'Phone number is required', 40),
  address1: required(5, 'Address is required'),
  address2: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined)),
  city: required(2, 'City is required', 100),
  region: required(1, 'State/region is required', 100),
  zip: required(3, 'Postal code is required', 20),
  country: required(2, 'Country is required', 2).pipe(
    z.enum(COUNTRIES.map((c) => c.code) as [string, ...string[]], { message: 'Country is required' }),
  ),
})
export type ShippingAddressInput = z.infer<typeof ShippingAddressSchema>
