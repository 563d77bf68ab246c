import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordSaleCommissions } from '../../app/modules/commission/commission.server.ts'
import { runMonthlyPayouts } from '../../app/modules/payout/payout.server.ts'
import { singleton } from '../../app/lib/singleton.server.ts'
import { PayPalPayoutSender } from '../../app/services/payouts/paypal-sender.server.ts'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { FAKE_PAYPAL_CREDENTIALS, FAKE_PAYPAL_WEBHOOK_ID, startFakePayPal, type FakePayPal } from '../support/fake-paypal.ts'
import { waitFor } from '../support/wait-for.ts'
import { createShopViaApi, seedDesign, seedPaidOrder, userIdOf } from './shops-support.ts'

// PayPal's payout webhooks, each verified with PayPal (POST /v1/notifications/verify-webhook-signature)
// before the store acts on it: unsigned, tampered, forged or misaddressed deliveries are refused with
// 400; when PayPal gives no verdict (down, or slower than PAYPAL_WEBHOOK_VERIFY_TIMEOUT_MS) the answer
// is 503, so PayPal delivers again. A verified event makes the store ask PayPal about its payouts:
// an UNCLAIMED item shows to the creator and the operator, a RETURNED one is owed again.

let app: TestApp
let paypal: FakePayPal
let sender: PayPalPayoutSender
let owner: TestClient
let operator: TestClient
let ownerId: number

beforeAll(async () => {
  paypal = await startFakePayPal()
  app = await startTestApp({
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CREDENTIALS.clientSecret,
    PAYPAL_BASE_URL: paypal.url,
    PAYPAL_WEBHOOK_ID: FAKE_PAYPAL_WEBHOOK_ID,
    PAYPAL_WEBHOOK_VERIFY_TIMEOUT_MS: '1000',
    ADMIN_SUBJECTS: 'olive-operator',
  })
  sender = new PayPalPayoutSender({ ...FAKE_PAYPAL_CREDENTIALS, baseUrl: paypal.url })
  owner = new TestClient(app.url)
  await owner.signIn('webhook-payee')
  ownerId = await userIdOf(app.db, 'webhook-payee')
  operator = new TestClient(app.url)
  await operator.signIn('olive-operator')
})
afterAll(async () => {
  await app?.stop()
  await paypal?.stop()
})

