import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_DELIVERY_TIMES, deliveryPromise } from '~/modules/delivery/index.ts'
import { sendDueReceipts, sendDueShippedEmails } from '~/modules/order/index.server.ts'
import { OfflineEmail } from '~/services/email/offline.server.ts'
import { TestClient } from '../support/client.ts'
import { findMessage } from '../support/mailbox.ts'
import { useTestApp } from '../support/test-app.ts'

// The receipt and the shipped e-mail are read back as a mail program reads them: the offline
// mailer's .eml file, split into its plain-text and HTML alternatives.
const t = useTestApp()
const dir = mkdtempSync(path.join(tmpdir(), 'receipts-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function buy(client: TestClient) {
  const generated = await client.json('/api/designs/generate', 'POST', {
    prompt: 'a cat reading the newspaper',
    style: 'Flat Design',
    size: 'Medium',
    position: 'Center',
    color: 'Navy',
    designType: 'image',
  })
  const { design } = await generated.json()
  const body = await (
    await client.json('/api/create-payment-intent', 'POST', {
      items: [{ designId: design.id, variantId: 17645, productId: 1, quantity: 2 }],
      address: {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        phone: '555-0101',
        address1: '1 Compiler Road',
        city: 'Arlington',
        region: 'VA',
        zip: '22201',
        country: 'US',
      },
    })
  ).json()
  const confirmed = await client.json(`/pay/${body.paymentIntentId}/confirm`, 'POST', {
    clientSecret: body.clientSecret,
    number: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  })
  const { orderId } = await confirmed.json()
  return { orderId: orderId as string, designId: design.id as number }
}

describe('order e-mails', () => {
  it('the receipt: name and logo, each shirt pictured in its colour, totals, the delivery promise and the order link, in HTML and plain text', async () => {
    const client = new TestClient(t.app.url)
    const bought = await buy(client)
    const designId = bought.designId
    // Public ids are base64url: give this one the "-" and "_" at its ends that a mailbox file name folds away.
    const orderId = `-${bought.orderId.slice(1, -1)}_`
    await t.app.db.updateTable('orders').set({ public_id: orderId }).where('public_id', '=', bought.orderId).execute()
    const mailbox = path.join(dir, 'receipt')
    const email = new OfflineEmail(mailbox, 'ShirtSmith <orders@shirtsmith.test>')
    const errors: unknown[] = []
    // The store's own job may have sent it already; mark it unsent so this run sends it here.
    await t.app.db.updateTable('orders').set({ receipt_sent_at: null }).where('public_id', '=', orderId).execute()
    expect(
      await sendDueReceipts(t.app.db, t.app.fulfilment, email, t.app.url, (_id, e) => errors.push(e)),
    ).toBeGreaterThanOrEqual(1)
    expect(errors).toEqual([])

    const { headers, parts } = findMessage(mailbox, { messageId: `<order-${orderId}-receipt@127.0.0.1>` })
    expect(headers.get('to')).toBe('grace@example.com')
    expect(headers.get('subject')).toBe(`Your ShirtSmith order ${orderId.slice(0, 8)}: receipt`)
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative/)
    const html = parts.get('text/html')!
    const text = parts.get('text/plain')!
    expect(html).toBeTruthy()
    expect(text).toBeTruthy()

    const row = await t.app.db
      .selectFrom('orders')
      .select('created_at')
      .where('public_id', '=', orderId)
      .executeTakeFirstOrThrow()
    const promise = deliveryPromise(DEFAULT_DELIVERY_TIMES, 'US', new Date(row.created_at))!
    const orderUrl = `${t.app.url}/orders/${orderId}`

    expect(html).toContain('ShirtSmith')
    expect(html).toContain(`src="${t.app.url}/icon-192.png"`)
    const picture = `${t.app.url}/mockups/${designId}/White?w=256`
    expect(html).toContain(`src="${picture}"`)
    expect(html).toMatch(/alt="[^"]+ on a White shirt"/)
    expect(html).toContain('Total charged')
    expect(html).toContain('$49.98')
    expect(html).toContain(`${promise.range} (to the US)`)
    expect(html).toContain(`href="${orderUrl}"`)
    expect(html).toContain('>Paid<')

    expect(text).toContain('ShirtSmith')
    expect(text).toContain('\nWhite · L · 2 × $24.99: $49.98')
    expect(text).toContain('Total charged: ')
    expect(text).toContain(`Estimated delivery: ${promise.range} (to the US)`)
    expect(text).toContain('Printing takes 4-9 business days, then shipping to the US 3-5 business days.')
    expect(text).toContain(`View your order: ${orderUrl}`)

    // The picture the e-mail shows is served: the shirt in its colour.
    const image = await fetch(picture)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })

  it('"your order has shipped" goes out once, with the tracking link', async () => {
    const client = new TestClient(t.app.url)
    const { orderId } = await buy(client)
    const { id } = await t.app.db.selectFrom('orders').select('id').where('public_id', '=', orderId).executeTakeFirstOrThrow()
    const mailbox = path.join(dir, 'shipped')
    const email = new OfflineEmail(mailbox, 'ShirtSmith <orders@shirtsmith.test>')
    const errors: unknown[] = []
    expect(await sendDueShippedEmails(t.app.db, t.app.fulfilment, email, t.app.url, (_id, e) => errors.push(e))).toBe(0)

    const tracking = {
      carrier: 'USPS',
      number: '9400100000000000000000',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    }
    await t.app.db
      .updateTable('orders')
      .set({ status: 'shipped', tracking: JSON.stringify(tracking) })
      .where('id', '=', id)
      .execute()
    await t.app.db
      .insertInto('order_events')
      .values({ order_id: id, kind: 'shipped', detail: JSON.stringify(tracking) })
      .execute()
    expect(await sendDueShippedEmails(t.app.db, t.app.fulfilment, email, t.app.url, (_id, e) => errors.push(e))).toBe(1)
    expect(await sendDueShippedEmails(t.app.db, t.app.fulfilment, email, t.app.url, (_id, e) => errors.push(e))).toBe(0)
    expect(errors).toEqual([])

    const { headers, parts } = findMessage(mailbox, { messageId: `<order-${orderId}-shipped@127.0.0.1>` })
    expect(headers.get('subject')).toBe(`Your ShirtSmith order ${orderId.slice(0, 8)} has shipped`)
    const html = parts.get('text/html')!
    expect(html).toContain('Your order is on its way!')
    expect(html).toContain(`href="${tracking.url.replace(/&/g, '&amp;')}"`)
    expect(html).toContain('>Shipped<')
    expect(parts.get('text/plain')).toContain(`Tracking: USPS ${tracking.number} ${tracking.url}`)
    expect(parts.get('text/plain')).toContain(`View your order: ${t.app.url}/orders/${orderId}`)
  })
})
