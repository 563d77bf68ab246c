import { type ActionFunctionArgs } from '@remix-run/node'
import type Stripe from 'stripe'
import { handleStripeEvent } from '~/modules/order/index.server.ts'
import { STRIPE_API_VERSION, verifyStripeEvent } from '~/services/payments/stripe.server.ts'
import { readBodyText } from '~/web/request-body.server.ts'
import { apiRoute, answer } from '~/web/api.server.ts'
import { ProviderEventAnswer } from '~/web/api-answers/account.ts'

// Stripe webhooks: the signature is checked over the raw body before anything is read from it.
async function actionImpl({ request, context }: ActionFunctionArgs) {
  const config = context.config
  if (request.method !== 'POST') return Response.json({ message: 'Use POST' }, { status: 405 })
  if (!config.STRIPE_WEBHOOK_SECRET || !config.STRIPE_SECRET_KEY) {
    return Response.json({ message: 'Stripe webhooks are not configured' }, { status: 404 })
  }
  const signature = request.headers.get('Stripe-Signature')
  if (!signature) return Response.json({ message: 'Missing Stripe-Signature' }, { status: 400 })
  // Reading stops with a 413 past the webhook limit (Stripe's events are a few KB).
  const rawBody = await readBodyText(request, 'webhook')
  let event: Stripe.Event
  try {
    event = verifyStripeEvent(
      { secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE },
      rawBody,
      signature,
      config.STRIPE_WEBHOOK_SECRET,
    )
  } catch {
    return Response.json({ message: 'Invalid signature' }, { status: 400 })
  }
  if (event.api_version && event.api_version !== STRIPE_API_VERSION) {
    // Events are rendered in the endpoint's API version: one other than the store's reads differently.
    context.logger.warn(
      { eventId: event.id, eventApiVersion: event.api_version, storeApiVersion: STRIPE_API_VERSION },
      'the Stripe webhook endpoint sends another API version than the store is pinned to: recreate it with the store version',
    )
  }
  try {
    const outcome = await handleStripeEvent(context.db, context.tax, context.fulfilment, event)
    if (outcome === 'payment-alert') {
      // Money was taken and no order exists: someone must refund or fix it (see payment_alerts).
      context.logger.error(
        { alert: 'payment-without-order', eventId: event.id, type: event.type },
        'ALERT: paid payment recorded without an order',
      )
    }
    if (outcome === 'refund-alert') {
      // The shopper did not get a refund: the operator's console shows it (operator_alerts).
      context.logger.error({ alert: 'refund-problem', eventId: event.id, type: event.type }, 'ALERT: a refund did not go through')
    }
    return answer(ProviderEventAnswer, { received: true, outcome })
  } catch (error) {
    // A 500 makes Stripe deliver the event again later; nothing was recorded.
    context.logger.error({ err: error, eventId: event.id, type: event.type }, 'stripe webhook failed')
    return Response.json({ message: 'Webhook handling failed' }, { status: 500 })
  }
}

async function loaderImpl() {
  return Response.json({ message: 'Use POST' }, { status: 405 })
}

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
