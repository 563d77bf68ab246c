import { sql } from 'kysely'
import type { EmailService } from '~/services/email/email.ts'
import type { DB } from '~/lib/db.server.ts'
import { sendDueDelayedEmails } from './delayed-emails.server.tsx'
import { emailClaimed, EMAIL_CLAIM_LEASE_SECONDS, sendEmailOnce } from './email-claims.server.ts'
import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'
import { markReceiptSent } from './order.server.ts'
import { findOrderPage, findOrderReceipt } from './order-pages.server.ts'
import { receiptMessage, refundMessage, shippedMessage } from './receipt.ts'

// The order e-mails' sweeps, run by the `order.receipts` job. Kicks after an order or a refund and
// the minute clock may run them side by side, in one process or several: each e-mail is claimed
// before its send (email-claims.server.ts), so it goes out once whichever sweep gets there first.

interface SweepOptions {
  limit?: number
  /** How long a claim keeps other sweeps off (a crashed sweep's claim is retaken after it). */
  leaseSeconds?: number
}

type OnError = (orderId: number, error: unknown) => void

/** Receipts are sent for orders this recent; an order waiting longer has its failure in the logs. */
const RECEIPT_WINDOW_DAYS = 3

/**
 * Sends the receipt of every recent order that has none yet; returns how many were sent here. A
 * failed send is tried again at the next run, with the same Message-ID.
 */
