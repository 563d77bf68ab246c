import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { recordAudit, type Operator } from '~/modules/audit/index.server.ts'
import { notHeld } from '~/modules/commission/index.server.ts'
import type { PayoutSender } from '~/services/payouts/payouts.ts'
import { endOfMonth } from './payout.ts'

// Paying a payout that came back, from the console (ADR 133). A payout PayPal failed, returned,
// denied or blocked has already put its commission back to unpaid (reconcile.server.ts). The operator
// may send it again or record that they paid it some other way. Either makes one new payout with
// retry_of = the one that came back (a unique index: a second click finds the first one's and never
// pays twice), holding the commission the shop is owed up to that month now (refunds since count),
// so the next monthly run does not pay it again. A retry's batch id is derived from its own row, so
// sending it again after a failure is refused by PayPal as a duplicate instead of paying twice.

export type RetryOutcome =
  | { ok: true; payoutId: number; amountCents: number; batchId: string | null; already: boolean }
  | { ok: false; error: 'not-found' | 'not-returned' | 'nothing-owed' | 'no-email' | 'send-failed'; message?: string }

/** The batch id of an operator's retry: one per retry row, so a resend is a PayPal duplicate. */
export const retryBatchId = (payoutId: number) => `shirtsmith-retry-${payoutId}`

type Kind = { kind: 'send'; sender: PayoutSender } | { kind: 'by-hand'; note: string }

async function claimRetry(db: DB, operator: Operator, returnedId: number, how: Kind) {
  return db.transaction().execute(async (trx) => {
    const original = await trx.selectFrom('payouts').selectAll().where('id', '=', returnedId).forUpdate().executeTakeFirst()
    if (!original) return { ok: false, error: 'not-found' } as const
    const existing = await trx.selectFrom('payouts').selectAll().where('retry_of', '=', returnedId).executeTakeFirst()
    if (existing) return { ok: true, row: existing, already: true } as const
    if (!original.returned_at) return { ok: false, error: 'not-returned' } as const
    const shop = await trx.selectFrom('shops').select(['paypal_email']).where('id', '=', original.shop_id).executeTakeFirst()
    const email = shop?.paypal_email ?? original.paypal_email
    if (!email) return { ok: false, error: 'no-email' } as const
    const entries = await trx
      .selectFrom('commission_entries')
      .select(['id', 'amount_cents'])
      .where('shop_id', '=', original.shop_id)
      .where('paid_at', 'is', null)
      .where('created_at', '<', endOfMonth(original.month)!)
      .where(notHeld)
      .forUpdate()
      .execute()
    const amount = entries.reduce((sum, e) => sum + e.amount_cents, 0)
    if (amount <= 0) return { ok: false, error: 'nothing-owed' } as const
    const byHand = how.kind === 'by-hand'
    const row = await trx
      .insertInto('payouts')
      .values({
        month: original.month,
        shop_id: original.shop_id,
        paypal_email: email,
        amount_cents: amount,
        retry_of: original.id,
        ...(byHand
          ? {
              batch_id: `manual:${operator.username}`,
              item_status: 'PAID_BY_HAND',
              settled_at: sql`now()`,
              paid_by_hand_note: how.note,
            }
          : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('commission_entries')
      .set({ payout_id: row.id, paid_at: sql`now()` })
      .where(
        'id',
        'in',
        entries.map((e) => e.id),
      )
      .execute()
    await recordAudit(trx, operator, {
      action: byHand ? 'payout.paid-by-hand' : 'payout.retry',
      targetType: 'payout',
      targetId: original.id,
      before: { status: original.item_status, amountCents: original.amount_cents, paypalEmail: original.paypal_email },
      after: { payoutId: row.id, amountCents: amount, paypalEmail: email, entries: entries.length },
      note: byHand ? how.note : null,
    })
    return { ok: true, row, already: false } as const
  })
}

/**
 * Sends a payout that came back again (PayPal, or a line in a new bulk-payout file offline). A
 * repeated call finds the retry made by the first: sent already, it answers that; not sent (the send
 * failed), it sends it again under the same batch id.
 */
export async function retryPayout(db: DB, operator: Operator, returnedId: number, sender: PayoutSender): Promise<RetryOutcome> {
  const claimed = await claimRetry(db, operator, returnedId, { kind: 'send', sender })
  if (!claimed.ok) return claimed
  const { row, already } = claimed
  if (row.batch_id) return { ok: true, payoutId: row.id, amountCents: row.amount_cents, batchId: row.batch_id, already }
  try {
    const senderBatchId = retryBatchId(row.id)
    const { batchId } = await sender.send({
      senderBatchId,
      month: row.month,
      items: [{ payoutId: row.id, shopId: row.shop_id, paypalEmail: row.paypal_email, amountCents: row.amount_cents }],
    })
    await db.updateTable('payouts').set({ batch_id: batchId }).where('id', '=', row.id).where('batch_id', 'is', null).execute()
    return { ok: true, payoutId: row.id, amountCents: row.amount_cents, batchId, already }
  } catch (error) {
    return { ok: false, error: 'send-failed', message: error instanceof Error ? error.message : String(error) }
  }
}

/** Records that the operator paid a payout that came back outside PayPal; the commission is paid. */
export async function markPayoutPaidByHand(db: DB, operator: Operator, returnedId: number, note: string): Promise<RetryOutcome> {
  const claimed = await claimRetry(db, operator, returnedId, { kind: 'by-hand', note })
  if (!claimed.ok) return claimed
  const { row, already } = claimed
  return { ok: true, payoutId: row.id, amountCents: row.amount_cents, batchId: row.batch_id, already }
}

/**
 * Offline payouts are a file the operator uploads to PayPal, so PayPal's answer comes back to the
 * operator, not to the store: they record an item that failed there. Its commission is unpaid
 * again, as when reconciliation sees a returned item. Only a written-file payout not settled.
 */
export async function markFilePayoutReturned(db: DB, operator: Operator, payoutId: number, note: string | null) {
  return db.transaction().execute(async (trx) => {
    const payout = await trx
      .updateTable('payouts')
      .set({ item_status: 'FAILED', returned_at: sql`now()`, settled_at: sql`now()` })
      .where('id', '=', payoutId)
      .where('batch_id', 'like', 'file:%')
      .where('settled_at', 'is', null)
      .returning(['id', 'amount_cents'])
      .executeTakeFirst()
    if (!payout) return null
    await trx
      .updateTable('commission_entries')
      .set({ paid_at: null, payout_id: null })
      .where('payout_id', '=', payout.id)
      .execute()
    await recordAudit(trx, operator, {
      action: 'payout.returned',
      targetType: 'payout',
      targetId: payout.id,
      before: { status: 'file written' },
      after: { status: 'FAILED', amountCents: payout.amount_cents },
      note,
    })
    return { payoutId: payout.id }
  })
}
