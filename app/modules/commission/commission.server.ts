import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '#db/schema.ts'
import { summarizeCommission, type CommissionSummary } from './commission.ts'

// CONTRACT (owned by the shops work, issue 6; called by the order work, issue 5).
// The attribution rule is docs/decisions/050-commission-ledger.md.

/** 250 cents per shirt. */
export const COMMISSION_PER_SHIRT_CENTS = 250

type Executor = Transaction<Database> | Kysely<Database>

/**
 * Records the commission ledger entries for a paid order, inside the order's own transaction:
 * one `sale` entry per order item whose design is published in a shop. Idempotent.
 *
 * The shop credited is the one the shopper bought through (order_items.shop_id) when the design is
 * still published there; otherwise the live shop where the design was published first.
 */
export async function recordSaleCommissions(trx: Executor, orderId: number) {
  await sql`
    insert into commission_entries (shop_id, order_id, order_item_id, kind, amount_cents)
    select credited.shop_id, oi.order_id, oi.id, 'sale', ${COMMISSION_PER_SHIRT_CENTS} * oi.quantity
    from order_items oi
    cross join lateral (
      select sd.shop_id
      from shop_designs sd
      join shops s on s.id = sd.shop_id and s.deleted_at is null
      where sd.design_id = oi.design_id and sd.is_published
      order by (sd.shop_id = oi.shop_id) desc nulls last, sd.created_at, sd.id
      limit 1
    ) credited
    where oi.order_id = ${orderId} and oi.design_id is not null and oi.quantity > 0
    on conflict (order_item_id, kind) do nothing
  `.execute(trx)
}

/** Reverses the order's sale entries (refund), inside the refund's transaction. Idempotent. */
export async function reverseCommissions(trx: Executor, orderId: number) {
  await sql`
    insert into commission_entries (shop_id, order_id, order_item_id, kind, amount_cents)
    select shop_id, order_id, order_item_id, 'reversal', -amount_cents
    from commission_entries
    where order_id = ${orderId} and kind = 'sale'
    on conflict (order_item_id, kind) do nothing
  `.execute(trx)
}

/** Total and paid cents per shop, for many shops in one query. */
export async function commissionTotalsByShop(db: Executor, shopIds: number[]) {
  const totals = new Map<number, CommissionSummary>()
  if (shopIds.length === 0) return totals
  const rows = await db
    .selectFrom('commission_entries')
    .select((eb) => [
      'shop_id',
      eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), sql<string>`0`).as('total'),
      sql<string>`coalesce(sum(amount_cents) filter (where paid_at is not null), 0)`.as('paid'),
    ])
    .where('shop_id', 'in', shopIds)
    .groupBy('shop_id')
    .execute()
  for (const id of shopIds) totals.set(id, summarizeCommission(0, 0))
  for (const row of rows) totals.set(row.shop_id, summarizeCommission(Number(row.total), Number(row.paid)))
  return totals
}

export async function commissionForShop(db: Executor, shopId: number): Promise<CommissionSummary> {
  return (await commissionTotalsByShop(db, [shopId])).get(shopId)!
}
