import { z } from '~/lib/zod.ts'
import { CartLineInputSchema, CheckoutDataSchema, CreateCartSchema, PayCartSchema } from '~/modules/cart/index.ts'
import { fromImageSchema, generateDesignSchema, uploadFormSchema } from '~/modules/design/index.ts'
import { OrderRequestSchema } from '~/modules/order/index.server.ts'
import { AvailableColorsQuerySchema } from '~/modules/product/index.ts'
import { AddDesignSchema, ShopFormSchema } from '~/modules/shop/index.ts'
import { requiredScope } from '~/modules/api-token/index.ts'
import { API_VERSION, SUPPORTED_API_VERSIONS } from './api-version.ts'
import { PROBLEM_CODES } from './problem.server.ts'

// The OpenAPI 3.1 document of /api, built from the zod schemas the routes validate with (requests)
// and from the answers' shapes below (responses). Answers are open objects: the named fields are
// promised, others may be added without a new API version (docs/api.md).

type JsonSchema = Record<string, unknown>

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of what a client sends. */
function input(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' })
  return rest
}

/** JSON Schema of an answer. */
function output(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' })
  return rest
}

// ---- Answers ----------------------------------------------------------------------------------

/**
 * Every refusal under /api: an RFC 9457 problem (application/problem+json) with a stable `code`, the
 * request id, and per-field `errors` for invalid input; `message` repeats `detail` (ADR 126).
 */
export const ProblemSchema = z.looseObject({
  type: z.string().describe('A URI reference naming the kind of problem: /api/docs#problem-<code>'),
  title: z.string().describe('The status’s reason phrase'),
  status: z.int().min(400).max(599),
  detail: z.string().describe('What went wrong, for a person'),
  code: z.enum(Object.keys(PROBLEM_CODES) as [string, ...string[]]).describe('Stable, machine-readable: branch on this'),
  requestId: z.string().optional().describe('Also in the X-Request-Id header: quote it when reporting a problem'),
  errors: z
    .array(
      z.looseObject({
        pointer: z.string().describe('JSON Pointer into the request body'),
        field: z.string(),
        detail: z.string(),
        code: z.string(),
      }),
    )
    .optional()
    .describe('One entry per invalid field (code validation_failed)'),
  message: z.string().describe('The same text as detail, for clients written before problem details'),
})

/** Refusals made before a route runs by the server's own guards (body size, same-origin, load): `{ message }` or `{ error }`. */
export const ErrorSchema = z.looseObject({
  message: z.string().optional(),
  error: z.string().optional(),
  success: z.boolean().optional(),
})

const nullableString = z.string().nullable()
const idSchema = z.int().positive()

const UserSchema = z.looseObject({
  id: idSchema,
  username: z.string(),
  firstName: nullableString,
  lastName: nullableString,
  profileImageUrl: nullableString,
})

const CreatedDesignSchema = z.looseObject({
  id: idSchema,
  prompt: z.string(),
  imageUrl: z.string(),
  mockupUrl: nullableString.optional(),
})

const DesignJsonSchema = z.looseObject({ id: idSchema })

const DesignJobSchema = z.looseObject({
  id: z.string(),
  source: z.enum(['prompt', 'upload']),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  stage: z.string(),
  stageLabel: z.string(),
  place: z.int().positive().nullable(),
  partialUrl: nullableString,
  designId: idSchema.nullable(),
  error: z.looseObject({ status: z.int(), message: z.string() }).nullable(),
  statusUrl: z.string(),
  eventsUrl: z.string(),
  design: CreatedDesignSchema.nullable(),
})

const CommunityDesignSchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  price: z.int(),
  images: z.array(z.looseObject({})),
  upvoteCount: z.int(),
})

const PopularDesignSchema = z.looseObject({
  id: idSchema,
  imageUrl: z.string(),
  mockupUrl: nullableString,
  prompt: z.string(),
  upvoteCount: z.int(),
})

const ShopSchema = z.looseObject({ id: idSchema, name: z.string(), isPublic: z.boolean() })

const CommissionSchema = z.looseObject({
  total: z.int(),
  paid: z.int(),
  unpaid: z.int(),
  formattedTotal: z.string(),
  formattedPaid: z.string(),
  formattedUnpaid: z.string(),
})

