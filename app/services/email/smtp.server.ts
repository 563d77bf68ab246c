import nodemailer from 'nodemailer'
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js'
import { SMTP_TIMEOUT_MS, type EmailMessage, type EmailService } from './email.ts'

/** Sends through any SMTP server given as a URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpEmail implements EmailService {
  readonly name = 'smtp' as const
  private readonly transport: nodemailer.Transporter

  constructor(
    url: string,
    private readonly from: string,
    timeoutMs = SMTP_TIMEOUT_MS,
  ) {
    // The transport itself merges the URL with the timeouts (createTransport would drop them).
    this.transport = nodemailer.createTransport(
      new SMTPTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }),
    )
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
    })
  }

  close() {
    this.transport.close()
  }
}
