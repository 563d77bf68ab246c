import { sql } from 'kysely'
import type { EmailService } from '~/services/email/email.ts'
import type { DB } from '~/lib/db.server.ts'
import { findOrderReceipt, markReceiptSent } from './order.server.ts'
import { receiptMessage, shippedMessage } from './receipt.ts'

/** Receipts are sent for orders this recent; an order waiting longer has its failure in the logs. */
const RECEIPT_WINDOW_DAYS = 3

/**
 * Sends the receipt of every recent order that has none yet; returns how many were sent. Run by the
 * `order.receipts` job, one run at a time across instances, so an order's receipt goes out once: it
 * is marked sent right after the send (a crash between the two is the only way to a second copy, and
 * that copy carries the same Message-ID). A failed send is tried again at the next run.
 */
export async function sendDueReceipts(
  db: DB,
  email: EmailService,
  appUrl: string,
  onError: (orderId: number, error: unknown) => void,
  limit = 20,
): Promise<number> {
  const due = await db
    .selectFrom('orders')
    .select('id')
    .where('receipt_sent_at', 'is', null)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${RECEIPT_WINDOW_DAYS})`)
    .orderBy('id')
    .limit(limit)
    .execute()
  let sent = 0
  for (const { id } of due) {
    const receipt = await findOrderReceipt(db, id)
    if (!receipt || receipt.sentAt) continue
    try {
      await email.send(receiptMessage(receipt.email, receipt.page, appUrl))
      if (await markReceiptSent(db, id)) sent++
    } catch (error) {
      onError(id, error)
    }
  }
  return sent
}

/** Shipped e-mails are sent for shipments this recent; older ones are history, not news. */
const SHIPPED_WINDOW_DAYS = 7

/**
 * Sends "your order has shipped" for every order whose parcel left recently with a tracking number
 * and which has had none; returns how many were sent. Run by the same job as the receipts, so one
 * run at a time; marked sent right after the send, with the order's own Message-ID.
 */
export async function sendDueShippedEmails(
  db: DB,
  email: EmailService,
  appUrl: string,
  onError: (orderId: number, error: unknown) => void,
  limit = 20,
): Promise<number> {
  const due = await db
    .selectFrom('orders')
    .innerJoin('order_events as e', (join) => join.onRef('e.order_id', '=', 'orders.id').on('e.kind', '=', 'shipped'))
    .select('orders.id')
    .where('orders.shipped_email_sent_at', 'is', null)
    .where('orders.tracking', 'is not', null)
    .where('orders.status', 'not in', ['refunded', 'canceled'])
    .where('e.occurred_at', '>', sql<Date>`now() - make_interval(days => ${SHIPPED_WINDOW_DAYS})`)
    .orderBy('orders.id')
    .limit(limit)
    .execute()
  let sent = 0
  for (const { id } of due) {
    const receipt = await findOrderReceipt(db, id)
    if (!receipt) continue
    try {
      await email.send(shippedMessage(receipt.email, receipt.page, appUrl))
      const marked = await db
        .updateTable('orders')
        .set({ shipped_email_sent_at: sql`now()` })
        .where('id', '=', id)
        .where('shipped_email_sent_at', 'is', null)
        .executeTakeFirst()
      if (Number(marked.numUpdatedRows) > 0) sent++
    } catch (error) {
      onError(id, error)
    }
  }
  return sent
}
