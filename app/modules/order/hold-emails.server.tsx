import { HOLD_ADVICE, holdSentence } from '~/modules/operator-alert/index.ts'
import { listRecentOpenHolds } from '~/modules/operator-alert/index.server.ts'
import type { EmailMessage, EmailService } from '~/services/email/email.ts'
import type { DB } from '~/lib/db.server.ts'
import { sendEmailOnce } from './email-claims.server.ts'
import { HoldEmail } from './emails/hold-email.tsx'
import { renderEmail } from './emails/render-email.ts'

// The operator's e-mail about an order the print provider holds (ADR 163), sent by the order e-mail
// sweep: each hold is claimed as the order's e-mail "hold:<alert id>" before its send, so it goes out
// once whatever number of processes sweep.

/** Holds raised this recently are mailed; an older one is on the console already. */
const HOLD_EMAIL_WINDOW_DAYS = 2

/** The e-mail: what the provider reported, what to do, and the order's page in the console. */
export async function holdMessage(
  to: string,
  hold: { alertId: number; orderPublicId: string; providerStatus: string },
  appUrl: string,
): Promise<EmailMessage> {
  const link = `${appUrl}/admin/orders/${encodeURIComponent(hold.orderPublicId)}`
  const sentence = holdSentence(hold.orderPublicId, hold.providerStatus)
  const { html, text } = await renderEmail(<HoldEmail sentence={sentence} advice={HOLD_ADVICE} link={link} appUrl={appUrl} />)
  return {
    to,
    subject: `Order ${hold.orderPublicId.slice(0, 8)} is held at Printify (${hold.providerStatus})`,
    text,
    html,
    messageId: `<hold-${hold.alertId}-${hold.orderPublicId}@${new URL(appUrl).hostname}>`,
  }
}

/**
 * Mails `recipients` (the operators) about each recent open hold not mailed yet; returns how many were
 * sent here. A failed send is tried again at the next sweep with the same Message-ID.
 */
export async function sendDueHoldEmails(
  db: DB,
  email: EmailService,
  appUrl: string,
  recipients: readonly string[],
  onError: (orderId: number, error: unknown) => void,
): Promise<number> {
  if (recipients.length === 0) return 0
  const holds = await listRecentOpenHolds(db, HOLD_EMAIL_WINDOW_DAYS)
  let sent = 0
  for (const hold of holds) {
    if (hold.order_id === null) continue
    const message = await holdMessage(
      recipients.join(', '),
      { alertId: hold.id, orderPublicId: hold.public_id, providerStatus: hold.provider_status },
      appUrl,
    )
    try {
      if (await sendEmailOnce(db, email, hold.order_id, `hold:${hold.id}`, message)) sent++
    } catch (error) {
      onError(hold.order_id, error)
    }
  }
  return sent
}
