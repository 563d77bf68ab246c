import { sql, type Kysely } from 'kysely'

// The outbox also asks the provider to cancel an order refunded after submission (ADR 033): a job's
// `action` says which, and `submitted_at` keeps the submission time once the job is reopened to cancel
// (completed_at then stops meaning "submitted").
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('fulfilment_jobs')
    .addColumn('action', 'text', (c) =>
      c
        .notNull()
        .defaultTo('submit')
        .check(sql`action in ('submit', 'cancel')`),
    )
    .execute()
  await db.schema.alterTable('fulfilment_jobs').addColumn('submitted_at', 'timestamptz').execute()
  // Until now a submission completed its job in the same transaction, so completed_at is its time.
  await sql`
    update fulfilment_jobs j
    set submitted_at = j.completed_at
    from orders o
    where o.id = j.order_id and o.fulfilment_order_id is not null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('fulfilment_jobs').dropColumn('submitted_at').execute()
  await db.schema.alterTable('fulfilment_jobs').dropColumn('action').execute()
}
