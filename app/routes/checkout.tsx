import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { useEffect } from 'react'
import { ConfirmAddToCart } from '~/components/checkout/confirm-add.tsx'
import { PaymentSection } from '~/components/checkout/payment-section.tsx'
import { PaymentProcessingNotice } from '~/components/checkout/payment-processing.tsx'
import { ShippingAddressSection } from '~/components/checkout/address-form.tsx'
import { OrderSummary } from '~/components/checkout/order-summary.tsx'
import { DiscountCodeForm } from '~/components/checkout/discount-code-form.tsx'
import { usePaymentIntent } from '~/components/checkout/use-checkout-payment.ts'
import { useShippingPreview } from '~/components/checkout/use-shipping-preview.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { DeliveryEstimate } from '~/components/delivery/delivery-promise.tsx'
import { deliveryEstimate } from '~/modules/delivery/index.server.ts'
import { buttonClass } from '~/components/ui/button.ts'
import { checkShippingCountry, findCart, saveCartAddress, toCheckoutData } from '~/modules/cart/index.server.ts'
import {
  shippingCountryChoices,
  shippingPreviewAnswer,
  shipToPreview,
  type ShippingPreview,
} from '~/web/checkout-shipping.server.ts'
import { AddToCartSchema, ShippingAddressSchema, ShippingCountrySchema } from '~/modules/cart/index.ts'
import { prepareCheckoutSession, preparePaymentIntent } from '~/modules/order/index.server.ts'
import { CHECKOUT_MESSAGES, CHECKOUT_STORAGE_KEY, paymentReturnPath } from '~/modules/order/index.ts'
import { paymentOutcome, recheckProcessingPayment } from '~/modules/order/index.server.ts'
import { PaymentProcessorError } from '~/services/payments/payments.ts'
import { checkRateLimit } from '~/web/rate-limit.server.ts'
import { crashAfterPaymentForDrill } from '~/lib/fault-injection.server.ts'
import { useHydrated } from '~/web/hydrated.ts'
import { ensureVisitor, readVisitor } from '~/web/session.server.ts'
import { changeCartItem } from '~/web/cart-http.server.ts'
import { changeCode, checkoutIntent } from '~/web/checkout-forms.server.ts'
import { redirectWithToast } from '~/web/toast.server.ts'
import { redirectAfterPayment } from '~/web/payment-redirect.server.ts'
import { readForm } from '~/web/request-body.server.ts'
import type { StoreServices } from '~/web/load-context.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const headers = new Headers()
  const db = context.db

  // `/checkout?designId=N` (old Order Now links, bookmarks): a GET never changes the cart, so the page
  // asks, and its button posts to /cart/add (ADR 072).
  const designId = url.searchParams.get('designId')
  if (designId !== null) {
    // The one checkout GET that makes a cart, so the one that may create the visitor id.
    const { userId, setCookie } = await ensureVisitor(context, request)
    if (setCookie) headers.append('Set-Cookie', setCookie)
    const parsed = AddToCartSchema.safeParse({ kind: 'own', designId })
    if (!parsed.success) {
      throw await redirectWithToast(
        context,
        userId ? '/my-designs' : '/',
        { ...CHECKOUT_MESSAGES.designNotReady, type: 'error' },
        { headers },
      )
    }
    return data({ confirmAdd: parsed.data.designId } as const, {
      headers: { ...Object.fromEntries(headers), 'Cache-Control': 'private, no-store' },
    })
  }

  const { visitorId, userId } = await readVisitor(context, request)
  const cart = visitorId ? await findCart(db, context.tax, context.fulfilment, visitorId, { userId }) : null
  if (!cart || cart.lines.length === 0) {
    throw await redirectWithToast(context, '/', { ...CHECKOUT_MESSAGES.noOrderData, type: 'error' }, { headers })
  }
  const processor = context.payments
  // A payment of this cart that is still processing: the page says so and offers no second payment.
  const pending = await recheckProcessingPayment(db, context.tax, context.fulfilment, processor, cart.id)
  if (pending?.kind === 'paid') throw redirect(`/order-confirmation?id=${encodeURIComponent(pending.orderPublicId)}`)
  return data(
    {
      checkoutData: toCheckoutData(cart),
      revision: cart.revision,
      processing: pending?.kind === 'processing',
      editingAddress: !cart.address || url.searchParams.get('edit') === 'address',
      delivery: await deliveryEstimate(context.fulfilment, cart.shipping.country),
      countries: await shippingCountryChoices(context),
      shippingPreview: visitorId ? await shipToPreview(context, { visitorId, userId }, url) : null,
      payment: {
        kind: processor.kind,
        publishableKey: processor.kind === 'stripe' ? processor.publishableKey : null,
      },
    },
    { headers: { ...Object.fromEntries(headers), 'Cache-Control': 'private, no-store' } },
  )
}

