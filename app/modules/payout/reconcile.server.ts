import { sql } from 'kysely'
import type { PayoutSender } from '~/services/payouts/payouts.ts'
import type { DB } from '~/lib/db.server.ts'
import { payoutIdOfItem, payoutItemOutcome, unclaimedPastGrace } from './payout.ts'

/** Batches asked about per run; the rest wait for the next run. */
const BATCHES_PER_RUN = 20

export interface PayoutReconcileResult {
  batches: number
  paid: number[]
  /** Payouts whose money came back: their commission entries are unpaid again. */
  returned: number[]
  pending: number[]
  /** Payouts sent but not yet claimed by the creator, left waiting (PayPal holds them 30 days). */
  unclaimed: number[]
  /** Batches PayPal could not be asked about this run (asked again next run). */
  failed: { batchId: string; error: string }[]
}

/**
 * Asks PayPal what became of every sent payout not yet settled (GET /v1/payments/payouts/{id}):
 * SUCCESS settles it; UNCLAIMED is left for the creator to claim (PayPal returns it by itself after
 * 30 days), and cancelled only once past that and our grace period (UNCLAIMED_CANCEL_AFTER_DAYS), so it
 * can never be claimed after being paid again; an item that
 * came back (RETURNED, DENIED, FAILED...) puts its commission entries back to unpaid, where the
 * creator's dashboard shows them and the next monthly run pays them again. Idempotent: a settled
 * payout is never touched again, so a re-run or a racing run changes nothing.
 */
export async function reconcilePayouts(
  db: DB,
  sender: PayoutSender,
  { now = new Date() }: { now?: Date } = {},
): Promise<PayoutReconcileResult> {
  const result: PayoutReconcileResult = { batches: 0, paid: [], returned: [], pending: [], unclaimed: [], failed: [] }
  if (sender.kind !== 'paypal' || !sender.batchStatus) return result
  const batches = await db
    .selectFrom('payouts')
    .select('batch_id')
    .distinct()
    .where('batch_id', 'is not', null)
    .where('settled_at', 'is', null)
    .where('batch_id', 'not like', 'file:%')
    .orderBy('batch_id')
    .limit(BATCHES_PER_RUN)
    .execute()
  for (const { batch_id: batchId } of batches) {
    if (!batchId) continue
    result.batches += 1
    let items
    try {
      items = await sender.batchStatus(batchId)
    } catch (error) {
      // One batch PayPal cannot answer for does not stop the others.
      result.failed.push({ batchId, error: error instanceof Error ? error.message : String(error) })
      continue
    }
    for (const item of items) {
      const payoutId = payoutIdOfItem(item.senderItemId)
      if (payoutId === null) continue
      let status = item.status
      let outcome = payoutItemOutcome(status)
      if (outcome === 'unclaimed' && sender.cancelUnclaimed) {
        const open = await db
          .selectFrom('payouts')
          .select(['id', 'created_at'])
          .where('id', '=', payoutId)
          .where('batch_id', '=', batchId)
          .where('settled_at', 'is', null)
          .executeTakeFirst()
        if (!open) continue
        // Within PayPal's 30 days (and our grace) the creator may still claim it: left alone.
        if (!unclaimedPastGrace(new Date(open.created_at), now)) {
          if (await settlePayout(db, { payoutId, batchId, itemId: item.itemId, status, outcome })) result.unclaimed.push(payoutId)
          continue
        }
        try {
          status = await sender.cancelUnclaimed(item.itemId)
          outcome = payoutItemOutcome(status)
        } catch (error) {
          // Claimed at this very moment, or PayPal unreachable: the next run sees its new status.
          result.failed.push({ batchId, error: error instanceof Error ? error.message : String(error) })
        }
        // Still unclaimed (the cancel did not take): asked again next run.
        if (outcome === 'unclaimed') outcome = 'pending'
      }
      const settled = await settlePayout(db, { payoutId, batchId, itemId: item.itemId, status, outcome })
      if (settled) result[outcome === 'paid' ? 'paid' : outcome === 'returned' ? 'returned' : 'pending'].push(payoutId)
    }
  }
  return result
}

async function settlePayout(
  db: DB,
  item: {
    payoutId: number
    batchId: string
    itemId: string
    status: string
    outcome: 'paid' | 'returned' | 'pending' | 'unclaimed'
  },
) {
  return db.transaction().execute(async (trx) => {
    const final = item.outcome === 'paid' || item.outcome === 'returned'
    const payout = await trx
      .updateTable('payouts')
      .set({
        paypal_item_id: item.itemId,
        item_status: item.status,
        settled_at: final ? sql`now()` : null,
        returned_at: item.outcome === 'returned' ? sql`now()` : null,
      })
      .where('id', '=', item.payoutId)
      .where('batch_id', '=', item.batchId)
      .where('settled_at', 'is', null)
      .returning('id')
      .executeTakeFirst()
    if (!payout) return false
    if (item.outcome === 'returned') {
      await trx
        .updateTable('commission_entries')
        .set({ paid_at: null, payout_id: null })
        .where('payout_id', '=', payout.id)
        .execute()
    }
    return true
  })
}
