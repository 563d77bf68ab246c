import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordSaleCommissions } from '../../app/modules/commission/commission.server.ts'
import { runMonthlyPayouts } from '../../app/modules/payout/payout.server.ts'
import { UNCLAIMED_CANCEL_AFTER_DAYS } from '../../app/modules/payout/payout.ts'
import { reconcilePayouts } from '../../app/modules/payout/reconcile.server.ts'
import { PayPalPayoutSender } from '../../app/services/payouts/paypal-sender.server.ts'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { FAKE_PAYPAL_CREDENTIALS, FAKE_PAYPAL_WEBHOOK_ID, startFakePayPal, type FakePayPal } from '../support/fake-paypal.ts'
import { createShopViaApi, seedDesign, seedPaidOrder, userIdOf } from './shops-support.ts'

// The real PayPal adapter over HTTP against a local server speaking PayPal's Payouts wire format:
// a run that crashed after sending recovers its batch; an unclaimed item waits for the creator (PayPal
// holds it 30 days) and money that came back is unpaid again where the creator's dashboard shows it;
// one access token serves every call until it nears its expiry.

let app: TestApp
let paypal: FakePayPal
let sender: PayPalPayoutSender
let owner: TestClient
let ownerId: number

beforeAll(async () => {
  paypal = await startFakePayPal()
  app = await startTestApp({
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CREDENTIALS.clientSecret,
    PAYPAL_BASE_URL: paypal.url,
    PAYPAL_WEBHOOK_ID: FAKE_PAYPAL_WEBHOOK_ID,
  })
  sender = new PayPalPayoutSender({ ...FAKE_PAYPAL_CREDENTIALS, baseUrl: paypal.url })
  owner = new TestClient(app.url)
  await owner.signIn('paypal-payee')
  ownerId = await userIdOf(app.db, 'paypal-payee')
})
afterAll(async () => {
  await app?.stop()
  await paypal?.stop()
})

async function sale(shopId: number, quantity: number, createdAt: Date) {
  const designId = await seedDesign(app.db, ownerId)
  expect((await owner.json(`/api/shops/${shopId}/designs`, 'POST', { designId })).status).toBe(201)
  const orderId = await seedPaidOrder(app.db, [{ designId, quantity, shopId }], createdAt)
  await recordSaleCommissions(app.db, orderId)
  await app.db.updateTable('commission_entries').set({ created_at: createdAt }).where('order_id', '=', orderId).execute()
  return orderId
}

async function commissionOf(shopId: number) {
  return (await (await owner.get(`/api/shops/${shopId}/commission`)).json()).commission
}

