import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { useNavigate } from '@remix-run/react'
import { useMemo, useState, type FormEvent } from 'react'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { CHECKOUT_MESSAGES, paymentReturnPath } from '~/modules/order/index.ts'
import { useCreateOrder } from './use-checkout-payment.ts'

const stripePromises = new Map<string, Promise<Stripe | null>>()

/** Stripe's Payment Element, loaded only when Stripe is the processor (code-split). */
export default function StripePayment({
  publishableKey,
  clientSecret,
  total,
}: {
  publishableKey: string
  clientSecret: string
  total: string
}) {
  const stripePromise = useMemo(() => {
    if (!stripePromises.has(publishableKey)) stripePromises.set(publishableKey, loadStripe(publishableKey))
    return stripePromises.get(publishableKey)!
  }, [publishableKey])
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }} key={clientSecret}>
      <StripePayForm total={total} />
    </Elements>
  )
}

function StripePayForm({ total }: { total: string }) {
  const stripe = useStripe()
  const elements = useElements()
  const { toast } = useToast()
  const { createOrder, creating } = useCreateOrder()
  const navigate = useNavigate()
  const [processing, setProcessing] = useState(false)

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (!stripe || !elements) return
    setProcessing(true)
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/checkout/complete` },
      })
      if (error) {
        toast({ ...CHECKOUT_MESSAGES.paymentFailed(error.message), type: 'error' })
        return
      }
      if (paymentIntent?.status === 'succeeded') createOrder(paymentIntent.id)
      // A bank debit the bank has not confirmed yet: not a failure; the return page follows it.
      else if (paymentIntent?.status === 'processing') navigate(paymentReturnPath(paymentIntent.id))
      else toast({ ...CHECKOUT_MESSAGES.paymentFailed(null), type: 'error' })
    } catch (error) {
      toast({ ...CHECKOUT_MESSAGES.paymentError(error instanceof Error ? error.message : null), type: 'error' })
    } finally {
      setProcessing(false)
    }
  }

  return (
    <form onSubmit={pay} className="mt-4 space-y-4">
      <PaymentElement />
      <button type="submit" className={`${buttonClass.primary} w-full py-3`} disabled={!stripe || processing || creating}>
        {processing || creating ? 'Processing' : `Pay ${total}`}
      </button>
    </form>
  )
}
