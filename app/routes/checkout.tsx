import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { PaymentSection } from '~/components/checkout/payment-section.tsx'
import { ShippingAddressSection } from '~/components/checkout/address-form.tsx'
import { OrderSummary } from '~/components/checkout/order-summary.tsx'
import { usePaymentIntent } from '~/components/checkout/use-checkout-payment.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { getConfig } from '~/config.server.ts'
import {
  addToCart,
  findCart,
  removeCartItem,
  saveCartAddress,
  toCheckoutData,
  updateCartItem,
} from '~/modules/cart/cart.server.ts'
import { AddToCartSchema, ShippingAddressSchema, UpdateCartItemSchema } from '~/modules/cart/cart-schema.ts'
import { prepareCheckoutSession, preparePaymentIntent } from '~/modules/order/checkout.server.ts'
import { CHECKOUT_MESSAGES, CHECKOUT_STORAGE_KEY } from '~/modules/order/messages.ts'
import { placeOrderForIntent } from '~/modules/order/payment-flow.server.ts'
import { logger } from '~/server/logger.server.ts'
import { getPaymentProcessor } from '~/services/payments/payments.server.ts'
import { PaymentProcessorError } from '~/services/payments/payments.ts'
import { getDb } from '~/utils/db.server.ts'
import { useHydrated } from '~/utils/hydrated.ts'
import { getVisitor } from '~/utils/session.server.ts'
import { redirectWithToast } from '~/utils/toast.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { visitorId, userId, setCookie } = await getVisitor(request)
  const headers = new Headers()
  if (setCookie) headers.append('Set-Cookie', setCookie)
  const db = getDb()

  // My Designs "Order Now": put the design in the cart, then show the checkout at its plain URL.
  const designId = url.searchParams.get('designId')
  if (designId !== null) {
    const parsed = AddToCartSchema.safeParse({ kind: 'own', designId })
    const result = parsed.success ? await addToCart(db, { visitorId, userId }, parsed.data) : null
    if (!result?.ok) {
      const toast =
        result && result.error === 'variant-not-available' ? CHECKOUT_MESSAGES.variantNotAvailable : CHECKOUT_MESSAGES.designNotReady
      throw await redirectWithToast(userId ? '/my-designs' : '/', { ...toast, type: 'error' }, { headers })
    }
    throw redirect('/checkout', { headers })
  }

  const cart = await findCart(db, visitorId)
  if (!cart || cart.lines.length === 0) {
    throw await redirectWithToast('/', { ...CHECKOUT_MESSAGES.noOrderData, type: 'error' }, { headers })
  }
  const processor = getPaymentProcessor()
  return data(
    {
      checkoutData: toCheckoutData(cart),
      revision: cart.revision,
      editingAddress: !cart.address || url.searchParams.get('edit') === 'address',
      payment: {
        kind: processor.kind,
        publishableKey: processor.kind === 'stripe' ? processor.publishableKey : null,
      },
    },
    { headers: { ...Object.fromEntries(headers), 'Cache-Control': 'private, no-store' } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const { visitorId, userId } = await getVisitor(request)
  const db = getDb()
  const formData = await request.formData()
  const intent = formData.get('intent')

  if (intent === 'update-item' || intent === 'remove-item') {
    const parsed = UpdateCartItemSchema.safeParse(Object.fromEntries(formData))
    if (!parsed.success) {
      return redirectWithToast('/checkout', { title: 'Invalid change', description: 'Please try again', type: 'error' }, { status: 303 })
    }
    const result =
      intent === 'remove-item'
        ? await removeCartItem(db, visitorId, parsed.data.itemId)
        : await updateCartItem(db, visitorId, parsed.data)
    if (!result.ok) {
      const toast = result.error === 'variant-not-available' ? CHECKOUT_MESSAGES.variantNotAvailable : CHECKOUT_MESSAGES.paymentUpdateFailed
      return redirectWithToast('/checkout', { ...toast, type: 'error' }, { status: 303 })
    }
    return redirect('/checkout', 303)
  }

  if (intent === 'save-address') {
    const submission = parseWithZod(formData, { schema: ShippingAddressSchema })
    if (submission.status !== 'success') {
      return data({ addressResult: submission.reply() }, { status: 400 })
    }
    await saveCartAddress(db, visitorId, submission.value)
    return redirect('/checkout#payment', 303)
  }

  if (intent === 'pay') {
    return pay(formData, { visitorId, userId })
  }

  return data({ addressResult: undefined, message: 'Unknown action' }, { status: 400 })
}

async function pay(formData: FormData, owner: { visitorId: string; userId: number | null }) {
  const db = getDb()
  const processor = getPaymentProcessor()
  const failed = (toast: { title: string; description: string }) =>
    redirectWithToast('/checkout', { ...toast, type: 'error' }, { status: 303 })
  try {
    if (processor.kind === 'stripe') {
      const session = await prepareCheckoutSession(db, processor, owner, getConfig().appUrl)
      if (!session.ok) return noPayableCart(session.error)
      return redirect(session.url, 303)
    }
    const prepared = await preparePaymentIntent(db, processor, owner, { requireAddress: true })
    if (!prepared.ok) return noPayableCart(prepared.error)
    const card = {
      number: String(formData.get('number') ?? ''),
      expiry: String(formData.get('expiry') ?? ''),
      cvc: String(formData.get('cvc') ?? ''),
    }
    const confirmed = await processor.confirmWithCard(prepared.intent.id, prepared.intent.clientSecret, card)
    if (!confirmed) return failed(CHECKOUT_MESSAGES.paymentError(null))
    if (confirmed.status === 'requires_action') {
      return redirect(`/pay/${confirmed.id}?client_secret=${encodeURIComponent(confirmed.clientSecret)}`, 303)
    }
    if (confirmed.status !== 'succeeded') return failed(CHECKOUT_MESSAGES.paymentFailed(confirmed.lastError))
    const order = await placeOrderForIntent(db, processor, confirmed)
    if (!order.ok) return failed(CHECKOUT_MESSAGES.orderCreationFailed(null))
    return redirect(`/order-confirmation?id=${encodeURIComponent(order.order.publicId)}`, 303)
  } catch (error) {
    logger.error({ err: error }, 'checkout payment failed')
    if (error instanceof PaymentProcessorError) return failed(CHECKOUT_MESSAGES.paymentError(null))
    throw error
  }
}

function noPayableCart(error: 'empty-cart' | 'no-address') {
  return error === 'empty-cart'
    ? redirectWithToast('/', { ...CHECKOUT_MESSAGES.noOrderData, type: 'error' }, { status: 303 })
    : redirectWithToast(
        '/checkout',
        { title: 'Shipping address needed', description: 'Please save your shipping address first', type: 'error' },
        { status: 303 },
      )
}

export default function CheckoutRoute() {
  const { checkoutData, revision, editingAddress, payment } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const hydrated = useHydrated()
  const intent = usePaymentIntent(hydrated, revision, checkoutData)

  // SPEC: with JavaScript the checkout data is mirrored into session storage.
  useEffect(() => {
    try {
      sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(checkoutData))
    } catch {
      // Storage may be unavailable; the cart lives on the server anyway.
    }
  }, [checkoutData])

  if (hydrated && intent.status === 'failed') return <PaymentSetupFailed />

  const showPayment = Boolean(checkoutData.address) && !editingAddress
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/" className={buttonClass.ghost}>
        ← Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Checkout</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="lg:order-2">
          <OrderSummary data={checkoutData} locked={false} />
        </div>
        <div className="space-y-6 lg:order-1">
          <ShippingAddressSection
            address={checkoutData.address}
            editing={editingAddress}
            lastResult={actionData && 'addressResult' in actionData ? actionData.addressResult : undefined}
          />
          {showPayment ? (
            <PaymentSection payment={payment} checkoutData={checkoutData} intent={intent} />
          ) : (
            <section aria-labelledby="payment-heading" className="rounded-2xl border border-dashed border-slate-300 p-5">
              <h2 id="payment-heading" className="text-lg font-bold text-slate-700">
                Payment Information
              </h2>
              <p className="mt-1 text-sm text-slate-600">Save your shipping address to continue to payment.</p>
            </section>
          )}
        </div>
      </div>
    </div>
  )
}

function PaymentSetupFailed() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Payment Setup Failed</h1>
      <p className="mt-4 text-slate-700">{CHECKOUT_MESSAGES.paymentSetupFailed.description}</p>
      <Link to="/" className={`${buttonClass.primary} mt-8`}>
        Return to Home
      </Link>
    </section>
  )
}

export const meta: MetaFunction = () => [{ title: 'Checkout · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
