import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordSaleCommissions } from '../../app/modules/commission/commission.server.ts'
import { runMonthlyPayouts } from '../../app/modules/payout/payout.server.ts'
import type { PayoutBatch, PayoutSender } from '../../app/services/payouts/payouts.ts'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts'
import { createShopViaApi, seedDesign, seedPaidOrder, userIdOf } from './shops-support.ts'

// Partial refunds and disputes arrive as signed Stripe webhooks over HTTP: the order is adjusted,
// the refunded shirts' commission reversed with negative entries, a dispute holds the commission
// until it is won (released) or lost (reversed), and a repeated delivery changes nothing.

const WEBHOOK_SECRET = 'whsec_money_reconciles'
const sdk = new Stripe('sk_test_fake')
let app: TestApp
let stripe: FakeStripe
let owner: TestClient
let ownerId: number

beforeAll(async () => {
  stripe = await startFakeStripe()
  app = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  })
  owner = new TestClient(app.url)
  await owner.signIn('refunded-creator')
  ownerId = await userIdOf(app.db, 'refunded-creator')
})
afterAll(async () => {
  await app?.stop()
  await stripe?.stop()
})

async function deliver(type: string, object: unknown, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  })
  const signature = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
  const response = await fetch(`${app.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { outcome: string }).outcome
}

/** A paid order of `lines` (quantities), each line a design published in `shopId`, with its commission. */
async function paidOrder(shopId: number, quantities: number[]) {
  const lines = []
  for (const quantity of quantities) {
    const designId = await seedDesign(app.db, ownerId)
    expect((await owner.json(`/api/shops/${shopId}/designs`, 'POST', { designId })).status).toBe(201)
    lines.push({ designId, quantity, shopId })
  }
  const orderId = await seedPaidOrder(app.db, lines)
  const shirts = quantities.reduce((s, q) => s + q, 0)
  await app.db
    .updateTable('orders')
    // A public id long enough for the order page's pattern.
    .set({ subtotal_cents: 2499 * shirts, total_cents: 2499 * shirts + 399, public_id: `money-order-${orderId}-${Date.now()}` })
    .where('id', '=', orderId)
    .execute()
  await recordSaleCommissions(app.db, orderId)
  const order = await app.db
    .selectFrom('orders')
    .select(['payment_id', 'public_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  const items = await app.db.selectFrom('order_items').select('id').where('order_id', '=', orderId).orderBy('id').execute()
  return { orderId, paymentId: order.payment_id, publicId: order.public_id, itemIds: items.map((i) => i.id) }
}

function charge(paymentId: string, amountRefunded: number, total: number) {
  return {
    id: `ch_${paymentId}`,
    object: 'charge',
    amount: total,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= total,
    currency: 'usd',
    payment_intent: paymentId,
    status: 'succeeded',
  }
}

function dispute(id: string, paymentId: string, status: string) {
  return {
    id,
    object: 'dispute',
    amount: 2898,
    charge: `ch_${paymentId}`,
    payment_intent: paymentId,
    currency: 'usd',
    reason: 'fraudulent',
    status,
  }
}

/** The month (YYYY-MM, UTC) an order's commission was earned in: the payout run that pays it. */
async function monthEarned(orderId: number) {
  const entry = await app.db
    .selectFrom('commission_entries')
    .select('created_at')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return new Date(entry.created_at).toISOString().slice(0, 7)
}

async function ledger(orderId: number) {
  return app.db
    .selectFrom('commission_entries')
    .select(['order_item_id', 'kind', 'amount_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
}

async function commissionOf(shopId: number) {
  return (await (await owner.get(`/api/shops/${shopId}/commission`)).json()).commission
}

class RecordingSender implements PayoutSender {
  readonly kind = 'paypal' as const
  batches: PayoutBatch[] = []
  async send(batch: PayoutBatch) {
    this.batches.push(batch)
    return { batchId: `BATCH-${this.batches.length}` }
  }
}

describe('partial refunds', () => {
  it('adjusts the order and reverses the newest shirts first; a repeated webhook changes nothing', async () => {
    const shop = await createShopViaApi(owner, { name: 'Refund Shop' })
    const order = await paidOrder(shop.id, [2, 1])
    const total = 2499 * 3 + 399
    const [older, newer] = order.itemIds

    const event = `evt_partial_${order.orderId}`
    expect(await deliver('charge.refunded', charge(order.paymentId, 2499, total), event)).toBe('partially-refunded')
    expect(
      await app.db
        .selectFrom('orders')
        .select(['status', 'refunded_cents', 'refunded_at'])
        .where('id', '=', order.orderId)
        .executeTakeFirst(),
    ).toEqual({
      status: 'paid',
      refunded_cents: 2499,
      refunded_at: null,
    })
    expect(await ledger(order.orderId)).toEqual([
      { order_item_id: older, kind: 'sale', amount_cents: 500 },
      { order_item_id: newer, kind: 'sale', amount_cents: 250 },
      { order_item_id: newer, kind: 'reversal', amount_cents: -250 },
    ])
    expect(await commissionOf(shop.id)).toMatchObject({ total: 500, unpaid: 500 })

    // The same event again, and the same refund as a new event: nothing more.
    expect(await deliver('charge.refunded', charge(order.paymentId, 2499, total), event)).toBe('duplicate')
    expect(await deliver('charge.refunded', charge(order.paymentId, 2499, total))).toBe('partially-refunded')
    expect(await ledger(order.orderId)).toHaveLength(3)

    const page = await (await fetch(`${app.url}/orders/${order.publicId}`)).text()
    expect(page).toContain('Partially refunded $24.99')
    expect(page).toMatch(/Refunded<\/dt><dd>−\$24\.99/)

    // Half a shirt more: half of one older shirt's commission, rounded down.
    expect(await deliver('charge.refunded', charge(order.paymentId, 2499 + 1250, total))).toBe('partially-refunded')
    expect((await ledger(order.orderId)).slice(3)).toEqual([{ order_item_id: older, kind: 'reversal', amount_cents: -125 }])
    // An older, smaller total arriving late changes nothing.
    expect(await deliver('charge.refunded', charge(order.paymentId, 2499, total))).toBe('partially-refunded')
    expect(await ledger(order.orderId)).toHaveLength(4)
    expect(await app.db.selectFrom('orders').select('refunded_cents').where('id', '=', order.orderId).executeTakeFirst()).toEqual(
      {
        refunded_cents: 3749,
      },
    )
    expect(await (await fetch(`${app.url}/orders/${order.publicId}`)).text()).toContain('Partially refunded $37.49')

    // The rest refunded: the order is refunded and what was left of the commission reversed.
    expect(await deliver('charge.refunded', charge(order.paymentId, total, total))).toBe('refunded')
    const entries = await ledger(order.orderId)
    expect(entries.slice(4)).toEqual([{ order_item_id: older, kind: 'reversal', amount_cents: -375 }])
    expect(entries.reduce((s, e) => s + e.amount_cents, 0)).toBe(0)
    expect(await deliver('charge.refunded', charge(order.paymentId, total, total))).toBe('refunded')
    expect(await ledger(order.orderId)).toHaveLength(5)
    expect(await commissionOf(shop.id)).toMatchObject({ total: 0 })
  })
})

describe('disputes', () => {
  it('holds the commission while open and releases it when won', async () => {
    const shop = await createShopViaApi(owner, { name: 'Disputed Shop', paypalEmail: 'disputed@example.com' })
    const order = await paidOrder(shop.id, [2])
    const sender = new RecordingSender()

    expect(await deliver('charge.dispute.created', dispute('dp_won', order.paymentId, 'needs_response'), 'evt_dp_won_1')).toBe(
      'dispute-open',
    )
    expect(await deliver('charge.dispute.created', dispute('dp_won', order.paymentId, 'needs_response'), 'evt_dp_won_1')).toBe(
      'duplicate',
    )
    const month = await monthEarned(order.orderId)
    const held = await runMonthlyPayouts(app.db, month, sender)
    expect(held.paid.find((p) => p.shopId === shop.id)).toBeUndefined()
    const dashboard = await (await owner.get(`/my-shops/${shop.id}`)).text()
    expect(dashboard).toContain('is held while a shopper disputes a payment')
    expect(await (await fetch(`${app.url}/orders/${order.publicId}`)).text()).toContain('Payment disputed')

    expect(await deliver('charge.dispute.updated', dispute('dp_won', order.paymentId, 'under_review'))).toBe('dispute-open')
    expect(await deliver('charge.dispute.closed', dispute('dp_won', order.paymentId, 'won'))).toBe('dispute-won')
    // A late "updated" after the close does not reopen it.
    expect(await deliver('charge.dispute.updated', dispute('dp_won', order.paymentId, 'under_review'))).toBe('dispute-won')
    expect(await ledger(order.orderId)).toEqual([{ order_item_id: order.itemIds[0], kind: 'sale', amount_cents: 500 }])
    const released = await runMonthlyPayouts(app.db, month, sender)
    expect(released.paid).toEqual([expect.objectContaining({ shopId: shop.id, amountCents: 500 })])
    expect(await (await fetch(`${app.url}/orders/${order.publicId}`)).text()).toContain('Dispute won')
  })

  it('reverses the commission when lost, once', async () => {
    const shop = await createShopViaApi(owner, { name: 'Lost Dispute Shop' })
    const order = await paidOrder(shop.id, [1, 1])
    expect(await deliver('charge.dispute.created', dispute('dp_lost', order.paymentId, 'needs_response'))).toBe('dispute-open')
    expect(await deliver('charge.dispute.closed', dispute('dp_lost', order.paymentId, 'lost'))).toBe('dispute-lost')
    expect(await deliver('charge.dispute.closed', dispute('dp_lost', order.paymentId, 'lost'))).toBe('dispute-lost')
    const entries = await ledger(order.orderId)
    expect(entries.filter((e) => e.kind === 'reversal').map((e) => e.amount_cents)).toEqual([-250, -250])
    expect(await commissionOf(shop.id)).toMatchObject({ total: 0, unpaid: 0 })
    const events = await app.db
      .selectFrom('order_events')
      .select('kind')
      .where('order_id', '=', order.orderId)
      .orderBy('id')
      .execute()
    expect(events.map((e) => e.kind)).toEqual(['disputed', 'dispute_lost'])
  })

  it('releases the commission when the dispute is prevented before it becomes a chargeback', async () => {
    const shop = await createShopViaApi(owner, { name: 'Prevented Dispute Shop', paypalEmail: 'prevented@example.com' })
    const order = await paidOrder(shop.id, [2])
    const sender = new RecordingSender()
    expect(await deliver('charge.dispute.created', dispute('dp_prevented', order.paymentId, 'warning_needs_response'))).toBe(
      'dispute-open',
    )
    const month = await monthEarned(order.orderId)
    const held = await runMonthlyPayouts(app.db, month, sender)
    expect(held.paid.find((p) => p.shopId === shop.id)).toBeUndefined()

    // Stripe's dispute prevention stopped it: no chargeback, no funds withdrawn. The hold ends.
    expect(await deliver('charge.dispute.closed', dispute('dp_prevented', order.paymentId, 'prevented'))).toBe(
      'dispute-prevented',
    )
    expect(await deliver('charge.dispute.updated', dispute('dp_prevented', order.paymentId, 'needs_response'))).toBe(
      'dispute-prevented',
    )
    const closed = await app.db
      .selectFrom('payment_disputes')
      .select(['status', 'closed_at'])
      .where('id', '=', 'dp_prevented')
      .executeTakeFirstOrThrow()
    expect(closed.status).toBe('prevented')
    expect(closed.closed_at).not.toBeNull()
    expect(await ledger(order.orderId)).toEqual([{ order_item_id: order.itemIds[0], kind: 'sale', amount_cents: 500 }])
    const released = await runMonthlyPayouts(app.db, month, sender)
    expect(released.paid).toEqual([expect.objectContaining({ shopId: shop.id, amountCents: 500 })])
    expect(await (await fetch(`${app.url}/orders/${order.publicId}`)).text()).toContain('Dispute prevented before a chargeback')
  })

  it('ignores a dispute for a payment the store does not know', async () => {
    expect(await deliver('charge.dispute.created', dispute('dp_unknown', 'pi_unknown', 'needs_response'))).toBe('ignored')
  })
})
