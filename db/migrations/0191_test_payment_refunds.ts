import { sql, type Kysely } from 'kysely'

// Refunds made through the built-in test-mode card processor (ADR 127), like Stripe's refunds: one
// per idempotency key, never more in total than the payment.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('test_payment_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_intent_id', 'text', (c) => c.notNull().references('test_payment_intents.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index test_payment_refunds_intent on test_payment_refunds (payment_intent_id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_payment_refunds').execute()
}
