// An example of each operation's request body and of its success answer, as the store really
// answers (taken from the integration tests' answers); the linters check each against its schema.

import { ADDRESS, CART } from './cart-examples.ts'

const PICTURE = {
  id: 42,
  prompt: 'a heron in the reeds',
  imageUrl: '/images/designs/42.png',
  mockupUrl: '/images/mockups/42.webp',
}

const DESIGN = {
  ...PICTURE,
  name: 'Heron',
  style: 'Line Art',
  color: 'Navy',
  designType: 'image',
  createdAt: '2026-11-26T04:40:35.113Z',
}

const OWN_DESIGN = {
  ...PICTURE,
  name: 'Heron',
  createdAt: '2026-11-26T04:40:35.113Z',
  externalId: null,
  externalSource: null,
  printifyProductId: null,
  inCommunity: true,
}

const JOB = {
  id: '79d417cb-5406-4032-b262-bc210254d7c3',
  source: 'prompt',
  status: 'done',
  stage: 'done',
  stageLabel: 'Ready',
  place: null,
  partialUrl: null,
  designId: 42,
  error: null,
  statusUrl: '/api/design-jobs/79d417cb-5406-4032-b262-bc210254d7c3',
  eventsUrl: '/api/design-jobs/79d417cb-5406-4032-b262-bc210254d7c3/events',
  design: DESIGN,
}

const VARIANT = { id: 17603, color: 'White', size: 'L', price: 2499, isEnabled: true }

const INTENT = {
  cartId: CART.id,
  clientSecret: 'pi_3Q_secret_abc',
  paymentIntentId: 'pi_3Q',
  amount: 5606,
  amountCents: 5606,
  formattedAmount: '$56.06',
  currency: 'usd',
  message: 'Payment intent ready',
}

const ORDER_ID = '-p_exuwUqf0tNkRjmgrqsPPe'
const PLACED = {
  success: true,
  message: 'Order created successfully',
  order: { id: ORDER_ID, printifyOrderId: null },
  orderId: ORDER_ID,
}

const SHOP = {
  id: 7,
  name: 'Heron Tees',
  handle: 'heron-tees',
  description: 'Birds on shirts',
  isPublic: true,
  paypalEmail: 'payouts@example.com',
  createdAt: '2026-11-26T04:40:35.426Z',
  userId: 1,
  bannerUrl: null,
  logoUrl: null,
}

const SHOP_FORM = { name: 'Heron Tees', description: 'Birds on shirts', isPublic: true, paypalEmail: 'payouts@example.com' }

export interface Example {
  request?: unknown
  answer?: unknown
}

