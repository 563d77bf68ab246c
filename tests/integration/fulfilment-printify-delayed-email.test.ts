import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { sendDueOrderEmails } from '~/modules/order/index.server.ts'
import type { EmailMessage, EmailService } from '~/services/email/email.ts'
import { OfflineEmail } from '~/services/email/offline.server.ts'
import { TestClient } from '../support/client.ts'
import { seedPaidOrder, TEST_ADDRESS, type PrintifyOrderEvent } from '../support/fake-printify.ts'
import { findMessage, findMessages } from '../support/mailbox.ts'
import { signPrintifyPayload } from '../../app/services/fulfilment/webhook-signature.ts'
import {
  WEBHOOK_SECRET,
  app,
  designId,
  fulfilment,
  printify,
  printifyOrdersFor,
  useFulfilmentPrintifyApp,
} from './fulfilment-printify-support.ts'

// The shopper of an order Printify holds (ADR 168): one e-mail "Your order is delayed" per hold,
// sent by the order e-mail sweep once however many sweeps run side by side; none again while the
// same hold stays open, one more when the order is held again after Printify moved it on.

useFulfilmentPrintifyApp()

let mailboxes = 0

/** The offline mailbox, counting every send (a resend of one Message-ID would only overwrite its file). */
function countingMailbox() {
  const dir = path.join(app.dataDir, `delayed-${++mailboxes}`)
  const offline = new OfflineEmail(dir, 'ShirtSmith <orders@shirtsmith.test>')
  const sent: EmailMessage[] = []
  const email: EmailService = {
    name: 'offline',
    async send(message) {
      // Let the other sweeps run between each one's look at the database and its send.
      await new Promise((resolve) => setImmediate(resolve))
      await offline.send(message)
      sent.push(message)
    },
  }
  return { dir, email, sent }
}

/** One run of the order.receipts job's shopper e-mails; answers how many delay e-mails it sent. */
async function sweep(email: EmailService) {
  const sent = await sendDueOrderEmails(app.db, app.fulfilment, email, app.url, (kind, _id, error) => {
    throw new Error(`${kind} e-mail failed: ${String(error)}`)
  })
  return sent.delays
}

/** A paid order the outbox created at Printify and sent to production. */
async function sentToProduction() {
  const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
  await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
  const [remote] = printifyOrdersFor(seeded.publicId)
  expect(remote.status).toBe('sending-to-production')
  return { ...seeded, remote }
}

function postWebhook(event: PrintifyOrderEvent) {
  const raw = JSON.stringify(event)
  return new TestClient(app.url).request('/api/webhooks/printify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Pfy-Signature': signPrintifyPayload(raw, WEBHOOK_SECRET) },
    body: raw,
  })
}

/** The store polls Printify for the order now. */
async function poll(orderId: number) {
  await app.db
    .updateTable('orders')
    .set({ fulfilment_synced_at: sql<Date>`now() - interval '1 hour'` })
    .where('id', '=', orderId)
    .execute()
  await fulfilment.refreshOpenOrders(app.db, app.fulfilment)
}

const subjectOf = (publicId: string) => `Your ShirtSmith order ${publicId.slice(0, 8)} is delayed`

describe('the shopper of a delayed order', () => {
  it('is mailed once when Printify holds the order, by two sweeps side by side', async () => {
    const { publicId, remote } = await sentToProduction()
    expect((await (await postWebhook(printify.holdOrder(remote.id, 'has-issues'))).json()).outcome).toBe('applied')
    const { dir, email, sent } = countingMailbox()

    const [a, b] = await Promise.all([sweep(email), sweep(email)])
    expect(a + b).toBe(1)
    expect(await sweep(email)).toBe(0)

    const message = findMessage(dir, { to: TEST_ADDRESS.email, subject: subjectOf(publicId), orderId: publicId })
    const messageId = message.headers.get('message-id')!
    expect(messageId).toMatch(new RegExp(`^<order-${publicId}-delayed-\\d+@127\\.0\\.0\\.1>$`))
    expect(sent.filter((m) => m.messageId === messageId)).toHaveLength(1)
    const text = message.parts.get('text/plain')!
    expect(text).toContain('Your order is delayed')
    expect(text).toContain('The printer has paused your order to sort out a problem with it.')
    expect(text).toContain('we e-mail you the tracking link when they ship')
    expect(text).toContain('we cancel the order, refund what you paid and e-mail you')
    expect(text).toContain(`View your order: ${app.url}/orders/${publicId}`)
    expect(message.parts.get('text/html')).toContain(`href="${app.url}/orders/${publicId}"`)
  })

  it('is not mailed again while the hold lasts, and is mailed again when the order is held after Printify moved it on', async () => {
    const { id, publicId, remote } = await sentToProduction()
    const { dir, email } = countingMailbox()
    const mails = () => findMessages(dir, { subject: subjectOf(publicId), orderId: publicId })

    printify.holdOrder(remote.id, 'on-hold')
    await poll(id)
    expect(await sweep(email)).toBe(1)
    // The same hold, now for another reason: still one delay.
    printify.setOrderStatus(remote.id, 'payment-not-received')
    await poll(id)
    expect(await sweep(email)).toBe(0)
    expect(mails()).toHaveLength(1)

    // Printify moved it on, then held it again: a second delay, a second e-mail.
    printify.setOrderStatus(remote.id, 'in-production')
    await poll(id)
    expect(await sweep(email)).toBe(0)
    printify.holdOrder(remote.id, 'has-issues')
    await poll(id)
    expect(await sweep(email)).toBe(1)
    const ids = mails().map((m) => m.headers.get('message-id'))
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
  })

  it('is not mailed for a hold that ended before any sweep reached it', async () => {
    const { id, publicId, remote } = await sentToProduction()
    printify.holdOrder(remote.id, 'has-issues')
    await poll(id)
    printify.fixHold(remote.id)
    printify.setOrderStatus(remote.id, 'in-production')
    await poll(id)
    const { dir, email } = countingMailbox()
    expect(await sweep(email)).toBe(0)
    expect(findMessages(dir, { subject: subjectOf(publicId), orderId: publicId })).toEqual([])
  })
})
