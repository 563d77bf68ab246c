import { formatPrice } from '~/modules/pricing/index.ts'
import type { EmailMessage } from '~/services/email/email.ts'
import { orderPath, type OrderPageData } from '../order.ts'
import { STORE_NAME } from './email-layout.tsx'
import { OrderEmail, type OrderEmailKind } from './order-email.tsx'
import { renderEmail } from './render-email.ts'
import type { RefundFigures } from './summary-lines.ts'

// An order e-mail as a message: its subject, its words, its parts rendered from OrderEmail, and a
// Message-ID that is the same for every attempt to send it.

const HEADINGS: Record<OrderEmailKind, string> = {
  receipt: 'Thank you for your order!',
  shipped: 'Your order is on its way!',
  refund: 'Your refund is on its way',
}

function intro(kind: OrderEmailKind, refund: RefundFigures | null) {
  if (kind === 'shipped') return 'Your shirts have left the printer. Follow the parcel with the tracking link below.'
  if (kind === 'receipt') return "We've received your order and will start printing it soon."
  const amount = formatPrice(refund?.refundedCents ?? 0)
  return refund && refund.remainingCents > 0
    ? `We've refunded ${amount} to your card. The rest of your order stands.`
    : `We've refunded ${amount} to your card: your order is refunded in full.`
}

/**
 * An order e-mail of `kind` for `page`, HTML and plain text from the same component. A refund e-mail
 * takes its figures; its Message-ID names the total refunded so far, so each refund is a message of
 * its own.
 */
export async function orderEmail(
  kind: OrderEmailKind,
  to: string,
  page: OrderPageData,
  appUrl: string,
  refund: RefundFigures | null = null,
): Promise<EmailMessage> {
  const host = new URL(appUrl).hostname || 'shirtsmith.local'
  const figures = kind === 'refund' ? refund : null
  const { html, text } = await renderEmail(
    <OrderEmail
      heading={HEADINGS[kind]}
      intro={intro(kind, figures)}
      orderUrl={`${appUrl}${orderPath(page.order.orderId)}`}
      appUrl={appUrl}
      page={page}
      tracking={kind === 'shipped' && typeof page.order.trackingInfo !== 'string' ? page.order.trackingInfo : null}
      refund={figures}
    />,
  )
  const short = page.order.orderId.slice(0, 8)
  const subjects: Record<OrderEmailKind, string> = {
    receipt: `Your ${STORE_NAME} order ${short}: receipt`,
    shipped: `Your ${STORE_NAME} order ${short} has shipped`,
    refund: `Your ${STORE_NAME} order ${short}: ${formatPrice(figures?.refundedCents ?? 0)} refunded`,
  }
  const messageKind = figures ? `refund-${figures.totalRefundedCents}` : kind
  return {
    to,
    subject: subjects[kind],
    text,
    html,
    messageId: `<order-${page.order.orderId}-${messageKind}@${host}>`,
  }
}