export async function action({ request, context }: ActionFunctionArgs) {
  // The body is read first, so a body of the wrong kind is answered 415/400 whoever sends it.
  const formData = await readForm(request)
  const { visitorId, userId } = await readVisitor(context, request)
  // Every checkout action works on an existing cart; a browser without a visitor id has none.
  if (!visitorId) return redirectWithToast(context, '/', { ...CHECKOUT_MESSAGES.noOrderData, type: 'error' }, { status: 303 })
  const db = context.db
  const intent = checkoutIntent(formData)

  if (intent === 'update-item' || intent === 'remove-item') {
    return changeCartItem(context, visitorId, intent, formData, '/checkout')
  }

  if (intent === 'update-shipping') return shippingPreviewAnswer(context, { visitorId, userId }, formData)

  if (intent === 'save-address') {
    const submission = parseWithZod(formData, { schema: ShippingAddressSchema })
    if (submission.status !== 'success') {
      // A country the store does not ship to is named with the other fields' errors.
      const country = ShippingCountrySchema.safeParse({ country: formData.get('country') })
      const check = country.success ? await checkShippingCountry(context.fulfilment, country.data.country) : null
      const fieldErrors = check && !check.ok ? { country: [check.message] } : undefined
      return data({ addressResult: submission.reply(fieldErrors ? { fieldErrors } : undefined) }, { status: 400 })
    }
    const saved = await saveCartAddress(db, context.fulfilment, visitorId, submission.value)
    if (!saved.ok)
      return data({ addressResult: submission.reply({ fieldErrors: { country: [saved.message] } }) }, { status: 400 })
    return redirect('/checkout#payment', 303)
  }

  if (intent === 'apply-code' || intent === 'remove-code') {
    return changeCode(context, intent, formData, { visitorId, userId })
  }

  // What is left is 'pay'.
  const limited = await checkRateLimit(context, 'order', { visitorId, userId })
  if (limited) {
    return redirectWithToast(
      context,
      '/checkout',
      { ...CHECKOUT_MESSAGES.paymentFailed(limited.message), type: 'error' },
      { status: 303, headers: limited.headers },
    )
  }
  return pay(context, formData, { visitorId, userId })
}

async function pay(
  context: ActionFunctionArgs['context'],
  formData: FormData,
  owner: { visitorId: string; userId: number | null },
) {
  const db = context.db
  const processor = context.payments
  const failed = (toast: { title: string; description: string }) =>
    redirectWithToast(context, '/checkout', { ...toast, type: 'error' }, { status: 303 })
  try {
    if (processor.kind === 'stripe') {
      const session = await prepareCheckoutSession(db, context.tax, context.fulfilment, processor, owner, context.config.appUrl)
      if (!session.ok) {
        if (session.error === 'payment-processing') return redirect(paymentReturnPath(session.paymentId), 303)
        return noPayableCart(context, session.error)
      }
      return redirect(session.url, 303)
    }
    const prepared = await preparePaymentIntent(db, context.tax, context.fulfilment, processor, owner, { requireAddress: true })
    if (!prepared.ok) {
      if (prepared.error === 'payment-processing') return redirect(paymentReturnPath(prepared.paymentId), 303)
      if (prepared.error === 'already-paid')
        return redirectAfterPayment(
          context,
          await paymentOutcome(db, context.tax, context.fulfilment, processor, prepared.intent),
        )
      return noPayableCart(context, prepared.error)
    }
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
    if (confirmed.status === 'succeeded') crashAfterPaymentForDrill(confirmed.id)
    return redirectAfterPayment(context, await paymentOutcome(db, context.tax, context.fulfilment, processor, confirmed))
  } catch (error) {
    context.logger.error({ err: error }, 'checkout payment failed')
    if (error instanceof PaymentProcessorError) return failed(CHECKOUT_MESSAGES.paymentError(null))
    throw error
  }
}

const REFUSED_PAYMENT = {
  'country-not-served': ['/checkout?edit=address', CHECKOUT_MESSAGES.countryNotServed],
  'discount-code': ['/checkout', CHECKOUT_MESSAGES.codeNoLongerApplies],
  'design-unavailable': ['/checkout', CHECKOUT_MESSAGES.designUnavailable],
  tax: ['/checkout?edit=address', CHECKOUT_MESSAGES.taxNotKnown],
  'empty-cart': ['/', CHECKOUT_MESSAGES.noOrderData],
  'no-address': ['/checkout', { title: 'Shipping address needed', description: 'Please save your shipping address first' }],
} as const

