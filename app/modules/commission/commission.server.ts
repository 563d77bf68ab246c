import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '#db/schema.ts'
import { summarizeCommission, type CommissionSummary } from './commission.ts'
import { refundedLines } from './refunds.ts'

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
 * still published there; otherwise the live shop where the design was published first. A shop
 * earns nothing on its own owner's purchase (the order was placed signed in as the shop's owner):
 * no entry is written, and no other shop is credited instead.
 */
export async function recordSaleCommissions(trx: Executor, orderId: number) {
  await sql`
    insert into commission_entries (shop_id, order_id, order_item_id, kind, amount_cents)
    select credited.shop_id, oi.order_id, oi.id, 'sale', ${COMMISSION_PER_SHIRT_CENTS} * oi.quantity
    from order_items oi
    join orders o on o.id = oi.order_id
    cross join lateral (
      select sd.shop_id, s.user_id as owner_id
      from shop_designs sd
      join shops s on s.id = sd.shop_id and s.deleted_at is null
      where sd.design_id = oi.design_id and sd.is_published
      order by (sd.shop_id = oi.shop_id) desc nulls last, sd.created_at, sd.id
      limit 1
    ) credited
    where oi.order_id = ${orderId} and oi.design_id is not null and oi.quantity > 0
      and credited.owner_id is distinct from o.user_id
    on conflict (order_item_id) where kind = 'sale' do nothing
  `.execute(trx)
}

/**
 * Reverses what is left of the order's commission (a full refund or a lost dispute): one negative
 * entry per line still holding some, never deleting anything. Idempotent: once a line nets to zero
 * nothing more is written. Run inside the transaction that locked the order.
 */
export async function reverseCommissions(trx: Executor, orderId: number) {
  await sql`
    insert into commission_entries (shop_id, order_id, order_item_id, kind, amount_cents)
    select sale.shop_id, sale.order_id, sale.order_item_id, 'reversal', -(sale.amount_cents + coalesce(rev.amount, 0))
    from commission_entries sale
    left join lateral (
      select sum(r.amount_cents)::int as amount from commission_entries r
      where r.order_item_id = sale.order_item_id and r.kind = 'reversal'
    ) rev on true
    where sale.order_id = ${orderId} and sale.kind = 'sale' and sale.amount_cents + coalesce(rev.amount, 0) > 0
  `.execute(trx)
}

/**
 * Brings the order's reversals up to what a refund of `refundedCents` (the total so far) takes back
 * (rules in refunds.ts): only the missing part is recorded, as negative entries. Run inside the
 * transaction that locked the order, so two deliveries cannot both add the same part.
 */
export async function reverseRefundedCommissions(
  trx: Executor,
  order: { id: number; subtotalCents: number; discountCents: number },
  refundedCents: number,
) {
  const lines = await trx
    .selectFrom('order_items as oi')
    .leftJoin('commission_entries as sale', (join) => join.onRef('sale.order_item_id', '=', 'oi.id').on('sale.kind', '=', 'sale'))
    .select([
      'oi.id',
      'oi.quantity',
      'oi.unit_price_cents',
      'sale.shop_id',
      'sale.amount_cents',
      sql<
        string | null
      >`(select sum(r.amount_cents) from commission_entries r where r.order_item_id = oi.id and r.kind = 'reversal')`.as(
        'reversed',
      ),
    ])
    .where('oi.order_id', '=', order.id)
    .execute()
  const due = refundedLines(
    lines.map((l) => ({
      orderItemId: l.id,
      quantity: l.quantity,
      unitPriceCents: l.unit_price_cents,
      saleCents: l.amount_cents ?? 0,
    })),
    order,
    refundedCents,
  )
  let shirts = 0
  for (const line of due) {
    shirts += line.shirts
    const row = lines.find((l) => l.id === line.orderItemId)!
    if (row.shop_id === null) continue
    const missing = line.reversedCents + Number(row.reversed ?? 0)
    if (missing <= 0) continue
    await trx
      .insertInto('commission_entries')
      .values({ shop_id: row.shop_id, order_id: order.id, order_item_id: row.id, kind: 'reversal', amount_cents: -missing })
      .execute()
  }
  return { shirts }
}

/**
 * Entries that may be paid out: not those of an order with an open dispute (held until it is won,
 * or reversed when lost).
 */
export const notHeld = sql<boolean>`not exists (
  select 1 from payment_disputes d where d.order_id = commission_entries.order_id and d.closed_at is null
)`

/** Cents of a shop's unpaid commission held by open disputes. */
export async function heldCommissionCents(db: Executor, shopId: number) {
  const row = await db
    .selectFrom('commission_entries')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('held'))
    .where('shop_id', '=', shopId)
    .where('paid_at', 'is', null)
    .where(sql<boolean>`not ${notHeld}`)
    .executeTakeFirstOrThrow()
  return Number(row.held)
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
