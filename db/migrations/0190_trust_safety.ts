import { sql, type Kysely } from 'kysely'

// Trust and safety (ADR 127):
// - design_reports: a visitor's report of a public design, one per reporter (browser or account) and design.
// - designs.moderation_status gains 'held' (hidden from the public until an operator reviews it) and
//   'removed' (an operator took it down); only 'approved' designs are ever listed or sold to others.
// - users.blocked_at: an operator blocked the account (sign-in refused, tokens revoked, shops hidden);
//   users.deleted_at: the person deleted their account (profile anonymised, see app/routes/privacy.tsx).
// - admin_audit_log: every operator action, append-only (a trigger refuses UPDATE and DELETE).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('design_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('design_id', 'integer', (c) => c.notNull().references('designs.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    /** `u:<user id>` when signed in, `v:<visitor id>` otherwise: one report per reporter and design. */
    .addColumn('reporter_key', 'text', (c) => c.notNull())
    .addColumn('reporter_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolution', 'text')
    .addUniqueConstraint('design_reports_one_per_reporter', ['design_id', 'reporter_key'])
    .execute()
  await sql`create index design_reports_open on design_reports (design_id) where resolved_at is null`.execute(db)

  await db.schema.alterTable('users').addColumn('blocked_at', 'timestamptz').execute()
  await db.schema.alterTable('users').addColumn('deleted_at', 'timestamptz').execute()

  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('actor_user_id', 'integer', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index admin_audit_log_recent on admin_audit_log (created_at desc, id desc)`.execute(db)
  await sql`
    create function admin_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'admin_audit_log is append-only';
    end
    $$`.execute(db)
  await sql`
    create trigger admin_audit_log_append_only before update or delete on admin_audit_log
    for each row execute function admin_audit_log_append_only()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists admin_audit_log_append_only on admin_audit_log`.execute(db)
  await sql`drop function if exists admin_audit_log_append_only()`.execute(db)
  await db.schema.dropTable('admin_audit_log').ifExists().execute()
  await db.schema.alterTable('users').dropColumn('deleted_at').execute()
  await db.schema.alterTable('users').dropColumn('blocked_at').execute()
  await db.schema.dropTable('design_reports').ifExists().execute()
}
