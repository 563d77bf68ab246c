import { findOpenHold, resolveAlert } from '~/modules/operator-alert/index.server.ts'
import type { Operator } from '~/modules/audit/index.server.ts'
import type { PaymentProcessor } from '~/services/payments/payments.ts'
import type { DB } from '~/lib/db.server.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import { cancelOrderAtProvider, refundOrder } from './operator.server.ts'

// The operator's Cancel on an order the print provider holds (ADR 163): refund what is left of it
// through the console's refund (which has the outbox cancel the order at the provider once the
// refund is recorded), or, with nothing left to refund, cancel it at the provider alone.

export type HoldCancelOutcome = { ok: true; refundedCents: number; recorded: boolean } | { ok: false; message: string }

export async function cancelHeldOrder(
  db: DB,
  tax: TaxService | null,
  processor: PaymentProcessor,
  operator: Operator,
  input: { publicId: string; requestKey: string; note: string | null },
): Promise<HoldCancelOutcome> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'total_cents', 'refunded_cents', 'refunded_at'])
    .where('public_id', '=', input.publicId)
    .executeTakeFirst()
  if (!order) return { ok: false, message: 'No such order' }
  const hold = await findOpenHold(db, order.id)
  if (!hold) return { ok: false, message: 'The print provider does not hold this order (any more).' }
  const note = input.note ?? `Canceled while held at the printer (${hold.provider_status})`
  let outcome: HoldCancelOutcome
  if (!order.refunded_at && order.total_cents > order.refunded_cents) {
    // The same key for a repeated submission of one form: the processor refunds once.
    const refund = await refundOrder(db, tax, processor, operator, {
      publicId: input.publicId,
      amountCents: null,
      requestKey: input.requestKey,
      note,
    })
    if (!refund.ok) return { ok: false, message: refund.message }
    outcome = { ok: true, refundedCents: refund.refundedCents, recorded: refund.recorded }
  } else {
    await cancelOrderAtProvider(db, operator, input.publicId, note)
    outcome = { ok: true, refundedCents: 0, recorded: true }
  }
  await resolveAlert(
    db,
    hold.id,
    outcome.recorded ? 'Canceled and refunded by an operator' : 'Refund asked of the payment provider by an operator',
  )
  return outcome
}
