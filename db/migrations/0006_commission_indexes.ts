import { sql, type Kysely } from 'kysely'

// Commission lookups by order (recording and reversing inside order transactions) and the monthly
// payout run's scan of unpaid entries.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('commission_entries_order').on('commission_entries').column('order_id').execute()
  await db.schema
    .createIndex('commission_entries_unpaid')
    .on('commission_entries')
    .columns(['created_at', 'shop_id'])
    .where(sql.ref('paid_at'), 'is', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('commission_entries_unpaid').ifExists().execute()
  await db.schema.dropIndex('commission_entries_order').ifExists().execute()
}
