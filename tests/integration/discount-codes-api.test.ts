import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'
import { integratorKit } from './api-integrator-support.ts'
import { seedDesign } from './shops-support.ts'
import { A_DAY_AGO, IN_A_DAY, seedCode, usesOf } from './discount-codes-support.ts'

// Discount codes through the JSON API (ADR 160): `discountCode` on POST /api/create-payment-intent,
// POST /api/carts and POST /api/carts/{id}/payment-intent; each refusal is a 422 problem with its own
// code; the intent's amount is the server's price with the code's step after the quantity discount.

const t = useTestApp({ signedInAs: { integrator: 'code_integrator', buyer: 'code_buyer' } })
const { createToken, customer, script, twoVariants, confirm, placeOrder } = integratorKit(t)

async function kit() {
  const token = await createToken(t.users.integrator.client, `codes ${Math.random()}`, ['read', 'orders'])
  const api = script(token)
  const [variant] = await twoVariants()
  const designId = await seedDesign(t.app.db, t.users.integrator.id, { prompt: 'A code design' })
  return { api, items: (quantity: number) => [{ designId, variantId: variant!.id, quantity }] }
}

describe('discountCode on the API', () => {
  it('answers each refused code with 422 and its own problem code', async () => {
    const { api, items } = await kit()
    const cases: [string, string][] = [
      ['NOPE-NOPE', 'discount_code_invalid'],
      [
        await seedCode(t.app, 'APIEND', { startsAt: new Date(Date.now() - 3 * 86_400_000), endsAt: A_DAY_AGO() }),
        'discount_code_expired',
      ],
      [await seedCode(t.app, 'APISOON', { startsAt: IN_A_DAY() }), 'discount_code_not_started'],
      [await seedCode(t.app, 'APIGONE', { maxUses: 1, uses: 1 }), 'discount_code_used_up'],
      [await seedCode(t.app, 'APIMIN', { minSubtotalCents: 1_000_000 }), 'discount_code_below_minimum'],
    ]
    for (const [code, problemCode] of cases) {
      const answer = await api.post('/api/create-payment-intent', {
        items: items(1),
        address: customer('Ria'),
        discountCode: code,
      })
      expect(answer.status, code).toBe(422)
      expect(answer.headers.get('Content-Type')).toContain('application/problem+json')
      const body = await answer.json()
      expect(body.code).toBe(problemCode)
      expect(body.detail).toContain(code)
    }
  }, 60_000)

  it('prices the intent with the code and places the order with its discount line', async () => {
    const { api, items } = await kit()
    const code = await seedCode(t.app, 'APITEN', { percentOff: 10 })
    const created = await api.post('/api/carts', { items: items(5), address: customer('Cal'), discountCode: code.toLowerCase() })
    expect(created.status).toBe(201)
    const { cart } = await created.json()
    const p = cart.pricing
    expect(p.discountCode).toBe(code)
    expect(p.discountPercent).toBe(5)
    const goods = p.subtotalCents - p.discountCents
    expect(p.codeDiscountCents).toBe(Math.floor((goods * 10 + 50) / 100))
    expect(p.totalCents).toBe(goods - p.codeDiscountCents + p.shippingCents)

    const intent = await (await api.post(`/api/carts/${cart.id}/payment-intent`)).json()
    expect(intent.amount).toBe(p.totalCents)
    await confirm(api, intent.paymentIntentId, intent.clientSecret)
    const order = await placeOrder(api, intent.paymentIntentId)
    expect(order.totalCents).toBe(p.totalCents)
    const read = await (await api.get(`/api/orders/${order.orderId}`)).json()
    expect(read.order?.totals ?? read.totals).toMatchObject({
      discountCode: code,
      codeDiscountCents: p.codeDiscountCents,
      discountCents: p.discountCents + p.codeDiscountCents,
    })
    expect(await usesOf(t.app, code)).toEqual({ uses: 1, rows: 1 })
  }, 60_000)

  it('takes the code off with null, and answers a customer who used a once-per-customer code', async () => {
    const { api, items } = await kit()
    const code = await seedCode(t.app, 'APIONCE', { oncePerCustomer: true })
    const created = await (await api.post('/api/carts', { items: items(1), address: customer('Una'), discountCode: code })).json()
    const withCode = created.cart.pricing.totalCents
    const removed = await (await api.post(`/api/carts/${created.cart.id}/payment-intent`, { discountCode: null })).json()
    expect(removed.amount).toBe(withCode + created.cart.pricing.codeDiscountCents)
    const paid = await (await api.post(`/api/carts/${created.cart.id}/payment-intent`, { discountCode: code })).json()
    expect(paid.amount).toBe(withCode)
    await confirm(api, paid.paymentIntentId, paid.clientSecret)
    await placeOrder(api, paid.paymentIntentId)

    const again = await api.post('/api/carts', { items: items(1), address: customer('Una'), discountCode: code })
    expect(again.status).toBe(422)
    expect((await again.json()).code).toBe('discount_code_already_used')
  }, 60_000)

  it('gives a changed code a new payment: the amount follows the code', async () => {
    const client = t.users.buyer.client
    const [variant] = await twoVariants()
    const designId = await seedDesign(t.app.db, t.users.buyer.id, { prompt: 'Session code' })
    const body = { items: [{ designId, variantId: variant!.id, quantity: 1 }], address: customer('Bo') }
    const plain = await (await client.json('/api/create-payment-intent', 'POST', body)).json()
    const five = await seedCode(t.app, 'APIFIVE', { kind: 'fixed', amountOffCents: 500 })
    const coded = await (await client.json('/api/create-payment-intent', 'POST', { ...body, discountCode: five })).json()
    expect(coded.amount).toBe(plain.amount - 500)
    // Left out, the cart keeps its code.
    const kept = await (await client.json('/api/create-payment-intent', 'POST', body)).json()
    expect(kept.amount).toBe(coded.amount)
  }, 60_000)
})
