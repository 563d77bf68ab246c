import { sql, type Transaction } from 'kysely'
import type { Database } from '#db/schema.ts'
import type { CodeCustomer } from './discount-code.server.ts'
import { usedByCustomer } from './discount-code.server.ts'

export type RedeemResult = 'counted' | 'already-counted' | 'used-up' | 'already-used' | 'unknown'

/**
 * Counts one use of `code` for the paid order `orderId`, inside the order's transaction. The code's row
 * is locked first, so two orders taking the last use, or one customer's two orders of a
 * once-per-customer code, are decided one after the other. The count is raised by a guarded update
 * (`uses < max_uses`), so it never passes the total; the order's use row is unique per order, so a
 * repeated payment or webhook never counts twice. A refund does not give the use back.
 */
export async function redeemCodeForOrder(
  trx: Transaction<Database>,
  { orderId, code, customer }: { orderId: number; code: string; customer: CodeCustomer },
): Promise<RedeemResult> {
  const record = await trx
    .selectFrom('discount_codes')
    .select(['id', 'once_per_customer'])
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst()
  if (!record) return 'unknown'
  const counted = await trx.selectFrom('discount_code_uses').select('id').where('order_id', '=', orderId).executeTakeFirst()
  if (counted) return 'already-counted'
  if (record.once_per_customer && (await usedByCustomer(trx, record.id, customer))) return 'already-used'
  const raised = await trx
    .updateTable('discount_codes')
    .set({ uses: sql`uses + 1` })
    .where('id', '=', record.id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .returning('uses')
    .executeTakeFirst()
  if (!raised) return 'used-up'
  await trx
    .insertInto('discount_code_uses')
    .values({
      code_id: record.id,
      order_id: orderId,
      user_id: customer.userId,
      email: (customer.email ?? '').trim().toLowerCase(),
    })
    .execute()
  return 'counted'
}
