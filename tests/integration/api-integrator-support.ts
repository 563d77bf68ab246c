import { expect } from 'vitest'
import type { useTestApp } from '../support/test-app.ts'
import { TestClient } from '../support/client.ts'

// What an integrator's script does in the API tests: a token made on the tokens page, customers'
// addresses, a cookie-less client that speaks only through the token, paying and placing an order.

const TOKEN_IN_PAGE = /value="(ss_live_[A-Za-z0-9_-]{43})"/

export function integratorKit(t: ReturnType<typeof useTestApp>) {
  async function createToken(client: TestClient, name: string, scopes: string[]) {
    const body = new URLSearchParams({ intent: 'create', name })
    for (const scope of scopes) body.append('scopes', scope)
    const response = await client.request('/account/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    })
    expect(response.status).toBe(201)
    const token = (await response.text()).match(TOKEN_IN_PAGE)?.[1]
    if (!token) throw new Error('no token on the page')
    return token
  }

  function customer(name: string) {
    return {
      first_name: name,
      last_name: 'Customer',
      email: `${name.toLowerCase()}@example.com`,
      phone: '5550100',
      address1: `1 ${name} Street`,
      city: 'Springfield',
      region: 'IL',
      zip: '62701',
      country: 'US',
    }
  }

  /** A client without cookies that speaks only through the token. */
  function script(token: string) {
    const client = new TestClient(t.app.url)
    const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
      client.request(path, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const get = (path: string) => client.request(path, { headers: { Authorization: `Bearer ${token}` } })
    return { client, post, get }
  }

  async function twoVariants() {
    const rows = await t.app.db
      .selectFrom('product_variants')
      .select(['id', 'color', 'size'])
      .where('is_enabled', '=', true)
      .orderBy('id')
      .limit(2)
      .execute()
    expect(rows).toHaveLength(2)
    return rows
  }

  async function confirm(api: ReturnType<typeof script>, paymentIntentId: string, clientSecret: string) {
    const confirmed = await api.client.request(`/pay/${paymentIntentId}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientSecret, number: '4242424242424242', expiry: '12/34', cvc: '123' }),
    })
    expect((await confirmed.json()).status).toBe('succeeded')
  }

  async function placeOrder(api: ReturnType<typeof script>, paymentIntentId: string) {
    const order = await api.post('/api/orders', { stripe_payment_id: paymentIntentId })
    expect([200, 201]).toContain(order.status)
    const { orderId } = (await order.json()) as { orderId: string }
    const row = await t.app.db
      .selectFrom('orders')
      .select(['id', 'email', 'shipping_address', 'total_cents'])
      .where('public_id', '=', orderId)
      .executeTakeFirstOrThrow()
    const items = await t.app.db
      .selectFrom('order_items')
      .select(['design_id', 'variant_id', 'quantity'])
      .where('order_id', '=', row.id)
      .execute()
    return { orderId, email: row.email, address1: row.shipping_address.address1, totalCents: row.total_cents, items }
  }

  return { createToken, customer, script, twoVariants, confirm, placeOrder }
}
