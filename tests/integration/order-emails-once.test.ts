import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { sendDueReceipts, sendDueRefundEmails, sendDueShippedEmails } from '~/modules/order/index.server.ts'
import type { EmailMessage, EmailService } from '~/services/email/email.ts'
import { OfflineEmail } from '~/services/email/offline.server.ts'
import { findMessage, findMessages } from '../support/mailbox.ts'
import { app, seedOrder, signedIn, useAdminConsoleApp } from './admin-console-support.ts'

// Every order e-mail goes out once, however many sweeps run at the same moment (a kick's run beside
// the minute clock's, in one process or several): each is claimed before its send. A claim left by
// a sweep that died is taken again after its lease, and the retry keeps the first Message-ID.
// Refunds, full and partial, each send the shopper one e-mail.

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
    (await sendDueReceipts(app.db, app.fulfilment, email, app.url, onError)) +
    (await sendDueShippedEmails(app.db, app.fulfilment, email, app.url, onError)) +
    (await sendDueRefundEmails(app.db, app.fulfilment, email, app.url, onError))
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

describe('refund e-mails', () => {
  it('a partial refund, then the rest: one e-mail each, with the amount refunded, what remains and the order link', async () => {
    await settleEarlierOrders()
    const order = await seedOrder('refunded@example.com', 2898)
    const { dir, email, sent } = countingMailbox()
    expect((await sweep(email)).sent).toBe(1)
    const { client } = await signedIn('olive-operator')
    const page = `/admin/orders/${order.publicId}`
    const partial = await client.form(
      page,
      { intent: 'refund', amount: '5.00', refundKey: '44444444-4444-4444-8444-444444444444', confirm: 'yes' },
      true,
    )
    expect(await partial.text()).toContain('Refunded $5.00')

    const [a, b] = await Promise.all([sweep(email), sweep(email)])
    expect(a.errors.concat(b.errors)).toEqual([])
    expect(a.sent + b.sent).toBe(1)
    const first = findMessage(dir, { messageId: `<order-${order.publicId}-refund-500@127.0.0.1>` })
    expect(first.headers.get('to')).toBe('refunded@example.com')
    expect(first.headers.get('subject')).toBe(`Your ShirtSmith order ${order.publicId.slice(0, 8)}: $5.00 refunded`)
    const text = first.parts.get('text/plain')!
    expect(text).toContain("We've refunded $5.00 to your card. The rest of your order stands.")
    expect(text).toContain('Refunded now: $5.00')
    expect(text).toContain('What remains paid: $23.98')
    expect(text).not.toContain('Refunded in all')
    expect(text).toContain(`View your order: ${app.url}/orders/${order.publicId}`)
    const html = first.parts.get('text/html')!
    expect(html).toContain('Your refund is on its way')
    expect(html).toContain(`href="${app.url}/orders/${order.publicId}"`)
    expect(html).toMatch(/data-refund="What remains paid">\$23\.98</)
    expect((await sweep(email)).sent).toBe(0)

    const rest = await client.form(
      page,
      { intent: 'refund', amount: '', refundKey: '55555555-5555-4555-8555-555555555555', confirm: 'yes' },
      true,
    )
    expect(await rest.text()).toContain('Refunded $23.98')
    const [c, d] = await Promise.all([sweep(email), sweep(email)])
    expect(c.sent + d.sent).toBe(1)
    const full = findMessage(dir, { messageId: `<order-${order.publicId}-refund-2898@127.0.0.1>` })
    expect(full.headers.get('subject')).toBe(`Your ShirtSmith order ${order.publicId.slice(0, 8)}: $23.98 refunded`)
    const fullText = full.parts.get('text/plain')!
    expect(fullText).toContain("We've refunded $23.98 to your card: your order is refunded in full.")
    expect(fullText).toContain('Refunded now: $23.98')
    expect(fullText).toContain('Refunded in all: $28.98')
    expect(fullText).toContain('What remains paid: $0.00')
    expect(fullText).toContain(`View your order: ${app.url}/orders/${order.publicId}`)

    expect((await sweep(email)).sent).toBe(0)
    expect(sent.map((m) => m.subject)).toEqual([
      `Your ShirtSmith order ${order.publicId.slice(0, 8)}: receipt`,
      `Your ShirtSmith order ${order.publicId.slice(0, 8)}: $5.00 refunded`,
      `Your ShirtSmith order ${order.publicId.slice(0, 8)}: $23.98 refunded`,
    ])
  })

  it('a full refund at once: one e-mail for the whole amount', async () => {
    await settleEarlierOrders()
    const order = await seedOrder('full-refund@example.com', 2898)
    const { client } = await signedIn('olive-operator')
    const refunded = await client.form(
      `/admin/orders/${order.publicId}`,
      { intent: 'refund', amount: '', refundKey: '66666666-6666-4666-8666-666666666666', confirm: 'yes' },
      true,
    )
    expect(await refunded.text()).toContain('Refunded $28.98')
    const { dir, email } = countingMailbox()
    const [a, b] = await Promise.all([sweep(email), sweep(email)])
    expect(a.sent + b.sent).toBe(2) // the receipt and the refund
    const message = findMessage(dir, { messageId: `<order-${order.publicId}-refund-2898@127.0.0.1>` })
    const text = message.parts.get('text/plain')!
    expect(text).toContain("We've refunded $28.98 to your card: your order is refunded in full.")
    expect(text).toContain('Refunded now: $28.98')
    expect(text).toContain('What remains paid: $0.00')
    expect(text).toContain(`View your order: ${app.url}/orders/${order.publicId}`)
  })
})
