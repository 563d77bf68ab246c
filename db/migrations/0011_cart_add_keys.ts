import { sql, type Kysely } from 'kysely'

// Add to Cart adds a line (ADR 024). Each Add to Cart form carries a key, remembered here per cart, so
// a double click or a re-sent form adds the shirt once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cart_add_keys')
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('add_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('cart_add_keys_pkey', ['cart_id', 'add_key'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_add_keys').execute()
}
