import { sql, type Kysely } from 'kysely'

// Personal API tokens (ADR 101): a signed-in user makes named tokens for scripts. Only a SHA-256 hash
// of the token is kept (the token itself is shown once), with a short prefix to tell tokens apart,
// the scopes it carries (space-separated), when it was last used and when it was revoked.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute()
  await sql`create index api_tokens_user_live on api_tokens (user_id, created_at) where revoked_at is null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute()
}
