import { sql, type ExpressionBuilder } from 'kysely'
import type { Database } from '#db/schema.ts'
import type { EmailMessage, EmailService } from '~/services/email/email.ts'
import type { DB } from '~/lib/db.server.ts'

// Each order e-mail goes out once, whatever number of processes run the sweeps: a process claims
// the (order, kind) row before it sends (an insert that does nothing when the row exists), so of
// two sweeps that picked the same order at the same moment one sends and the other moves on. The
// claim holds a lease: a process that died between its claim and its send leaves a claim another
// process retakes once the lease has run out; the retry sends the Message-ID stored on the claim,
// so a receiving server can tell it from a second message.

/** How long a claim keeps others off: one send, bounded by the SMTP timeouts, with room to spare. */
export const EMAIL_CLAIM_LEASE_SECONDS = 120

interface EmailClaim {
  orderId: number
  kind: string
  messageId: string
  /** The take of the claim this process holds; only that take may mark it sent or release it. */
  attempt: number
}

/**
 * For a sweep's select: true when the order's e-mail of `kind` needs no send now, because it was
 * sent or a live claim is sending it. `kind` is a string or an SQL expression of the order's row.
 */
export function emailClaimed(kind: string | ReturnType<typeof sql<string>>) {
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.exists(
      eb
        .selectFrom('email_claims as c')
        .select(sql`1`.as('one'))
        .whereRef('c.order_id', '=', 'orders.id')
        .where('c.kind', '=', kind)
        .where((w) => w.or([w('c.sent_at', 'is not', null), w('c.leased_until', '>', sql<Date>`now()`)])),
    )
}

/**
 * Claims the e-mail of `kind` for the order: the new claim (keeping `messageId`), a claim whose
 * holder's lease ran out without a send (keeping its own Message-ID), or null when it was sent or
 * another process holds it.
 */
async function claimEmail(
  db: DB,
  orderId: number,
  kind: string,
  messageId: string,
  leaseSeconds = EMAIL_CLAIM_LEASE_SECONDS,
): Promise<EmailClaim | null> {
  const leasedUntil = sql<Date>`now() + make_interval(secs => ${leaseSeconds})`
  const inserted = await db
    .insertInto('email_claims')
    .values({ order_id: orderId, kind, message_id: messageId, leased_until: leasedUntil })
    .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
    .returning(['message_id', 'attempts'])
    .executeTakeFirst()
  const claim =
    inserted ??
    (await db
      .updateTable('email_claims')
      .set({ attempts: sql`attempts + 1`, leased_until: leasedUntil })
      .where('order_id', '=', orderId)
      .where('kind', '=', kind)
      .where('sent_at', 'is', null)
      .where('leased_until', '<=', sql<Date>`now()`)
      .returning(['message_id', 'attempts'])
      .executeTakeFirst())
  return claim ? { orderId, kind, messageId: claim.message_id, attempt: claim.attempts } : null
}

/** Records the send; false when the claim was retaken meanwhile (this process's lease ran out). */
async function markEmailSent(db: DB, claim: EmailClaim): Promise<boolean> {
  const row = await db
    .updateTable('email_claims')
    .set({ sent_at: sql`now()` })
    .where('order_id', '=', claim.orderId)
    .where('kind', '=', claim.kind)
    .where('attempts', '=', claim.attempt)
    .where('sent_at', 'is', null)
    .returning('order_id')
    .executeTakeFirst()
  return Boolean(row)
}

/** A failed send gives the claim back at once: the next sweep tries again, with the same Message-ID. */
async function releaseEmail(db: DB, claim: EmailClaim) {
  await db
    .updateTable('email_claims')
    .set({ leased_until: sql`now()` })
    .where('order_id', '=', claim.orderId)
    .where('kind', '=', claim.kind)
    .where('attempts', '=', claim.attempt)
    .where('sent_at', 'is', null)
    .execute()
}

/**
 * Sends `message` as the order's e-mail of `kind` if this process wins its claim; true when it was
 * sent here. A failed send releases the claim and throws.
 */
export async function sendEmailOnce(
  db: DB,
  email: EmailService,
  orderId: number,
  kind: string,
  message: EmailMessage,
  leaseSeconds = EMAIL_CLAIM_LEASE_SECONDS,
): Promise<boolean> {
  const claim = await claimEmail(db, orderId, kind, message.messageId, leaseSeconds)
  if (!claim) return false
  try {
    await email.send({ ...message, messageId: claim.messageId })
  } catch (error) {
    await releaseEmail(db, claim)
    throw error
  }
  return markEmailSent(db, claim)
}
