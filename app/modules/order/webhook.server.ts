import type Stripe from 'stripe'
import { kickFulfilment } from '~/modules/fulfilment/fulfilment.server.ts'
import type { DB } from '~/utils/db.server.ts'
import { createOrderInTransaction, refundOrderInTransaction } from './order.server.ts'

export type WebhookOutcome = 'duplicate' | 'order-created' | 'order-exists' | 'refunded' | 'ignored' | 'payment-failed'

/**
 * Handles one verified Stripe event exactly once: the event id is recorded in the same transaction
 * as its effects, so a redelivery (or five at once) finds it and does nothing, and a failure leaves
 * no record, letting Stripe's retry try again.
 */
export async function handleStripeEvent(db: DB, event: Stripe.Event): Promise<WebhookOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const fresh = await trx
      .insertInto('webhook_events')
      .values({ id: event.id, provider: 'stripe', type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!fresh) return 'duplicate'

    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = event.data.object
        const result = await createOrderInTransaction(trx, {
          snapshotId: intent.id,
          paymentId: intent.id,
          provider: 'stripe',
          amount: intent.amount_received || intent.amount,
          currency: intent.currency,
        })
        // Payments made through a Checkout Session are handled by checkout.session.completed.
        if (!result.ok && result.error === 'unknown-payment') return 'ignored'
        if (!result.ok) throw new Error(`Cannot create the order for ${intent.id}: ${result.error}`)
        return result.created ? 'order-created' : 'order-exists'
      }
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object
        if (session.payment_status !== 'paid') return 'ignored'
        const paymentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
        if (!paymentId) throw new Error(`Checkout session ${session.id} has no payment intent`)
        const result = await createOrderInTransaction(trx, {
          snapshotId: session.id,
          paymentId,
          provider: 'stripe',
          amount: session.amount_total ?? 0,
          currency: session.currency ?? 'usd',
        })
        if (!result.ok && result.error === 'unknown-payment') return 'ignored'
        if (!result.ok) throw new Error(`Cannot create the order for ${session.id}: ${result.error}`)
        return result.created ? 'order-created' : 'order-exists'
      }
      case 'charge.refunded': {
        const charge = event.data.object
        // Partial refunds leave the order standing.
        if (!charge.refunded) return 'ignored'
        const paymentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
        if (!paymentId) return 'ignored'
        return (await refundOrderInTransaction(trx, paymentId)) ? 'refunded' : 'ignored'
      }
      case 'payment_intent.payment_failed':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        // No order exists for an unpaid payment; the shopper's cart is still there to try again.
        return 'payment-failed'
      default:
        return 'ignored'
    }
  })
  if (outcome === 'order-created') kickFulfilment()
  return outcome
}
