import { type Kysely } from 'kysely'

// - checkout_payments.processing_since: set while the payment of this checkout is `processing` (a bank
//   debit the bank has not confirmed yet); the cart it pays for takes no second payment meanwhile. It is
//   cleared when the order is made or the payment fails.
// - user_sessions.id_token: the ID token of the sign-in, sent back to the identity provider as
//   id_token_hint when the person logs out (OpenID Connect RP-Initiated Logout).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('checkout_payments').addColumn('processing_since', 'timestamptz').execute()
  await db.schema.alterTable('user_sessions').addColumn('id_token', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_sessions').dropColumn('id_token').execute()
  await db.schema.alterTable('checkout_payments').dropColumn('processing_since').execute()
}
