import { sql } from 'kysely'
import { printableAfterSale } from '~/modules/visibility/index.server.ts'
import { FulfilmentError } from '~/services/fulfilment/fulfilment.ts'
import type { DB } from '~/lib/db.server.ts'

/**
 * The designs of an order that may no longer be printed (the visibility module's printableAfterSale):
 * held, removed or rejected by an operator, or their owner blocked, since the order was paid. A
 * creator deleting or hiding a design after the sale does not count: the shopper's order is honoured.
 */
async function unprintableDesignsOf(db: DB, orderId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('designs as d', 'd.id', 'i.design_id')
    .select('d.id')
    .distinct()
    .where('i.order_id', '=', orderId)
    .where(sql<boolean>`not ${printableAfterSale('d')}`)
    .orderBy('d.id')
    .execute()
  return rows.map((r) => r.id)
}

/**
 * An order paid for a design that is no longer for sale is never printed silently: its submission is
 * held for the operator (a permanent failure, so the job is dead at once and listed with the dead
 * jobs). Restoring the design and retrying the job prints it; otherwise the operator refunds it.
 */
export async function holdUnsellableOrder(db: DB, orderId: number): Promise<void> {
  const unsellable = await unprintableDesignsOf(db, orderId)
  if (!unsellable.length) return
  const designs = unsellable.map((id) => `#${id}`).join(', ')
  throw new FulfilmentError(
    `Held for the operator: design ${designs} was held, removed or rejected by an operator, or its owner blocked. Restore it and retry, or refund the order.`,
    false,
  )
}