const UpvoteStateSchema = z.looseObject({ upvoted: z.boolean(), upvoteCount: z.int() })

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
  shippingAddress: z.looseObject({ first_name: z.string(), last_name: z.string(), address1: z.string(), city: z.string() }),
  trackingInfo: z.string().describe('Always text: the literal "Not shipped yet" until shipped, then "carrier number"'),
  tracking: TrackingSchema.nullable().describe('The shipment, or null before it ships'),
  totals: z.looseObject({
    subtotal: z.string(),
    discount: z.string(),
    shipping: z.string(),
    total: z.string(),
    refunded: z.string().optional(),
    subtotalCents: z.int(),
    discountCents: z.int(),
    shippingCents: z.int(),
    totalCents: z.int(),
    refundedCents: z.int(),
    currency: z.string(),
  }),
})

const OrderSummarySchema = z.looseObject({
  orderId: z.string(),
  orderDate: z.string(),
  orderStatus: z.string(),
  status: z.string(),
  totalCents: z.int(),
  formattedTotal: z.string(),
  currency: z.string(),
  itemCount: z.int(),
})

const AddressSchema = z.looseObject({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  address1: z.string(),
  address2: z.string().optional(),
  city: z.string(),
  region: z.string(),
  zip: z.string(),
  country: z.string(),
})

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
    }),
  ),
  address: AddressSchema.nullable(),
  pricing: z.looseObject({
    quantity: z.int(),
    subtotalCents: z.int(),
    discountPercent: z.number(),
    discountCents: z.int(),
    shippingCents: z.int(),
    totalCents: z.int(),
    currency: z.string(),
    formattedTotal: z.string().describe('The total as the store shows it, e.g. "$56.06"'),
  }),
})

const PaymentIntentAnswerSchema = z.looseObject({
  cartId: z
    .string()
    .optional()
    .describe('The cart this intent pays (always for an API cart; for a checkout posted with a token)'),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.int().describe('Integer cents (the same as amountCents)'),
  amountCents: z.int(),
  formattedAmount: z.string(),
  currency: z.string(),
  message: z.string(),
})

const ProductSchema = z.looseObject({ id: z.union([z.int(), z.string()]), title: z.string().optional() })

// ---- Operations -------------------------------------------------------------------------------

interface Operation {
  summary: string
  description?: string
  /** Who may call: public, visitor (cookie made on first call), signed-in user. */
  security?: 'user'
  /** Takes `Idempotency-Key` (a POST that creates something, ADR 102). */
  idempotent?: true
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema; description?: string }[]
  requestBody?: { contentType: string; schema: JsonSchema }
  /** Status → answer; statuses not listed answer the error shape. */
  responses: Record<string, { description: string; schema?: z.ZodType; redirect?: boolean }>
}

const idParam = (name: string, description: string) => ({
  name,
  in: 'path' as const,
  required: true,
  schema: { type: 'string' },
  description,
})

/** `?limit=` and `?cursor=` of a keyset-paged list (ADR 103). */
const pageParams = (maxLimit: number, byDefault: string) => [
  {
    name: 'limit',
    in: 'query' as const,
    schema: { type: 'integer', minimum: 1, maximum: maxLimit },
    description: `Rows a page holds, 1 to ${maxLimit}; without it: ${byDefault}`,
  },
  {
    name: 'cursor',
    in: 'query' as const,
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,400}$' },
    description: 'The previous answer’s nextCursor, exactly as it was (opaque); anything else is a 400',
  },
]

/** The cursor of the page after this one; null when this page ends the list. */
const nextCursorSchema = nullableString

const json = (schema: z.ZodType) => ({ contentType: 'application/json', schema: input(schema) })

const ok = (schema: z.ZodType, description = 'OK') => ({ description, schema })

