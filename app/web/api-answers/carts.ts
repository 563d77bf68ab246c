import { z } from '~/lib/zod.ts'
import { currencySchema, idSchema, nullableString, PostalAddressSchema } from './shared.ts'

// The answers of the Carts and Checkout areas: carts of one's own, their lines and payments.

const AddressSchema = PostalAddressSchema.extend({ email: z.string(), phone: z.string().optional() })

const CartSchema = z.looseObject({
  id: z.string().describe('The cart’s id (a UUID)'),
  lines: z.array(
    z.looseObject({
      id: idSchema,
      designId: idSchema.nullable(),
      variantId: idSchema,
      title: z.string(),
      color: z.string(),
      size: z.string(),
      quantity: z.int().min(1).max(100),
      unitPriceCents: z.int(),
      lineTotalCents: z.int(),
      imageUrl: nullableString,
      available: z
        .boolean()
        .describe('False when the store no longer sells the line’s design: the cart is not paid while it holds the line'),
    }),
  ),
  address: AddressSchema.nullable(),
  pricing: z.looseObject({
    quantity: z.int(),
    subtotalCents: z.int(),
    discountPercent: z.number(),
    discountCents: z.int().describe('The quantity discount (5/10/15% at 5/10/25 shirts)'),
    discountCode: z
      .string()
      .nullable()
      .describe('The discount code applied, after the quantity discount; null when none applies'),
    codeDiscountCents: z.int().describe('What the code takes off the shirts after the quantity discount (never shipping)'),
    shippingCents: z.int(),
    taxCents: z.int().describe('Tax on the shirts after every discount and on shipping where it is taxed; 0 when none'),
    tax: z
      .looseObject({
        status: z
          .enum(['calculated', 'none', 'needs-address', 'invalid-address', 'unavailable'])
          .describe('Only `calculated` and `none` (and `needs-address` before an address) may be paid'),
        label: z.string().describe('e.g. "VAT 23% (estimate)" in test mode, "Tax" with Stripe Tax'),
        estimated: z.boolean().describe('True for the offline table’s estimate (test mode)'),
        message: z.string().nullable(),
      })
      .describe('The tax line'),
    totalCents: z.int().describe('subtotalCents − discountCents − codeDiscountCents + shippingCents + taxCents'),
    currency: currencySchema,
    formattedTotal: z.string().describe('The total as the store shows it, e.g. "$56.06"'),
  }),
  shipping: z
    .looseObject({
      country: z.string().describe('ISO 3166-1 alpha-2: the address’s country, the US before an address'),
      countryName: z.string(),
      served: z.boolean().describe('False when the store no longer ships there: the cart is not paid (`country_not_served`)'),
      method: z.string().describe('Always standard shipping'),
      costCents: z.int().describe('The country’s first-item rate plus its additional-item rate per further shirt (USD cents)'),
      delivery: z
        .looseObject({
          earliest: z.string().describe('YYYY-MM-DD'),
          latest: z.string().describe('YYYY-MM-DD'),
          minBusinessDays: z.int(),
          maxBusinessDays: z.int(),
          label: z.string().describe('As the store shows it, e.g. "to Canada: Dec 9–23"'),
        })
        .nullable()
        .describe('The delivery promise if ordered now: printing plus the carrier, in business days'),
    })
    .describe('Where the cart ships, what standard shipping costs there and when it arrives'),
})

/** POST /api/create-payment-intent and POST /api/carts/{cartId}/payment-intent: the intent to confirm. */
export const PaymentIntentAnswer = z.looseObject({
  cartId: z
    .string()
    .optional()
    .describe('The cart this intent pays (always for an API cart; for a checkout posted with a token)'),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.int().describe('Integer cents (the same as amountCents)'),
  amountCents: z.int(),
  formattedAmount: z.string(),
  currency: currencySchema,
  message: z.string(),
})

/** GET /api/carts/{cartId} and POST /api/carts (201). */
export const CartAnswer = z.looseObject({ cart: CartSchema })

/** POST /api/carts/{cartId}/items (201): the cart and the line the item went to. */
export const CartLineAddedAnswer = z.looseObject({ cart: CartSchema, lineId: idSchema })
