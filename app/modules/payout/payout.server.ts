import type { PayoutSender } from '~/services/payouts/payouts.ts'
import type { DB } from '~/lib/db.server.ts'
import { notHeld } from '~/modules/commission/index.server.ts'
import { queueWebhookEvent } from '~/modules/webhook/index.server.ts'
import { endOfMonth, senderBatchIdFor } from './payout.ts'

export interface PayoutRunResult {
  month: string
  /** Payouts made by this run. */
  paid: { payoutId: number; shopId: number; shopName: string; paypalEmail: string; amountCents: number }[]
  /** Shops owed money that have no PayPal email: listed, not paid; their entries stay unpaid. */
  missingEmail: { shopId: number; shopName: string; amountCents: number }[]
  /** The batch sent (or file written) by this run, including payouts a failed earlier run left unsent. */
  batch: SentBatch | null
  /** Batches of earlier months a crashed run left unrecorded, sent again (PayPal links the original). */
  earlierBatches: SentBatch[]
}

export interface SentBatch {
  month: string
  batchId: string
  payoutIds: number[]
  kind: PayoutSender['kind']
  /** True when PayPal answered that the batch had been sent already and this is the original. */
  recovered: boolean
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
      // Commission of an order with an open dispute is held until the dispute ends.
      .where(notHeld)
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
        // The monthly run's own payout: an operator's retry of one that came back is not counted.
        .onConflict((oc) => oc.columns(['month', 'shop_id']).where('retry_of', 'is', null).doNothing())
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

  // Every payout of this month or before that no batch was recorded for: a failed or crashed run's.
  const unsent = await db
    .selectFrom('payouts')
    .select(['id', 'month', 'shop_id', 'paypal_email', 'amount_cents'])
    .where('month', '<=', month)
    .where('batch_id', 'is', null)
    // An operator's retry is sent by the console, under its own batch id (ADR 133).
    .where('retry_of', 'is', null)
    .orderBy('month')
    .orderBy('id')
    .execute()
  const batches: SentBatch[] = []
  for (const batchMonth of [...new Set(unsent.map((p) => p.month))]) {
    const payouts = unsent.filter((p) => p.month === batchMonth)
    const payoutIds = payouts.map((p) => p.id)
    const { batchId, recovered = false } = await sender.send({
      senderBatchId: senderBatchIdFor(batchMonth, payoutIds),
      month: batchMonth,
      items: payouts.map((p) => ({
        payoutId: p.id,
        shopId: p.shop_id,
        paypalEmail: p.paypal_email,
        amountCents: p.amount_cents,
      })),
    })
    await db.transaction().execute(async (trx) => {
      const sent = await trx
        .updateTable('payouts')
        .set({ batch_id: batchId })
        .where('id', 'in', payoutIds)
        .where('batch_id', 'is', null)
        .returning(['id', 'shop_id', 'month', 'amount_cents'])
        .execute()
      // Each shop's owner's endpoints hear of their payout (ADR 130), once: the batch is recorded once.
      for (const payout of sent) await queuePayoutWebhook(trx, payout, batchId)
    })
    batches.push({ month: batchMonth, batchId, payoutIds, kind: sender.kind, recovered })
  }
  return {
    month,
    paid,
    missingEmail,
    batch: batches.find((b) => b.month === month) ?? null,
    earlierBatches: batches.filter((b) => b.month !== month),
  }
}

async function queuePayoutWebhook(
  trx: DB,
  payout: { id: number; shop_id: number; month: string; amount_cents: number },
  batchId: string,
) {
  const shop = await trx.selectFrom('shops').select('user_id').where('id', '=', payout.shop_id).executeTakeFirst()
  if (!shop) return
  await queueWebhookEvent(trx, {
    userId: shop.user_id,
    type: 'payout.sent',
    key: `payout.sent:${payout.id}`,
    data: {
      object: 'payout',
      payoutId: payout.id,
      shopId: payout.shop_id,
      month: payout.month,
      amountCents: payout.amount_cents,
      currency: 'usd',
      batchId,
    },
  })
}
