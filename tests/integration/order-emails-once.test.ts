import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { sendDueReceipts, sendDueShippedEmails } from '~/modules/order/index.server.ts'
import type { EmailMessage, EmailService } from '~/services/email/email.ts'
import { OfflineEmail } from '~/services/email/offline.server.ts'
import { findMessages } from '../support/mailbox.ts'
import { app, seedOrder, useAdminConsoleApp } from './admin-console-support.ts'

// Every order e-mail goes out once, however many sweeps run at the same moment (a kick's run beside
// the minute clock's, in one process or several): each is claimed before its send. A claim left by
// a sweep that died is taken again after its lease, and the retry keeps the first Message-ID.

useAdminConsoleApp()

let mailboxes = 0

/** The offline mailbox, counting every send (a resend of one Message-ID would only overwrite its file). */
function countingMailbox() {
  const dir = path.join(app.dataDir, `once-${++mailboxes}`)
  const offline = new OfflineEmail(dir, 'ShirtSmith <orders@shirtsmith.test>')
  const sent: EmailMessage[] = []
  let failNext = 0
  const email: EmailService = {
    name: 'offline',
    async send(message) {
      // Let the other sweeps run between each one's look at the database and its send.
      await new Promise((resolve) => setImmediate(resolve))
      if (failNext > 0) {
        failNext--
        throw new Error('SMTP server unavailable')
      }
      await offline.send(message)
      sent.push(message)
    },
  }
  return { dir, email, sent, failOnce: () => (failNext = 1) }
}

/** One run of the order.receipts job's sweeps. */
async function sweep(email: EmailService) {
  const errors: unknown[] = []
  const onError = (_id: number, e: unknown) => errors.push(e)
  const sent =
    (await sendDueReceipts(app.db, email, app.url, onError)) + (await sendDueShippedEmails(app.db, email, app.url, onError))
  return { sent, errors }
}

/** How many times each Message-ID was sent. */
function countsOf(sent: EmailMessage[]) {
  const counts = new Map<string, number>()
  for (const m of sent) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1)
  return counts
}

async function ship(orderId: number) {
  const tracking = { carrier: 'USPS', number: `9400${orderId}`, url: null }
  await app.db
    .updateTable('orders')
    .set({ status: 'shipped', tracking: JSON.stringify(tracking) })
    .where('id', '=', orderId)
    .execute()
  await app.db
    .insertInto('order_events')
    .values({ order_id: orderId, kind: 'shipped', detail: JSON.stringify(tracking) })
    .execute()
}

/** Orders made earlier in this file are done with: their e-mails are not this test's business. */
async function settleEarlierOrders() {
  await app.db
    .updateTable('orders')
    .set({ receipt_sent_at: sql`now()`, shipped_email_sent_at: sql`now()` })
    .execute()
}

describe('order e-mails, once each', () => {
  it('three sweeps side by side send each receipt and each shipped e-mail exactly once', async () => {
    await settleEarlierOrders()
    const orders = await Promise.all([1, 2, 3, 4].map((i) => seedOrder(`once-${i}@example.com`)))
    await ship(orders[0]!.id)
    await ship(orders[2]!.id)
    const { email, sent, dir } = countingMailbox()

    const runs = await Promise.all([sweep(email), sweep(email), sweep(email)])
    const expected = [
      ...orders.map((o) => `<order-${o.publicId}-receipt@127.0.0.1>`),
      `<order-${orders[0]!.publicId}-shipped@127.0.0.1>`,
      `<order-${orders[2]!.publicId}-shipped@127.0.0.1>`,
    ]
    expect(Object.fromEntries(countsOf(sent))).toEqual(Object.fromEntries(expected.map((id) => [id, 1])))
    expect(runs.flatMap((r) => r.errors)).toEqual([])
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(6)
    for (const o of orders)
      expect(findMessages(dir, { orderId: o.publicId })).toHaveLength(o === orders[0] || o === orders[2] ? 2 : 1)

    // Later runs find nothing left to send.
    expect((await sweep(email)).sent).toBe(0)
    expect(sent).toHaveLength(6)
    const claims = await app.db
      .selectFrom('email_claims')
      .select(['kind', 'sent_at', 'attempts'])
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .execute()
    expect(claims).toHaveLength(6)
    expect(claims.every((c) => c.sent_at !== null && c.attempts === 1)).toBe(true)
  })

  it('a claim whose sweep died is left alone during its lease, then retaken with its Message-ID', async () => {
    await settleEarlierOrders()
    const order = await seedOrder('crashed@example.com')
    const firstId = `<order-${order.publicId}-receipt@crashed-instance.example>`
    // A sweep claimed the receipt and died before sending it.
    await app.db
      .insertInto('email_claims')
      .values({ order_id: order.id, kind: 'receipt', message_id: firstId, leased_until: sql<Date>`now() + interval '1 hour'` })
      .execute()
    const { email, sent } = countingMailbox()
    expect((await sweep(email)).sent).toBe(0)
    expect(sent).toEqual([])

    await app.db
      .updateTable('email_claims')
      .set({ leased_until: sql<Date>`now() - interval '1 second'` })
      .where('order_id', '=', order.id)
      .execute()
    const [a, b] = await Promise.all([sweep(email), sweep(email)])
    expect(a.sent + b.sent).toBe(1)
    expect(sent.map((m) => m.messageId)).toEqual([firstId])
    const claim = await app.db
      .selectFrom('email_claims')
      .select(['attempts', 'sent_at'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(claim.attempts).toBe(2)
    expect(claim.sent_at).not.toBeNull()
  })

  it('a failed send is tried again by the next run, with the same Message-ID', async () => {
    await settleEarlierOrders()
    const order = await seedOrder('retry@example.com')
    const mailbox = countingMailbox()
    mailbox.failOnce()
    const failed = await sweep(mailbox.email)
    expect(failed.sent).toBe(0)
    expect(failed.errors).toHaveLength(1)
    const retried = await sweep(mailbox.email)
    expect(retried).toEqual({ sent: 1, errors: [] })
    expect(mailbox.sent.map((m) => m.messageId)).toEqual([`<order-${order.publicId}-receipt@127.0.0.1>`])
  })
})
