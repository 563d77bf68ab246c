import { sql, type Kysely } from 'kysely'

// Every order e-mail is sent once, however many processes run jobs: before sending, a process
// claims the (order, kind) row here (an insert that does nothing when the row exists); the row
// keeps the Message-ID every attempt reuses, a lease after which a crashed process's claim may be
// taken again, and when it was sent. Kinds: "receipt", "shipped", "refund:<cents refunded so far>".
// Orders refunded before this migration get their refund's row marked sent, so no old refund mails
// its shopper now (receipts and shipped e-mails keep their orders columns as the record of old sends).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_claims')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('leased_until', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('email_claims_pkey', ['order_id', 'kind'])
    .execute()
  await sql`insert into email_claims (order_id, kind, message_id, leased_until, sent_at)
    select id, 'refund:' || refunded_cents, '<order-' || public_id || '-refund-' || refunded_cents || '@migrated>', now(), now()
    from orders where refunded_cents > 0`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_claims').execute()
}
