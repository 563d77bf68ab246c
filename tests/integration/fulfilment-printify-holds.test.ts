import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { sendDueHoldEmails } from '~/modules/order/index.server.ts'
import { OfflineEmail } from '~/services/email/offline.server.ts'
import { TestClient } from '../support/client.ts'
import { seedPaidOrder, type PrintifyOrderEvent } from '../support/fake-printify.ts'
import { findMessage } from '../support/mailbox.ts'
import { signPrintifyPayload } from '../../app/services/fulfilment/webhook-signature.ts'
import {
  WEBHOOK_SECRET,
  app,
  designId,
  fulfilment,
  order,
  printify,
  printifyOrdersFor,
  useFulfilmentPrintifyApp,
} from './fulfilment-printify-support.ts'

// Orders Printify holds after the store sent them to production (ADR 163): "On hold: Action
// required", "Payment not received", "Has issues". Each hold raises one operator alert (console and
// e-mail, once), the shopper sees "Delayed", and the operator's Retry and Cancel are plain forms.

useFulfilmentPrintifyApp({ ADMIN_SUBJECTS: 'olive-holds' })

const mailDir = mkdtempSync(path.join(tmpdir(), 'holds-mail-'))
afterAll(() => rmSync(mailDir, { recursive: true, force: true }))

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

const holdsOf = (orderId: number) =>
  app.db
    .selectFrom('operator_alerts')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', 'fulfilment_hold')
    .orderBy('id')
    .execute()

async function operator() {
  const client = new TestClient(app.url)
  await client.signIn('olive-holds')
  return client
}

describe('orders Printify holds', () => {
  it('alerts once for a hold however often Printify reports it, marks the order delayed, and mails the operator once', async () => {
    const { id, publicId, remote } = await sentToProduction()
    const event = printify.holdOrder(remote.id, 'has-issues')
    expect((await (await postWebhook(event)).json()).outcome).toBe('applied')
    expect((await (await postWebhook(event)).json()).outcome).toBe('duplicate')
    // Another delivery with the same news (a new event id), and a poll, raise nothing more.
    expect((await (await postWebhook({ ...event, id: `${event.id}-again` })).json()).outcome).toBe('applied')
    await app.db
      .updateTable('orders')
      .set({ fulfilment_synced_at: sql<Date>`now() - interval '1 hour'` })
      .where('id', '=', id)
      .execute()
    await fulfilment.refreshOpenOrders(app.db, app.fulfilment)

    const holds = await holdsOf(id)
    expect(holds).toHaveLength(1)
    expect(holds[0]).toMatchObject({ provider_status: 'has-issues', resolved_at: null })
    expect((await order(id)).fulfilment_status).toBe('has-issues')

    // The shopper reads "Delayed" and why, without JavaScript (the server's page).
    const page = await (await new TestClient(app.url).get(`/orders/${publicId}`)).text()
    expect(page).toContain('>Delayed<')
    expect(page).toContain('The printer has paused your order to sort out a problem.')
    expect(page).toContain('Delayed at the printer')

    // The console shows the alert.
    const overview = await (await (await operator()).get('/admin')).text()
    expect(overview).toContain(`Order ${publicId} has issues at the print provider`)

    // Two sweeps at once (two processes) send one e-mail.
    const email = new OfflineEmail(mailDir, 'ShirtSmith <orders@shirtsmith.test>')
    const sweep = () =>
      sendDueHoldEmails(app.db, email, app.url, ['ops@example.com'], (_, error) => {
        throw error
      })
    const [a, b] = await Promise.all([sweep(), sweep()])
    expect(a + b).toBe(1)
    expect(await sweep()).toBe(0)
    const messageId = `<hold-${holds[0].id}-${publicId}@127.0.0.1>`
    const { headers } = findMessage(mailDir, { messageId })
    expect(headers.get('subject')).toContain('is held at Printify (has-issues)')
    expect(headers.get('to')).toBe('ops@example.com')
  })

  it('takes "on-hold" after the release and "payment-not-received" from a poll as holds, and closes them when Printify moves on', async () => {
    const { id, remote } = await sentToProduction()
    const poll = async () => {
      await app.db
        .updateTable('orders')
        .set({ fulfilment_synced_at: sql<Date>`now() - interval '1 hour'` })
        .where('id', '=', id)
        .execute()
      await fulfilment.refreshOpenOrders(app.db, app.fulfilment)
    }
    printify.holdOrder(remote.id, 'on-hold')
    await poll()
    expect((await holdsOf(id)).map((h) => [h.provider_status, h.resolved_at])).toEqual([['on-hold', null]])
    printify.setOrderStatus(remote.id, 'in-production')
    await poll()
    expect((await holdsOf(id))[0].resolved_at).not.toBeNull()
    // Held again later: a new alert for the new hold.
    printify.holdOrder(remote.id, 'payment-not-received')
    await poll()
    const holds = await holdsOf(id)
    expect(holds.map((h) => [h.provider_status, h.resolved_at === null])).toEqual([
      ['on-hold', false],
      ['payment-not-received', true],
    ])
  })
})