/** Every path of /api and what each method does. */
function operations(): Record<string, Record<string, Operation>> {
  const colors: string[] = []
  return {
    '/api/auth/user': {
      get: {
        summary: 'The signed-in user',
        security: 'user',
        responses: { '200': ok(UserSchema), '401': { description: 'Signed out' } },
      },
    },
    '/api/login': {
      get: {
        summary: 'Sign in (full-page navigation to the identity provider)',
        parameters: [{ name: 'returnTo', in: 'query', schema: { type: 'string' }, description: 'A path on this store' }],
        responses: { '302': { description: 'To the identity provider, or back when signed in', redirect: true } },
      },
    },
    '/api/logout': {
      get: {
        summary: 'Sign out (full-page navigation)',
        responses: { '302': { description: 'Home, with a toast', redirect: true } },
      },
      post: { summary: 'Sign out', responses: { '302': { description: 'Home, with a toast', redirect: true } } },
    },
    '/api/designs/generate': {
      post: {
        idempotent: true,
        summary: 'Generate a design from a prompt',
        description: 'The session decides the owner; a `userId` in the body is ignored. Rate-limited per visitor and user.',
        requestBody: json(generateDesignSchema(colors)),
        responses: {
          '504': { description: 'Still being made after the wait (`gateway_timeout`): follow the job named in `detail`' },
          '201': ok(z.looseObject({ success: z.literal(true), design: CreatedDesignSchema }), 'Created'),
        },
      },
    },
    '/api/design-jobs': {
      post: {
        summary: 'Start a design and answer at once (202), to follow by events or polling',
        description:
          'The body of /api/designs/generate (`source` "prompt", the default) or of /api/designs/from-image with `source` "upload". The job waits in line (its place is in `job.place`), then runs; `Location` and `job.statusUrl` give its state, `job.eventsUrl` a text/event-stream of `progress` events, then `done` or `failed`. Rate-limited like generation.',
        idempotent: true,
        requestBody: {
          contentType: 'application/json',
          schema: {
            oneOf: [
              { ...input(generateDesignSchema(colors)), description: 'source: "prompt" (or absent)' },
              { ...input(fromImageSchema(colors)), description: 'source: "upload"' },
            ],
          },
        },
        responses: { '202': ok(z.looseObject({ job: DesignJobSchema }), 'Queued') },
      },
    },
    '/api/design-jobs/{id}': {
      get: {
        summary: 'A design job of yours: status, stage, place in line, partial picture, then the design or the error',
        parameters: [idParam('id', 'Design job id (a UUID)')],
        responses: { '200': ok(z.looseObject({ job: DesignJobSchema })), '404': { description: 'Not a job of yours' } },
      },
    },
    '/api/design-jobs/{id}/events': {
      get: {
        summary: 'Server-Sent Events of a design job (text/event-stream)',
        description:
          'Events: `progress` (data `{ job }`) on every change of stage, place or partial picture; then `done` (data `{ job }` with `job.design`) or `failed` (data `{ job }` with `job.error`), and the stream ends.',
        parameters: [idParam('id', 'Design job id (a UUID)')],
        responses: { '200': { description: 'text/event-stream' }, '404': { description: 'Not a job of yours' } },
      },
    },
    '/api/upload': {
      post: {
        summary: 'Upload an image (PNG, JPEG or WebP) for a design',
        requestBody: {
          contentType: 'multipart/form-data',
          schema: {
            type: 'object',
            properties: {
              image: { type: 'string', contentMediaType: 'application/octet-stream' },
              ...(input(uploadFormSchema(colors)).properties as object),
            },
            required: ['image'],
          },
        },
        responses: { '201': ok(z.looseObject({ filePath: z.string(), imgurUrl: z.string() }), 'Stored') },
      },
    },
    '/api/designs/from-image': {
      post: {
        idempotent: true,
        summary: 'Make a design from an uploaded image',
        requestBody: json(fromImageSchema(colors)),
        responses: {
          '504': { description: 'Still being made after the wait (`gateway_timeout`): follow the job named in `detail`' },
          '201': ok(z.looseObject({ success: z.literal(true), design: CreatedDesignSchema }), 'Created'),
        },
      },
    },
    '/api/community-designs': {
      get: {
        summary: 'The community gallery, newest first, 48 at a time',
        description:
          'Only designs their creators show in the community (`showInCommunity`, changeable in My Designs); a hidden design is still reachable by its own id.',
        parameters: [
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'cursor', in: 'query', schema: { type: 'string' }, description: 'The previous answer’s nextCursor' },
        ],
        responses: {
          '200': ok(
            z.looseObject({
              success: z.literal(true),
              designs: z.array(CommunityDesignSchema),
              page: z.int(),
              hasMore: z.boolean(),
              nextCursor: nullableString,
            }),
          ),
          '304': { description: 'Not modified (If-None-Match)' },
        },
      },
    },
    '/api/designs/user/{userId}': {
      get: {
        summary: 'The signed-in user’s own designs, newest first, 200 a page',
        security: 'user',
        parameters: [idParam('userId', 'Must be the signed-in user’s id'), ...pageParams(200, '200')],
        responses: {
          '200': ok(
            z.looseObject({
              success: z.literal(true),
              designs: z.array(DesignJsonSchema),
              nextCursor: nextCursorSchema,
              message: z.string().optional(),
            }),
          ),
        },
      },
    },
    '/api/designs/{id}/upvote': {
      get: {
        summary: 'The user’s vote and the count',
        security: 'user',
        parameters: [idParam('id', 'Design id')],
        responses: { '200': ok(UpvoteStateSchema) },
      },
      post: {
        summary: 'Upvote',
        security: 'user',
        parameters: [idParam('id', 'Design id')],
        responses: { '200': ok(UpvoteStateSchema) },
      },
      delete: {
        summary: 'Remove the upvote',
        security: 'user',
        parameters: [idParam('id', 'Design id')],
        responses: { '200': ok(UpvoteStateSchema) },
      },
    },
    '/api/popular-designs': {
      get: {
        summary: 'Up to six designs with the most upvotes',
        description:
          'A fixed ranking of at most six designs shown in the community with at least one upvote, not paginated: `nextCursor` is always null.',
        responses: {
          '200': ok(z.looseObject({ success: z.literal(true), designs: z.array(PopularDesignSchema), nextCursor: z.null() })),
          '304': { description: 'Not modified' },
        },
      },
    },
    '/api/printify/available-colors': {
      get: {
        summary: 'One sample variant per shirt colour',
        parameters: Object.entries((input(AvailableColorsQuerySchema).properties ?? {}) as Record<string, JsonSchema>).map(
          ([name, schema]) => ({
            name,
            in: 'query' as const,
            required: true,
            schema,
          }),
        ),
        responses: {
          '200': ok(
            z.looseObject({
              success: z.literal(true),
              sampleVariants: z.array(
                z.looseObject({ variantId: z.int(), color: z.string(), hex: z.string().nullable().optional() }),
              ),
            }),
          ),
        },
      },
    },
    '/api/products/{id}': {
      get: {
        summary: 'A product by design id or 24-hex provider product id',
        parameters: [idParam('id', 'Design id or provider product id')],
        responses: { '200': ok(z.looseObject({ success: z.literal(true), product: ProductSchema })) },
      },
    },
    '/api/products/{id}/variants': {
      get: {
        summary: 'The shirt’s variants (sizes and colours) for a product',
        parameters: [idParam('id', 'Design id or provider product id')],
        responses: {
          '200': ok(
            z.looseObject({
              success: z.literal(true),
              variants: z.array(z.looseObject({ id: z.int() })),
              variantsByColor: z.record(z.string(), z.unknown()),
              sizes: z.array(z.string()),
            }),
          ),
        },
      },
    },
    '/api/create-payment-intent': {
      post: {
        idempotent: true,
        summary: 'Price the checkout and open a payment',
        description:
          'Items (design, variant, quantity) replace the visitor’s cart; prices always come from the catalogue. An empty body pays for the cart as it is.',
        requestBody: json(CheckoutDataSchema),
        responses: {
          '400': {
            description:
              'Invalid checkout data (`validation_failed`, e.g. a quantity outside 1-100), `design_not_ready`, `variant_not_available`, `cart_empty`',
          },
          '409': {
            description:
              'The cart’s payment is processing (`payment_processing`, with `paymentId`) or already paid (`cart_already_paid`, with `orderId`): do not retry',
          },
          '502': { description: 'The payment service did not answer (`upstream_unavailable`)' },
          '200': ok(PaymentIntentAnswerSchema),
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
        responses: { '201': ok(z.looseObject({ cart: CartSchema }), 'Created (Location names the cart)') },
      },
    },
    '/api/carts/{cartId}': {
      get: {
        security: 'user',
        summary: 'One of your carts, priced now (integer cents)',
        parameters: [idParam('cartId', 'The cart’s id')],
        responses: {
          '200': ok(z.looseObject({ cart: CartSchema })),
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
          '201': ok(z.looseObject({ cart: CartSchema, lineId: idSchema }), 'Added'),
          '400': {
            description:
              'Invalid line (`validation_failed`), `design_not_ready`, `variant_not_available`, or `quantity_too_large`',
          },
          '404': { description: 'Not a cart of yours (`cart_not_found`)' },
        },
      },
    },
    '/api/carts/{cartId}/payment-intent': {
      post: {
        idempotent: true,
        security: 'user',
        summary: 'Open (or reuse) the cart’s own payment intent, priced by the server',
        description:
          'Confirm it with the client secret (Stripe.js in production), then place the order with POST /api/orders and the intent’s id. An unchanged cart answers the same intent; another cart never does.',
        parameters: [idParam('cartId', 'The cart’s id')],
        requestBody: json(PayCartSchema),
        responses: {
          '200': ok(PaymentIntentAnswerSchema),
          '400': { description: 'The cart is empty (`cart_empty`) or has no address (`address_required`), or invalid input' },
          '404': { description: 'Not a cart of yours (`cart_not_found`)' },
          '409': {
            description:
              'The cart’s payment is processing (`payment_processing`) or already paid (`cart_already_paid`, with `orderId`): do not retry',
          },
          '502': { description: 'The payment service did not answer (`upstream_unavailable`)' },
        },
      },
    },
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
    '/api/shops': {
      get: {
        summary: 'The signed-in user’s shops, newest first',
        security: 'user',
        parameters: pageParams(100, 'every shop (nextCursor null)'),
        responses: { '200': ok(z.looseObject({ shops: z.array(ShopSchema), nextCursor: nextCursorSchema })) },
      },
      post: {
        idempotent: true,
        summary: 'Create a shop',
        security: 'user',
        requestBody: json(ShopFormSchema),
        responses: { '201': ok(z.looseObject({ success: z.literal(true), shop: ShopSchema }), 'Created') },
      },
    },
    '/api/shops/{shopId}': {
      get: {
        summary: 'A public shop, or the owner’s private one',
        parameters: [idParam('shopId', 'Shop id')],
        responses: { '200': ok(z.looseObject({ shop: ShopSchema })) },
      },
      put: {
        summary: 'Update a shop (owner)',
        security: 'user',
        parameters: [idParam('shopId', 'Shop id')],
        requestBody: json(ShopFormSchema),
        responses: { '200': ok(z.looseObject({ success: z.literal(true), shop: ShopSchema })) },
      },
      delete: {
        summary: 'Delete a shop (owner)',
        security: 'user',
        parameters: [idParam('shopId', 'Shop id')],
        responses: { '200': ok(z.looseObject({ success: z.literal(true) })) },
      },
    },
    '/api/shops/{shopId}/commission': {
      get: {
        summary: 'The owner’s earnings from the shop',
        security: 'user',
        parameters: [idParam('shopId', 'Shop id')],
        responses: { '200': ok(z.looseObject({ success: z.literal(true), commission: CommissionSchema })) },
      },
    },
    '/api/shops/{shopId}/designs': {
      get: {
        summary: 'The shop’s designs, newest first (others see published ones only)',
        parameters: [idParam('shopId', 'Shop id'), ...pageParams(100, 'every design of the shop (nextCursor null)')],
        responses: {
          '200': ok(
            z.looseObject({
              shopDesigns: z.array(z.looseObject({ design: DesignJsonSchema, shopDesign: z.looseObject({}) })),
              nextCursor: nextCursorSchema,
            }),
          ),
        },
      },
      post: {
        idempotent: true,
        summary: 'Add one of the owner’s designs, published',
        security: 'user',
        parameters: [idParam('shopId', 'Shop id')],
        requestBody: json(AddDesignSchema),
        responses: {
          '409': { description: 'The design is already in this shop (`design_already_in_shop`): do not retry' },
          '201': ok(z.looseObject({ success: z.literal(true), shopDesign: z.looseObject({}) }), 'Added'),
        },
      },
    },
    '/api/shops/{shopId}/designs/{designId}': {
      delete: {
        summary: 'Take a design out of the shop (owner)',
        security: 'user',
        parameters: [idParam('shopId', 'Shop id'), idParam('designId', 'Design id')],
        responses: { '200': ok(z.looseObject({ success: z.literal(true) })) },
      },
    },
    '/api/public-shops': {
      get: {
        summary: 'The directory of public shops, newest first, 120 a page',
        description:
          'Page by `cursor` (exact while shops change) or by `page` number, not both; `page` is left out of an answer by cursor.',
        parameters: [
          {
            name: 'page',
            in: 'query',
            schema: { type: 'integer', minimum: 1, maximum: 1000 },
            description: 'Counted in pages of `limit`',
          },
          ...pageParams(120, '120'),
        ],
        responses: {
          '200': ok(
            z.looseObject({
              success: z.literal(true),
              shops: z.array(z.looseObject({ id: idSchema, name: z.string(), designCount: z.int() })),
              page: z.int().positive().optional(),
              hasMore: z.boolean(),
              nextCursor: nextCursorSchema,
            }),
          ),
        },
      },
    },
    '/api/webhooks/stripe': {
      post: {
        summary: 'Stripe events (signed with Stripe-Signature)',
        requestBody: { contentType: 'application/json', schema: { type: 'object' } },
        responses: { '200': ok(z.looseObject({ received: z.literal(true) })) },
      },
    },
    '/api/webhooks/printify': {
      post: {
        summary: 'Printify order events (signed with X-Pfy-Signature)',
        requestBody: { contentType: 'application/json', schema: { type: 'object' } },
        responses: { '200': ok(z.looseObject({ received: z.literal(true), outcome: z.string() })) },
      },
    },
    '/api/webhooks/paypal': {
      post: {
        summary: 'PayPal payout events: a hint to reconcile payouts with PayPal (the body is not trusted)',
        requestBody: { contentType: 'application/json', schema: { type: 'object' } },
        responses: {
          '200': ok(z.looseObject({ received: z.literal(true), outcome: z.string() })),
          '400': { description: 'Not a PayPal webhook event' },
        },
      },
    },
    '/api/openapi.json': {
      get: {
        summary: 'This document',
        responses: {
          '200': ok(
            z.looseObject({
              openapi: z.literal('3.1.0'),
              info: z.looseObject({ version: z.string() }),
              paths: z.record(z.string(), z.unknown()),
            }),
            'OpenAPI 3.1',
          ),
        },
      },
    },
    '/api/docs': {
      get: { summary: 'This document as a readable page (HTML)', responses: { '200': { description: 'HTML' } } },
    },
  }
}

