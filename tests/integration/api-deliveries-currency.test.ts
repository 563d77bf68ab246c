import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'
import { integratorKit } from './api-integrator-support.ts'
import { seedDesign } from './shops-support.ts'

// Two rules of the API over HTTP (ADR 137): every amount's currency is one form, lower-case ISO 4217
// ("usd"), in the cart, the payment, the orders and the webhook events alike; and a webhook endpoint's
// delivery log pages with the opaque signed cursor every list has (an edited or another log's cursor
// is a 400 problem). Every answer read through the script's client is checked against the document.

const t = useTestApp({ signedInAs: { integrator: 'ledger_integrator' }, env: { WEBHOOK_LOCAL_URLS: 'on' } })
const { createToken, customer, script, twoVariants, confirm, placeOrder } = integratorKit(t)

describe('one currency form, and the delivery log in pages', () => {
  it('answers "usd" in carts, payments, orders and the order.paid event; pages the delivery log by cursor', async () => {
    const token = await createToken(t.users.integrator.client, 'ledger', ['read', 'orders', 'webhooks'])
    const api = script(token)
    const endpoint = (
      await (await api.post('/api/webhook-endpoints', { url: 'http://127.0.0.1:9/hooks', eventTypes: ['order.paid'] })).json()
    ).endpoint as { id: number }
    const other = (
      await (await api.post('/api/webhook-endpoints', { url: 'http://127.0.0.1:9/other', eventTypes: ['order.paid'] })).json()
    ).endpoint as { id: number }

    // A cart, its payment and its order: one currency form throughout.
    const [variant] = await twoVariants()
    const design = await seedDesign(t.app.db, t.users.integrator.id)
    const made = await api.post('/api/carts', {
      address: customer('Ines'),
      items: [{ designId: design, variantId: variant!.id, quantity: 2 }],
    })
    expect(made.status).toBe(201)
    const { cart } = (await made.json()) as { cart: { id: string; pricing: { currency: string } } }
    expect(cart.pricing.currency).toBe('usd')
    const readBack = (await (await api.get(`/api/carts/${cart.id}`)).json()) as { cart: { pricing: { currency: string } } }
    expect(readBack.cart.pricing.currency).toBe('usd')
    const pay = (await (await api.post(`/api/carts/${cart.id}/payment-intent`)).json()) as {
      paymentIntentId: string
      clientSecret: string
      currency: string
    }
    expect(pay.currency).toBe('usd')
    await confirm(api, pay.paymentIntentId, pay.clientSecret)
    const { orderId } = await placeOrder(api, pay.paymentIntentId)
    const { order } = (await (await api.get(`/api/orders/${orderId}`)).json()) as { order: { totals: { currency: string } } }
    expect(order.totals.currency).toBe('usd')
    const list = (await (await api.get('/api/orders')).json()) as { orders: { orderId: string; currency: string }[] }
    expect(list.orders.find((o) => o.orderId === orderId)?.currency).toBe('usd')
    const message = await t.app.db
      .selectFrom('webhook_messages')
      .select('body')
      .where('event_type', '=', 'order.paid')
      .executeTakeFirstOrThrow()
    expect((JSON.parse(message.body) as { data: { currency: string } }).data.currency).toBe('usd')

    // Seven more events in the log, three of them written at one instant (the id breaks the tie).
    const user = t.users.integrator.id
    for (let i = 0; i < 7; i += 1) {
      const id = `msg_cursor_${i}`
      const at = new Date(Date.UTC(2026, 10, 20, 12, 0, i < 3 ? 0 : i))
      await t.app.db
        .insertInto('webhook_messages')
        .values({ id, user_id: user, event_type: 'order.paid', event_key: `cursor:${i}`, body: '{}', created_at: at })
        .execute()
      await t.app.db
        .insertInto('webhook_deliveries')
        .values({ endpoint_id: endpoint.id, message_id: id, status: 'failed', created_at: at })
        .execute()
    }
    const expected = await t.app.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpoint_id', '=', endpoint.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    expect(expected).toHaveLength(8)

    const seen: number[] = []
    const cursors: string[] = []
    let cursor: string | null = null
    do {
      const answer = await api.get(`/api/webhook-endpoints/${endpoint.id}/deliveries?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      expect(answer.status).toBe(200)
      const page = (await answer.json()) as { deliveries: { id: number }[]; nextCursor: string | null }
      expect(page.deliveries.length).toBeLessThanOrEqual(3)
      seen.push(...page.deliveries.map((d) => d.id))
      cursor = page.nextCursor
      if (cursor) cursors.push(cursor)
    } while (cursor)
    expect(seen).toEqual(expected.map((row) => row.id))
    expect(cursors).toHaveLength(2)
    // Without limit: the newest 50 (all eight), and the end of the log.
    const whole = (await (await api.get(`/api/webhook-endpoints/${endpoint.id}/deliveries`)).json()) as {
      deliveries: unknown[]
      nextCursor: string | null
    }
    expect(whole.deliveries).toHaveLength(8)
    expect(whole.nextCursor).toBeNull()

    // Refused: an edited cursor, another endpoint's log with this one's cursor, a limit out of range.
    const edited = `${cursors[0]!.slice(0, -2)}${cursors[0]!.endsWith('A') ? 'B' : 'A'}A`
    for (const [path, code] of [
      [`/api/webhook-endpoints/${endpoint.id}/deliveries?cursor=${edited}`, 'invalid_cursor'],
      [`/api/webhook-endpoints/${other.id}/deliveries?cursor=${cursors[0]}`, 'invalid_cursor'],
      [`/api/webhook-endpoints/${endpoint.id}/deliveries?limit=101`, 'invalid_limit'],
    ] as const) {
      const refused = await api.get(path)
      expect(refused.status).toBe(400)
      expect(refused.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
      expect(((await refused.json()) as { code: string }).code).toBe(code)
    }
  })
})
