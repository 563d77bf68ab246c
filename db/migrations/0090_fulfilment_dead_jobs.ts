import type { Kysely } from 'kysely'

// An outbox job that failed for good (a permanent error, or too many transient ones) is marked dead:
// it is no longer tried and shows in the operator's list until someone revives it (ADR 090).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('fulfilment_jobs').addColumn('dead_at', 'timestamptz').execute()
  await db.schema
    .createIndex('fulfilment_jobs_dead')
    .on('fulfilment_jobs')
    .column('dead_at')
    .where('dead_at', 'is not', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('fulfilment_jobs_dead').execute()
  await db.schema.alterTable('fulfilment_jobs').dropColumn('dead_at').execute()
}
