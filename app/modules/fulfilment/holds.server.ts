import type { Transaction } from 'kysely'
import type { Database } from '#db/schema.ts'
import type { DB } from '~/lib/db.server.ts'
import { raiseHold, resolveHold } from '~/modules/operator-alert/index.server.ts'
import { recordOrderEvent } from '~/modules/order-events/index.server.ts'
import { kickFulfilment } from './kick.server.ts'
import { isHeldAtProvider } from './status.ts'

// Holds at the print provider (ADR 163): a report that the provider holds an order raises an alert
// for the operator and marks the order delayed for the shopper; the order e-mail sweep then mails
// both of them (ADR 168). A report that it moved on closes the alert.

/**
 * Whether the store released the order to production: its submission completed without leaving it
 * for the shop's approval. Before that, "on-hold" is where Printify keeps every new order.
 */
async function wasReleased(trx: DB | Transaction<Database>, orderId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('fulfilment_jobs as j')
    .select('j.order_id')
    .where('j.order_id', '=', orderId)
    .where('j.action', '=', 'submit')
    .where('j.completed_at', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_events as e')
            .select('e.id')
            .whereRef('e.order_id', '=', 'j.order_id')
            .where('e.kind', '=', 'awaiting_approval'),
        ),
      ),
    )
    .executeTakeFirst()
  return Boolean(row)
}

/**
 * Follows the provider's status of an order whose row the caller has locked: raises a hold, or
 * closes the open one once the provider moved on. Orders that ended (refunded, canceled, delivered)
 * close their hold too.
 */
export async function followHold(
  trx: DB | Transaction<Database>,
  order: { id: number; status: string; fulfilmentStatus: string },
): Promise<void> {
  const ended = ['refunded', 'canceled', 'delivered'].includes(order.status)
  const held =
    !ended &&
    isHeldAtProvider(order.fulfilmentStatus, {
      released: order.fulfilmentStatus === 'on-hold' ? await wasReleased(trx, order.id) : false,
    })
  if (!held) {
    await resolveHold(trx, order.id, `The provider moved on: ${order.fulfilmentStatus}`)
    return
  }
  if (await raiseHold(trx, order.id, order.fulfilmentStatus)) {
    await recordOrderEvent(trx, order.id, 'delayed')
    // The operator's and the shopper's e-mails go out with the order e-mails (the kick also runs their sweep).
    kickFulfilment()
  }
}
