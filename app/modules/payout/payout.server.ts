import { sql } from 'kysely'
import type { PayoutSender } from '~/services/payouts/payouts.ts'
import type { DB } from '~/utils/db.server.ts'
import { endOfMonth } from './payout.ts'

export interface PayoutRunResult {
  month: string
  /** Payouts made by this run. */
  paid: { payoutId: number; shopId: number; shopName: string; paypalEmail: string; amountCents: number }[]
  /** Shops owed money that have no PayPal email: listed, not paid; their entries stay unpaid. */
  missingEmail: { shopId: number; shopName: string; amountCents: number }[]
  /** The batch sent (or file written) by this run, including payouts a failed earlier run left unsent. */
  batch: { batchId: string; payoutIds: number[]; kind: PayoutSender['kind'] } | null
}

/**
 * Pays every shop its unpaid commission earned before the end of `month`:
 * 1. one transaction locks the unpaid entries, creates a payouts row per shop (unique per month and
 *    shop) and marks the entries paid, so a second run finds nothing left to pay;
 * 2. then every payout of the month not yet sent goes out in one batch (PayPal, or the bulk-payout
 *    file in test mode) whose id is derived from the payouts, so a retry after a failure is refused
 *    by PayPal as a duplicate instead of paying twice.
 */
export async function runMonthlyPayouts(db: DB, month: string, sender: PayoutSender): Promise<PayoutRunResult> {
  const cutoff = endOfMonth(month)
  if (!cutoff) throw new Error(`Not a month: ${month}`)

  const { paid, missingEmail } = await db.transaction().execute(async (trx) => {
    const entries = await trx
      .selectFrom('commission_entries')
      .select(['id', 'shop_id', 'amount_cents'])
      .where('paid_at', 'is', null)
      .where('created_at', '<', cutoff)
      .orderBy('id')
      .forUpdate()
      .execute()
    const owed = new Map<number, { amount: number; entryIds: number[] }>()
    for (const entry of entries) {
      const shop = owed.get(entry.shop_id) ?? { amount: 0, entryIds: [] }
      shop.amount += entry.amount_cents
      shop.entryIds.push(entry.id)
      owed.set(entry.shop_id, shop)
    }
    const shopIds = [...owed.keys()]
    const shops = shopIds.length
      ? await trx.selectFrom('shops').select(['id', 'name', 'paypal_email']).where('id', 'in', shopIds).orderBy('id').execute()
      : []

    const paid: PayoutRunResult['paid'] = []
    const missingEmail: PayoutRunResult['missingEmail'] = []
    const now = new Date()
    for (const shop of shops) {
      const { amount, entryIds } = owed.get(shop.id)!
      // A balance at or below zero (refunds after a payout) carries over until sales cover it.
      if (amount <= 0) continue
      if (!shop.paypal_email) {
        missingEmail.push({ shopId: shop.id, shopName: shop.name, amountCents: amount })
        continue
      }
      const payout = await trx
        .insertInto('payouts')
        .values({ month, shop_id: shop.id, paypal_email: shop.paypal_email, amount_cents: amount })
        .onConflict((oc) => oc.columns(['month', 'shop_id']).doNothing())
        .returning('id')
        .executeTakeFirst()
      // Already paid for this month: anything recorded since waits for next month's run.
      if (!payout) continue
      await trx
        .updateTable('commission_entries')
        .set({ payout_id: payout.id, paid_at: now })
        .where('id', 'in', entryIds)
        .execute()
      paid.push({
        payoutId: payout.id,
        shopId: shop.id,
        shopName: shop.name,
        paypalEmail: shop.paypal_email,
        amountCents: amount,
      })
    }
    return { paid, missingEmail }
  })

  const unsent = await db
    .selectFrom('payouts')
    .select(['id', 'shop_id', 'paypal_email', 'amount_cents'])
    .where('month', '=', month)
    .where('batch_id', 'is', null)
    .orderBy('id')
    .execute()
  if (unsent.length === 0) return { month, paid, missingEmail, batch: null }

  const payoutIds = unsent.map((p) => p.id)
  const senderBatchId = `shirtsmith-${month}-${payoutIds[0]}-${payoutIds[payoutIds.length - 1]}`
  const { batchId } = await sender.send({
    senderBatchId,
    month,
    items: unsent.map((p) => ({
      payoutId: p.id,
      shopId: p.shop_id,
      paypalEmail: p.paypal_email,
      amountCents: p.amount_cents,
    })),
  })
  await db.updateTable('payouts').set({ batch_id: batchId }).where('id', 'in', payoutIds).where('batch_id', 'is', null).execute()
  return { month, paid, missingEmail, batch: { batchId, payoutIds, kind: sender.kind } }
}

/** Payouts already made for a month, for the CLI's report. */
export async function payoutsForMonth(db: DB, month: string) {
  return db
    .selectFrom('payouts')
    .select(['id', 'shop_id', 'paypal_email', 'amount_cents', 'batch_id', sql<string>`created_at`.as('created_at')])
    .where('month', '=', month)
    .orderBy('id')
    .execute()
}