export async function sendDueReceipts(
  db: DB,
  fulfilment: FulfilmentServices,
  email: EmailService,
  appUrl: string,
  onError: OnError,
  { limit = 20, leaseSeconds = EMAIL_CLAIM_LEASE_SECONDS }: SweepOptions = {},
): Promise<number> {
  const due = await db
    .selectFrom('orders')
    .select('id')
    .where('receipt_sent_at', 'is', null)
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${RECEIPT_WINDOW_DAYS})`)
    .where((eb) => eb.not(emailClaimed('receipt')(eb)))
    .orderBy('id')
    .limit(limit)
    .execute()
  return sendEach(due, onError, async ({ id }) => {
    const receipt = await findOrderReceipt(db, fulfilment, id)
    if (!receipt || receipt.sentAt) return false
    const message = await receiptMessage(receipt.email, receipt.page, appUrl)
    if (!(await sendEmailOnce(db, email, id, 'receipt', message, leaseSeconds))) return false
    await markReceiptSent(db, id)
    return true
  })
}

/** Shipped e-mails are sent for shipments this recent; older ones are history, not news. */
const SHIPPED_WINDOW_DAYS = 7

/**
 * Sends "your order has shipped" for every order whose parcel left recently with a tracking number
 * and which has had none; returns how many were sent here.
 */
export async function sendDueShippedEmails(
  db: DB,
  fulfilment: FulfilmentServices,
  email: EmailService,
  appUrl: string,
  onError: OnError,
  { limit = 20, leaseSeconds = EMAIL_CLAIM_LEASE_SECONDS }: SweepOptions = {},
): Promise<number> {
  const due = await db
    .selectFrom('orders')
    .innerJoin('order_events as e', (join) => join.onRef('e.order_id', '=', 'orders.id').on('e.kind', '=', 'shipped'))
    .select('orders.id')
    .where('orders.shipped_email_sent_at', 'is', null)
    .where('orders.tracking', 'is not', null)
    .where('orders.status', 'not in', ['refunded', 'canceled'])
    .where('e.occurred_at', '>', sql<Date>`now() - make_interval(days => ${SHIPPED_WINDOW_DAYS})`)
    .where((eb) => eb.not(emailClaimed('shipped')(eb)))
    .orderBy('orders.id')
    .limit(limit)
    .execute()
  return sendEach(due, onError, async ({ id }) => {
    const receipt = await findOrderReceipt(db, fulfilment, id)
    if (!receipt) return false
    const message = await shippedMessage(receipt.email, receipt.page, appUrl)
    if (!(await sendEmailOnce(db, email, id, 'shipped', message, leaseSeconds))) return false
    await db
      .updateTable('orders')
      .set({ shipped_email_sent_at: sql`now()` })
      .where('id', '=', id)
      .where('shipped_email_sent_at', 'is', null)
      .execute()
    return true
  })
}

/** Refund e-mails are sent for refunds this recent. */
const REFUND_WINDOW_DAYS = 7

/** A refund e-mail's kind: the order's total refunded so far, which every new refund raises. */
const refundKind = (refundedCents: number) => `refund:${refundedCents}`

/**
 * Sends the shopper an e-mail for each refund, full or partial, of a recent refund: the amount
 * refunded since the last refund e-mail, what remains paid and the order link. Each is claimed as
 * "refund:<total refunded so far>", so a refund is mailed once; returns how many were sent here.
 */
export async function sendDueRefundEmails(
  db: DB,
  fulfilment: FulfilmentServices,
  email: EmailService,
  appUrl: string,
  onError: OnError,
  { limit = 20, leaseSeconds = EMAIL_CLAIM_LEASE_SECONDS }: SweepOptions = {},
): Promise<number> {
  const due = await db
    .selectFrom('orders')
    .select(['orders.id', 'orders.public_id', 'orders.user_id', 'orders.email', 'orders.refunded_cents', 'orders.total_cents'])
    .where('orders.refunded_cents', '>', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_events as e')
          .select('e.id')
          .whereRef('e.order_id', '=', 'orders.id')
          .where('e.kind', 'in', ['refunded', 'partially_refunded'])
          .where('e.occurred_at', '>', sql<Date>`now() - make_interval(days => ${REFUND_WINDOW_DAYS})`),
      ),
    )
    .where((eb) => eb.not(emailClaimed(sql<string>`concat('refund:', orders.refunded_cents)`)(eb)))
    .orderBy('orders.id')
    .limit(limit)
    .execute()
  return sendEach(due, onError, async (order) => {
    const page = await findOrderPage(db, fulfilment, order.public_id, order.user_id)
    if (!page || !order.email) return false
    // What the shopper was told before: the largest refund total already mailed.
    const mailed = await db
      .selectFrom('email_claims')
      .select('kind')
      .where('order_id', '=', order.id)
      .where('kind', 'like', 'refund:%')
      .where('sent_at', 'is not', null)
      .execute()
    const before = Math.max(
      0,
      ...mailed.map((c) => Number(c.kind.slice('refund:'.length))).filter((c) => c < order.refunded_cents),
    )
    const figures = {
      refundedCents: order.refunded_cents - before,
      totalRefundedCents: order.refunded_cents,
      remainingCents: Math.max(0, order.total_cents - order.refunded_cents),
    }
    const message = await refundMessage(order.email, page, appUrl, figures)
    return sendEmailOnce(db, email, order.id, refundKind(order.refunded_cents), message, leaseSeconds)
  })
}

/**
 * Sends one e-mail per due order, each on its own: a failure is reported with its order and the
 * sweep goes on (it is tried again at the next run, with the same Message-ID). Answers how many
 * went out here.
 */
async function sendEach<Order extends { id: number }>(
  due: Order[],
  onError: OnError,
  send: (order: Order) => Promise<boolean>,
): Promise<number> {
  let sent = 0
  for (const order of due) {
    try {
      if (await send(order)) sent++
    } catch (error) {
      onError(order.id, error)
    }
  }
  return sent
}

/**
 * Every shopper's order e-mail that is due, the receipts first: the `order.receipts` job's run. A
 * failed send is reported with its kind and order. Answers how many of each went out here. The
 * receipts and the shipped and refund e-mails carry the order page, its delivery promise by the
 * times of `fulfilment`'s provider.
 */
export async function sendDueOrderEmails(
  db: DB,
  fulfilment: FulfilmentServices,
  email: EmailService,
  appUrl: string,
  onError: (kind: 'receipt' | 'shipped' | 'refund' | 'delayed', orderId: number, error: unknown) => void,
): Promise<{ receipts: number; shipped: number; refunds: number; delays: number }> {
  const receipts = await sendDueReceipts(db, fulfilment, email, appUrl, (id, error) => onError('receipt', id, error))
  const shipped = await sendDueShippedEmails(db, fulfilment, email, appUrl, (id, error) => onError('shipped', id, error))
  const refunds = await sendDueRefundEmails(db, fulfilment, email, appUrl, (id, error) => onError('refund', id, error))
  const delays = await sendDueDelayedEmails(db, email, appUrl, (id, error) => onError('delayed', id, error))
  return { receipts, shipped, refunds, delays }
}
