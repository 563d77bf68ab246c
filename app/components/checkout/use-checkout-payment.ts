import { useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useToast } from '~/components/toaster.tsx'
import type { CheckoutData } from '~/modules/cart/cart.server.ts'
import { CHECKOUT_MESSAGES, CHECKOUT_STORAGE_KEY, LAST_ORDER_STORAGE_KEY } from '~/modules/order/messages.ts'

export type IntentState =
  | { status: 'loading' }
  | { status: 'ready'; clientSecret: string; paymentIntentId: string }
  | { status: 'failed' }

async function readMessage(response: Response) {
  const body = await response.json().catch(() => null)
  return (body && typeof body.message === 'string' ? body.message : null) as string | null
}

/**
 * SPEC section 4 step 1: a payment intent for the cart, asked for again whenever the cart changes
 * (its revision), so the amount charged is always the amount shown.
 */
export function usePaymentIntent(enabled: boolean, revision: string, checkoutData: CheckoutData) {
  const { toast } = useToast()
  const [state, setState] = useState<IntentState>({ status: 'loading' })
  const hadIntent = useRef(false)
  const dataRef = useRef(checkoutData)
  dataRef.current = checkoutData

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }))
    fetch('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(dataRef.current),
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}: ${(await readMessage(response)) ?? response.statusText}`)
        const body = (await response.json()) as { clientSecret: string; paymentIntentId: string }
        hadIntent.current = true
        setState({ status: 'ready', clientSecret: body.clientSecret, paymentIntentId: body.paymentIntentId })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        if (hadIntent.current) {
          toast({ ...CHECKOUT_MESSAGES.paymentUpdateFailed, type: 'error' })
        } else {
          toast({ ...CHECKOUT_MESSAGES.paymentSetupError, type: 'error' })
          setState({ status: 'failed' })
        }
        console.error(error)
      })
    return () => controller.abort()
  }, [enabled, revision, toast])

  return state
}

/** SPEC section 4 steps 4-5: the order for a succeeded payment, then the confirmation page. */
export function useCreateOrder(checkoutData: CheckoutData) {
  const { toast } = useToast()
  const navigate = useNavigate()
  return useCallback(
    async (paymentId: string) => {
      const first = checkoutData.items[0]
      const address = checkoutData.address
      const payload = {
        items: checkoutData.items.map((i) => ({
          variantId: String(i.variantId),
          quantity: i.quantity,
          designId: i.designId,
          productId: i.productId,
          printifyProductId: i.printifyProductId,
        })),
        shipping_method: 1,
        send_shipping_notification: false,
        stripe_payment_id: paymentId,
        variantId: String(first?.variantId ?? ''),
        size: first?.size,
        designId: first?.designId ?? undefined,
        productId: first?.productId,
        printifyProductId: first?.printifyProductId,
        quantity: checkoutData.pricing.quantity,
        shippingAddress: address
          ? {
              name: `${address.first_name} ${address.last_name}`,
              email: address.email,
              phone: address.phone,
              country: address.country,
              state: address.region,
              city: address.city,
              address1: address.address1,
              zip: address.zip,
            }
          : null,
      }
      let response: Response
      try {
        response = await fetch('/api/orders', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
          credentials: 'same-origin',
        })
      } catch (error) {
        toast({ ...CHECKOUT_MESSAGES.orderCreationFailed(error instanceof Error ? error.message : null), type: 'error' })
        return
      }
      if (!response.ok) {
        toast({ ...CHECKOUT_MESSAGES.orderCreationFailed(await readMessage(response)), type: 'error' })
        return
      }
      const body = (await response.json().catch(() => null)) as { orderId?: string; order?: { id?: string } } | null
      const orderId = body?.orderId ?? body?.order?.id
      if (!orderId) {
        toast({ ...CHECKOUT_MESSAGES.orderWithoutId, type: 'info' })
        navigate('/')
        return
      }
      try {
        sessionStorage.setItem(LAST_ORDER_STORAGE_KEY, orderId)
        sessionStorage.removeItem(CHECKOUT_STORAGE_KEY)
      } catch {
        // Storage can be unavailable (private mode); the id is in the URL anyway.
      }
      navigate(`/order-confirmation?id=${encodeURIComponent(orderId)}`)
    },
    [checkoutData, navigate, toast],
  )
}
