// The e-mail adapter's contract (ADR 026): the store hands over a finished message; an adapter
// delivers it (SMTP) or keeps it where a person can read it (the offline mailbox).

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html: string
  /**
   * A stable Message-ID (`<...@domain>`), the same for every attempt to send one message, so a
   * receiving server or a person can tell a resend from a second e-mail.
   */
  messageId: string
}

export interface EmailService {
  readonly name: 'smtp' | 'offline'
  send(message: EmailMessage): Promise<void>
}

/** Outside calls end: an SMTP server that stops answering fails the send after this long. */
export const SMTP_TIMEOUT_MS = 15_000
