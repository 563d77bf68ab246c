import type { Kysely } from 'kysely'

// Fulfilment submissions on heartbeat leases (ADR 147):
// - fulfilment_jobs.claims: how many times the job has been claimed. Each claim's number is its
//   guard: the heartbeat and the outcome writes of a runner only touch the row while it is still
//   that claim's, so a runner that was taken over cannot renew or finish the job.
// - fulfilment_jobs.takeovers: how many claims took the job from a runner whose lease had lapsed;
//   a job taken over again and again (its runs keep dying) is listed as stuck for the operator.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('fulfilment_jobs')
    .addColumn('claims', 'integer', (column) => column.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('fulfilment_jobs')
    .addColumn('takeovers', 'integer', (column) => column.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('fulfilment_jobs').dropColumn('takeovers').execute()
  await db.schema.alterTable('fulfilment_jobs').dropColumn('claims').execute()
}
