import { sql, type Kysely } from 'kysely'

// API v1 (ADR 126).
// - api_tokens.api_version: the API version a token speaks when a request sends no API-Version header,
//   fixed when the token is made. Tokens made before v1 are pinned to v1: the contract before it was
//   retired with it.
// - carts.api_user_id: a cart made through POST /api/carts belongs to that user (its visitor_id is the
//   cart's own, so it shares nothing with the user's browser cart or their other API carts); null for
//   browser carts.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('api_tokens')
    .addColumn('api_version', 'text', (c) => c.notNull().defaultTo('2026-11-26'))
    .execute()
  await db.schema
    .alterTable('carts')
    .addColumn('api_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute()
  await sql`create index carts_api_user on carts (api_user_id, created_at) where api_user_id is not null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists carts_api_user`.execute(db)
  await db.schema.alterTable('carts').dropColumn('api_user_id').execute()
  await db.schema.alterTable('api_tokens').dropColumn('api_version').execute()
}
