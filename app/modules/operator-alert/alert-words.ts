// What each alert says to the operator, in the console and in the e-mail (pure, browser-safe).

/** Printify's hold statuses in words, from its help centre's "What does the status of my order mean?". */
const HOLD_WORDS: Record<string, string> = {
  'on-hold': 'is on hold again after it was sent to production (Printify: "On hold: Action required")',
  'payment-not-received': 'is on hold: Printify has not received the payment for it ("Payment not received")',
  'has-issues': 'has issues at the print provider ("Has issues")',
}

/** "Printify: order ABC has issues at the print provider ("Has issues")". */
export function holdSentence(orderPublicId: string, providerStatus: string): string {
  const words = HOLD_WORDS[providerStatus] ?? `is held by the print provider (${providerStatus})`
  return `Order ${orderPublicId} ${words}.`
}

/** What the operator can do about a hold. */
export const HOLD_ADVICE =
  'Open the order in Printify and follow its directions, then Retry here to send it to production again; or Cancel here to cancel it at Printify and refund the shopper.'

/** Stripe's refund statuses that need a person, in words (docs.stripe.com/api/refunds/object). */
const REFUND_WORDS: Record<string, string> = {
  failed: 'failed: the shopper did not get the money back, and it returned to the Stripe balance',
  canceled: 'was canceled: the shopper did not get the money back',
  requires_action: 'needs the customer to act before Stripe can send it',
}

/** "Refund re_123 of $5.00 failed (expired_or_canceled_card): …". */
export function refundProblemSentence(refund: {
  refundId?: string
  status: string
  amount?: string
  failureReason?: string | null
}): string {
  const words = REFUND_WORDS[refund.status] ?? `is ${refund.status}`
  const reason = refund.failureReason ? ` (${refund.failureReason})` : ''
  return `Refund ${refund.refundId ?? ''}${refund.amount ? ` of ${refund.amount}` : ''} ${words}${reason}.`.replace(/\s+/g, ' ')
}

/** What the operator can do about a refund that did not reach the shopper. */
export const REFUND_ADVICE = 'Refund the shopper another way (or ask them for new card details), then dismiss this alert.'

/** An open alert as the console lists it. */
export interface AlertView {
  id: number
  kind: 'fulfilment_hold' | 'refund_problem'
  title: string
  sentence: string
  advice: string
  orderPublicId: string | null
  at: string
}

/** The console's words for an alert (the store's currency is dollars; Stripe's amounts are cents). */
export function describeAlert(alert: {
  id: number
  kind: 'fulfilment_hold' | 'refund_problem'
  orderPublicId: string | null
  providerStatus: string
  detail: { refundId?: string; amountCents?: number; failureReason?: string | null } | null
  createdAt: Date | string
}): AlertView {
  const at = new Date(alert.createdAt).toISOString()
  if (alert.kind === 'fulfilment_hold') {
    return {
      id: alert.id,
      kind: alert.kind,
      title: 'Held at the printer',
      sentence: holdSentence(alert.orderPublicId ?? '?', alert.providerStatus),
      advice: HOLD_ADVICE,
      orderPublicId: alert.orderPublicId,
      at,
    }
  }
  const amount = alert.detail?.amountCents !== undefined ? `$${(alert.detail.amountCents / 100).toFixed(2)}` : undefined
  return {
    id: alert.id,
    kind: alert.kind,
    title: alert.providerStatus === 'requires_action' ? 'Refund waiting for the customer' : 'Refund did not go through',
    sentence: refundProblemSentence({
      refundId: alert.detail?.refundId,
      status: alert.providerStatus,
      amount,
      failureReason: alert.detail?.failureReason,
    }),
    advice: REFUND_ADVICE,
    orderPublicId: alert.orderPublicId,
    at,
  }
}
