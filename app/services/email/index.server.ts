import path from 'node:path'
import { getConfig } from '~/lib/config.server.ts'
import { allowsStandIns, isLiveStripeKey } from '~/lib/service-modes.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import type { EmailService } from './email.ts'
import { OfflineEmail } from './offline.server.ts'
import { SmtpEmail } from './smtp.server.ts'

export type { EmailService } from './email.ts'

/** Where the offline mailbox keeps its .eml files. */
export function mailboxDir(): string {
  return path.resolve(getConfig().DATA_DIR, 'mailbox')
}

/** SMTP when SMTP_URL is set, otherwise the offline mailbox (test mode). */
export function getEmailService(): EmailService {
  // One per process, shared by the server, the Remix build and the worker (each holds its own copy of
  // this module); routes get it from the request context (app/server/load-context.server.ts), never here.
  return singleton('email-service', () => {
    const config = getConfig()
    return config.SMTP_URL ? new SmtpEmail(config.SMTP_URL, config.MAIL_FROM) : new OfflineEmail(mailboxDir(), config.MAIL_FROM)
  })
}

/**
 * The offline mailbox's folder for its page, or null when the page must not exist: outside a trial
 * (production without TRIAL_MODE=on), when e-mail really goes out (SMTP_URL), or when payments are
 * live, since the messages would then be real customers' names, addresses and order links.
 */
export function offlineMailboxDir(): string | null {
  const config = getConfig()
  if (!allowsStandIns(config) || config.SMTP_URL || isLiveStripeKey(config.STRIPE_SECRET_KEY)) return null
  return mailboxDir()
}
