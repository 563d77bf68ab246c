import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'
import { integratorKit } from './api-integrator-support.ts'
import { seedDesign } from './shops-support.ts'

// Carts as resources (ADR 126): an integrator acting for many customers through one token gets one
// cart and one payment intent per customer. Confirming customer A's client secret places A's order,
// with A's shirts and address, never B's, even when both checkouts run at the same time.
const t = useTestApp({ signedInAs: { integrator: 'cart_integrator', other: 'cart_other' } })

const { createToken, customer, script, twoVariants, confirm, placeOrder } = integratorKit(t)

describe('POST /api/create-payment-intent through one token for two customers', () => {
  it('gives each concurrent checkout its own cart and intent; each secret places its own order', async () => {
    const token = await createToken(t.users.integrator.client, 'many customers', ['read', 'orders'])
    const api = script(token)
    const [v1, v2] = await twoVariants()
    const designA = await seedDesign(t.app.db, t.users.integrator.id, { prompt: 'Design for A' })
    const designB = await seedDesign(t.app.db, t.users.integrator.id, { prompt: 'Design for B' })
    const checkoutA = { items: [{ designId: designA, variantId: v1!.id, quantity: 2 }], address: customer('Alice') }
    const checkoutB = { items: [{ designId: designB, variantId: v2!.id, quantity: 3 }], address: customer('Bob') }

    const [answerA, answerB] = await Promise.all([
      api.post('/api/create-payment-intent', checkoutA),
      api.post('/api/create-payment-intent', checkoutB),
    ])
    expect(answerA.status).toBe(200)
    expect(answerB.status).toBe(200)
    const a = await answerA.json()
    const b = await answerB.json()
    expect(a.paymentIntentId).not.toBe(b.paymentIntentId)
    expect(a.clientSecret).not.toBe(b.clientSecret)
    expect(a.cartId).toEqual(expect.any(String))
    expect(a.cartId).not.toBe(b.cartId)
    expect(a.amountCents).toBe(a.amount)
    expect(b.amount).toBeGreaterThan(a.amount)

    // A first: A's secret pays A's cart only.
    await confirm(api, a.paymentIntentId, a.clientSecret)
    const orderA = await placeOrder(api, a.paymentIntentId)
    expect(orderA.items).toEqual([{ design_id: designA, variant_id: v1!.id, quantity: 2 }])
    expect(orderA.email).toBe('alice@example.com')
    expect(orderA.address1).toBe('1 Alice Street')
    expect(orderA.totalCents).toBe(a.amount)

    await confirm(api, b.paymentIntentId, b.clientSecret)
    const orderB = await placeOrder(api, b.paymentIntentId)
    expect(orderB.items).toEqual([{ design_id: designB, variant_id: v2!.id, quantity: 3 }])
    expect(orderB.email).toBe('bob@example.com')
    expect(orderB.orderId).not.toBe(orderA.orderId)
  }, 60_000)
})

