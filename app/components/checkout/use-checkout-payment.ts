import { useFetcher, useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useToast } from '~/components/toaster.tsx'
import type { CheckoutData } from '~/modules/cart/index.server.ts'
import { CHECKOUT_MESSAGES, CHECKOUT_STORAGE_KEY, LAST_ORDER_STORAGE_KEY, paymentReturnPath } from '~/modules/order/index.ts'

/**
 * `revision` is the cart revision the intent was prepared for. After the cart or its address changes
 * the old intent stays `ready` (Stripe's card element stays mounted) until the new one comes, but it is
 * `current: false` meanwhile: its recorded cart is the old one, so the test card form does not confirm
 * it and posts to the checkout action instead, which pays for the cart as it is now.
 */
export type IntentState =
  | { status: 'loading' }
  | { status: 'ready'; clientSecret: string; paymentIntentId: string; revision: string; current: boolean }
  | { status: 'failed' }

async function readMessage(response: Response) {
  const body = await response.json().catch(() => null)
  return (body && typeof body.message === 'string' ? body.message : null) as string | null
}

/**
 * Step 1 of paying: a payment intent for the cart, asked for again whenever the cart changes
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
        setState({
          status: 'ready',
          clientSecret: body.clientSecret,
          paymentIntentId: body.paymentIntentId,
          revision,
          current: true,
        })
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

  return state.status === 'ready' && state.revision !== revision ? { ...state, current: false } : state
}

/** Where a paid checkout ends: the confirmation page of the order, its id kept for a reload. */
export function useShowOrder() {
  const navigate = useNavigate()
  return useCallback(
    (orderId: string) => {
      try {
        sessionStorage.setItem(LAST_ORDER_STORAGE_KEY, orderId)
        sessionStorage.removeItem(CHECKOUT_STORAGE_KEY)
      } catch {
        // Storage can be unavailable (private mode); the id is in the URL anyway.
      }
      navigate(`/order-confirmation?id=${encodeURIComponent(orderId)}`)
    },
    [navigate],
  )
}

type OrderAnswer = {
  success?: boolean
  message?: string
  orderId?: string | null
  order?: { id?: string }
  /** 202: the payment is processing (not a failure); the order comes when it settles. */
  processing?: boolean
  paymentId?: string
}

/**
 * After Stripe confirmed the card in the browser: one POST /api/orders with the payment id (the server
 * takes items, prices and address from what it recorded for that payment), then the confirmation page.
 */
export function useCreateOrder() {
  const fetcher = useFetcher<OrderAnswer>()
  const { toast } = useToast()
  const navigate = useNavigate()
  const showOrder = useShowOrder()
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  useEffect(() => {
    if (!answer) return
    if (answer.processing && answer.paymentId) {
      navigate(paymentReturnPath(answer.paymentId))
      return
    }
    if (answer.success === false || !answer.success) {
      toast({ ...CHECKOUT_MESSAGES.orderCreationFailed(answer.message ?? null), type: 'error' })
      return
    }
    const orderId = answer.orderId ?? answer.order?.id
    if (!orderId) {
      toast({ ...CHECKOUT_MESSAGES.orderWithoutId, type: 'info' })
      navigate('/')
      return
    }
    showOrder(orderId)
  }, [answer, navigate, showOrder, toast])
  const { submit } = fetcher
  const createOrder = useCallback(
    (paymentId: string) =>
      submit({ stripe_payment_id: paymentId }, { method: 'post', action: '/api/orders', encType: 'application/json' }),
    [submit],
  )
  return { createOrder, creating: fetcher.state !== 'idle' }
}
