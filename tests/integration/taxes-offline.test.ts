import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sendDueReceipts } from '~/modules/order/index.server.ts'
import { OfflineEmail } from '~/services/email/offline.server.ts'
import { TestClient } from '../support/client.ts'
import { CHECKOUT_ADDRESS } from '../support/checkout.ts'
import { findMessage } from '../support/mailbox.ts'
import { app, shopperWithCart, useCheckoutApp } from './checkout-flow-support.ts'

// Taxes offline (the estimate table): each rate on the checkout, the order and the API, per line
// after the discounts and on shipping where it is taxed; the London test address stays untaxed; the
// receipt lists the tax; refunds from the console return tax in proportion.
useCheckoutApp({ ADMIN_SUBJECTS: 'tax-operator' })

const text = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('<!-- -->', '')
const CARD = { intent: 'pay', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }

async function payTo(name: string, place: Partial<typeof CHECKOUT_ADDRESS>) {
  const { client } = await shopperWithCart(name)
  expect((await client.form('/checkout', { intent: 'save-address', ...CHECKOUT_ADDRESS, ...place })).status).toBe(303)
  const page = text(await (await client.get('/checkout')).text())
  const paid = await client.form('/checkout', CARD)
  expect(paid.status).toBe(303)
  const publicId = new URL(paid.headers.get('Location')!, app.url).searchParams.get('id')!
  const order = await app.db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow()
  return { client, page, order, publicId }
}

// One shirt at $24.99; shipping from the table (ADR 159). Tax = half up per line, and on shipping.
const CASES = [
  { country: 'IE', region: 'D', label: 'VAT 23%', shipping: 699, tax: 575 + 161 },
  { country: 'DE', region: 'BE', label: 'VAT 19%', shipping: 699, tax: 475 + 133 },
  { country: 'FR', region: 'IDF', label: 'VAT 20%', shipping: 699, tax: 500 + 140 },
  { country: 'NL', region: 'NH', label: 'VAT 21%', shipping: 699, tax: 525 + 147 },
  { country: 'AU', region: 'NSW', label: 'GST 10%', shipping: 999, tax: 250 + 100 },
  { country: 'NZ', region: 'AUK', label: 'GST 15%', shipping: 999, tax: 375 + 150 },
  { country: 'CA', region: 'ON', label: 'GST 5%', shipping: 649, tax: 125 + 32 },
  { country: 'US', region: 'NY', label: 'Sales tax 4%', shipping: 399, tax: 100 + 16 },
  // California does not tax a separately stated delivery charge: the shirt only.
  { country: 'US', region: 'CA', label: 'Sales tax 7.25%', shipping: 399, tax: 181 },
  { country: 'US', region: 'TX', label: 'Sales tax 6.25%', shipping: 399, tax: 156 + 25 },
  { country: 'US', region: 'WA', label: 'Sales tax 6.5%', shipping: 399, tax: 162 + 26 },
]

describe('the offline tax table', () => {
  for (const c of CASES) {
    it(`charges ${c.label} in ${c.country}-${c.region} as its own line, and the order keeps it`, async () => {
      const { page, order, publicId } = await payTo(`tax_${c.country}_${c.region}`.toLowerCase(), {
        country: c.country,
        region: c.region,
        city: 'Somewhere',
      })
      expect(page).toContain(`Estimated ${c.label} (test mode)`)
      expect(page).toMatch(new RegExp(`data-testid="tax-amount">\\$${(c.tax / 100).toFixed(2).replace('.', '\\.')}<`))
      expect(order).toMatchObject({ shipping_cents: c.shipping, tax_cents: c.tax, total_cents: 2499 + c.shipping + c.tax })
      expect(order.tax_estimated).toBe(true)
      const api = (await (await new TestClient(app.url).get(`/api/orders/${publicId}`)).json()) as {
        order: { shippingCountry: string; totals: { taxCents: number; tax: string; totalCents: number } }
      }
      expect(api.order.shippingCountry).toBe(c.country)
      expect(api.order.totals).toMatchObject({ taxCents: c.tax, totalCents: 2499 + c.shipping + c.tax })
    })
  }

  it('leaves the London test address untaxed', async () => {
    const { page, order } = await payTo('tax_gb', {})
    expect(page).toMatch(/data-testid="tax-amount">\$0\.00</)
    expect(order).toMatchObject({ tax_cents: 0, total_cents: 2499 + 599 })
  })

  it('shows the tax line on the order page', async () => {
    const { client, publicId } = await payTo('tax_order_page', { country: 'IE', region: 'D', city: 'Dublin' })
    const html = text(await (await client.get(`/orders/${publicId}`)).text())
    expect(html).toContain('VAT 23% (estimate)')
    expect(html).toMatch(/data-testid="order-tax">\$7\.36</)
  })

  it('lists the tax in the receipt e-mail, in HTML and in plain text', async () => {
    const { publicId } = await payTo('tax_receipt', { country: 'IE', region: 'D', city: 'Dublin' })
    const mailbox = mkdtempSync(path.join(tmpdir(), 'tax-receipt-'))
    // The store's own job may have sent it already; mark it unsent so it is sent here too.
    await app.db.updateTable('orders').set({ receipt_sent_at: null }).where('public_id', '=', publicId).execute()
    const errors: unknown[] = []
    await sendDueReceipts(
      app.db,
      app.fulfilment,
      new OfflineEmail(mailbox, 'ShirtSmith <orders@shirtsmith.test>'),
      app.url,
      (_id, e) => errors.push(e),
    )
    expect(errors).toEqual([])
    const { parts } = findMessage(mailbox, { orderId: publicId })
    expect(parts.get('text/plain')).toContain('VAT 23% (estimate): $7.36')
    expect(parts.get('text/html')).toContain('VAT 23% (estimate)')
    expect(parts.get('text/html')).toContain('$7.36')
  })

  it('returns tax in proportion to each refund from the console, and all of it with the last', async () => {
    const { publicId, order } = await payTo('tax_refund', { country: 'IE', region: 'D', city: 'Dublin' })
    expect(order).toMatchObject({ tax_cents: 736, total_cents: 3934 })
    const operator = new TestClient(app.url)
    await operator.signIn('tax-operator')
    const page = `/admin/orders/${publicId}`
    const refund = (amount: string, refundKey: string) =>
      operator.form(page, { intent: 'refund', amount, refundKey, confirm: 'yes' })
    const read = () =>
      app.db
        .selectFrom('orders')
        .select(['refunded_cents', 'tax_refunded_cents'])
        .where('public_id', '=', publicId)
        .executeTakeFirstOrThrow()

    expect((await refund('10.00', '66666666-6666-4666-8666-666666666666')).status).toBe(302)
    // floor(1000 × 736 / 3934) = 187 cents of the $10.00 was tax.
    expect(await read()).toEqual({ refunded_cents: 1000, tax_refunded_cents: 187 })
    const api = (await (await new TestClient(app.url).get(`/api/orders/${publicId}`)).json()) as {
      order: { totals: { taxRefundedCents: number } }
    }
    expect(api.order.totals.taxRefundedCents).toBe(187)
    // The console shows the tax line and how much of it was refunded.
    const adminPage = (await (await operator.get(page)).text()).replaceAll('<!-- -->', '')
    expect(adminPage).toContain('data-testid="admin-tax">VAT 23% (estimate) $7.36 ($1.87 refunded)<')

    expect((await refund('', '77777777-7777-4777-8777-777777777777')).status).toBe(302)
    expect(await read()).toEqual({ refunded_cents: 3934, tax_refunded_cents: 736 })
  })
})