describe('carts as resources', () => {
  it('creates carts, adds lines and pays each cart by id, concurrently, one intent and one order per cart', async () => {
    const token = await createToken(t.users.integrator.client, 'carts', ['read', 'orders'])
    const api = script(token)
    const [v1, v2] = await twoVariants()
    const design = await seedDesign(t.app.db, t.users.integrator.id, { prompt: 'Shared design' })

    const made = await Promise.all([api.post('/api/carts', { address: customer('Carol') }), api.post('/api/carts', {})])
    for (const answer of made) expect(answer.status).toBe(201)
    const [carol, dave] = (await Promise.all(made.map((m) => m.json()))).map((b) => b.cart as { id: string })
    expect(carol!.id).not.toBe(dave!.id)
    expect(made[0]!.headers.get('Location')).toBe(`/api/carts/${carol!.id}`)

    const [addCarol, addDave] = await Promise.all([
      api.post(`/api/carts/${carol!.id}/items`, { designId: design, variantId: v1!.id, quantity: 1 }),
      api.post(`/api/carts/${dave!.id}/items`, { designId: design, variantId: v2!.id, quantity: 4 }),
    ])
    expect(addCarol.status).toBe(201)
    expect(addDave.status).toBe(201)
    const again = await api.post(`/api/carts/${carol!.id}/items`, { designId: design, variantId: v1!.id, quantity: 2 })
    const carolCart = (await again.json()).cart
    expect(carolCart.lines).toEqual([expect.objectContaining({ designId: design, variantId: v1!.id, quantity: 3 })])
    expect(carolCart.pricing).toMatchObject({
      quantity: 3,
      totalCents: expect.any(Number),
      formattedTotal: expect.stringMatching(/^\$/),
    })
    expect(carolCart.lines[0].lineTotalCents).toBe(carolCart.lines[0].unitPriceCents * 3)

    // Dave's cart has no address yet: paying asks for one, and takes it in the body.
    const noAddress = await api.post(`/api/carts/${dave!.id}/payment-intent`, {})
    expect(noAddress.status).toBe(400)
    expect((await noAddress.json()).code).toBe('address_required')

    const [payCarol, payDave] = await Promise.all([
      api.post(`/api/carts/${carol!.id}/payment-intent`),
      api.post(`/api/carts/${dave!.id}/payment-intent`, { address: customer('Dave') }),
    ])
    expect(payCarol.status).toBe(200)
    expect(payDave.status).toBe(200)
    const pc = await payCarol.json()
    const pd = await payDave.json()
    expect(pc.cartId).toBe(carol!.id)
    expect(pd.cartId).toBe(dave!.id)
    expect(pc.paymentIntentId).not.toBe(pd.paymentIntentId)
    expect(pc.amountCents).toBe(carolCart.pricing.totalCents)
    // Asking again for an unchanged cart answers its same intent.
    const repeat = await (await api.post(`/api/carts/${carol!.id}/payment-intent`)).json()
    expect(repeat.paymentIntentId).toBe(pc.paymentIntentId)

    await confirm(api, pd.paymentIntentId, pd.clientSecret)
    const orderDave = await placeOrder(api, pd.paymentIntentId)
    expect(orderDave.items).toEqual([{ design_id: design, variant_id: v2!.id, quantity: 4 }])
    expect(orderDave.email).toBe('dave@example.com')
    await confirm(api, pc.paymentIntentId, pc.clientSecret)
    const orderCarol = await placeOrder(api, pc.paymentIntentId)
    expect(orderCarol.items).toEqual([{ design_id: design, variant_id: v1!.id, quantity: 3 }])
    expect(orderCarol.email).toBe('carol@example.com')

    // The order closed the cart: paying it again names the order, never a second charge.
    const paid = await api.post(`/api/carts/${carol!.id}/payment-intent`)
    expect(paid.status).toBe(409)
    expect(await paid.json()).toMatchObject({ code: 'cart_already_paid', orderId: orderCarol.orderId })
  }, 60_000)

  it('keeps carts to their user, and refuses quantities out of range instead of changing them', async () => {
    const token = await createToken(t.users.integrator.client, 'strict', ['read', 'orders'])
    const api = script(token)
    const [v1] = await twoVariants()
    const design = await seedDesign(t.app.db, t.users.integrator.id, { prompt: 'Strict design' })
    const { cart } = await (await api.post('/api/carts', {})).json()

    // Another user's token, and the session of another user, do not see the cart.
    const otherToken = await createToken(t.users.other.client, 'other', ['read', 'orders'])
    const other = script(otherToken)
    expect((await (await other.get(`/api/carts/${cart.id}`)).json()).code).toBe('cart_not_found')
    expect((await other.post(`/api/carts/${cart.id}/items`, { designId: design, variantId: v1!.id })).status).toBe(404)
    expect((await t.users.other.client.get(`/api/carts/${cart.id}`)).status).toBe(404)
    expect((await api.get('/api/carts/not-a-uuid')).status).toBe(404)
    expect((await t.anonymous.get(`/api/carts/${cart.id}`)).status).toBe(401)

    for (const quantity of [0, -3, 101, 2.5, '7']) {
      const refused = await api.post(`/api/carts/${cart.id}/items`, { designId: design, variantId: v1!.id, quantity })
      expect(refused.status).toBe(400)
      const body = await refused.json()
      expect(body.code).toBe('validation_failed')
      expect(body.errors).toEqual([
        expect.objectContaining({ pointer: '/quantity', detail: 'quantity must be a whole number from 1 to 100' }),
      ])
    }
    const checkout = { items: [{ designId: design, variantId: v1!.id, quantity: 101 }], address: customer('Eve') }
    const tooMany = await api.post('/api/create-payment-intent', checkout)
    expect(tooMany.status).toBe(400)
    expect((await tooMany.json()).errors[0].pointer).toBe('/items/0/quantity')

    expect((await api.post(`/api/carts/${cart.id}/items`, { designId: design, variantId: v1!.id, quantity: 60 })).status).toBe(
      201,
    )
    const over = await api.post(`/api/carts/${cart.id}/items`, { designId: design, variantId: v1!.id, quantity: 41 })
    expect(over.status).toBe(400)
    expect((await over.json()).code).toBe('quantity_too_large')
    const shown = await (await api.get(`/api/carts/${cart.id}`)).json()
    expect(shown.cart.lines[0].quantity).toBe(60)
    // Without the orders scope no cart is made.
    const reader = script(await createToken(t.users.integrator.client, 'reader', ['read']))
    expect((await reader.post('/api/carts', {})).status).toBe(403)
  }, 60_000)
})
