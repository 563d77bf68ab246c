import type { PaymentIntentSummary, PaymentProcessor } from '~/services/payments/payments.ts'
import type { DB } from '~/lib/db.server.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'
import { clearPaymentProcessing, findProcessingPayment, markPaymentProcessing } from './checkout.server.ts'
import { placeOrderForPayment, type PlaceOrderResult } from './order.server.ts'

/** The order for a payment intent the processor itself reported as succeeded. */
export function placeOrderForIntent(
  db: DB,
  tax: TaxService | null,
  fulfilment: FulfilmentServices,
  processor: PaymentProcessor,
  intent: PaymentIntentSummary,
): Promise<PlaceOrderResult> {
  if (intent.status !== 'succeeded') throw new Error(`Payment ${intent.id} has not succeeded`)
  return placeOrderForPayment(db, tax, fulfilment, {
    snapshotId: intent.id,
    paymentId: intent.id,
    provider: processor.kind,
    amount: intent.amount,
    currency: intent.currency,
  })
}

export const PAYMENT_ID_PATTERN = /^[A-Za-z0-9_]{3,255}$/

/** Where a payment stands for the shopper once the processor has answered. */
export type PaymentOutcome =
  | { kind: 'paid'; orderPublicId: string }
  /** Not a failure: the bank has not confirmed the debit yet; the webhook makes the order when it does. */
  | { kind: 'processing'; paymentId: string }
  | { kind: 'failed'; message: string | null }
  | { kind: 'order-failed' }

/**
 * What a payment intent's status means for the shopper: succeeded places its order (once, whoever asks
 * first), processing is recorded on its checkout so the cart takes no second payment, and anything
 * else is a failure (a bank debit that failed after processing also ends the processing hold).
 */
export async function paymentOutcome(
  db: DB,
  tax: TaxService | null,
  fulfilment: FulfilmentServices,
  processor: PaymentProcessor,
  intent: PaymentIntentSummary,
): Promise<PaymentOutcome> {
  if (intent.status === 'succeeded') {
    const order = await placeOrderForIntent(db, tax, fulfilment, processor, intent)
    return order.ok ? { kind: 'paid', orderPublicId: order.order.publicId } : { kind: 'order-failed' }
  }
  if (intent.status === 'processing') {
    await markPaymentProcessing(db, intent.id)
    return { kind: 'processing', paymentId: intent.id }
  }
  await clearPaymentProcessing(db, intent.id)
  return { kind: 'failed', message: intent.lastError }
}

/**
 * The cart's processing payment, asked about again: still processing, paid (its order placed here if
 * the webhook has not come yet) or gone (it failed: the hold ends and the cart can be paid again).
 */
export async function recheckProcessingPayment(
  db: DB,
  tax: TaxService | null,
  fulfilment: FulfilmentServices,
  processor: PaymentProcessor,
  cartId: string,
): Promise<{ kind: 'processing'; paymentId: string; email: string | null } | { kind: 'paid'; orderPublicId: string } | null> {
  const pending = await findProcessingPayment(db, cartId)
  if (!pending) return null
  const stillProcessing = { kind: 'processing' as const, paymentId: pending.id, email: pending.email }
  if (pending.provider !== processor.kind) return stillProcessing
  if (pending.id.startsWith('cs_')) {
    if (processor.kind !== 'stripe') return stillProcessing
    const session = await processor.retrieveCheckoutSession(pending.id)
    if (session?.paid && session.paymentIntentId) {
      const order = await placeOrderForPayment(db, tax, fulfilment, {
        snapshotId: session.id,
        paymentId: session.paymentIntentId,
        provider: 'stripe',
        amount: session.amount,
        currency: session.currency,
      })
      return order.ok ? { kind: 'paid', orderPublicId: order.order.publicId } : stillProcessing
    }
    if (session?.complete) return stillProcessing
    await clearPaymentProcessing(db, pending.id)
    return null
  }
  const intent = await processor.retrievePaymentIntent(pending.id)
  if (!intent) return stillProcessing
  const outcome = await paymentOutcome(db, tax, fulfilment, processor, intent)
  if (outcome.kind === 'paid') return outcome
  if (outcome.kind === 'processing' || outcome.kind === 'order-failed') return stillProcessing
  return null
}
