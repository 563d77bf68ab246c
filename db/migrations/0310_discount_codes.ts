import { sql, type Kysely } from 'kysely'

// Discount codes (ADR 160):
// - discount_codes: the operator's codes. `code` is kept upper case and unique. A percent code has
//   `percent_off` (1..100), a fixed one `amount_off_cents`; `max_uses` null means no total limit.
//   `uses` counts paid orders that used the code; the guarded update that raises it never passes
//   `max_uses`. A code is never deleted, only deactivated.
// - discount_code_uses: one row per paid order that used a code (unique order_id), with the customer
//   (account and lower-case e-mail) for the once-per-customer rule.
// - carts.discount_code: the code the shopper applied, kept with the cart and checked on every read.
// - orders.discount_code and orders.code_discount_cents: the code and what it took off. The order's
//   discount_cents stays every discount together (quantity and code), so subtotal - discount +
//   shipping = total still holds.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('discount_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'fixed')`))
    .addColumn('percent_off', 'integer', (c) => c.check(sql`percent_off between 1 and 100`))
    .addColumn('amount_off_cents', 'integer', (c) => c.check(sql`amount_off_cents > 0`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('max_uses', 'integer', (c) => c.check(sql`max_uses > 0`))
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('once_per_customer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('min_subtotal_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('deactivated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'discount_codes_amount',
      sql`(kind = 'percent') = (percent_off is not null) and (kind = 'fixed') = (amount_off_cents is not null)`,
    )
    .addCheckConstraint('discount_codes_uses', sql`uses >= 0 and (max_uses is null or uses <= max_uses)`)
    .execute()
  await db.schema
    .createTable('discount_code_uses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code_id', 'integer', (c) => c.notNull().references('discount_codes.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index discount_code_uses_by_email on discount_code_uses (code_id, email)`.execute(db)
  await sql`create index discount_code_uses_by_user on discount_code_uses (code_id, user_id) where user_id is not null`.execute(
    db,
  )
  await db.schema.alterTable('carts').addColumn('discount_code', 'text').execute()
  await db.schema.alterTable('orders').addColumn('discount_code', 'text').execute()
  await db.schema
    .alterTable('orders')
    .addColumn('code_discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('code_discount_cents').execute()
  await db.schema.alterTable('orders').dropColumn('discount_code').execute()
  await db.schema.alterTable('carts').dropColumn('discount_code').execute()
  await db.schema.dropTable('discount_code_uses').execute()
  await db.schema.dropTable('discount_codes').execute()
}
