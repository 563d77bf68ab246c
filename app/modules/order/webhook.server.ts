import type Stripe from 'stripe'
import { kickFulfilment } from '~/modules/fulfilment/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import type { Transaction } from 'kysely'
import type { Database } from '#db/schema.ts'
import { clearPaymentProcessing, markPaymentProcessing } from './checkout.server.ts'
import { disputeInTransaction, partialRefundInTransaction } from './money.server.ts'
import { createOrderInTransaction, refundOrderInTransaction, type ConfirmedPayment } from './order.server.ts'
import { recordRefundProblem } from './refund-events.server.ts'
import { taxAfterPaymentEvent } from './order-tax.server.ts'

export type WebhookOutcome =
  | 'duplicate'
  | 'order-created'
  | 'order-exists'
  | 'refunded'
  | 'partially-refunded'
  | 'dispute-open'
  | 'dispute-won'
  | 'dispute-lost'
  | 'dispute-prevented'
  | 'ignored'
  | 'payment-processing'
  | 'payment-failed'
  | 'payment-alert'
  | 'refund-alert'

/**
 * Handles one verified Stripe event exactly once: the event id is recorded in the same transaction
 * as its effects, so a redelivery (or five at once) finds it and does nothing, and a failure leaves
 * no record, letting Stripe's retry try again.
 */
export async function handleStripeEvent(
  db: DB,
  tax: TaxService | null,
  fulfilment: FulfilmentServices,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
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
        const payment = {
          snapshotId: intent.id,
          paymentId: intent.id,
          provider: 'stripe',
          amount: intent.amount_received || intent.amount,
          currency: intent.currency,
        }
        const result = await createOrderInTransaction(trx, fulfilment, payment)
        // Payments made through a Checkout Session are handled by checkout.session.completed.
        if (!result.ok && result.error === 'unknown-payment') return 'ignored'
        if (!result.ok) return recordAlert(trx, event.id, payment, result.error)
        return result.created ? 'order-created' : 'order-exists'
      }
      case 'payment_intent.processing': {
        // A bank debit the bank has not confirmed: not a failure. The order waits for
        // payment_intent.succeeded; meanwhile the cart takes no second payment.
        return (await markPaymentProcessing(trx, event.data.object.id)) ? 'payment-processing' : 'ignored'
      }
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object
        if (session.payment_status !== 'paid') {
          // Completed but unpaid: a delayed payment method, settled later by async_payment_succeeded/failed.
          if (event.type !== 'checkout.session.completed' || session.status !== 'complete') return 'ignored'
          return (await markPaymentProcessing(trx, session.id)) ? 'payment-processing' : 'ignored'
        }
        const paymentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
        if (!paymentId) throw new Error(`Checkout session ${session.id} has no payment intent`)
        const payment = {
          snapshotId: session.id,
          paymentId,
          provider: 'stripe',
          amount: session.amount_total ?? 0,
          currency: session.currency ?? 'usd',
        }
        const result = await createOrderInTransaction(trx, fulfilment, payment)
        if (!result.ok && result.error === 'unknown-payment') return 'ignored'
        if (!result.ok) return recordAlert(trx, event.id, payment, result.error)
        return result.created ? 'order-created' : 'order-exists'
      }
      case 'charge.refunded': {
        const charge = event.data.object
        const paymentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
        if (!paymentId) return 'ignored'
        if (charge.refunded) return (await refundOrderInTransaction(trx, paymentId)) ? 'refunded' : 'ignored'
        // A partial refund leaves the order standing and takes back the refunded shirts' commission.
        if (!(charge.amount_refunded > 0)) return 'ignored'
        return (await partialRefundInTransaction(trx, paymentId, charge.amount_refunded)) ? 'partially-refunded' : 'ignored'
      }
      case 'charge.dispute.created':
      case 'charge.dispute.updated':
      case 'charge.dispute.closed':
      case 'charge.dispute.funds_withdrawn':
      case 'charge.dispute.funds_reinstated': {
        const dispute = event.data.object
        const paymentId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id
        if (!paymentId) return 'ignored'
        const result = await disputeInTransaction(trx, {
          id: dispute.id,
          provider: 'stripe',
          paymentId,
          status: dispute.status,
          reason: dispute.reason ?? null,
          amountCents: dispute.amount,
        })
        if (!result) return 'ignored'
        return `dispute-${result.outcome}`
      }
      case 'refund.failed':
      case 'refund.updated':
      case 'charge.refund.updated':
        // A refund that failed, was canceled or waits for the customer: the operator is alerted once.
        return (await recordRefundProblem(trx, event.id, event.data.object)) ? 'refund-alert' : 'ignored'
      case 'payment_intent.payment_failed':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        // No order exists for an unpaid payment; the shopper's cart is still there to try again (a bank
        // debit that failed after processing lets it be paid again).
        await clearPaymentProcessing(trx, event.data.object.id)
        return 'payment-failed'
      default:
        return 'ignored'
    }
  })
  if (outcome === 'order-created') kickFulfilment()
  await taxAfterPaymentEvent(db, tax, paymentIdOf(event), outcome)
  return outcome
}

/** The payment intent an event is about, when it names one. */
function paymentIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null }
  if (object.object === 'payment_intent') return object.id ?? null
  const pi = object.payment_intent
  return typeof pi === 'string' ? pi : (pi?.id ?? null)
}

/**
 * A paid payment that cannot become an order (its amount or currency differs from the checkout it
 * names, or that checkout has no address) is recorded for a person to resolve, with the event, so
 * the provider is answered 2xx and stops redelivering an event no retry can fix.
 */
async function recordAlert(
  trx: Transaction<Database>,
  eventId: string,
  payment: ConfirmedPayment,
  problem: string,
): Promise<WebhookOutcome> {
  await trx
    .insertInto('payment_alerts')
    .values({
      provider: payment.provider,
      event_id: eventId,
      payment_id: payment.paymentId,
      snapshot_id: payment.snapshotId,
      problem,
      received_amount: payment.amount,
      currency: payment.currency,
      resolved_at: null,
    })
    .execute()
  return 'payment-alert'
}
