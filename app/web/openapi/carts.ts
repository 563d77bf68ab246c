import { CartLineInputSchema, CheckoutDataSchema, CreateCartSchema, PayCartSchema } from '~/modules/cart/index.ts'
import { CartAnswer, CartLineAddedAnswer, PaymentIntentAnswer } from '../api-answers/carts.ts'
import { idParam, json, ok, type Paths } from './shared.ts'

// The Carts and Checkout areas: carts of one's own (one per customer), their lines and payments,
// and the spec's one-call payment form (answers in app/web/api-answers/carts.ts).

/** The refusals of a discount code: one code each, all 422. */
const CODE_REFUSALS = {
  description:
    'The discount code is refused: unknown (`discount_code_invalid`), ended or deactivated (`discount_code_expired`), not started yet (`discount_code_not_started`), no uses left (`discount_code_used_up`), once per customer and already used by this account or e-mail (`discount_code_already_used`), or the subtotal is below its minimum (`discount_code_below_minimum`). Send `discountCode: null` to pay without it',
}

/** A payment's refusals beyond a code's: the tax provider cannot place the address, or did not answer. */
const PAYMENT_REFUSALS = {
  '422': {
    description: `${CODE_REFUSALS.description}. Or the tax service cannot place the shipping address (\`tax_location_invalid\`): correct the postal code, state or province and city`,
  },
  '503': { description: 'The tax service did not answer in time (`tax_unavailable`): retry in a moment' },
}

export function cartPaths(): Paths {
  return {
    '/api/create-payment-intent': {
      post: {
        idempotent: true,
        summary: 'Price the checkout and open a payment',
        policy: 'payment-intent',
        description:
          'Items (design, variant, quantity) replace the visitor’s cart; prices always come from the catalogue. An empty body pays for the cart as it is. `discountCode` applies a code to the cart (null removes it; left out keeps the cart’s): it comes after the quantity discount and never discounts shipping.',
        requestBody: json(CheckoutDataSchema),
        responses: {
          '400': {
            description:
              'Invalid checkout data (`validation_failed`, e.g. a quantity outside 1-100), `design_not_ready`, `variant_not_available`, `cart_empty`, or an address in a country the store does not ship to (`country_not_served`, with `servedCountries`)',
          },
          '409': {
            description:
              'The cart’s payment is processing (`payment_processing`, with `paymentId`) or already paid (`cart_already_paid`, with `orderId`): do not retry. Or an item names, or the cart holds, a design the store no longer sells: hidden, held for review, removed, rejected, deleted or its owner blocked (`design_unavailable`, with `lineIds` for the cart’s lines): post the items without them',
          },
          ...PAYMENT_REFUSALS,
          '502': { description: 'The payment service did not answer (`upstream_unavailable`)' },
          '200': ok(PaymentIntentAnswer),
        },
      },
    },
    '/api/carts': {
      post: {
        idempotent: true,
        security: 'user',
        summary: 'Create a cart (one per customer), empty or with lines and an address',
        description:
          'Carts belong to the caller’s user; each has its own payment intent, never shared with another cart. Add lines with POST /api/carts/{cartId}/items, pay with POST /api/carts/{cartId}/payment-intent.',
        requestBody: json(CreateCartSchema),
        responses: {
          '201': ok(CartAnswer, 'Created (Location names the cart)'),
          '400': {
            description:
              'Invalid cart (`validation_failed`), `design_not_ready`, `variant_not_available`, or an address in a country the store does not ship to (`country_not_served`, with `servedCountries`)',
          },
          '422': CODE_REFUSALS,
        },
      },
    },
    '/api/carts/{cartId}': {
      get: {
        security: 'user',
        summary: 'One of your carts, priced now (integer cents)',
        parameters: [idParam('cartId', 'The cart’s id')],
        responses: {
          '200': ok(CartAnswer),
          '404': { description: 'Not a cart of yours (`cart_not_found`)' },
        },
      },
    },
    '/api/carts/{cartId}/items': {
      post: {
        idempotent: true,
        security: 'user',
        summary: 'Add a line (design, catalogue variant, quantity 1-100)',
        description:
          'The same design and variant again adds to its quantity; past 100 in one line is refused (`quantity_too_large`).',
        parameters: [idParam('cartId', 'The cart’s id')],
        requestBody: json(CartLineInputSchema),
        responses: {
          '201': ok(CartLineAddedAnswer, 'Added'),
          '400': {
            description:
              'Invalid line (`validation_failed`), `design_not_ready`, `variant_not_available`, or `quantity_too_large`',
          },
          '404': { description: 'Not a cart of yours (`cart_not_found`)' },
          '409': {
            description:
              'The cart is paid and closed (`cart_closed`): create a new cart for another order. Or the design is no longer for sale: hidden, held for review, removed, rejected, deleted or its owner blocked (`design_unavailable`)',
          },
        },
      },
    },
    '/api/carts/{cartId}/payment-intent': {
      post: {
        idempotent: true,
        security: 'user',
        summary: 'Open (or reuse) the cart’s own payment intent, priced by the server',
        policy: 'payment-intent',
        description:
          'Confirm it with the client secret (Stripe.js in production), then place the order with POST /api/orders and the intent’s id. An unchanged cart answers the same intent; another cart never does. `discountCode` applies a code first (null removes it).',
        parameters: [idParam('cartId', 'The cart’s id')],
        requestBody: json(PayCartSchema),
        responses: {
          '200': ok(PaymentIntentAnswer),
          '400': {
            description:
              'The cart is empty (`cart_empty`) or has no address (`address_required`), its address is in a country the store does not ship to (`country_not_served`, with `servedCountries`), or invalid input',
          },
          '404': { description: 'Not a cart of yours (`cart_not_found`)' },
          '409': {
            description:
              'The cart’s payment is processing (`payment_processing`) or the cart is paid and closed (`cart_already_paid`, with `orderId`): do not retry. Or the cart holds a design no longer for sale (`design_unavailable`, with `lineIds`): make a new cart without those lines',
          },
          ...PAYMENT_REFUSALS,
          '502': { description: 'The payment service did not answer (`upstream_unavailable`)' },
        },
      },
    },
  }
}