function noPayableCart(context: Pick<StoreServices, 'config'>, error: keyof typeof REFUSED_PAYMENT) {
  const [to, toast] = REFUSED_PAYMENT[error]
  return redirectWithToast(context, to, { ...toast, type: 'error' }, { status: 303 })
}

export default function CheckoutRoute() {
  const loaderData = useLoaderData<typeof loader>()
  if ('confirmAdd' in loaderData) return <ConfirmAddToCart designId={loaderData.confirmAdd} />
  return <CheckoutPage {...loaderData} />
}

type CheckoutPageProps = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { confirmAdd: number }>

function CheckoutPage({
  checkoutData,
  revision,
  processing,
  editingAddress,
  payment,
  delivery,
  countries,
  shippingPreview,
}: CheckoutPageProps) {
  const actionData = useActionData<typeof action>()
  // The price and promise to a country chosen in the address form, before it is saved: loaded as the
  // form changes with JavaScript, the Update shipping button's answer without.
  const typedPlace = useShippingPreview(revision, editingAddress)
  const previewOf = (d: unknown) =>
    d && typeof d === 'object' && 'shippingPreview' in d ? (d.shippingPreview as ShippingPreview | null) : null
  const preview = editingAddress ? (typedPlace.preview ?? previewOf(actionData) ?? shippingPreview) : null
  const hydrated = useHydrated()
  // A cart holding a design no longer for sale is not paid: the page asks for the line's removal instead.
  // So is a cart whose discount code no longer applies: the code's message says why.
  const unavailable = checkoutData.items.some((item) => !item.available)
  const blocked = unavailable || Boolean(checkoutData.appliedCode?.refusal)
  const intent = usePaymentIntent(hydrated && !processing && !blocked, revision, checkoutData)

  // With JavaScript the checkout data is mirrored into session storage (key checkoutData), for integrations that read it.
  useEffect(() => {
    try {
      sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(checkoutData))
    } catch {
      // Storage may be unavailable; the cart lives on the server anyway.
    }
  }, [checkoutData])

  if (hydrated && !processing && !blocked && intent.status === 'failed') return <PaymentSetupFailed />

  const showPayment = Boolean(checkoutData.address) && !editingAddress
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/" className={buttonClass.ghost}>
        ← Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Checkout</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="lg:order-2">
          <OrderSummary data={preview ? { ...checkoutData, pricing: preview.pricing } : checkoutData} locked={processing} />
          <div className="mt-4">
            <DiscountCodeForm
              // A new code (or none) starts the form afresh: the typed code does not stay in the field.
              key={checkoutData.appliedCode?.code ?? 'none'}
              applied={checkoutData.appliedCode}
              locked={processing}
              lastResult={actionData && 'codeResult' in actionData ? actionData.codeResult : undefined}
            />
          </div>
          <DeliveryEstimate
            promise={(preview?.delivery ?? delivery).promise}
            breakdown={(preview?.delivery ?? delivery).breakdown}
            className="mt-4"
          />
        </div>
        <div className="space-y-6 lg:order-1">
          {processing ? <PaymentProcessingNotice /> : null}
          <ShippingAddressSection
            address={checkoutData.address}
            editing={editingAddress}
            countries={countries}
            shipTo={shippingPreview?.country}
            lastResult={actionData && 'addressResult' in actionData ? actionData.addressResult : undefined}
            onPlaceChange={typedPlace.ask}
          />
          {/* The Payment section appears only once the shipping address is saved. */}
          {unavailable ? (
            <p
              role="alert"
              className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800"
              data-testid="cart-unavailable"
            >
              <strong>{CHECKOUT_MESSAGES.designUnavailable.title}.</strong> {CHECKOUT_MESSAGES.designUnavailable.description}
            </p>
          ) : null}
          {showPayment && !processing && !blocked ? (
            <PaymentSection payment={payment} checkoutData={checkoutData} intent={intent} />
          ) : null}
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

/**
 * The payment fetchers (a card confirmation, an order for a Stripe payment) end on the confirmation
 * page: reloading the checkout in between would find the cart already bought and leave the page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) => {
  if (formAction && (formAction.startsWith('/pay/') || formAction === '/api/orders')) return false
  return defaultShouldRevalidate
}

export const meta: MetaFunction = () => [{ title: 'Checkout · ShirtSmith' }, { name: 'robots', content: 'noindex' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
