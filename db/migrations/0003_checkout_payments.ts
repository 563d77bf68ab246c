import { sql, type Kysely } from 'kysely'

// What a payment pays for: the cart lines, address and prices the server computed when it asked the
// processor for the payment. The order is built from this snapshot (never from the live cart, which
// the shopper may change in another tab), and only once the processor says the payment succeeded.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checkout_payments')
    // The processor's id: a PaymentIntent (pi_...), a Checkout Session (cs_...) or a test intent.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cart_revision', 'text', (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('address', 'jsonb')
    .addColumn('pricing', 'jsonb', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('checkout_payments_cart').on('checkout_payments').columns(['cart_id', 'created_at desc']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('checkout_payments').ifExists().execute()
}