const TAGS = [
  'Account',
  'Designs',
  'Community',
  'Products',
  'Carts',
  'Checkout',
  'Orders',
  'Shops',
  'Webhooks',
  'Document',
] as const

const TAG_DESCRIPTIONS: Record<(typeof TAGS)[number], string> = {
  Account: 'Who you are; signing in and out (browser navigations)',
  Designs: 'Making designs (prompt or upload), design jobs, your designs, votes',
  Community: 'The community gallery and Popular',
  Products: 'The shirt, its variants and colours',
  Carts: 'Carts of your own, one per customer, each with its own payment',
  Checkout: 'The spec’s one-call payment form',
  Orders: 'Placing and following orders',
  Shops: 'Creator shops and their designs, the public directory, earnings',
  Webhooks: 'Events the payment, print and payout providers send the store (signed)',
  Document: 'This document',
}

/** The area an operation belongs to, so generated clients group methods by it. */
function tagOf(path: string): (typeof TAGS)[number] {
  if (/^\/api\/(auth|login|logout)/.test(path)) return 'Account'
  if (/^\/api\/(community-designs|popular-designs)/.test(path)) return 'Community'
  if (/^\/api\/(designs|design-jobs|upload)/.test(path)) return 'Designs'
  if (/^\/api\/(products|printify)/.test(path)) return 'Products'
  if (path.startsWith('/api/carts')) return 'Carts'
  if (path.startsWith('/api/create-payment-intent')) return 'Checkout'
  if (path.startsWith('/api/orders')) return 'Orders'
  if (/^\/api\/(shops|public-shops)/.test(path)) return 'Shops'
  if (path.startsWith('/api/webhooks')) return 'Webhooks'
  return 'Document'
}

