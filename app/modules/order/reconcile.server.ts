import { sql } from 'kysely'
import type { PaymentProcessor } from '~/services/payments/payments.ts'
import type { DB } from '~/lib/db.server.ts'
import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import { placeOrderForIntent } from './payment-flow.server.ts'
import { recordUnrecordedOrderTax } from './order-tax.server.ts'

// A payment whose order was never placed (the process died between the processor's success and the
// order's commit, and no webhook came) is found here and given its order. Only payment intents are
// asked about: a hosted Checkout Session's payment carries its own id and reaches its order through
// the return page or the webhook.

/** Payments are left alone for their first minutes (the browser or the webhook is still on its way). */
export const RECONCILE_AFTER_MINUTES = 10
/** Older payments are not retried: the processor itself stops offering an unconfirmed intent. */
export const RECONCILE_WITHIN_HOURS = 72
const BATCH = 50

export interface ReconcileResult {
  checked: number
  placed: string[]
  failed: { paymentId: string; reason: string }[]
}

/** Payment intents recorded at checkout, old enough and recent enough, with no order yet. */
export async function findPaymentsWithoutOrder(db: DB, limit = BATCH) {
  return db
    .selectFrom('checkout_payments as p')
    .select(['p.id'])
    .where('p.id', 'like', 'pi\\_%')
    .where('p.created_at', '<', sql<Date>`now() - make_interval(mins => ${RECONCILE_AFTER_MINUTES})`)
    .where('p.created_at', '>', sql<Date>`now() - make_interval(hours => ${RECONCILE_WITHIN_HOURS})`)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('orders as o').select('o.id').whereRef('o.payment_id', '=', 'p.id'))),
    )
    .orderBy('p.created_at')
    .limit(limit)
    .execute()
}

/**
 * Asks the processor about each payment without an order and places the order of those that
 * succeeded. Placing is idempotent per payment (one order per payment id), so two instances running
 * this at once, or the webhook arriving meanwhile, still make one order.
 */
export async function reconcilePayments(
  db: DB,
  tax: TaxService | null,
  fulfilment: FulfilmentServices,
  processor: PaymentProcessor,
): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, placed: [], failed: [] }
  for (const { id } of await findPaymentsWithoutOrder(db)) {
    result.checked++
    try {
      const intent = await processor.retrievePaymentIntent(id)
      if (!intent || intent.status !== 'succeeded') continue
      const placed = await placeOrderForIntent(db, tax, fulfilment, processor, intent)
      if (placed.ok) result.placed.push(placed.order.publicId)
      else result.failed.push({ paymentId: id, reason: placed.error })
    } catch (error) {
      result.failed.push({ paymentId: id, reason: error instanceof Error ? error.message : String(error) })
    }
  }
  // Paid orders whose tax the tax provider has not recorded yet (it failed right after the payment).
  await recordUnrecordedOrderTax(db, tax)
  return result
}
