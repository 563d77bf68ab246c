import { sql, type Kysely } from 'kysely'

// The "your order has shipped" e-mail goes out once per order: orders.shipped_email_sent_at records
// it, like receipt_sent_at records the receipt. Orders that shipped before this migration are
// marked sent, so no old order mails its shopper now.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('shipped_email_sent_at', 'timestamptz').execute()
  await sql`update orders set shipped_email_sent_at = now()
    where exists (select 1 from order_events e where e.order_id = orders.id and e.kind = 'shipped')`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('shipped_email_sent_at').execute()
}
