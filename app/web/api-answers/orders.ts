import { z } from '~/lib/zod.ts'
import { currencySchema, idSchema, nextCursorSchema, nullableString, PostalAddressSchema } from './shared.ts'

// The answers of the Orders area: placing the order of a paid cart, the list of one's orders, one order.

const TrackingSchema = z.looseObject({ carrier: z.string(), number: z.string(), url: nullableString })

const OrderSchema = z.looseObject({
  orderId: z.string(),
  orderDate: z.string(),
  orderStatus: z.string().describe('paid, in_production, shipped, delivered, refunded, canceled'),
  status: z.string().describe('The status in words, e.g. "In production"'),
  estimatedDelivery: z.string(),
  items: z.array(
    z.looseObject({
      title: z.string(),
      variantId: idSchema,
      quantity: z.int(),
      sku: z.string(),
      size: z.string(),
      color: z.string(),
      imageUrl: nullableString,
    }),
  ),
  shippingAddress: PostalAddressSchema,
  trackingInfo: z.string().describe('Always text: the literal "Not shipped yet" until shipped, then "carrier number"'),
  tracking: TrackingSchema.nullable().describe('The shipment, or null before it ships'),
  shippingCountry: z.string().describe('ISO 3166-1 alpha-2: the country the shipping (and tax) was priced to'),
  totals: z.looseObject({
    subtotal: z.string(),
    discount: z.string(),
    shipping: z.string(),
    tax: z.string().describe('The tax line, e.g. "$7.36" ("$0.00" when none)'),
    taxLabel: z.string().describe('e.g. "VAT 23% (estimate)" in test mode, "Tax" with Stripe Tax'),
    taxEstimated: z.boolean().describe('True for the offline table’s estimate (test mode)'),
    total: z.string(),
    refunded: z.string().optional(),
    discountCode: z.string().optional().describe('The discount code the order used'),
    codeDiscount: z.string().optional().describe('What the code took off, e.g. "$5.00"'),
    quantityDiscount: z.string().optional().describe('The quantity discount alone, when a code was used too'),
    subtotalCents: z.int(),
    discountCents: z.int().describe('Every discount together: the quantity discount and the code’s'),
    codeDiscountCents: z.int().describe('What the discount code took off (0 without a code)'),
    shippingCents: z.int(),
    taxCents: z.int().describe('The tax in the total: subtotal − discount + shipping + tax = total'),
    taxRefundedCents: z.int().describe('The part of refundedCents that was tax, in the order’s proportion'),
    totalCents: z.int(),
    refundedCents: z.int(),
    currency: currencySchema,
  }),
})

const OrderSummarySchema = z.looseObject({
  orderId: z.string(),
  orderDate: z.string(),
  orderStatus: z.string(),
  status: z.string(),
  totalCents: z.int(),
  formattedTotal: z.string(),
  currency: currencySchema,
  itemCount: z.int(),
})

/** GET /api/orders: a page of the caller's orders. */
export const OrderListAnswer = z.looseObject({ orders: z.array(OrderSummarySchema), nextCursor: nextCursorSchema })

/** POST /api/orders: the order made (201), or made before (200). */
export const OrderPlacedAnswer = z.looseObject({
  success: z.literal(true),
  message: z.string(),
  order: z.looseObject({ id: z.string(), printifyOrderId: nullableString }),
  orderId: z.string(),
})

/** POST /api/orders (202): the payment is still processing, no order yet. */
export const OrderProcessingAnswer = z.looseObject({
  success: z.literal(true),
  processing: z.literal(true),
  paymentId: z.string(),
  orderId: z.null(),
  message: z.string(),
})

/** GET /api/orders/{id}. */
export const OrderAnswer = z.looseObject({ success: z.literal(true), order: OrderSchema, message: z.string() })
