import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { findPaymentOwner } from '~/modules/order/index.server.ts'
import { placeOrderForPayment } from '~/modules/order/index.server.ts'
import { OrderRequestSchema } from '~/modules/order/index.server.ts'
import { CHECKOUT_MESSAGES } from '~/modules/order/index.ts'
import { paymentOutcome } from '~/modules/order/index.server.ts'
import { readVisitor } from '~/web/session.server.ts'
import { readJson } from '~/web/request-body.server.ts'
import { checkRateLimit, limitResponse } from '~/web/rate-limit.server.ts'
import { idempotent } from '~/web/idempotency.server.ts'
import { apiRoute, listPageOrThrow, methodNotAllowed, requireApiUser, answer } from '~/web/api.server.ts'
import { OrderListAnswer, OrderPlacedAnswer, OrderProcessingAnswer } from '~/web/api-answers/orders.ts'
import { pageUserOrders } from '~/modules/order/index.server.ts'
import { problem, validationProblem } from '~/web/problem.server.ts'
import { isApiCartPaymentOf } from '~/modules/cart/index.server.ts'

// POST /api/orders with the spec's payload. Only stripe_payment_id matters: items, prices and the
// address come from what the server recorded for that payment, and the payment must be confirmed
// as succeeded by the processor itself. Repeats answer the same order. A payment still `processing`
// (a bank debit) is no failure: 202, and the order is made when it settles (the webhook).

const ORDERS_MAX_LIMIT = 100
const ORDERS_DEFAULT_LIMIT = 20

// GET /api/orders[?limit=N][&cursor=…]: the caller's orders, newest first, 20 a page by default, with
// `nextCursor` (null at the end).
async function loaderImpl({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request)
  const list = `orders:${user.id}`
  const page = listPageOrThrow(request, { list, defaultLimit: ORDERS_DEFAULT_LIMIT, maxLimit: ORDERS_MAX_LIMIT })
  const { items: orders, nextCursor } = await pageUserOrders(context.db, user.id, page, list)
  return answer(OrderListAnswer, { orders, nextCursor }, { headers: { 'Cache-Control': 'private, no-store' } })
}

// Idempotency-Key: a repeated request answers the first success (ADR 102).
const actionImpl = idempotent(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const body = await readJson(request)
  const parsed = OrderRequestSchema.safeParse(body)
  if (!parsed.success) return validationProblem(parsed.error, undefined, undefined, { success: false })
  const paymentId = parsed.data.stripe_payment_id
  const db = context.db
  const { visitorId, userId } = await readVisitor(context, request)
  const limited = await checkRateLimit(context, 'order', { visitorId, userId })
  if (limited) return limitResponse(limited)
  const owner = await findPaymentOwner(db, paymentId)
  // The browser (or token user) that opened the payment, or the user whose API cart it pays.
  const mine =
    owner && ((visitorId && owner.visitor_id === visitorId) || (userId && (await isApiCartPaymentOf(db, userId, paymentId))))
  if (!mine) return problem({ status: 404, code: 'payment_not_found', detail: 'Payment not found', extra: { success: false } })
  const processor = context.payments
  let intent
  try {
    intent = await processor.retrievePaymentIntent(paymentId)
  } catch (error) {
    context.logger.error({ err: error, paymentId }, 'retrieving a payment failed')
    return problem({
      status: 502,
      code: 'upstream_unavailable',
      detail: 'Could not reach the payment service',
      extra: { success: false },
    })
  }
  if (!intent) return problem({ status: 404, code: 'payment_not_found', detail: 'Payment not found', extra: { success: false } })
  if (intent.status === 'processing') {
    await paymentOutcome(db, context.tax, context.fulfilment, processor, intent)
    return answer(
      OrderProcessingAnswer,
      {
        success: true,
        processing: true,
        paymentId: intent.id,
        orderId: null,
        message: CHECKOUT_MESSAGES.paymentProcessing.title,
      },
      { status: 202 },
    )
  }
  if (intent.status !== 'succeeded') {
    return problem({
      status: 402,
      code: 'payment_not_succeeded',
      detail: 'The payment has not succeeded',
      extra: { success: false },
    })
  }
  const result = await placeOrderForPayment(db, context.tax, context.fulfilment, {
    snapshotId: intent.id,
    paymentId: intent.id,
    provider: processor.kind,
    amount: intent.amount,
    currency: intent.currency,
  })
  if (!result.ok) {
    context.logger.error({ paymentId, error: result.error }, 'order creation refused')
    return problem({
      status: 409,
      code: 'payment_mismatch',
      detail: 'The payment does not match the order',
      extra: { success: false },
    })
  }
  return answer(
    OrderPlacedAnswer,
    {
      success: true,
      message: result.created ? 'Order created' : 'Order already created',
      order: { printifyOrderId: result.order.fulfilmentOrderId, id: result.order.publicId },
      orderId: result.order.publicId,
    },
    { status: result.created ? 201 : 200 },
  )
})

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
