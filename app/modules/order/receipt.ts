import type { EmailMessage } from '~/services/email/email.ts'
import { orderEmail } from './emails/order-message.tsx'
import type { RefundFigures } from './emails/summary-lines.ts'
import type { OrderPageData } from './order.ts'

/**
 * The order receipt: the store's name and logo, each shirt pictured in its colour with its price,
 * the totals as charged, the delivery promise, where it ships and the link to the order page, as
 * HTML with a plain-text alternative generated from it (emails/order-email.tsx). Its Message-ID is the order's own, so every
 * attempt sends the same message.
 */
export function receiptMessage(to: string, page: OrderPageData, appUrl: string): Promise<EmailMessage> {
  return orderEmail('receipt', to, page, appUrl)
}

/** "Your order has shipped", with the carrier's tracking link: sent once when the parcel leaves. */
export function shippedMessage(to: string, page: OrderPageData, appUrl: string): Promise<EmailMessage> {
  return orderEmail('shipped', to, page, appUrl)
}

/**
 * A refund, full or partial: the amount refunded, what remains paid, and the order link; one per
 * refund (its Message-ID names the total refunded so far).
 */
export function refundMessage(to: string, page: OrderPageData, appUrl: string, refund: RefundFigures): Promise<EmailMessage> {
  return orderEmail('refund', to, page, appUrl, refund)
}
