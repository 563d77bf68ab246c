import { sql, type Kysely } from 'kysely'

// Paid carts are closed (ADR 145):
// - carts.closed_at: the payment of this cart made its order. A closed cart is kept (its checkout
//   payments and orders point at it) but takes no more lines and no more payments.
// - A visitor has at most one open cart: the unique constraint on carts.visitor_id becomes a unique
//   index over open carts only, so the next Add to Cart after a purchase starts a new cart.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('carts').addColumn('closed_at', 'timestamptz').execute()
  await sql`alter table carts drop constraint if exists carts_visitor_id_key`.execute(db)
  await sql`create unique index carts_open_visitor on carts (visitor_id) where closed_at is null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from carts where closed_at is not null`.execute(db)
  await sql`drop index if exists carts_open_visitor`.execute(db)
  await sql`alter table carts add constraint carts_visitor_id_key unique (visitor_id)`.execute(db)
  await db.schema.alterTable('carts').dropColumn('closed_at').execute()
}
