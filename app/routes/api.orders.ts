import { type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { findPaymentOwner } from '~/modules/order/checkout.server.ts'
import { placeOrderForIntent, PAYMENT_ID_PATTERN } from '~/modules/order/payment-flow.server.ts'
import { logger } from '~/server/logger.server.ts'
import { getPaymentProcessor } from '~/services/payments/payments.server.ts'
import { getDb } from '~/utils/db.server.ts'
import { getVisitor } from '~/utils/session.server.ts'

// POST /api/orders with the spec's payload. Only stripe_payment_id matters: items, prices and the
// address come from what the server recorded for that payment, and the payment must be confirmed
// as succeeded by the processor itself. Repeats answer the same order.
const OrderRequestSchema = z.looseObject({
  stripe_payment_id: z
    .string({ error: 'stripe_payment_id is required' })
    .trim()
    .regex(PAYMENT_ID_PATTERN, { message: 'stripe_payment_id is invalid' }),
})

export async function loader() {
  return Response.json({ success: false, message: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') {
    return Response.json({ success: false, message: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } })
  }
  const body = await request.json().catch(() => null)
  const parsed = OrderRequestSchema.safeParse(body)
  if (!parsed.success) {
    return Response.json({ success: false, message: parsed.error.issues[0]?.message ?? 'Invalid order request' }, { status: 400 })
  }
  const paymentId = parsed.data.stripe_payment_id
  const db = getDb()
  const { visitorId } = await getVisitor(request)
  const owner = await findPaymentOwner(db, paymentId)
  if (!owner || owner.visitor_id !== visitorId) {
    return Response.json({ success: false, message: 'Payment not found' }, { status: 404 })
  }
  const processor = getPaymentProcessor()
  let intent
  try {
    intent = await processor.retrievePaymentIntent(paymentId)
  } catch (error) {
    logger.error({ err: error, paymentId }, 'retrieving a payment failed')
    return Response.json({ success: false, message: 'Could not reach the payment service' }, { status: 502 })
  }
  if (!intent) return Response.json({ success: false, message: 'Payment not found' }, { status: 404 })
  if (intent.status !== 'succeeded') {
    return Response.json({ success: false, message: 'The payment has not succeeded' }, { status: 402 })
  }
  const result = await placeOrderForIntent(db, processor, intent)
  if (!result.ok) {
    logger.error({ paymentId, error: result.error }, 'order creation refused')
    return Response.json({ success: false, message: 'The payment does not match the order' }, { status: 409 })
  }
  return Response.json(
    {
      success: true,
      message: result.created ? 'Order created' : 'Order already created',
      order: { printifyOrderId: result.order.fulfilmentOrderId, id: result.order.publicId },
      orderId: result.order.publicId,
    },
    { status: result.created ? 201 : 200 },
  )
}
