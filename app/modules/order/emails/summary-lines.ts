import { formatPrice } from '~/modules/pricing/index.ts'
import type { DisplayedOrder } from '../order.ts'

// The figures an order e-mail lists, one label and one amount a line. Each table of figures is a list
// of these, so a new line (a tax, a fee) is one more entry here, and both the HTML and the plain text
// show it.

export interface SummaryLine {
  label: string
  value: string
  /** The line the eye should land on (the total charged, the amount refunded now). */
  strong?: boolean
}

/** A refund e-mail's figures, in cents: this refund, all refunds so far, and what stays paid. */
export interface RefundFigures {
  refundedCents: number
  totalRefundedCents: number
  remainingCents: number
}

const minus = (amount: string) => `-${amount}`

/** The totals as charged: subtotal, discounts, shipping, tax, the total and any refund so far. */
export function totalLines(totals: DisplayedOrder['totals']): SummaryLine[] {
  const discounts: SummaryLine[] = totals.discountCode
    ? [
        { label: 'Quantity discount', value: minus(totals.quantityDiscount ?? '$0.00') },
        { label: `Code ${totals.discountCode}`, value: minus(totals.codeDiscount ?? '$0.00') },
      ]
    : [{ label: 'Discount', value: totals.discount === '$0.00' ? '$0.00' : minus(totals.discount) }]
  return [
    { label: 'Subtotal', value: totals.subtotal },
    ...discounts,
    { label: 'Shipping', value: totals.shipping },
    { label: totals.taxLabel, value: totals.tax },
    { label: 'Total charged', value: totals.total, strong: true },
    ...(totals.refunded ? [{ label: 'Refunded', value: minus(totals.refunded) }] : []),
  ]
}

/** A refund's lines: the amount refunded now, all refunds when there were others before, what remains. */
export function refundLines(refund: RefundFigures): SummaryLine[] {
  return [
    { label: 'Refunded now', value: formatPrice(refund.refundedCents), strong: true },
    ...(refund.totalRefundedCents !== refund.refundedCents
      ? [{ label: 'Refunded in all', value: formatPrice(refund.totalRefundedCents) }]
      : []),
    { label: 'What remains paid', value: formatPrice(refund.remainingCents) },
  ]
}