/** A shop with one sale in `month`, paid out to PayPal; returns the shop and its payout id. */
async function paidOutShop(name: string, email: string, month: string) {
  const shop = await createShopViaApi(owner, { name, paypalEmail: email })
  const designId = await seedDesign(app.db, ownerId)
  expect((await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status).toBe(201)
  const when = new Date(`${month}-10T12:00:00Z`)
  const orderId = await seedPaidOrder(app.db, [{ designId, quantity: 2, shopId: shop.id }], when)
  await recordSaleCommissions(app.db, orderId)
  await app.db.updateTable('commission_entries').set({ created_at: when }).where('order_id', '=', orderId).execute()
  await runMonthlyPayouts(app.db, month, sender)
  // The run also pays again what earlier tests' PayPal returned: this shop's payout is found by shop.
  const payout = await app.db.selectFrom('payouts').select('id').where('shop_id', '=', shop.id).executeTakeFirstOrThrow()
  return { shop, payoutId: payout.id }
}

function itemEvent(id: string, status: 'RETURNED' | 'UNCLAIMED') {
  return {
    id,
    create_time: new Date().toISOString(),
    resource_type: 'payouts_item',
    event_type: `PAYMENT.PAYOUTS-ITEM.${status}`,
    summary: `A payout item is ${status.toLowerCase()}`,
    resource: { transaction_status: status },
  }
}

function deliver(body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return fetch(`${app.url}/api/webhooks/paypal`, { method: 'POST', headers, body })
}

/** The store asked PayPal about a payout batch (what a verified event leads to). */
const batchLookups = () => paypal.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/payments/payouts/')).length

/**
 * No webhook-requested reconciliation is running in the store (this test app runs no job queue, so
 * one runs in-process, one at a time): a request made while one runs would be folded into it.
 */
async function reconcileIdle() {
  const kick = () => singleton('payout-reconcile-kick', () => ({ running: false }))
  await waitFor(() => !kick().running, { message: 'no payout reconciliation running' })
}

const commissionOf = async (shopId: number) => (await (await owner.get(`/api/shops/${shopId}/commission`)).json()).commission

describe('PayPal webhook deliveries', () => {
  it('refuses a delivery that is unsigned, tampered with, forged or for another webhook, and acts on none', async () => {
    const { shop } = await paidOutShop('Refused Shop', 'refused@example.com', '2026-05')
    paypal.settle('refused@example.com', 'RETURNED')
    const before = batchLookups()
    const event = itemEvent('WH-REFUSED-1', 'RETURNED')

    const unsigned = await deliver(JSON.stringify(event))
    expect(unsigned.status).toBe(400)
    expect((await unsigned.json()).message).toMatch(/not signed/)

    const signed = paypal.signWebhook(event)
    const tampered = await deliver(signed.body.replace('"RETURNED"}', '"SUCCESS"}'), signed.headers)
    expect(tampered.status).toBe(400)
    const forgedCert = await deliver(signed.body, { ...signed.headers, 'PAYPAL-CERT-URL': 'https://certs.example.net/cert.pem' })
    expect(forgedCert.status).toBe(400)
    const otherWebhook = paypal.signWebhook(event, 'OTHERWEBHOOK0001')
    expect((await deliver(otherWebhook.body, otherWebhook.headers)).status).toBe(400)
    // Each of the three was put to PayPal, which answered FAILURE; none reached the reconciliation.
    expect(paypal.verifications).toHaveLength(3)
    expect(batchLookups()).toBe(before)
    expect(await commissionOf(shop.id)).toMatchObject({ paid: 500, unpaid: 0 })
  })

  it('acts on a verified delivery: PayPal is asked with the documented fields and the event as received', async () => {
    const { shop, payoutId } = await paidOutShop('Returned Shop', 'returned@example.com', '2026-06')
    paypal.settle('returned@example.com', 'RETURNED')
    await reconcileIdle()
    const event = itemEvent('WH-RETURNED-1', 'RETURNED')
    const { body, headers } = paypal.signWebhook(event)
    const response = await deliver(body, headers)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, outcome: 'reconcile-requested' })
    expect(paypal.verifications.at(-1)).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: headers['PAYPAL-CERT-URL'],
      transmission_id: headers['PAYPAL-TRANSMISSION-ID'],
      transmission_sig: headers['PAYPAL-TRANSMISSION-SIG'],
      transmission_time: headers['PAYPAL-TRANSMISSION-TIME'],
      webhook_id: FAKE_PAYPAL_WEBHOOK_ID,
      webhook_event: event,
    })
    const payout = await waitFor(
      async () => {
        const row = await app.db
          .selectFrom('payouts')
          .select(['item_status', 'returned_at'])
          .where('id', '=', payoutId)
          .executeTakeFirstOrThrow()
        return row.returned_at ? row : undefined
      },
      { message: 'the payout reconciled as returned' },
    )
    expect(payout.item_status).toBe('RETURNED')
    expect(await commissionOf(shop.id)).toMatchObject({ paid: 0, unpaid: 500 })
  })

  it('answers 503 (PayPal delivers again) when PayPal is down or gives no verdict in time, and takes the redelivery', async () => {
    const event = { id: 'WH-LATER-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource_type: 'checkout-order', resource: {} }
    const { body, headers } = paypal.signWebhook(event)
    try {
      paypal.verification = 'unavailable'
      const down = await deliver(body, headers)
      expect(down.status).toBe(503)
      expect(down.headers.get('Retry-After')).toBe('60')

      paypal.verification = 'hang'
      const started = Date.now()
      const slow = await deliver(body, headers)
      expect(slow.status).toBe(503)
      // The 1 s PAYPAL_WEBHOOK_VERIFY_TIMEOUT_MS, not a hung request.
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      paypal.verification = 'answer'
    }
    const again = await deliver(body, headers)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ received: true, outcome: 'ignored' })
  })

  it('shows an unclaimed payout to the creator and the operator with the day PayPal returns it; returned, it is owed again', async () => {
    const { shop, payoutId } = await paidOutShop('Unclaimed Shop', 'nobody-yet@example.com', '2026-07')
    paypal.settle('nobody-yet@example.com', 'UNCLAIMED')
    await reconcileIdle()
    const unclaimed = paypal.signWebhook(itemEvent('WH-UNCLAIMED-1', 'UNCLAIMED'))
    expect((await deliver(unclaimed.body, unclaimed.headers)).status).toBe(200)
    const row = await waitFor(
      async () => {
        const p = await app.db
          .selectFrom('payouts')
          .select(['item_status', 'created_at'])
          .where('id', '=', payoutId)
          .executeTakeFirstOrThrow()
        return p.item_status === 'UNCLAIMED' ? p : undefined
      },
      { message: 'the payout reconciled as unclaimed' },
    )
    const returnsOn = new Date(new Date(row.created_at).getTime() + 30 * 24 * 60 * 60 * 1000).toISOString()

    const dashboard = await (await owner.get(`/my-shops/${shop.id}`)).text()
    expect(dashboard).toContain('is waiting at PayPal for you to claim it')
    expect(dashboard).toContain(`PayPal returns it on ${returnsOn.slice(0, 10)}`)
    let admin = await (await operator.get('/admin/payouts')).text()
    expect(admin).toContain('Unclaimed at PayPal (1)')
    expect(admin).toContain(`data-testid="unclaimed-${payoutId}"`)
    expect(admin).toContain(`PayPal returns it ${returnsOn.slice(0, 16).replace('T', ' ')} UTC if still unclaimed`)
    expect(await commissionOf(shop.id)).toMatchObject({ paid: 500, unpaid: 0 })

    paypal.settle('nobody-yet@example.com', 'RETURNED')
    await reconcileIdle()
    const returned = paypal.signWebhook(itemEvent('WH-RETURNED-2', 'RETURNED'))
    expect((await deliver(returned.body, returned.headers)).status).toBe(200)
    await waitFor(
      async () =>
        (await app.db.selectFrom('payouts').select('returned_at').where('id', '=', payoutId).executeTakeFirstOrThrow())
          .returned_at !== null,
      { message: 'the unclaimed payout returned' },
    )
    expect(await commissionOf(shop.id)).toMatchObject({ paid: 0, unpaid: 500 })
    admin = await (await operator.get('/admin/payouts')).text()
    expect(admin).toContain('Unclaimed at PayPal (0)')
    expect(admin).toContain(`data-testid="came-back-${payoutId}"`)
  })
})
