import type { Kysely } from 'kysely'

// Shipping by country (ADR 159): each order records the country its shipping was priced to, beside
// the shipping cost it already keeps (orders.shipping_cents). Orders placed before stay null: they
// were all priced at the US rate.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('shipping_country', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('shipping_country').execute()
}
