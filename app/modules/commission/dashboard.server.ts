import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { COMMISSION_PER_SHIRT_CENTS, commissionForShop, heldCommissionCents } from './commission.server.ts'
import { fillWeeks, type WeekRow } from './dashboard.ts'

// A creator's shop dashboard, all from the commission ledger: each sale entry is one order line's
// shirts (and $2.50 each), a reversal takes them back; paid entries carry their payout.

export interface ShopDashboard {
  shop: { id: number; name: string; handle: string }
  summary: Awaited<ReturnType<typeof commissionForShop>>
  weeks: WeekRow[]
  topDesigns: { designId: number; title: string; shirts: number; earnedCents: number }[]
  /** Unpaid cents held by open disputes (not paid out until the dispute ends). */
  heldCents: number
  /**
   * `returned`: PayPal gave the money back (unclaimed, returned, denied...); its commission is unpaid
   * again and goes out with the next run. `unclaimed`: sent, and waiting at PayPal for the creator to
   * claim it (PayPal returns it after 30 days).
   */
  payouts: {
    month: string
    amountCents: number
    batchId: string | null
    createdAt: string
    status: 'sending' | 'sent' | 'unclaimed' | 'paid' | 'returned'
    paypalStatus: string | null
  }[]
}

/** The dashboard of `shopId` for its owner `userId`, or null when the shop is not theirs (or gone). */
export async function shopDashboard(
  db: DB,
  userId: number,
  shopId: number,
  { now = new Date(), weeks = 12 }: { now?: Date; weeks?: number } = {},
): Promise<ShopDashboard | null> {
  const shop = await db
    .selectFrom('shops')
    .select(['id', 'name', 'handle'])
    .where('id', '=', shopId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!shop) return null

  // A sale is its line's shirts; a reversal takes back the shirts its cents stand for (a partial
  // refund may take back part of a line), counted at $2.50 a shirt.
  const signedShirts = sql<number>`case when ce.kind = 'sale' then oi.quantity else ce.amount_cents / ${COMMISSION_PER_SHIRT_CENTS} end`
  const weekly = await db
    .selectFrom('commission_entries as ce')
    .innerJoin('order_items as oi', 'oi.id', 'ce.order_item_id')
    .select([
      sql<string>`to_char(date_trunc('week', ce.created_at at time zone 'UTC'), 'YYYY-MM-DD')`.as('week'),
      sql<string>`sum(${signedShirts})`.as('shirts'),
      sql<string>`coalesce(sum(ce.amount_cents) filter (where ce.paid_at is not null), 0)`.as('paid'),
      sql<string>`coalesce(sum(ce.amount_cents) filter (where ce.paid_at is null), 0)`.as('unpaid'),
    ])
    .where('ce.shop_id', '=', shopId)
    .where('ce.created_at', '>=', sql<Date>`${now}::timestamptz - make_interval(weeks => ${weeks + 1})`)
    .groupBy(sql`1`)
    .execute()

  const top = await db
    .selectFrom('commission_entries as ce')
    .innerJoin('order_items as oi', 'oi.id', 'ce.order_item_id')
    .select([
      'oi.design_id',
      sql<string>`min(oi.title)`.as('title'),
      sql<string>`sum(${signedShirts})`.as('shirts'),
      sql<string>`sum(ce.amount_cents)`.as('earned'),
    ])
    .where('ce.shop_id', '=', shopId)
    .where('oi.design_id', 'is not', null)
    .groupBy('oi.design_id')
    .orderBy(sql`sum(${signedShirts})`, 'desc')
    .orderBy('oi.design_id')
    .limit(5)
    .execute()

  const payouts = await db
    .selectFrom('payouts')
    .select(['month', 'amount_cents', 'batch_id', 'created_at', 'item_status', 'returned_at', 'settled_at'])
    .where('shop_id', '=', shopId)
    .orderBy('month', 'desc')
    .orderBy('id', 'desc')
    .limit(24)
    .execute()

  return {
    shop,
    summary: await commissionForShop(db, shopId),
    heldCents: await heldCommissionCents(db, shopId),
    weeks: fillWeeks(
      weekly.map((w) => ({ week: w.week, shirts: Number(w.shirts), paidCents: Number(w.paid), unpaidCents: Number(w.unpaid) })),
      now,
      weeks,
    ),
    topDesigns: top
      .map((t) => ({ designId: t.design_id!, title: t.title, shirts: Number(t.shirts), earnedCents: Number(t.earned) }))
      .filter((t) => t.shirts > 0),
    payouts: payouts.map((p) => ({
      month: p.month,
      amountCents: p.amount_cents,
      batchId: p.batch_id,
      createdAt: new Date(p.created_at).toISOString(),
      status: p.returned_at
        ? 'returned'
        : p.settled_at
          ? 'paid'
          : p.item_status?.toUpperCase() === 'UNCLAIMED'
            ? 'unclaimed'
            : p.batch_id
              ? 'sent'
              : 'sending',
      paypalStatus: p.item_status,
    })),
  }
}