const problemAnswer = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
})

/**
 * The refusals an operation can answer, beside the ones it lists itself: what every /api call can meet
 * (a bad API-Version, a bad token, the rate limits, a failure), what a body, an id in the path, an
 * Idempotency-Key or a signed-in user add.
 */
function refusalsOf(op: Operation, method: string, path: string): Record<string, string> {
  const webhook = path.startsWith('/api/webhooks/')
  const scope = requiredScope(method, path)
  const refusals: Record<string, string> = {}
  if (!webhook)
    refusals['400'] = 'Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version`'
  if (op.requestBody || op.idempotent) {
    refusals['400'] =
      'Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version`'
    refusals['413'] = 'The body is over its limit (`body_too_large`)'
  }
  if (op.parameters?.some((p) => p.name === 'cursor' || p.name === 'limit')) {
    refusals['400'] =
      `${refusals['400'] ?? 'Invalid input'}; \`invalid_cursor\` or \`invalid_limit\` for a changed cursor or a limit out of range`
  }
  if (!webhook && (op.security === 'user' || scope))
    refusals['401'] =
      op.security === 'user'
        ? 'Signed out (`unauthenticated`), or a bad token (`invalid_token`)'
        : 'A bad token (`invalid_token`)'
  if (scope || (op.security === 'user' && !webhook))
    refusals['403'] = 'The token lacks the scope (`insufficient_scope`), or the call is not yours (`forbidden`)'
  if (path.includes('{')) refusals['404'] = 'Nothing there, or not yours (`not_found`)'
  if (op.idempotent) {
    refusals['409'] = 'The same Idempotency-Key is still running (`idempotency_key_in_use`): retry after Retry-After'
    refusals['422'] = 'This Idempotency-Key was used with a different request (`idempotency_key_reused`)'
  }
  if (method !== 'get' || op.security === 'user') refusals['429'] = 'A rate limit (`rate_limited`, with Retry-After)'
  refusals['500'] = 'A failure on the store’s side (`internal_error`)'
  return refusals
}

