import { sql, type Kysely } from 'kysely'

// Money that reconciles (ADR 053):
// - orders.refunded_cents: how much of the order the provider has refunded so far (partial refunds
//   leave the order standing; a full refund also sets refunded_at).
// - commission_entries: a line may now have several reversals (one per partial refund), so only the
//   sale stays unique per order line.
// - payment_disputes: one row per provider dispute; an order with an open dispute has its commission
//   held (not paid out) until the dispute is won (released) or lost (reversed).
// - payouts: what PayPal finally did with each item; a returned item puts its entries back to unpaid.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await sql`update orders set refunded_cents = total_cents where refunded_at is not null`.execute(db)

  await db.schema.alterTable('commission_entries').dropConstraint('commission_entries_once').execute()
  await sql`create unique index commission_entries_sale_once on commission_entries (order_item_id) where kind = 'sale'`.execute(
    db,
  )
  await db.schema.createIndex('commission_entries_payout').on('commission_entries').column('payout_id').execute()

  await db.schema
    .createTable('payment_disputes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .execute()
  await sql`create index payment_disputes_open on payment_disputes (order_id) where closed_at is null`.execute(db)

  await db.schema
    .alterTable('payouts')
    .addColumn('paypal_item_id', 'text')
    .addColumn('item_status', 'text')
    .addColumn('returned_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .execute()
  await sql`create index payouts_unsettled on payouts (id) where batch_id is not null and settled_at is null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists payouts_unsettled`.execute(db)
  await db.schema
    .alterTable('payouts')
    .dropColumn('paypal_item_id')
    .dropColumn('item_status')
    .dropColumn('returned_at')
    .dropColumn('settled_at')
    .execute()
  await db.schema.dropTable('payment_disputes').execute()
  await db.schema.dropIndex('commission_entries_payout').execute()
  await sql`drop index if exists commission_entries_sale_once`.execute(db)
  // Fails while a line has more than one reversal (partial refunds): those must be merged by hand.
  await db.schema
    .alterTable('commission_entries')
    .addUniqueConstraint('commission_entries_once', ['order_item_id', 'kind'])
    .execute()
  await db.schema.alterTable('orders').dropColumn('refunded_cents').execute()
}
