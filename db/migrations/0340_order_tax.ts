import { sql, type Kysely } from 'kysely'

// Taxes (ADR 167): each order keeps the tax it was charged, beside its shipping.
// - tax_cents: the tax in the total (subtotal - discount + shipping + tax = total); 0 for orders
//   placed before taxes, or with taxes off or in an untaxed place.
// - tax_refunded_cents: the part of refunded_cents that was tax, in proportion to the order's tax
//   (never more than tax_cents; all of it on a full refund).
// - tax_label: what the checkout called it ("VAT 20% (estimate)", "Tax"); tax_estimated: the offline
//   table's estimate rather than a provider's calculation.
// - tax_calculation_id / tax_transaction_id: Stripe Tax's calculation the price came from, and the
//   transaction recorded from it once the order was paid (null offline); tax_reversed_through_cents:
//   the refunded total up to which that transaction has been reversed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('tax_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_label', 'text')
    .addColumn('tax_estimated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tax_calculation_id', 'text')
    .addColumn('tax_transaction_id', 'text')
    .addColumn('tax_reversed_through_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await sql`alter table orders add constraint orders_tax_refunded check (tax_cents >= 0 and tax_refunded_cents between 0 and tax_cents)`.execute(
    db,
  )
  await sql`create index orders_tax_unrecorded on orders (id) where tax_calculation_id is not null and tax_transaction_id is null`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists orders_tax_unrecorded`.execute(db)
  await sql`alter table orders drop constraint if exists orders_tax_refunded`.execute(db)
  for (const column of [
    'tax_reversed_through_cents',
    'tax_transaction_id',
    'tax_calculation_id',
    'tax_estimated',
    'tax_label',
    'tax_refunded_cents',
    'tax_cents',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute()
  }
}
