import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import { PaymentProcessingNotice } from '~/components/checkout/payment-processing.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { findPaymentOwner, markPaymentProcessing } from '~/modules/order/index.server.ts'
import { CHECKOUT_MESSAGES } from '~/modules/order/index.ts'
import { placeOrderForPayment } from '~/modules/order/index.server.ts'
import { paymentOutcome } from '~/modules/order/index.server.ts'
import { readVisitor } from '~/web/session.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'

/** While the page shows a processing payment it looks again this often (seconds), to turn into the order. */
const PROCESSING_RECHECK_SECONDS = 5

// Where the shopper lands after paying away from the page: Stripe Checkout (session_id), a
// redirect-based confirmation or a payment that is processing (payment_intent). The server asks the
// processor, never the URL, whether the payment succeeded; the webhook creates the same order if the
// shopper never comes back. A processing payment (a bank debit) is not a failure: this page says so,
// and becomes the order's confirmation once the payment settles.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const sessionId = url.searchParams.get('session_id')
  const paymentIntentId = url.searchParams.get('payment_intent')
  const snapshotId = sessionId ?? paymentIntentId
  if (!snapshotId) throw redirect('/checkout')
  const db = context.db
  const { visitorId } = await readVisitor(context, request)
  const owner = await findPaymentOwner(db, snapshotId)
  if (!owner || !visitorId || owner.visitor_id !== visitorId) throw redirect('/')

  const processor = context.payments
  const failed = (message: string | null) =>
    redirectWithToast(context, '/checkout', { ...CHECKOUT_MESSAGES.paymentFailed(message), type: 'error' })
  const orderFailed = () =>
    redirectWithToast(context, '/checkout', { ...CHECKOUT_MESSAGES.orderCreationFailed(null), type: 'error' })
  const processing = () =>
    data(
      { email: owner.email },
      { headers: { 'Cache-Control': 'private, no-store', Refresh: String(PROCESSING_RECHECK_SECONDS) } },
    )

  if (sessionId) {
    if (processor.kind !== 'stripe') throw redirect('/checkout')
    const session = await processor.retrieveCheckoutSession(sessionId)
    if (session && !session.paid && session.complete) {
      // A delayed payment method: Stripe reports its result with checkout.session.async_payment_*.
      await markPaymentProcessing(db, session.id)
      return processing()
    }
    if (!session?.paid || !session.paymentIntentId) throw await failed(null)
    const result = await placeOrderForPayment(db, context.tax, context.fulfilment, {
      snapshotId: session.id,
      paymentId: session.paymentIntentId,
      provider: 'stripe',
      amount: session.amount,
      currency: session.currency,
    })
    if (!result.ok) throw await orderFailed()
    throw redirect(`/order-confirmation?id=${encodeURIComponent(result.order.publicId)}`)
  }

  const intent = await processor.retrievePaymentIntent(paymentIntentId!)
  if (!intent) throw await failed(null)
  const outcome = await paymentOutcome(db, context.tax, context.fulfilment, processor, intent)
  switch (outcome.kind) {
    case 'paid':
      throw redirect(`/order-confirmation?id=${encodeURIComponent(outcome.orderPublicId)}`)
    case 'processing':
      return processing()
    case 'order-failed':
      throw await orderFailed()
    case 'failed':
      throw await failed(outcome.message)
  }
}

// The page's own Refresh and no-store reach the document response.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export default function PaymentReturnRoute() {
  const { email } = useLoaderData<typeof loader>()
  useRecheckWhileProcessing()
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <PaymentProcessingNotice email={email} headingLevel={1} />
      <p className="mt-4 text-sm text-slate-700">
        This page turns into your order confirmation when the payment goes through; you can also close it.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/" className={buttonClass.primary}>
          Continue shopping
        </Link>
        <Link to="/cart" className={buttonClass.secondary}>
          View cart
        </Link>
      </div>
    </div>
  )
}

/**
 * The page's Refresh header reloads it only when it arrived as a document; after a client-side
 * navigation (JavaScript on) the loader is asked again on the same beat, and its redirect to the
 * confirmation is followed.
 */
function useRecheckWhileProcessing() {
  const { revalidate, state } = useRevalidator()
  useEffect(() => {
    if (state !== 'idle') return
    const timer = setTimeout(revalidate, PROCESSING_RECHECK_SECONDS * 1000)
    return () => clearTimeout(timer)
  }, [revalidate, state])
}

export const meta: MetaFunction = () => [
  { title: `${CHECKOUT_MESSAGES.paymentProcessing.title} · ShirtSmith` },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
