import { sql, type Kysely } from 'kysely'

// Sessions: a signed-in browser holds the id of a row here; signing out deletes the row, so a copied cookie
// stops working at logout instead of living on for its 30 days (ADR 071).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('user_sessions_user_id').on('user_sessions').column('user_id').execute()

  // A paid payment the store could not turn into an order (its amount differs from the checkout it
  // names): kept for a person to resolve (refund or fix), instead of a webhook failing for days.
  await db.schema
    .createTable('payment_alerts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('snapshot_id', 'text', (c) => c.notNull())
    .addColumn('problem', 'text', (c) => c.notNull())
    .addColumn('received_amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .execute()

  // Rate-limit counters shared by every instance (the layout rate-limiter-flexible's PostgreSQL store reads).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute()
  await db.schema.dropTable('payment_alerts').execute()
  await db.schema.dropTable('user_sessions').execute()
}
