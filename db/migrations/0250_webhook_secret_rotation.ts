import { sql, type Kysely } from 'kysely'

// Webhook signing-secret rotation (ADR 137):
// - webhook_endpoints.previous_secret and previous_secret_expires_at: after a rotation the old secret
//   still signs every attempt, beside the new one, until it expires (24 hours), so a receiver can
//   switch secrets without refusing a delivery (Standard Webhooks: space-separated signatures).
// - webhook_deliveries (endpoint_id, created_at desc, id desc): the delivery log is paged by keyset in
//   that order (its cursor), so each page is read from the index.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').addColumn('previous_secret', 'text').execute()
  await db.schema.alterTable('webhook_endpoints').addColumn('previous_secret_expires_at', 'timestamptz').execute()
  await sql`create index webhook_deliveries_endpoint_created on webhook_deliveries (endpoint_id, created_at desc, id desc)`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists webhook_deliveries_endpoint_created`.execute(db)
  await db.schema.alterTable('webhook_endpoints').dropColumn('previous_secret_expires_at').execute()
  await db.schema.alterTable('webhook_endpoints').dropColumn('previous_secret').execute()
}
