import { listRecentOpenHolds } from '~/modules/operator-alert/index.server.ts'
import type { EmailMessage, EmailService } from '~/services/email/email.ts'
import type { DB } from '~/lib/db.server.ts'
import { sendEmailOnce } from './email-claims.server.ts'
import { DelayedEmail } from './emails/delayed-email.tsx'
import { STORE_NAME } from './emails/email-layout.tsx'
import { renderEmail } from './emails/render-email.ts'
import { orderPath } from './order.ts'

// The shopper's e-mail about a delayed order (ADR 168), sent by the order e-mail sweep: one per hold
// at the print provider, claimed as the order's e-mail "delayed:<alert id>" before its send, so it
// goes out once whatever number of processes sweep. A hold stays one alert however its status
// changes while it is open, so a shopper is told once per delay; an order held again after the
// printer moved it on is a new hold and a new e-mail. A hold that closed before any sweep reached it
// is not mailed: the order is no longer delayed.

/** Holds raised this recently are mailed (as the operator's e-mail, ADR 163). */
const DELAYED_EMAIL_WINDOW_DAYS = 2

/** "Your order is delayed": what happens next and the order link; its Message-ID names the hold. */
export async function delayedMessage(
  to: string,
  hold: { alertId: number; orderPublicId: string },
  appUrl: string,
): Promise<EmailMessage> {
  const host = new URL(appUrl).hostname || 'shirtsmith.local'
  const { html, text } = await renderEmail(
    <DelayedEmail orderId={hold.orderPublicId} orderUrl={`${appUrl}${orderPath(hold.orderPublicId)}`} appUrl={appUrl} />,
  )
  return {
    to,
    subject: `Your ${STORE_NAME} order ${hold.orderPublicId.slice(0, 8)} is delayed`,
    text,
    html,
    messageId: `<order-${hold.orderPublicId}-delayed-${hold.alertId}@${host}>`,
  }
}

/**
 * Mails the shopper of each order held at the print provider whose hold (recent and still open) was
 * not mailed yet; returns how many were sent here. A failed send is tried again at the next sweep
 * with the same Message-ID.
 */
export async function sendDueDelayedEmails(
  db: DB,
  email: EmailService,
  appUrl: string,
  onError: (orderId: number, error: unknown) => void,
): Promise<number> {
  const holds = await listRecentOpenHolds(db, DELAYED_EMAIL_WINDOW_DAYS, { emailKind: 'delayed' })
  let sent = 0
  for (const hold of holds) {
    if (hold.order_id === null || !hold.email) continue
    const message = await delayedMessage(hold.email, { alertId: hold.id, orderPublicId: hold.public_id }, appUrl)
    try {
      if (await sendEmailOnce(db, email, hold.order_id, `delayed:${hold.id}`, message)) sent++
    } catch (error) {
      onError(hold.order_id, error)
    }
  }
  return sent
}
