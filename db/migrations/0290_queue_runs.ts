import { sql, type Kysely } from 'kysely'

// Who is running each active job of the job queue, and when that process last said it is alive
// (ADR 158). pg-boss 10 has no heartbeat: a run left active by a process killed with -9 blocks its
// stately key until the queue's expiry (minutes). With this table another instance fails such a run
// once its holder stops heartbeating, and the job runs again within a lease.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('queue_runs')
    .addColumn('job_id', 'uuid', (column) => column.primaryKey())
    .addColumn('queue', 'text', (column) => column.notNull())
    .addColumn('holder', 'text', (column) => column.notNull())
    .addColumn('heartbeat_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('queue_runs_holder').on('queue_runs').column('holder').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('queue_runs').execute()
}
