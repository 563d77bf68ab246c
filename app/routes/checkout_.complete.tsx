import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { findPaymentOwner } from '~/modules/order/checkout.server.ts'
import { CHECKOUT_MESSAGES } from '~/modules/order/messages.ts'
import { placeOrderForPayment } from '~/modules/order/order.server.ts'
import { placeOrderForIntent } from '~/modules/order/payment-flow.server.ts'
import { getPaymentProcessor } from '~/services/payments/payments.server.ts'
import { getDb } from '~/utils/db.server.ts'
import { readVisitor } from '~/utils/session.server.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

// Where the shopper lands after paying away from the page: Stripe Checkout (session_id), a
// redirect-based confirmation (payment_intent). The server asks the processor, never the URL, whether
// the payment succeeded; the webhook creates the same order if the shopper never comes back.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const sessionId = url.searchParams.get('session_id')
  const paymentIntentId = url.searchParams.get('payment_intent')
  const snapshotId = sessionId ?? paymentIntentId
  if (!snapshotId) throw redirect('/checkout')
  const db = getDb()
  const { visitorId } = await readVisitor(request)
  const owner = await findPaymentOwner(db, snapshotId)
  if (!owner || !visitorId || owner.visitor_id !== visitorId) throw redirect('/')

  const processor = getPaymentProcessor()
  const failed = (message: string | null) =>
    redirectWithToast('/checkout', { ...CHECKOUT_MESSAGES.paymentFailed(message), type: 'error' })

  if (sessionId) {
    if (processor.kind !== 'stripe') throw redirect('/checkout')
    const session = await processor.retrieveCheckoutSession(sessionId)
    if (!session?.paid || !session.paymentIntentId) throw await failed(null)
    const result = await placeOrderForPayment(db, {
      snapshotId: session.id,
      paymentId: session.paymentIntentId,
      provider: 'stripe',
      amount: session.amount,
      currency: session.currency,
    })
    if (!result.ok) throw await redirectWithToast('/checkout', { ...CHECKOUT_MESSAGES.orderCreationFailed(null), type: 'error' })
    throw redirect(`/order-confirmation?id=${encodeURIComponent(result.order.publicId)}`)
  }

  const intent = await processor.retrievePaymentIntent(paymentIntentId!)
  if (!intent || intent.status !== 'succeeded') throw await failed(intent?.lastError ?? null)
  const result = await placeOrderForIntent(db, processor, intent)
  if (!result.ok) throw await redirectWithToast('/checkout', { ...CHECKOUT_MESSAGES.orderCreationFailed(null), type: 'error' })
  throw redirect(`/order-confirmation?id=${encodeURIComponent(result.order.publicId)}`)
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
