import { type ActionFunctionArgs } from '@remix-run/node'
import { preparePaymentIntent } from '~/modules/order/checkout.server.ts'
import { getPaymentProcessor } from '~/services/payments/payments.server.ts'
import { getDb } from '~/utils/db.server.ts'
import { getVisitor } from '~/utils/session.server.ts'
import { logger } from '~/server/logger.server.ts'

// POST /api/create-payment-intent. The body (the client's checkout data) is not trusted: the amount
// comes from the visitor's server-side cart.
export async function loader() {
  return Response.json({ message: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ message: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } })
  const { visitorId, userId, setCookie } = await getVisitor(request)
  const headers = setCookie ? { 'Set-Cookie': setCookie } : undefined
  try {
    const result = await preparePaymentIntent(getDb(), getPaymentProcessor(), { visitorId, userId }, { requireAddress: false })
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
}
