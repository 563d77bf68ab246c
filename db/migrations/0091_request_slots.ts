import type { Kysely } from 'kysely'

// The next free request slot per outside account (Printify allows 600 requests a minute per
// account), shared by every instance of the store (ADR 090).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_slots')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_slot', 'timestamptz', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('request_slots').execute()
}
