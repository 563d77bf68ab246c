import type { Kysely } from 'kysely'

// Product pages look designs up by the print provider's product id (external_id).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('designs_external_id').on('designs').column('external_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('designs_external_id').ifExists().execute()
}
