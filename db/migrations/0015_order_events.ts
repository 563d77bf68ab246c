import { sql, type Kysely } from 'kysely'

// The order page's timeline (ADR 025): one row per thing that really happened to an order (paid, sent
// to the printer, in production, shipped, delivered, canceled, refunded), at most one of each kind, so
// a webhook delivered twice or a poll racing it records the event once. Orders that exist already get
// their "paid" event from their creation time. orders.receipt_sent_at makes the receipt e-mail once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb')
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('order_events_order_kind', ['order_id', 'kind'])
    .execute()
  await sql`insert into order_events (order_id, kind, occurred_at) select id, 'paid', created_at from orders`.execute(db)
  await db.schema.alterTable('orders').addColumn('receipt_sent_at', 'timestamptz').execute()
  // Orders from before receipts existed get none now, days later.
  await sql`update orders set receipt_sent_at = created_at`.execute(db)
  await sql`create index orders_receipt_due on orders (id) where receipt_sent_at is null`.execute(db)
  await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_user_created').execute()
  await db.schema.dropIndex('orders_receipt_due').execute()
  await db.schema.alterTable('orders').dropColumn('receipt_sent_at').execute()
  await db.schema.dropTable('order_events').execute()
}