const API_VERSION_PARAMETER = {
  name: 'API-Version',
  in: 'header' as const,
  required: false,
  schema: { type: 'string', enum: [...SUPPORTED_API_VERSIONS] },
  description:
    'The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version.',
}

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header' as const,
  required: false,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  description:
    'Any unique string (a UUID). Sending the same request again with the same key answers the first success (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body is 422, and 409 while the first is still running. Keys are per user (or visitor) and kept 24 hours; refusals are not kept.',
}

/**
 * Who may call: the session cookie, or a Bearer token with the scope the call needs (OpenAPI 3.1
 * lets a non-OAuth scheme list the roles it requires). Operations without `security: 'user'` may
 * also be called anonymously (`{}`).
 */
function securityOf(op: Operation, method: string, path: string) {
  const scope = requiredScope(method, path)
  const ways: Record<string, string[]>[] = [{ session: [] }, ...(scope ? [{ bearer: [scope] }] : [])]
  if (op.security === 'user') return { security: ways }
  return scope ? { security: [{}, ...ways] } : {}
}

function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [path, methods] of Object.entries(operations())) {
    paths[path] = {}
    for (const [method, op] of Object.entries(methods)) {
      const responses: Record<string, unknown> = {}
      for (const [status, answer] of Object.entries(op.responses)) {
        const refusal = Number(status) >= 400
        const schema = answer.schema ? output(answer.schema) : refusal ? { $ref: '#/components/schemas/Problem' } : null
        const mediaType = refusal ? 'application/problem+json' : 'application/json'
        responses[status] = schema
          ? { description: answer.description, content: { [mediaType]: { schema } } }
          : { description: answer.description }
      }
      for (const [status, description] of Object.entries(refusalsOf(op, method, path))) {
        const own = op.responses[status]
        responses[status] = own
          ? { ...(responses[status] as object), description: `${own.description}; or: ${description}` }
          : problemAnswer(description)
      }
      responses.default = {
        description:
          'A refusal: a problem, or `{ message }` from the server’s guards before any route (body size, same-origin, load)',
        content: {
          'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
          'application/json': { schema: { $ref: '#/components/schemas/Error' } },
        },
      }
      // Every answer names its version and request; the others where they apply.
      for (const [status, answer] of Object.entries(responses)) {
        const headers: Record<string, unknown> = {
          'API-Version': { $ref: '#/components/headers/API-Version' },
          'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
        }
        if (status === '429' || (status === '409' && op.idempotent) || status === '503') {
          headers['Retry-After'] = { $ref: '#/components/headers/Retry-After' }
        }
        if (status === '429') headers.RateLimit = { $ref: '#/components/headers/RateLimit' }
        if (method !== 'get') headers['RateLimit-Policy'] = { $ref: '#/components/headers/RateLimit-Policy' }
        if (status === '405') headers.Allow = { $ref: '#/components/headers/Allow' }
        if (op.idempotent && status.startsWith('2'))
          headers['Idempotent-Replayed'] = { $ref: '#/components/headers/Idempotent-Replayed' }
        if (status === '401') headers['WWW-Authenticate'] = { $ref: '#/components/headers/WWW-Authenticate' }
        ;(answer as { headers?: unknown }).headers = headers
      }
      paths[path][method] = {
        tags: [tagOf(path)],
        summary: op.summary,
        ...(op.description ? { description: op.description } : {}),
        operationId: `${method}${path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
        ...securityOf(op, method, path),
        parameters: [
          ...(op.parameters ?? []),
          ...(op.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
          ...(path.startsWith('/api/webhooks/') ? [] : [API_VERSION_PARAMETER]),
        ],
        ...(op.requestBody
          ? { requestBody: { required: true, content: { [op.requestBody.contentType]: { schema: op.requestBody.schema } } } }
          : {}),
        responses,
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ShirtSmith API',
      version: API_VERSION,
      description:
        'The store’s JSON API: designs, the community gallery, products, checkout, orders and creator shops. Every answer carries `API-Version`; send `API-Version` to choose one (supported: ' +
        SUPPORTED_API_VERSIONS.join(', ') +
        '; a token without it speaks the version it was made with). Refusals are RFC 9457 problems (application/problem+json) with a stable `code`. See docs/api.md for the change policy and the changelog.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    tags: TAGS.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    components: {
      headers: {
        'API-Version': { description: 'The version this answer follows', schema: { type: 'string', example: API_VERSION } },
        'X-Request-Id': {
          description: 'Names the request in the store’s logs (also `requestId` in problems)',
          schema: { type: 'string' },
        },
        'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } },
        RateLimit: {
          description: 'IETF draft: what is left of the quota and when it resets, e.g. `"shop-create";r=0;t=1800`',
          schema: { type: 'string' },
        },
        'RateLimit-Policy': {
          description: 'IETF draft: the limits this call is counted against, e.g. `"shop-create";q=60;w=3600` (absent when none)',
          schema: { type: 'string' },
        },
        Allow: { description: 'The methods the path takes', schema: { type: 'string', example: 'GET, POST' } },
        'Idempotent-Replayed': {
          description: '`true` when this is the stored answer of an earlier request with the same Idempotency-Key',
          schema: { type: 'string', enum: ['true'] },
        },
        'WWW-Authenticate': {
          description: 'For a bad token: `Bearer realm="ShirtSmith API", error="invalid_token"`',
          schema: { type: 'string' },
        },
      },
      schemas: { Problem: output(ProblemSchema), Error: output(ErrorSchema) },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: '__session', description: 'The browser session made at sign-in' },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal API token (`ss_live_…`) made at /account/tokens, sent as `Authorization: Bearer <token>`. It acts as its user within its scopes: `read` (every GET), `designs`, `shops`, `orders` (writes). 401 for an unknown or revoked token, 403 for a missing scope. Token calls carry no cookie, so the same-origin check does not apply to them.',
        },
      },
    },
    paths,
  }
}

export type OpenApiDocument = ReturnType<typeof buildDocument>

let cached: OpenApiDocument | undefined

/** The document (built once per process: it only depends on the code). */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildDocument()
  return cached
}
