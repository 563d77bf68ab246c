import { Form, useFetcher, useNavigate, useNavigation } from '@remix-run/react'
import { lazy, Suspense, useEffect, type FormEvent } from 'react'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import type { CheckoutData } from '~/modules/cart/index.server.ts'
import { CHECKOUT_MESSAGES } from '~/modules/order/index.ts'
import { TEST_CARD_HINTS } from '~/services/payments/test-cards.ts'
import { useHydrated } from '~/web/hydrated.ts'
import { useShowOrder, type IntentState } from './use-checkout-payment.ts'

const StripePayment = lazy(() => import('./stripe-payment.tsx'))

export interface PaymentConfig {
  kind: 'stripe' | 'test'
  publishableKey: string | null
}

/** Payment Information: shown only once the address is saved. */
export function PaymentSection({
  payment,
  checkoutData,
  intent,
}: {
  payment: PaymentConfig
  checkoutData: CheckoutData
  intent: IntentState
}) {
  const hydrated = useHydrated()
  return (
    <section
      id="payment"
      aria-labelledby="payment-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="payment-heading" className="text-lg font-bold">
          Payment Information
        </h2>
        {payment.kind === 'test' ? (
          <span className="shrink-0 whitespace-nowrap rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
            Test mode
          </span>
        ) : null}
      </div>
      {payment.kind === 'test' ? (
        // One card form from the first paint on: what was typed before JavaScript took over stays in its
        // fields. Until the payment intent is ready it posts to the checkout action, as without JavaScript.
        hydrated && intent.status === 'failed' ? null : (
          <TestCardForm
            total={checkoutData.pricing.formattedTotal}
            intent={intent.status === 'ready' && intent.current ? intent : undefined}
          />
        )
      ) : !hydrated ? (
        <HostedCheckoutForm total={checkoutData.pricing.formattedTotal} />
      ) : intent.status === 'loading' ? (
        <Spinner label="Preparing secure payment..." />
      ) : intent.status === 'failed' ? null : (
        <Suspense fallback={<Spinner label="Loading payment form..." />}>
          <StripePayment
            publishableKey={payment.publishableKey!}
            clientSecret={intent.clientSecret}
            total={checkoutData.pricing.formattedTotal}
          />
        </Suspense>
      )}
    </section>
  )
}

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-8 text-sm text-slate-700">
      <span
        className="h-6 w-6 motion-safe:animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
        aria-hidden="true"
      />
      {label}
    </div>
  )
}

function HostedCheckoutForm({ total }: { total: string }) {
  const navigation = useNavigation()
  const processing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay'
  return (
    <Form method="post" className="mt-4">
      <input type="hidden" name="intent" value="pay" />
      <p className="text-sm text-slate-700">You will enter your card on Stripe's secure payment page.</p>
      <button type="submit" className={`${buttonClass.primary} mt-4 w-full py-3`} disabled={processing}>
        {processing ? 'Processing' : `Pay ${total}`}
      </button>
    </Form>
  )
}

type ConfirmAnswer = {
  status?: string
  lastError?: string | null
  message?: string
  nextUrl?: string | null
  orderId?: string | null
}

/**
 * The built-in processor's card form. Without JavaScript it posts to the checkout action; with it, one
 * request confirms the card against the payment intent and places the order, then the confirmation shows.
 */
function TestCardForm({ total, intent }: { total: string; intent?: Extract<IntentState, { status: 'ready' }> }) {
  const navigation = useNavigation()
  const { toast } = useToast()
  const fetcher = useFetcher<ConfirmAnswer>()
  const showOrder = useShowOrder()
  const navigate = useNavigate()
  const processing = fetcher.state !== 'idle' || (navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay')
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined

  useEffect(() => {
    if (!answer) return
    if (!answer.status) {
      toast({ ...CHECKOUT_MESSAGES.paymentError(answer.message), type: 'error' })
    } else if (answer.status === 'requires_action' && answer.nextUrl) {
      // The extra confirmation step, like Stripe's 3-D Secure redirect.
      window.location.assign(answer.nextUrl)
    } else if (answer.status === 'processing' && answer.nextUrl) {
      // Not a failure: the bank has not confirmed yet. The return page says so and shows the order once it settles.
      navigate(answer.nextUrl)
    } else if (answer.status !== 'succeeded') {
      toast({ ...CHECKOUT_MESSAGES.paymentFailed(answer.lastError), type: 'error' })
    } else if (answer.orderId) {
      showOrder(answer.orderId)
    } else {
      toast({ ...CHECKOUT_MESSAGES.orderWithoutId, type: 'info' })
    }
  }, [answer, navigate, showOrder, toast])

  function payWithJs(event: FormEvent<HTMLFormElement>) {
    if (!intent) return
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const field = (name: string) => String(form.get(name) ?? '')
    fetcher.submit(
      { clientSecret: intent.clientSecret, number: field('number'), expiry: field('expiry'), cvc: field('cvc') },
      { method: 'post', action: `/pay/${encodeURIComponent(intent.paymentIntentId)}/confirm`, encType: 'application/json' },
    )
  }

  return (
    <Form
      method="post"
      onSubmit={intent ? payWithJs : undefined}
      data-intent-ready={intent ? '' : undefined}
      className="mt-4 space-y-4"
    >
      <input type="hidden" name="intent" value="pay" />
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <p className="font-semibold">Test mode: no real card is charged.</p>
        <ul className="mt-1 list-inside list-disc">
          {TEST_CARD_HINTS.map((hint) => (
            <li key={hint.number}>
              <span className="font-mono">{hint.number}</span> {hint.meaning}
            </li>
          ))}
        </ul>
        <p className="mt-1">Use any future expiry date and any 3-digit security code.</p>
      </div>
      <div>
        <label htmlFor="card-number" className="block text-sm font-medium text-slate-800">
          Card number
        </label>
        <input
          id="card-number"
          name="number"
          required
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor="card-expiry" className="block text-sm font-medium text-slate-800">
            Expiry (MM/YY)
          </label>
          <input
            id="card-expiry"
            name="expiry"
            required
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12/34"
            maxLength={7}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
          />
        </div>
        <div>
          <label htmlFor="card-cvc" className="block text-sm font-medium text-slate-800">
            CVC
          </label>
          <input
            id="card-cvc"
            name="cvc"
            required
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
          />
        </div>
      </div>
      <button type="submit" className={`${buttonClass.primary} w-full py-3`} disabled={processing}>
        {processing ? 'Processing' : `Pay ${total}`}
      </button>
    </Form>
  )
}
