import { type ActionFunctionArgs } from '@remix-run/node'
import { CheckoutDataSchema } from '~/modules/cart/index.ts'
import { applyCheckoutData } from '~/modules/cart/index.server.ts'
import { preparePaymentIntent } from '~/modules/order/index.server.ts'
import { CHECKOUT_MESSAGES } from '~/modules/order/index.ts'
import { paymentOutcome } from '~/modules/order/index.server.ts'
import { getPaymentProcessor } from '~/services/payments/payments.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { checkRateLimit, limitResponse } from '~/web/rate-limit.server.ts'
import { readJson } from '~/web/request-body.server.ts'
import { ensureVisitor } from '~/web/session.server.ts'
import { logger } from '~/lib/logger.server.ts'
import { idempotent } from '~/web/idempotency.server.ts'
import { apiRoute } from '~/web/api.server.ts'

// POST /api/create-payment-intent with the checkout data (items, address, pricing). The items say
// which shirts to buy (design, variant, quantity) and replace the visitor's cart; every price is
// computed by the server from its catalogue, whatever the body says. Without items, the visitor's
// server-side cart is paid for.
async function loaderImpl() {
  return Response.json({ message: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } })
}

const LINE_ERRORS = {
  'design-not-ready': 'Design Not Ready: Please create a design before proceeding to checkout',
  'variant-not-available': 'Sorry, the selected size and color combination is not available',
} as const

// Idempotency-Key: a repeated request answers the first success (ADR 102).
const actionImpl = idempotent(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return Response.json({ message: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } })
  // An empty body pays for the cart as it is; any other body must be JSON.
  const body = (await request.clone().text()).trim() ? await readJson(request) : {}
  const parsed = CheckoutDataSchema.safeParse(body ?? {})
  if (!parsed.success) {
    return Response.json({ message: parsed.error.issues[0]?.message ?? 'Invalid checkout data' }, { status: 400 })
  }

  const { visitorId, userId, setCookie } = await ensureVisitor(request)
  const headers = setCookie ? { 'Set-Cookie': setCookie } : undefined
  const limited = await checkRateLimit('paymentIntent', context, { visitorId, userId })
  if (limited) return limitResponse(limited)
  const db = getDb()
  const { items, address } = parsed.data
  if (items?.length) {
    const applied = await applyCheckoutData(db, { visitorId, userId }, { items, address })
    if (!applied.ok) {
      return Response.json({ message: `items[${applied.index}]: ${LINE_ERRORS[applied.error]}` }, { status: 400, headers })
    }
  }
  try {
    const processor = getPaymentProcessor()
    const result = await preparePaymentIntent(db, processor, { visitorId, userId }, { requireAddress: false })
    if (!result.ok && result.error === 'payment-processing') {
      // The cart's payment is processing (a bank debit): no second payment; its order comes when it settles.
      return Response.json(
        { message: CHECKOUT_MESSAGES.paymentProcessing.title, paymentId: result.paymentId },
        { status: 409, headers },
      )
    }
    if (!result.ok && result.error === 'already-paid') {
      const outcome = await paymentOutcome(db, processor, result.intent)
      return Response.json(
        {
          message: 'This cart is already paid',
          orderId: outcome.kind === 'paid' ? outcome.orderPublicId : null,
        },
        { status: 409, headers },
      )
    }
    if (!result.ok) {
      return Response.json(
        { message: result.error === 'empty-cart' ? 'No order data found' : 'Please save a shipping address first' },
        { status: 400, headers },
      )
    }
    return Response.json(
      {
        clientSecret: result.intent.clientSecret,
        paymentIntentId: result.intent.id,
        amount: result.intent.amount,
        currency: result.intent.currency,
        message: 'Payment intent ready',
      },
      { headers },
    )
  } catch (error) {
    logger.error({ err: error }, 'creating a payment intent failed')
    return Response.json({ message: 'Could not initialize payment' }, { status: 502, headers })
  }
})

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
