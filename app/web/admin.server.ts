import { findAccountIdentity } from '~/modules/account/index.server.ts'
import type { Operator } from '~/modules/audit/index.server.ts'
import type { DbAndConfig } from './load-context.ts'
import { getSession, signedInUserId } from './session.server.ts'

// The operator's console gate (ADR 127). Operators are named in configuration: ADMIN_SUBJECTS lists
// `sub` claims of the configured OpenID Connect issuer, ADMIN_EMAILS e-mail addresses. Anyone else,
// signed in or not, gets the same 404 as an address that does not exist, so the console does not
// announce itself. Only the browser session counts: an API token never opens the console.

function list(value: string) {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
}

/** Whether a stored account (its `issuer|sub` subject and e-mail) is named as an operator. */
export function isOperatorIdentity(
  account: { subject: string; email: string | null; blocked_at: Date | null; deleted_at: Date | null },
  settings: { subjects: string; emails: string; issuer: string },
): boolean {
  if (account.blocked_at || account.deleted_at) return false
  const issuer = settings.issuer.replace(/\/$/, '')
  const separator = account.subject.lastIndexOf('|')
  const accountIssuer = separator >= 0 ? account.subject.slice(0, separator).replace(/\/$/, '') : ''
  const sub = separator >= 0 ? account.subject.slice(separator + 1) : account.subject
  // A subject counts only from the configured issuer: another provider's user with the same `sub` is someone else.
  if (accountIssuer === issuer && list(settings.subjects).includes(sub)) return true
  const email = account.email?.trim().toLowerCase()
  return (
    Boolean(email) &&
    list(settings.emails)
      .map((e) => e.toLowerCase())
      .includes(email!)
  )
}

/** The signed-in operator, or null (not signed in, or not an operator). */
export async function findOperator(services: DbAndConfig, request: Request): Promise<Operator | null> {
  const userId = await signedInUserId(services, await getSession(services, request))
  if (!userId) return null
  const account = await findAccountIdentity(services.db, userId)
  if (!account) return null
  const { config } = services
  const operator = isOperatorIdentity(account, {
    subjects: config.ADMIN_SUBJECTS,
    emails: config.ADMIN_EMAILS,
    issuer: config.oidc.issuer,
  })
  return operator ? { id: account.id, username: account.username } : null
}

/** The signed-in operator; anyone else gets a thrown 404, the answer for an address that does not exist. */
export async function requireOperator(services: DbAndConfig, request: Request): Promise<Operator> {
  const operator = await findOperator(services, request)
  if (!operator) throw new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } })
  return operator
}
