import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signPrintifyPayload } from '../../app/services/fulfilment/webhook-signature.ts'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { findMessages } from '../support/mailbox.ts'
import { seedDesign } from './shops-support.ts'

// The order page: its timeline from real events (checkout, printer, Printify webhooks, refund), who
// may see it, the signed-in shopper's history, and the receipt e-mail in the test-mode mailbox.

const WEBHOOK_SECRET = 'order-page-webhook-secret'
let app: TestApp
let orderModule: typeof import('../../app/modules/order/order.server.ts')
let fulfilment: typeof import('../../app/modules/fulfilment/fulfilment.server.ts')
let designA: number
let designB: number

beforeAll(async () => {
  app = await startTestApp({
    PRINTIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PRINTIFY_API_TOKEN: '',
    PRINTIFY_SHOP_ID: '',
    SMTP_URL: '',
  })
  orderModule = await import('../../app/modules/order/order.server.ts')
  fulfilment = await import('../../app/modules/fulfilment/fulfilment.server.ts')
  designA = await seedDesign(app.db, null, { prompt: 'A lighthouse at night' })
  designB = await seedDesign(app.db, null, { prompt: 'A fox reading a book' })
})
afterAll(async () => {
  await app?.stop()
})

const address = {
  first_name: 'Sam',
  last_name: 'Shopper',
  email: 'sam@example.com',
  phone: '5550100',
  address1: '1 Main Street',
  address2: '',
  city: 'Springfield',
  region: 'IL',
  zip: '62701',
  country: 'US',
}

/** Two designs (2 + 1 shirts) bought through the cart and the test-mode card, without JavaScript. */
async function buyTwoDesigns(shopper: TestClient) {
  for (const [designId, color, quantity] of [
    [designA, 'Black', 2],
    [designB, 'White', 1],
  ] as const) {
    const added = await shopper.form('/cart/add', {
      kind: 'product',
      designId: String(designId),
      color,
      size: 'L',
      quantity: String(quantity),
    })
    expect(added.status).toBe(303)
  }
  expect((await shopper.form('/checkout', { intent: 'save-address', ...address })).status).toBe(303)
  const paid = await shopper.form('/checkout', { intent: 'pay', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })
  expect(paid.status).toBe(303)
  const publicId = new URL(paid.headers.get('Location')!, app.url).searchParams.get('id')!
  return app.db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow()
}

let eventCounter = 0
async function printifyEvent(type: string, printifyOrderId: string, data: Record<string, unknown>) {
  const raw = JSON.stringify({
    id: `evt_order_page_${++eventCounter}`,
    type,
    created_at: new Date().toISOString(),
    resource: { id: printifyOrderId, type: 'order', data },
  })
  const response = await new TestClient(app.url).request('/api/webhooks/printify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Pfy-Signature': signPrintifyPayload(raw, WEBHOOK_SECRET) },
    body: raw,
  })
  expect(response.status).toBe(200)
  return raw
}

const kinds = async (orderId: number) =>
  (
    await app.db
      .selectFrom('order_events')
      .select('kind')
      .where('order_id', '=', orderId)
      .orderBy('occurred_at')
      .orderBy('id')
      .execute()
  ).map((e) => e.kind)