describe('PayPal payouts against a PayPal-speaking server', () => {
  it('recovers the batch of a run that crashed after sending, without paying twice', async () => {
    const shop = await createShopViaApi(owner, { name: 'Crash Shop', paypalEmail: 'crash@example.com' })
    await sale(shop.id, 2, new Date('2026-08-12T12:00:00Z'))

    paypal.dropNextPayoutResponse = true
    await expect(runMonthlyPayouts(app.db, '2026-08', sender)).rejects.toThrow()
    expect(paypal.batches.size).toBe(1)
    const [original] = [...paypal.batches.values()]
    expect(
      await app.db.selectFrom('payouts').select(['amount_cents', 'batch_id']).where('shop_id', '=', shop.id).execute(),
    ).toEqual([{ amount_cents: 500, batch_id: null }])

    // The next run (a later month's) sends the same sender_batch_id; PayPal links the original.
    await sale(shop.id, 1, new Date('2026-09-03T12:00:00Z'))
    const next = await runMonthlyPayouts(app.db, '2026-09', sender)
    expect(next.earlierBatches).toEqual([
      expect.objectContaining({ month: '2026-08', batchId: original.payout_batch_id, recovered: true }),
    ])
    expect(next.batch).toMatchObject({ month: '2026-09', recovered: false })
    const august = paypal.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments/payouts')
    expect(august).toHaveLength(3)
    // Two batches exist at PayPal: August's once, September's once.
    expect([...paypal.batches.values()].map((b) => b.items.map((i) => i.payout_item.amount.value))).toEqual([['5.00'], ['2.50']])
    expect(
      await app.db.selectFrom('payouts').select(['month', 'batch_id']).where('shop_id', '=', shop.id).orderBy('month').execute(),
    ).toEqual([
      { month: '2026-08', batch_id: original.payout_batch_id },
      { month: '2026-09', batch_id: next.batch!.batchId },
    ])
    expect(await commissionOf(shop.id)).toMatchObject({ total: 750, paid: 750, unpaid: 0 })
  })

  it('leaves an unclaimed item for the creator to claim, shows it waiting, and pays it again once PayPal returns it', async () => {
    const claimed = await createShopViaApi(owner, { name: 'Claimed Shop', paypalEmail: 'claimed@example.com' })
    const unclaimed = await createShopViaApi(owner, { name: 'Unclaimed Shop', paypalEmail: 'nobody@example.com' })
    await sale(claimed.id, 1, new Date('2026-10-05T12:00:00Z'))
    await sale(unclaimed.id, 3, new Date('2026-10-06T12:00:00Z'))
    const run = await runMonthlyPayouts(app.db, '2026-10', sender)
    expect(run.batch?.payoutIds).toHaveLength(2)

    // Still pending at PayPal: nothing is settled yet.
    const early = await reconcilePayouts(app.db, sender)
    expect(early.paid).toEqual([])
    expect(early.returned).toEqual([])

    paypal.settle('claimed@example.com', 'SUCCESS')
    paypal.settle('nobody@example.com', 'UNCLAIMED')
    // The crash test's two batches settle as well.
    paypal.settle('crash@example.com', 'SUCCESS')
    const result = await reconcilePayouts(app.db, sender)
    const payoutOf = async (shopId: number) =>
      app.db
        .selectFrom('payouts')
        .select(['id', 'item_status', 'returned_at', 'settled_at', 'paypal_item_id'])
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow()
    let unclaimedPayout = await payoutOf(unclaimed.id)
    const claimedPayout = await payoutOf(claimed.id)
    expect(result.paid).toContain(claimedPayout.id)
    expect(claimedPayout).toMatchObject({ item_status: 'SUCCESS', returned_at: null })
    // PayPal holds an unclaimed item 30 days for the creator: it is not cancelled, nor unpaid again.
    expect(result.unclaimed).toEqual([unclaimedPayout.id])
    expect(result.returned).toEqual([])
    expect(paypal.requests.filter((r) => r.path.endsWith('/cancel'))).toEqual([])
    expect(unclaimedPayout).toMatchObject({ item_status: 'UNCLAIMED', returned_at: null, settled_at: null })
    expect(await commissionOf(unclaimed.id)).toMatchObject({ total: 750, paid: 750, unpaid: 0 })
    let dashboard = await (await owner.get(`/my-shops/${unclaimed.id}`)).text()
    expect(dashboard).toContain('Unclaimed — waiting for the creator to claim')
    expect(dashboard).toContain('is waiting at PayPal for you to claim it')

    // Asked again while it waits: still left alone.
    expect((await reconcilePayouts(app.db, sender)).unclaimed).toEqual([unclaimedPayout.id])
    expect(paypal.requests.filter((r) => r.path.endsWith('/cancel'))).toEqual([])

    // Thirty days on, PayPal returns the money by itself: the commission is unpaid again.
    paypal.settle('nobody@example.com', 'RETURNED')
    const back = await reconcilePayouts(app.db, sender)
    unclaimedPayout = await payoutOf(unclaimed.id)
    expect(back.returned).toEqual([unclaimedPayout.id])
    expect(unclaimedPayout).toMatchObject({ item_status: 'RETURNED' })
    expect(unclaimedPayout.returned_at).not.toBeNull()
    expect(await commissionOf(unclaimed.id)).toMatchObject({ total: 750, paid: 0, unpaid: 750 })
    expect(await commissionOf(claimed.id)).toMatchObject({ total: 250, paid: 250, unpaid: 0 })
    dashboard = await (await owner.get(`/my-shops/${unclaimed.id}`)).text()
    expect(dashboard).toContain('came back from PayPal')
    expect(dashboard).toContain('Came back: unpaid again')

    // A re-run asks about nothing settled and changes nothing.
    const requestsBefore = paypal.requests.length
    expect(await reconcilePayouts(app.db, sender)).toEqual({
      batches: 0,
      paid: [],
      returned: [],
      pending: [],
      unclaimed: [],
      failed: [],
    })
    expect(paypal.requests.length).toBe(requestsBefore)
    expect(await commissionOf(unclaimed.id)).toMatchObject({ unpaid: 750 })

    // November's run pays the returned commission again, once.
    const november = await runMonthlyPayouts(app.db, '2026-11', sender)
    expect(november.paid).toEqual([expect.objectContaining({ shopId: unclaimed.id, amountCents: 750 })])
    expect(await commissionOf(unclaimed.id)).toMatchObject({ paid: 750, unpaid: 0 })
  })

  it("cancels an item still unclaimed past PayPal's 30 days and the grace period, so it cannot be claimed once paid again", async () => {
    const late = await createShopViaApi(owner, { name: 'Late Shop', paypalEmail: 'late@example.com' })
    await sale(late.id, 2, new Date('2026-11-10T12:00:00Z'))
    const run = await runMonthlyPayouts(app.db, '2026-11', sender)
    expect(run.batch?.payoutIds).toHaveLength(1)
    const [payoutId] = run.batch!.payoutIds
    paypal.settle('late@example.com', 'UNCLAIMED')

    expect((await reconcilePayouts(app.db, sender)).unclaimed).toEqual([payoutId])
    const later = new Date(Date.now() + (UNCLAIMED_CANCEL_AFTER_DAYS + 1) * 24 * 60 * 60 * 1000)
    const result = await reconcilePayouts(app.db, sender, { now: later })
    expect(result.returned).toEqual([payoutId])
    const payout = await app.db.selectFrom('payouts').selectAll().where('id', '=', payoutId).executeTakeFirstOrThrow()
    expect(paypal.requests.filter((r) => r.path.endsWith('/cancel'))).toEqual([
      { method: 'POST', path: `/v1/payments/payouts-item/${payout.paypal_item_id}/cancel` },
    ])
    expect(payout.item_status).toBe('RETURNED')
    expect(await commissionOf(late.id)).toMatchObject({ paid: 0, unpaid: 500 })
  })

  it('reuses one access token until shortly before it expires, and gets a new one when PayPal refuses it', async () => {
    const tokenSender = new PayPalPayoutSender({ ...FAKE_PAYPAL_CREDENTIALS, baseUrl: paypal.url })
    const [anyBatch] = [...paypal.batches.keys()]
    // Tokens cached by earlier calls stop working: the first call is refused, and asks for one token.
    paypal.expireTokens()
    const before = paypal.tokenRequests
    for (let i = 0; i < 4; i++) await tokenSender.batchStatus(anyBatch)
    await reconcilePayouts(app.db, tokenSender)
    expect(paypal.tokenRequests - before).toBe(1)

    // A token about to expire is renewed before it is used again, without a refused call.
    paypal.tokenLifetimeSeconds = 1
    try {
      paypal.expireTokens()
      await tokenSender.batchStatus(anyBatch)
      expect(paypal.tokenRequests - before).toBe(2)
      // A fixed pause, not a poll: real time must pass the fake token's 1 s lifetime.
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      const refusedBefore = paypal.requests.length
      await tokenSender.batchStatus(anyBatch)
      expect(paypal.tokenRequests - before).toBe(3)
      // One token request and one call: nothing was sent with the lapsed token.
      expect(paypal.requests.length - refusedBefore).toBe(2)
    } finally {
      paypal.tokenLifetimeSeconds = 32400
    }
  })

  it("reconciles when PayPal's webhook says an item changed, asking PayPal rather than trusting the body", async () => {
    const shop = await createShopViaApi(owner, { name: 'Webhook Shop', paypalEmail: 'returned@example.com' })
    await sale(shop.id, 2, new Date('2026-06-10T12:00:00Z'))
    await runMonthlyPayouts(app.db, '2026-06', sender)
    // Each delivery signed as PayPal signs it, and verified with PayPal (paypal-webhooks.test.ts).
    const post = (event: string | object) => {
      const { body, headers } = typeof event === 'string' ? { body: event, headers: {} } : paypal.signWebhook(event)
      return fetch(`${app.url}/api/webhooks/paypal`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      })
    }

    expect((await post('not json')).status).toBe(400)
    expect((await post({ event_type: 'PAYMENT.PAYOUTS-ITEM.RETURNED' })).status).toBe(400)
    const other = await post({ id: 'WH-0', event_type: 'CHECKOUT.ORDER.APPROVED' })
    expect(await other.json()).toEqual({ received: true, outcome: 'ignored' })

    paypal.settle('returned@example.com', 'RETURNED')
    const event = {
      id: 'WH-1',
      event_type: 'PAYMENT.PAYOUTS-ITEM.RETURNED',
      resource_type: 'payouts_item',
      // A forged body claiming success changes nothing: PayPal's own answer counts.
      resource: { transaction_status: 'SUCCESS' },
    }
    const response = await post(event)
    expect(await response.json()).toEqual({ received: true, outcome: 'reconcile-requested' })
    let payout
    for (let i = 0; i < 50; i++) {
      payout = await app.db
        .selectFrom('payouts')
        .select(['item_status', 'returned_at'])
        .where('shop_id', '=', shop.id)
        .executeTakeFirstOrThrow()
      if (payout.returned_at) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(payout).toMatchObject({ item_status: 'RETURNED' })
    expect(await commissionOf(shop.id)).toMatchObject({ total: 500, paid: 0, unpaid: 500 })
  })
})
