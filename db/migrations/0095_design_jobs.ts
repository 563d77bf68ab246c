import { sql, type Kysely } from 'kysely'

// Design generations as durable jobs: a row per request, claimed with a lease so a job survives a
// restart (it is requeued when its lease runs out) and never runs on two instances at once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('design_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('stage', 'text')
    .addColumn('partial_url', 'text')
    .addColumn('partial_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'timestamptz')
    .addColumn('design_id', 'integer', (c) => c.references('designs.id').onDelete('set null'))
    .addColumn('error_status', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute()
  // The queue's order (oldest waiting first) and a waiting job's place in it.
  await db.schema.createIndex('design_jobs_status_created').on('design_jobs').columns(['status', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('design_jobs').execute()
}
