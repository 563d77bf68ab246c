import { z } from '~/lib/zod.ts'
import { OrderRequestSchema } from '~/modules/order/index.server.ts'
import {
  currencySchema,
  idParam,
  idSchema,
  json,
  nextCursorSchema,
  nullableString,
  ok,
  pageParams,
  type Paths,
} from './shared.ts'

// The Orders area: placing the order of a paid cart, the list of one's orders, one order.

export const TrackingSchema = z.looseObject({ carrier: z.string(), number: z.string(), url: nullableString })

export const OrderSchema = z.looseObject({
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
  shippingAddress: z.looseObject({
    first_name: z.string(),
    last_name: z.string(),
    address1: z.string(),
    address2: z.string().optional(),
    city: z.string(),
    region: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
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

export const OrderSummarySchema = z.looseObject({
  orderId: z.string(),
  orderDate: z.string(),
  orderStatus: z.string(),
  status: z.string(),
  totalCents: z.int(),
  formattedTotal: z.string(),
  currency: currencySchema,
  itemCount: z.int(),
})

export function orderPaths(): Paths {
  return {
    '/api/orders': {
      get: {
        summary: 'Your orders, newest first, 20 a page',
        security: 'user',
        parameters: pageParams(100, '20'),
        responses: { '200': ok(z.looseObject({ orders: z.array(OrderSummarySchema), nextCursor: nextCursorSchema })) },
      },
      post: {
        idempotent: true,
        summary: 'Place the order of a succeeded payment',
        policy: 'order',
        description:
          'Only `stripe_payment_id` is read; repeats answer the same order (200). A payment still processing answers 202 and makes no order yet.',
        requestBody: json(OrderRequestSchema),
        responses: {
          '402': { description: 'The payment has not succeeded (`payment_not_succeeded`)' },
          '404': { description: 'No payment of yours with this id (`payment_not_found`)' },
          '409': { description: 'The payment does not match its checkout (`payment_mismatch`): do not retry' },
          '502': { description: 'The payment service did not answer (`upstream_unavailable`)' },
          '201': ok(
            z.looseObject({
              success: z.literal(true),
              message: z.string(),
              order: z.looseObject({ id: z.string(), printifyOrderId: nullableString }),
              orderId: z.string(),
            }),
            'Created',
          ),
          '200': ok(
            z.looseObject({
              success: z.literal(true),
              message: z.string(),
              order: z.looseObject({ id: z.string(), printifyOrderId: nullableString }),
              orderId: z.string(),
            }),
            'Already created',
          ),
          '202': ok(
            z.looseObject({
              success: z.literal(true),
              processing: z.literal(true),
              paymentId: z.string(),
              orderId: z.null(),
              message: z.string(),
            }),
            'The payment is processing (a bank debit not yet confirmed): the order is made when it settles',
          ),
        },
      },
    },
    '/api/orders/{id}': {
      get: {
        summary: 'An order, to whoever holds its public id',
        parameters: [idParam('id', 'The order’s unguessable public id')],
        responses: { '200': ok(z.looseObject({ success: z.literal(true), order: OrderSchema, message: z.string() })) },
      },
    },
  }
}
