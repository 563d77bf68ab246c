import type { PaymentIntentSummary, PaymentProcessor } from '~/services/payments/payments.ts'
import type { DB } from '~/utils/db.server.ts'
import { placeOrderForPayment, type PlaceOrderResult } from './order.server.ts'

/** The order for a payment intent the processor itself reported as succeeded. */
export function placeOrderForIntent(
  db: DB,
  processor: PaymentProcessor,
  intent: PaymentIntentSummary,
): Promise<PlaceOrderResult> {
  if (intent.status !== 'succeeded') throw new Error(`Payment ${intent.id} has not succeeded`)
  return placeOrderForPayment(db, {
    snapshotId: intent.id,
    paymentId: intent.id,
    provider: processor.kind,
    amount: intent.amount,
    currency: intent.currency,
  })
}

export const PAYMENT_ID_PATTERN = /^[A-Za-z0-9_]{3,255}$/