/** By `METHOD path` as in the document. */
export const EXAMPLES: Record<string, Example> = {
  'GET /api/auth/user': {
    answer: { id: 1, username: 'ada', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null },
  },
  'POST /api/designs/generate': {
    request: { prompt: 'a heron in the reeds', style: 'Line Art', color: 'Navy' },
    answer: { success: true, design: DESIGN },
  },
  'POST /api/design-jobs': {
    request: { prompt: 'a heron in the reeds', style: 'Line Art', color: 'Navy' },
    answer: {
      job: { ...JOB, status: 'queued', stage: 'queued', stageLabel: 'Waiting in line', place: 1, designId: null, design: null },
    },
  },
  'GET /api/design-jobs/{id}': { answer: { job: JOB } },
  'POST /api/upload': {
    request: { image: '(the PNG, JPEG or WebP file)', style: 'Watercolor' },
    answer: {
      filePath: 'uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png',
      imgurUrl: '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    },
  },
  'POST /api/designs/from-image': {
    request: { imagePath: 'uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png', style: 'Watercolor' },
    answer: { success: true, design: DESIGN },
  },
  'GET /api/community-designs': {
    answer: {
      success: true,
      designs: [
        {
          id: 42,
          title: 'Heron',
          description: 'A Line Art design, printed on demand on a Navy 100% cotton tee.',
          price: 2499,
          images: [{ src: '/images/mockups/42.webp', position: 'front' }],
          shop: { id: 7, name: 'Heron Tees' },
          upvoteCount: 3,
          printifyProductId: null,
        },
      ],
      page: 1,
      hasMore: false,
      nextCursor: null,
    },
  },
  'GET /api/designs/user/{userId}': { answer: { success: true, designs: [OWN_DESIGN], nextCursor: null } },
  'GET /api/designs/{id}/upvote': { answer: { upvoted: true, upvoteCount: 3 } },
  'POST /api/designs/{id}/upvote': { answer: { upvoted: true, upvoteCount: 4 } },
  'DELETE /api/designs/{id}/upvote': { answer: { upvoted: false, upvoteCount: 3 } },
  'GET /api/popular-designs': {
    answer: { success: true, designs: [{ ...PICTURE, upvoteCount: 3 }], nextCursor: null },
  },
  'GET /api/printify/available-colors': {
    answer: { success: true, sampleVariants: [{ variantId: 18100, color: 'Navy', hex: '#1f2a44' }] },
  },
  'GET /api/products/{id}': {
    answer: {
      success: true,
      product: {
        id: '42',
        title: 'Heron',
        description: 'A Line Art design, printed on demand on a Navy 100% cotton tee.',
        price: 2499,
        designId: 42,
        designUrl: '/images/designs/42.png',
        mockupUrl: '/images/mockups/42.webp',
        color: 'Navy',
        printifyProductId: null,
        images: [{ src: '/images/mockups/42.webp', position: 'front' }],
      },
    },
  },
  'GET /api/products/{id}/variants': {
    answer: { success: true, variants: [VARIANT], variantsByColor: { White: [VARIANT] }, sizes: ['L'] },
  },
  'POST /api/create-payment-intent': {
    request: { items: [{ designId: 42, variantId: 17603, quantity: 2 }], address: ADDRESS },
    answer: INTENT,
  },
  'POST /api/carts': {
    request: { items: [{ designId: 42, variantId: 17603, quantity: 2 }], address: ADDRESS },
    answer: { cart: CART },
  },
  'GET /api/carts/{cartId}': { answer: { cart: CART } },
  'POST /api/carts/{cartId}/items': {
    request: { designId: 42, variantId: 17603, quantity: 2 },
    answer: { cart: CART, lineId: 2 },
  },
  'POST /api/carts/{cartId}/payment-intent': { request: {}, answer: INTENT },
  'GET /api/orders': {
    answer: {
      orders: [
        {
          orderId: ORDER_ID,
          orderDate: '2026-11-26T04:40:36.837Z',
          orderStatus: 'in production',
          status: 'In production',
          totalCents: 5606,
          formattedTotal: '$56.06',
          currency: 'usd',
          itemCount: 2,
        },
      ],
      nextCursor: null,
    },
  },
  'POST /api/orders': { request: { stripe_payment_id: 'pi_3Q' }, answer: PLACED },
  'GET /api/orders/{id}': {
    answer: {
      success: true,
      order: {
        orderId: ORDER_ID,
        orderDate: '2026-11-26T04:40:36.837Z',
        orderStatus: 'in production',
        status: 'In production',
        estimatedDelivery: 'Dec 7–16',
        items: [
          {
            title: 'Heron',
            variantId: 17603,
            quantity: 2,
            sku: 'SS-17603-42',
            size: 'L',
            color: 'White',
            imageUrl: '/images/mockups/42.webp',
          },
        ],
        shippingAddress: ADDRESS,
        trackingInfo: 'Not shipped yet',
        tracking: null,
        shippingCountry: 'US',
        totals: {
          subtotal: '$49.98',
          discount: '$0.00',
          shipping: '$6.08',
          tax: '$0.00',
          taxLabel: 'Tax',
          taxEstimated: false,
          total: '$56.06',
          subtotalCents: 4998,
          discountCents: 0,
          codeDiscountCents: 0,
          shippingCents: 608,
          taxCents: 0,
          taxRefundedCents: 0,
          totalCents: 5606,
          refundedCents: 0,
          currency: 'usd',
        },
      },
      message: 'Order found',
    },
  },
  'GET /api/shops': { answer: { shops: [SHOP], nextCursor: null } },
  'POST /api/shops': { request: SHOP_FORM, answer: { success: true, shop: SHOP } },
  'GET /api/shops/{shopId}': { answer: { shop: SHOP } },
  'PUT /api/shops/{shopId}': { request: SHOP_FORM, answer: { success: true, shop: SHOP } },
  'DELETE /api/shops/{shopId}': { answer: { success: true } },
  'GET /api/shops/{shopId}/commission': {
    answer: {
      success: true,
      commission: {
        total: 750,
        paid: 500,
        unpaid: 250,
        formattedTotal: '$7.50',
        formattedPaid: '$5.00',
        formattedUnpaid: '$2.50',
      },
    },
  },
  'GET /api/shops/{shopId}/designs': {
    answer: {
      shopDesigns: [{ design: OWN_DESIGN, shopDesign: { id: 3, isPublished: true }, awaitingReview: false }],
      nextCursor: null,
    },
  },
  'POST /api/shops/{shopId}/designs': {
    request: { designId: 42 },
    answer: { success: true, shopDesign: { id: 3, isPublished: true } },
  },
  'DELETE /api/shops/{shopId}/designs/{designId}': { answer: { success: true } },
  'GET /api/public-shops': {
    answer: {
      success: true,
      shops: [
        {
          id: 7,
          name: 'Heron Tees',
          description: 'Birds on shirts',
          createdAt: '2026-11-26T04:40:35.426Z',
          bannerUrl: null,
          logoUrl: null,
          sampleImage: '/images/mockups/42.webp',
          designCount: 1,
          creatorName: 'ada',
        },
      ],
      page: 1,
      hasMore: false,
      nextCursor: null,
    },
  },
  'POST /api/webhooks/stripe': {
    request: { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_3Q' } } },
    answer: { received: true, outcome: 'order-created' },
  },
  'POST /api/webhooks/printify': {
    request: { id: 'evt-1', type: 'order:shipment:created', resource: { id: '5a96f649b2439217d070f507', type: 'order' } },
    answer: { received: true, outcome: 'applied' },
  },
  'POST /api/webhooks/paypal': {
    request: { id: 'WH-1', event_type: 'PAYMENT.PAYOUTSBATCH.SUCCESS', resource: {} },
    answer: { received: true, outcome: 'reconcile-requested' },
  },
}
