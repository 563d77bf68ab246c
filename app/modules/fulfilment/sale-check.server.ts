import { sql } from 'kysely'
import { sellableTo } from '~/modules/visibility/index.server.ts'
import { FulfilmentError } from '~/services/fulfilment/fulfilment.ts'
import type { DB } from '~/lib/db.server.ts'

/**
 * The designs of an order that the store no longer sells to its buyer (the visibility module's
 * sellableTo): hidden or removed by an operator, rejected, deleted, or their owner blocked since the
 * order was paid. The buyer who owns a design counts as its owner, as at the till.
 */
async function unsellableDesignsOf(db: DB, orderId: number): Promise<number[]> {
  const buyerIsOwner = sql<boolean>`((o.user_id is not null and o.user_id = d.user_id) or (o.visitor_id is not null and o.visitor_id = d.visitor_id))`
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .innerJoin('designs as d', 'd.id', 'i.design_id')
    .select('d.id')
    .distinct()
    .where('i.order_id', '=', orderId)
    .where(sql<boolean>`not ${sellableTo('d', buyerIsOwner)}`)
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
  const unsellable = await unsellableDesignsOf(db, orderId)
  if (!unsellable.length) return
  const designs = unsellable.map((id) => `#${id}`).join(', ')
  throw new FulfilmentError(
    `Held for the operator: design ${designs} is no longer for sale (hidden, removed, rejected, deleted or its owner blocked). Restore it and retry, or refund the order.`,
    false,
  )
}