describe('the order page', () => {
  let shopper: TestClient
  let order: Awaited<ReturnType<typeof buyTwoDesigns>>

  beforeAll(async () => {
    shopper = new TestClient(app.url)
    await shopper.signIn('order_page_shopper')
    order = await buyTwoDesigns(shopper)
  })

  it('records the timeline from checkout, the printer, Printify webhooks (once each) and the refund', async () => {
    // Paying kicks the outbox (a run may already hold the job's lease): run it until the order is sent.
    expect((await kinds(order.id))[0]).toBe('paid')
    for (let i = 0; i < 100 && !(await kinds(order.id)).includes('submitted'); i++) {
      await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    expect(await kinds(order.id)).toEqual(['paid', 'submitted'])

    // The order as if Printify had it, so its signed webhooks reach it.
    await app.db
      .updateTable('orders')
      .set({ fulfilment_provider: 'printify', fulfilment_order_id: 'pfy_order_page' })
      .where('id', '=', order.id)
      .execute()
    await printifyEvent('order:sent-to-production', 'pfy_order_page', {})
    await printifyEvent('order:sent-to-production', 'pfy_order_page', {})
    await printifyEvent('order:shipment:created', 'pfy_order_page', {
      carrier: {
        code: 'usps',
        tracking_number: '9400333',
        tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400333',
      },
    })
    await printifyEvent('order:updated', 'pfy_order_page', { status: 'in-production' })
    await printifyEvent('order:shipment:delivered', 'pfy_order_page', {
      carrier: {
        code: 'usps',
        tracking_number: '9400333',
        tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400333',
      },
    })
    await app.db.transaction().execute((trx) => orderModule.refundOrderInTransaction(trx, order.payment_id))
    await app.db.transaction().execute((trx) => orderModule.refundOrderInTransaction(trx, order.payment_id))
    expect(await kinds(order.id)).toEqual(['paid', 'submitted', 'in_production', 'shipped', 'delivered', 'refunded'])
    const shipped = await app.db
      .selectFrom('order_events')
      .select('detail')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'shipped')
      .executeTakeFirstOrThrow()
    expect(shipped.detail).toEqual({
      carrier: 'usps',
      number: '9400333',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400333',
    })

    const response = await shopper.get(`/orders/${order.public_id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await response.text()
    const labels = [...html.matchAll(/data-event="([a-z_]+)"/g)].map((m) => m[1])
    expect(labels).toEqual(['paid', 'submitted', 'in_production', 'shipped', 'delivered', 'refunded'])
    for (const label of ['Paid', 'Sent to the printer', 'In production', 'Shipped', 'Delivered', 'Refunded'])
      expect(html).toContain(`>${label}</p>`)
    expect(html).toContain('href="https://tools.usps.com/go/TrackConfirmAction?tLabels=9400333"')
  })

  it('pictures each line on its shirt colour with its price, and the totals as charged', async () => {
    const html = await (await shopper.get(`/orders/${order.public_id}`)).text()
    expect(html).toContain(`/mockups/${designA}/Black?w=256`)
    expect(html).toContain(`/mockups/${designB}/White?w=256`)
    expect(html).toContain('2 × $24.99')
    expect(html).toContain('$49.98')
    // 3 shirts: subtotal $74.97, no discount, shipping $3.99 + 2 × $2.09 = $8.17, total $83.14.
    expect(order).toMatchObject({ subtotal_cents: 7497, discount_cents: 0, shipping_cents: 817, total_cents: 8314 })
    for (const amount of ['$74.97', '$8.17', '$83.14']) expect(html).toContain(amount)
  })

  it('shows an account order only to its account: anyone else gets a 404', async () => {
    const other = new TestClient(app.url)
    await other.signIn('order_page_other')
    expect((await other.get(`/orders/${order.public_id}`)).status).toBe(404)
    expect((await new TestClient(app.url).get(`/orders/${order.public_id}`)).status).toBe(404)
    const confirmation = await (await other.get(`/order-confirmation?id=${order.public_id}`)).text()
    expect(confirmation).toContain('Order Not Found')
    expect((await other.get('/orders/not-a-real-order-id-at-all')).status).toBe(404)
  })

  it("lists the signed-in shopper's orders at /orders, and nobody else's", async () => {
    const html = await (await shopper.get('/orders')).text()
    expect(html).toContain(`href="/orders/${order.public_id}"`)
    expect(html).toContain('3 shirts · $83.14')

    const other = new TestClient(app.url)
    await other.signIn('order_page_lister')
    const otherOrder = await buyTwoDesigns(other)
    const otherHtml = await (await other.get('/orders')).text()
    expect(otherHtml).toContain(`href="/orders/${otherOrder.public_id}"`)
    expect(otherHtml).not.toContain(order.public_id)
    expect((await shopper.get('/orders')).ok).toBe(true)
    expect(await (await shopper.get('/orders')).text()).not.toContain(otherOrder.public_id)

    const anonymous = await new TestClient(app.url).get('/orders')
    expect(anonymous.status).toBe(302)
  })

  it('lets whoever holds the link of an anonymous order see it', async () => {
    const anonymous = await buyTwoDesigns(new TestClient(app.url))
    expect(anonymous.user_id).toBeNull()
    const response = await new TestClient(app.url).get(`/orders/${anonymous.public_id}`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('data-event="paid"')
  })
})

describe('the receipt e-mail', () => {
  it('is written once per order to the test-mode mailbox, listed at /dev/mailbox', async () => {
    const { sendDueReceipts } = await import('../../app/modules/order/receipt.server.ts')
    const { getEmailService, mailboxDir } = await import('../../app/services/email/index.server.ts')
    const shopper = new TestClient(app.url)
    const order = await buyTwoDesigns(shopper)
    const errors: unknown[] = []
    const first = await sendDueReceipts(app.db, app.fulfilment, getEmailService(), app.url, (_, e) => errors.push(e))
    expect(errors).toEqual([])
    expect(first).toBeGreaterThanOrEqual(1)
    expect(await sendDueReceipts(app.db, app.fulfilment, getEmailService(), app.url, (_, e) => errors.push(e))).toBe(0)

    expect(mailboxDir()).toBe(path.resolve(app.dataDir, 'mailbox'))
    const files = findMessages(mailboxDir(), { orderId: order.public_id }).map((m) => m.file)
    expect(files).toHaveLength(1)
    const source = readFileSync(path.join(mailboxDir(), files[0]!), 'utf8')
    expect(source).toMatch(/^To: sam@example.com$/m)
    // The parts are quoted-printable: long lines are folded with a trailing '='.
    const text = source
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    expect(text).toContain(`${app.url}/orders/${order.public_id}`)
    expect(text).toContain('$83.14')

    const mailbox = await (await shopper.get('/dev/mailbox')).text()
    expect(mailbox).toContain(`href="/dev/mailbox/${files[0]}"`)
    const raw = await shopper.get(`/dev/mailbox/${files[0]}`)
    expect(raw.headers.get('Content-Type')).toContain('text/plain')
    expect(await raw.text()).toBe(source)
    expect((await shopper.get('/dev/mailbox/..%2F..%2Fetc%2Fpasswd')).status).toBe(404)
  })
})
