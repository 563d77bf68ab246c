import type { DB } from '~/lib/db.server.ts'

// Payout runs as the operator's console shows them (ADR 127): each PayPal batch (or each month's
// unsent payouts) with its items, their PayPal status, and whether the money came back.

export interface PayoutRunItem {
  id: number
  shopId: number
  shopName: string | null
  paypalEmail: string
  amountCents: number
  itemId: string | null
  itemStatus: string | null
  returned: boolean
  settled: boolean
  /** The payout that paid this one again, when it came back (ADR 133). */
  retriedBy: number | null
  /** The payout that came back which this one pays again. */
  retryOf: number | null
  paidByHandNote: string | null
  /** Written to a bulk-payout file (offline): PayPal's answer reaches the operator, not the store. */
  file: boolean
}

export interface PayoutRun {
  month: string
  batchId: string | null
  createdAt: Date
  totalCents: number
  items: PayoutRunItem[]
}

/** The latest payout runs, newest first; payouts never sent form a run with no batch id. */
export async function listPayoutRuns(db: DB, limit = 500): Promise<PayoutRun[]> {
  const rows = await db
    .selectFrom('payouts as p')
    .leftJoin('shops as s', 's.id', 'p.shop_id')
    .leftJoin('payouts as r', 'r.retry_of', 'p.id')
    .select([
      'p.id',
      'p.month',
      'p.batch_id',
      'p.created_at',
      'p.shop_id',
      's.name as shop_name',
      'p.paypal_email',
      'p.amount_cents',
      'p.paypal_item_id',
      'p.item_status',
      'p.returned_at',
      'p.settled_at',
      'p.retry_of',
      'p.paid_by_hand_note',
      'r.id as retried_by',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute()
  const runs = new Map<string, PayoutRun>()
  for (const row of rows) {
    const key = `${row.month}|${row.batch_id ?? ''}`
    let run = runs.get(key)
    if (!run) {
      run = { month: row.month, batchId: row.batch_id, createdAt: row.created_at, totalCents: 0, items: [] }
      runs.set(key, run)
    }
    run.totalCents += row.amount_cents
    run.items.push({
      id: row.id,
      shopId: row.shop_id,
      shopName: row.shop_name,
      paypalEmail: row.paypal_email,
      amountCents: row.amount_cents,
      itemId: row.paypal_item_id,
      itemStatus: row.item_status,
      returned: row.returned_at !== null,
      settled: row.settled_at !== null,
      retriedBy: row.retried_by,
      retryOf: row.retry_of,
      paidByHandNote: row.paid_by_hand_note,
      file: row.batch_id?.startsWith('file:') ?? false,
    })
  }
  return [...runs.values()]
}
