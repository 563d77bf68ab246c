import { describe, expect, it } from 'vitest'
import { recordSaleCommissions } from '../../app/modules/commission/commission.server.ts'
import { recordOrderEvent, recordShipmentEvent } from '../../app/modules/order-events/index.server.ts'
import { runMonthlyPayouts } from '../../app/modules/payout/payout.server.ts'
import { createWebhookEndpoint } from '../../app/modules/webhook/index.server.ts'
import type { PayoutBatch, PayoutSender } from '../../app/services/payouts/payouts.ts'
import { useTestApp } from '../support/test-app.ts'
import { createShopViaApi, seedDesign, seedPaidOrder } from './shops-support.ts'

// Where outgoing webhook events come from (ADR 130): each order event, once, for the order's account;
// payout.sent for the shop owner when a batch is recorded. The messages are looked at in the
// database (sending them is api-webhook-endpoints.test.ts's business).

const t = useTestApp({ signedInAs: { owner: 'events_owner' } })

const messages = (type: string) =>
  t.app.db
    .selectFrom('webhook_messages as m')
    .innerJoin('webhook_deliveries as d', 'd.message_id', 'm.id')
    .select(['m.body', 'm.user_id', 'd.endpoint_id'])
    .where('m.event_type', '=', type)
    .execute()

class RecordingSender implements PayoutSender {
  readonly kind = 'paypal' as const
  async send(_batch: PayoutBatch) {
    return { batchId: 'PAYPAL-1' }
  }
}

describe('webhook events', () => {
  it('queues each order event once for the order’s account, and only the types an endpoint wants', async () => {
    const created = await createWebhookEndpoint(t.app.db, t.users.owner.id, {
      url: 'https://hooks.example.com/orders',
      eventTypes: ['order.in_production', 'order.shipped', 'order.delivered', 'order.refunded'],
      description: null,
    })
    if (!created.ok) throw new Error(created.message)
    const designId = await seedDesign(t.app.db, t.users.owner.id)
    const orderId = await seedPaidOrder(t.app.db, [{ designId, quantity: 1 }], new Date())
    await t.app.db.updateTable('orders').set({ user_id: t.users.owner.id }).where('id', '=', orderId).execute()

    await recordOrderEvent(t.app.db, orderId, 'submitted')
    await recordOrderEvent(t.app.db, orderId, 'in_production')
    await recordOrderEvent(t.app.db, orderId, 'in_production')
    await recordShipmentEvent(t.app.db, orderId, null)
    await recordShipmentEvent(t.app.db, orderId, { carrier: 'UPS', number: '1Z', url: null })
    await recordOrderEvent(t.app.db, orderId, 'delivered')
    await recordOrderEvent(t.app.db, orderId, 'refunded')

    for (const type of ['order.in_production', 'order.shipped', 'order.delivered', 'order.refunded']) {
      const rows = await messages(type)
      expect(rows, type).toHaveLength(1)
      expect(rows[0]).toMatchObject({ user_id: t.users.owner.id, endpoint_id: created.endpoint.id })
      expect(JSON.parse(rows[0]!.body)).toMatchObject({
        type,
        data: { object: 'order', url: expect.stringMatching(/^\/api\/orders\//) },
      })
    }
    // Not chosen by the endpoint (order.paid), or not an integrator's event (submitted): nothing.
    expect(await messages('order.paid')).toHaveLength(0)
    const all = await t.app.db.selectFrom('webhook_messages').select('event_type').execute()
    expect(all.map((row) => row.event_type).sort()).toEqual([
      'order.delivered',
      'order.in_production',
      'order.refunded',
      'order.shipped',
    ])
  })

  it('queues payout.sent for the shop’s owner when the batch is recorded, once', async () => {
    const created = await createWebhookEndpoint(t.app.db, t.users.owner.id, {
      url: 'https://hooks.example.com/payouts',
      eventTypes: ['payout.sent'],
      description: null,
    })
    if (!created.ok) throw new Error(created.message)
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Hook Shop', paypalEmail: 'hooks@example.com' })
    const designId = await seedDesign(t.app.db, t.users.owner.id)
    expect((await t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status).toBe(201)
    const october = new Date('2026-10-15T12:00:00Z')
    const orderId = await seedPaidOrder(t.app.db, [{ designId, quantity: 2, shopId: shop.id }], october)
    await recordSaleCommissions(t.app.db, orderId)
    await t.app.db.updateTable('commission_entries').set({ created_at: october }).where('order_id', '=', orderId).execute()

    await runMonthlyPayouts(t.app.db, '2026-10', new RecordingSender())
    await runMonthlyPayouts(t.app.db, '2026-10', new RecordingSender())
    const rows = await messages('payout.sent')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.endpoint_id).toBe(created.endpoint.id)
    expect(JSON.parse(rows[0]!.body)).toMatchObject({
      type: 'payout.sent',
      data: { object: 'payout', shopId: shop.id, month: '2026-10', amountCents: 500, currency: 'usd', batchId: 'PAYPAL-1' },
    })
  })
})
