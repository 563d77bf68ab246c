import type { Kysely } from 'kysely'

// The payment reconciliation job reads checkout payments by age (ten minutes to three days old).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('checkout_payments_created_at').on('checkout_payments').column('created_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('checkout_payments_created_at').execute()
}
