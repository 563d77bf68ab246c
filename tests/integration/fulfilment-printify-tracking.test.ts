import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import { seedPaidOrder } from '../support/fake-printify.ts'
import { signPrintifyPayload } from '../../app/services/fulfilment/webhook-signature.ts'
import {
  WEBHOOK_SECRET,
  app,
  designId,
  fulfilment,
  order,
  printifyOrdersFor,
  useFulfilmentPrintifyApp,
} from './fulfilment-printify-support.ts'

// Following Printify orders once submitted: polling their status and tracking, and its signed webhooks.

useFulfilmentPrintifyApp()

describe('following Printify orders', () => {
  async function submitted() {
    const seeded = await seedPaidOrder(app.db, { provider: 'printify', items: [{ designId }] })
    await fulfilment.processDueFulfilmentJobs(app.db, app.fulfilment, app.storage)
    const [remote] = printifyOrdersFor(seeded.publicId)
    return { ...seeded, remote }
  }

  it('polls open orders for their status and tracking', async () => {
    const { id, remote } = await submitted()
    remote.status = 'fulfilled'
    remote.shipments = [{ carrier: 'usps', number: '9400111', url: 'https://tools.usps.com/9400111', delivered_at: null }]
    // Just submitted: not due for a poll yet.
    await fulfilment.refreshOpenOrders(app.db, app.fulfilment)
    expect((await order(id)).status).toBe('paid')

    await app.db
      .updateTable('orders')
      .set({ fulfilment_synced_at: sql<Date>`now() - interval '1 hour'` })
      .where('id', '=', id)
      .execute()
    await fulfilment.refreshOpenOrders(app.db, app.fulfilment)
    const shipped = await order(id)
    expect(shipped.status).toBe('shipped')
    expect(shipped.fulfilment_status).toBe('fulfilled')
    expect(shipped.tracking).toEqual({ carrier: 'usps', number: '9400111', url: 'https://tools.usps.com/9400111' })
  })

  async function postWebhook(body: unknown, signature?: string) {
    const raw = JSON.stringify(body)
    return new TestClient(app.url).request('/api/webhooks/printify', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Pfy-Signature': signature ?? signPrintifyPayload(raw, WEBHOOK_SECRET),
      },
      body: raw,
    })
  }
  let eventCounter = 0
  const event = (type: string, printifyOrderId: string, data: Record<string, unknown>) => ({
    id: `evt_${Date.now()}_${++eventCounter}`,
    type,
    created_at: new Date().toISOString(),
    resource: { id: printifyOrderId, type: 'order', data: { shop_id: 424242, ...data } },
  })

  it('updates status and tracking from signed webhooks, each event once, never backwards', async () => {
    const { id, remote } = await submitted()

    const production = event('order:updated', remote.id, { status: 'in-production' })
    const first = await postWebhook(production)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' })
    expect((await order(id)).status).toBe('in production')

    const shipment = event('order:shipment:created', remote.id, {
      shipped_at: '2026-11-21 15:00:00+00:00',
      carrier: { code: 'usps', tracking_number: '9400222', tracking_url: 'https://tools.usps.com/9400222' },
    })
    expect((await postWebhook(shipment)).status).toBe(200)
    let saved = await order(id)
    expect(saved.status).toBe('shipped')
    expect(saved.tracking).toEqual({ carrier: 'usps', number: '9400222', url: 'https://tools.usps.com/9400222' })

    // A redelivery is recognised; a late "in production" does not undo "shipped".
    const again = await postWebhook(production)
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' })
    expect((await postWebhook(event('order:updated', remote.id, { status: 'in-production' }))).status).toBe(200)
    expect((await order(id)).status).toBe('shipped')

    const delivered = event('order:shipment:delivered', remote.id, {
      delivered_at: '2026-11-25 10:00:00+00:00',
      carrier: { code: 'usps', tracking_number: '9400222', tracking_url: 'https://tools.usps.com/9400222' },
    })
    expect((await postWebhook(delivered)).status).toBe(200)
    saved = await order(id)
    expect(saved.status).toBe('delivered')
    expect(saved.fulfilment_status).toBe('delivered')
    const events = await app.db.selectFrom('webhook_events').select('id').where('provider', '=', 'printify').execute()
    expect(events.map((e) => e.id)).toContain(`printify:${production.id}`)
  })

  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const { id, remote } = await submitted()
    const forged = event('order:updated', remote.id, { status: 'canceled' })
    const wrongSecret = signPrintifyPayload(JSON.stringify(forged), 'not-the-secret')
    expect((await postWebhook(forged, wrongSecret)).status).toBe(401)
    expect((await postWebhook(forged, '')).status).toBe(401)
    // Signed for a different body.
    const other = signPrintifyPayload(JSON.stringify({ ...forged, id: 'x' }), WEBHOOK_SECRET)
    const response = await postWebhook(forged, other)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'Invalid signature' })
    expect((await order(id)).status).toBe('paid')
    const recorded = await app.db.selectFrom('webhook_events').select('id').where('id', '=', `printify:${forged.id}`).execute()
    expect(recorded).toHaveLength(0)
  })

  it('answers 200 and ignores events for orders it does not know', async () => {
    const response = await postWebhook(event('order:updated', 'ffffffffffffffffffffffff', { status: 'in-production' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, outcome: 'unknown-order' })
  })

  it('answers 200 to signed events it does not handle, so Printify never disables the endpoint for them', async () => {
    for (const unknown of [
      {
        id: 'evt_unknown_1',
        type: 'product:publish:started',
        created_at: '2026-11-28 18:00:00+00:00',
        resource: { id: '5d39b159e7c48c000728c89f', type: 'product', data: { shop_id: 424242, publish_details: {} } },
      },
      {
        id: 'evt_unknown_2',
        type: 'shop:disconnected',
        created_at: '2026-11-28 18:00:00+00:00',
        resource: { id: 424242, type: 'shop', data: null },
      },
      { id: 'evt_unknown_3', type: 'a-topic-printify-adds-later', resource: {} },
    ]) {
      const response = await postWebhook(unknown)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ received: true, outcome: 'ignored' })
    }
  })

  it('answers 400 to signed bodies that are not Printify events', async () => {
    const notJson = 'not json'
    const bad = await new TestClient(app.url).request('/api/webhooks/printify', {
      method: 'POST',
      headers: { 'X-Pfy-Signature': signPrintifyPayload(notJson, WEBHOOK_SECRET) },
      body: notJson,
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: 'The body is not JSON' })
    const wrongShape = await postWebhook({ type: 'order:updated' })
    expect(wrongShape.status).toBe(400)
    expect(await wrongShape.json()).toMatchObject({ message: 'Not a Printify webhook event' })
  })

  it('processes five parallel deliveries of one event once', async () => {
    const { id, remote } = await submitted()
    const shipment = event('order:shipment:created', remote.id, {
      carrier: { code: 'dhl', tracking_number: 'DHL555', tracking_url: null },
    })
    const responses = await Promise.all(Array.from({ length: 5 }, () => postWebhook(shipment)))
    const outcomes = await Promise.all(responses.map((r) => r.json() as Promise<{ outcome: string }>))
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(outcomes.filter((o) => o.outcome === 'applied')).toHaveLength(1)
    expect(outcomes.filter((o) => o.outcome === 'duplicate')).toHaveLength(4)
    expect((await order(id)).tracking).toEqual({ carrier: 'dhl', number: 'DHL555', url: null })
  })

  it('answers 405 to a GET', async () => {
    const response = await new TestClient(app.url).get('/api/webhooks/printify')
    expect(response.status).toBe(405)
  })
})