describe("the operator's Retry and Cancel, as plain forms", () => {
  it('retries a held order: refused while Printify still has issues, sent once they are fixed', async () => {
    const { id, publicId, remote } = await sentToProduction()
    await postWebhook(printify.holdOrder(remote.id, 'has-issues'))
    const client = await operator()
    const page = `/admin/orders/${publicId}`
    const html = await (await client.get(page)).text()
    expect(html).toContain('data-testid="hold-actions"')
    expect(html).toMatch(new RegExp(`<form method="post" action="/admin/orders/${publicId}/hold"`))

    // Not confirmed: nothing is sent.
    const sends = () => printify.requests.filter((r) => r.endsWith(`/orders/${remote.id}/send_to_production.json`)).length
    const before = sends()
    const unconfirmed = await client.form(`${page}/hold`, { intent: 'retry' }, true)
    expect(await unconfirmed.text()).toContain('Tick the box to confirm. Nothing was done.')
    expect(sends()).toBe(before)

    const refused = await client.form(`${page}/hold`, { intent: 'retry', confirm: 'yes' }, true)
    expect(refused.url).toContain(page)
    expect(await refused.text()).toContain('Still held')
    expect((await holdsOf(id))[0].resolved_at).toBeNull()

    printify.fixHold(remote.id)
    const sent = await client.form(`${page}/hold`, { intent: 'retry', confirm: 'yes' }, true)
    expect(await sent.text()).toContain('Sent to production again')
    expect(remote.status).toBe('sending-to-production')
    expect((await holdsOf(id))[0].resolved_at).not.toBeNull()
    expect((await order(id)).fulfilment_status).toBe('sending-to-production')
    const audit = await app.db.selectFrom('admin_audit_log').select('action').where('target_id', '=', publicId).execute()
    expect(audit.map((a) => a.action)).toEqual(['order.retry_hold', 'order.retry_hold'])
  })

  it('cancels a held order at Printify and refunds it, once for a repeated form', async () => {
    const { id, publicId, remote } = await sentToProduction()
    const paymentId = (await order(id)).payment_id
    await app.db
      .insertInto('test_payment_intents')
      .values({
        id: paymentId,
        client_secret: `${paymentId}_secret`,
        amount: 2898,
        currency: 'usd',
        status: 'succeeded',
        metadata: '{}',
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute()
    await postWebhook(printify.holdOrder(remote.id, 'payment-not-received'))
    const client = await operator()
    const hold = `/admin/orders/${publicId}/hold`
    const requestKey = '77777777-7777-4777-8777-777777777777'
    const done = await client.form(hold, { intent: 'cancel', requestKey, confirm: 'yes' }, true)
    expect(await done.text()).toContain('Order canceled')
    // The same form again: no second refund.
    await client.form(hold, { intent: 'cancel', requestKey, confirm: 'yes' })
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)

    const row = await order(id)
    expect(row).toMatchObject({ status: 'refunded', refunded_cents: 2898, fulfilment_status: 'canceled' })
    expect(remote.status).toBe('canceled')
    expect((await holdsOf(id))[0].resolved_at).not.toBeNull()
    const refunds = await app.db
      .selectFrom('test_payment_refunds')
      .select('amount')
      .where('payment_intent_id', '=', paymentId)
      .execute()
    expect(refunds).toEqual([{ amount: 2898 }])
  })
})
