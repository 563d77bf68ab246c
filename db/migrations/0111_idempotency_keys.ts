import { sql, type Kysely } from 'kysely'

// Idempotency keys of the API's creating POSTs (ADR 102): per owner ("user:<id>" or
// "visitor:<id>") and key, the hash of the request that first used the key, whether it is still
// running, and the answer it gave. A key lives 24 hours.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_type', 'text')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['owner', 'key'])
    .execute()
  await db.schema.createIndex('idempotency_keys_expires').on('idempotency_keys').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute()
}
