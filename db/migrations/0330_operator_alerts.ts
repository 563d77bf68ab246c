import { sql, type Kysely } from 'kysely'

// What waits for the operator (ADR 163): an order the print provider holds (on hold after it was sent
// to production, payment not received, has issues) and a refund the payment provider could not make
// (failed, canceled, needs the customer's action). `key` makes raising one idempotent: a provider's
// webhook delivered twice, or a poll racing it, raises one alert.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operator_alerts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('fulfilment_hold', 'refund_problem')`))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('provider_status', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolution', 'text')
    .execute()
  await db.schema.createIndex('operator_alerts_order').on('operator_alerts').column('order_id').execute()
  await db.schema
    .createIndex('operator_alerts_open')
    .on('operator_alerts')
    .column('created_at')
    .where(sql.ref('resolved_at'), 'is', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('operator_alerts').execute()
}
