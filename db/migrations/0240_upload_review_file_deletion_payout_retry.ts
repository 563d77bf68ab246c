import { sql, type Kysely } from 'kysely'

// Upload review, file deletion and payout retries (ADR 133):
// - designs.moderation_status gains 'pending': an uploaded picture waits unpublished until screened
//   (or an operator approves it); designs.review_note says what the screening found.
// - designs.files_deleted_at: the stored images of a deleted design were deleted from storage. The
//   file sweep works through deleted designs without it (existing deleted designs included).
// - payouts.retry_of: a payout made by an operator for one that came back (sent again, or paid by
//   hand). At most one per payout, so a double click never pays twice; the once-a-month rule holds
//   for the monthly run's own payouts only.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('designs').addColumn('review_note', 'text').execute()
  await db.schema.alterTable('designs').addColumn('files_deleted_at', 'timestamptz').execute()
  await sql`create index designs_files_to_delete on designs (id) where deleted_at is not null and files_deleted_at is null`.execute(
    db,
  )
  await sql`create index designs_awaiting_review on designs (created_at) where moderation_status = 'pending'`.execute(db)

  await db.schema
    .alterTable('payouts')
    .addColumn('retry_of', 'integer', (c) => c.references('payouts.id'))
    .execute()
  await db.schema.alterTable('payouts').addColumn('paid_by_hand_note', 'text').execute()
  await db.schema.alterTable('payouts').dropConstraint('payouts_once').execute()
  await sql`create unique index payouts_once on payouts (month, shop_id) where retry_of is null`.execute(db)
  await sql`create unique index payouts_one_retry on payouts (retry_of) where retry_of is not null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists payouts_one_retry`.execute(db)
  await sql`drop index if exists payouts_once`.execute(db)
  await sql`delete from payouts where retry_of is not null`.execute(db)
  await db.schema.alterTable('payouts').addUniqueConstraint('payouts_once', ['month', 'shop_id']).execute()
  await db.schema.alterTable('payouts').dropColumn('paid_by_hand_note').execute()
  await db.schema.alterTable('payouts').dropColumn('retry_of').execute()
  await sql`drop index if exists designs_awaiting_review`.execute(db)
  await sql`drop index if exists designs_files_to_delete`.execute(db)
  await db.schema.alterTable('designs').dropColumn('files_deleted_at').execute()
  await db.schema.alterTable('designs').dropColumn('review_note').execute()
}
