import { describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import { findMessage } from '../support/mailbox.ts'
import { ADDRESS, app, seedDesign, shopperWithCart, signedInShopper, useCheckoutApp } from './checkout-flow-support.ts'
import { A_DAY_AGO, applyCode, IN_A_DAY, seedCode, TEST_CARD, usesOf } from './discount-codes-support.ts'

// Discount codes on the checkout without JavaScript (ADR 160): each refusal as the field's error, the
// code's step after the quantity discount, the order's discount line, and uses counted once per paid
// order, never past the total.

useCheckoutApp()

async function readyToPay(name: string, quantity = 1) {
  const shopper = await shopperWithCart(name)
  if (quantity > 1) {
    const line = await app.db
      .selectFrom('cart_items')
      .select('id')
      .where('design_id', '=', shopper.designId)
      .executeTakeFirstOrThrow()
    await shopper.client.form('/checkout', { intent: 'update-item', itemId: String(line.id), quantity: String(quantity) })
  }
  await shopper.client.form('/checkout', { intent: 'save-address', ...ADDRESS, email: `${name}@example.com` })
  return shopper
}

async function pay(client: TestClient) {
  const paid = await client.form('/checkout', { intent: 'pay', ...TEST_CARD })
  expect(paid.status).toBe(303)
  const location = new URL(paid.headers.get('Location')!, app.url)
  return location.pathname === '/order-confirmation' ? location.searchParams.get('id')! : null
}

describe('applying a code on the checkout', () => {
  it('refuses each bad code with its own message under the field, and keeps none of them', async () => {
    const { client } = await readyToPay('refused', 1)
    const cases: [string, string][] = [
      ['NO-SUCH-CODE', 'is not a valid discount code'],
      [await seedCode(app, 'ENDED', { endsAt: A_DAY_AGO(), startsAt: new Date(Date.now() - 3 * 86_400_000) }), 'has expired'],
      [await seedCode(app, 'OFF', { deactivated: true }), 'has expired'],
      [await seedCode(app, 'SOON', { startsAt: IN_A_DAY() }), 'is not valid yet'],
      [await seedCode(app, 'GONE', { maxUses: 2, uses: 2 }), 'has been used up'],
      [await seedCode(app, 'BIG', { minSubtotalCents: 5000 }), 'needs a subtotal of at least $50.00'],
    ]
    for (const [code, message] of cases) {
      const answer = await applyCode(client, code)
      expect(answer.status, code).toBe(400)
      const html = await answer.text()
      expect(html, code).toContain(message)
      expect(html).toContain('id="discount-code-code-error"')
    }
    const cart = await app.db.selectFrom('carts').select('discount_code').where('visitor_id', 'like', '%').execute()
    expect(cart.every((c) => c.discount_code === null)).toBe(true)
  })

  it('applies a code typed in lower case, shows its line, and Remove takes it off', async () => {
    const { client } = await readyToPay('applier', 1)
    const code = await seedCode(app, 'SAVE', { percentOff: 10 })
    const applied = await applyCode(client, ` ${code.toLowerCase()} `)
    expect(applied.status).toBe(303)
    expect(applied.headers.get('Location')).toBe('/checkout')
    const html = await (await client.get('/checkout')).text()
    expect(html).toContain(`Code ${code} (10% off)`)
    // 10% of 2499 is 249.9: 250 off; shipping to the UK (the test address) 599; 2499 - 250 + 599 = 2848.
    expect(html).toContain('−$2.50')
    expect(html).toContain('$28.48')
    const removed = await client.form('/checkout', { intent: 'remove-code' })
    expect(removed.status).toBe(303)
    expect(await (await client.get('/checkout')).text()).toContain('$30.98')
  })
})

describe('paying with a code', () => {
  it('comes after the quantity discount: 5 shirts, 5% off, then 10% off the rest, shipping untouched', async () => {
    const { client } = await readyToPay('five', 5)
    const code = await seedCode(app, 'TEN', { percentOff: 10 })
    await applyCode(client, code)
    const publicId = (await pay(client))!
    // 5 × 2499 = 12495; 5% = 625 (624.75 half up); goods 11870; 10% = 1187; shipping to the UK 599 + 4 × 249 = 1595.
    const order = await app.db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      subtotal_cents: 12495,
      discount_cents: 625 + 1187,
      discount_code: code,
      code_discount_cents: 1187,
      shipping_cents: 1595,
      total_cents: 12495 - 625 - 1187 + 1595,
    })
    const intent = await app.db
      .selectFrom('test_payment_intents')
      .select('amount')
      .where('id', '=', order.payment_id)
      .executeTakeFirstOrThrow()
    expect(intent.amount).toBe(order.total_cents)
    expect(await usesOf(app, code)).toEqual({ uses: 1, rows: 1 })

    // The order page shows the quantity discount and the code's line apart.
    const page = await (await client.get(`/orders/${publicId}`)).text()
    expect(page).toContain('Quantity discount')
    expect(page).toContain(`Code ${code}`)
    expect(page).toContain('−$11.87')

    // So does the receipt e-mail (sent here as the receipts job sends it).
    const { sendDueReceipts } = await import('../../app/modules/order/receipt.server.ts')
    const { getEmailService, mailboxDir } = await import('../../app/services/email/index.server.ts')
    await sendDueReceipts(app.db, app.fulfilment, getEmailService(), app.url, () => {})
    const text = findMessage(mailboxDir(), { orderId: publicId }).parts.get('text/plain') ?? ''
    expect(text).toContain('Quantity discount: -$6.25')
    expect(text).toContain(`Code ${code}: -$11.87`)
  })

  it('never takes the shirts below $0 with a fixed code: the shopper pays shipping', async () => {
    const { client } = await readyToPay('fixed', 1)
    const code = await seedCode(app, 'HUGE', { kind: 'fixed', amountOffCents: 10_000 })
    await applyCode(client, code)
    const publicId = (await pay(client))!
    const order = await app.db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow()
    expect(order).toMatchObject({ code_discount_cents: 2499, discount_cents: 2499, total_cents: 599 })
  })

  it('leaves the creator’s $2.50 a shirt as it is', async () => {
    const { userId } = await signedInShopper('code-creator')
    const designId = await seedDesign({ userId, priceCents: 2499 })
    const shop = await app.db
      .insertInto('shops')
      .values({ user_id: userId, name: 'Code Shop' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db.insertInto('shop_designs').values({ shop_id: shop.id, design_id: designId }).execute()
    const buyer = new TestClient(app.url)
    await buyer.form('/cart/add', { kind: 'community', designId: String(designId), shopId: String(shop.id), quantity: '2' })
    await buyer.form('/checkout', { intent: 'save-address', ...ADDRESS, email: 'buyer-of-shop@example.com' })
    await applyCode(buyer, await seedCode(app, 'HALF', { percentOff: 50 }))
    const publicId = (await pay(buyer))!
    const order = await app.db.selectFrom('orders').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow()
    const entries = await app.db
      .selectFrom('commission_entries')
      .select('amount_cents')
      .where('order_id', '=', order.id)
      .execute()
    expect(entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(500)
  })

  it('is once per customer by e-mail: a second cart of the same e-mail is refused', async () => {
    const code = await seedCode(app, 'ONCE', { oncePerCustomer: true })
    const first = await readyToPay('oncer', 1)
    await applyCode(first.client, code)
    expect(await pay(first.client)).not.toBeNull()
    const again = new TestClient(app.url)
    const designId = await seedDesign({})
    await again.form('/cart/add', { kind: 'community', designId: String(designId) })
    await again.form('/checkout', { intent: 'save-address', ...ADDRESS, email: 'ONCER@example.com' })
    const refused = await applyCode(again, code)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('You have already used the code')
  })

  it('stops the payment when the kept code no longer applies, with the reason on the page', async () => {
    const { client } = await readyToPay('outgrown', 3)
    const code = await seedCode(app, 'MIN', { minSubtotalCents: 7000 })
    expect((await applyCode(client, code)).status).toBe(303)
    const line = await app.db
      .selectFrom('cart_items as i')
      .innerJoin('carts as c', 'c.id', 'i.cart_id')
      .select('i.id')
      .where('c.discount_code', '=', code)
      .executeTakeFirstOrThrow()
    await client.form('/checkout', { intent: 'update-item', itemId: String(line.id), quantity: '1' })
    expect(await pay(client)).toBeNull()
    const html = await (await client.get('/checkout')).text()
    expect(html).toContain('needs a subtotal of at least $70.00')
    expect(await usesOf(app, code)).toEqual({ uses: 0, rows: 0 })
  })
})

describe('counting uses', () => {
  it('counts a paid order once, whatever repeats the payment', async () => {
    const { client } = await readyToPay('repeater', 1)
    const code = await seedCode(app, 'REPEAT', { maxUses: 5 })
    await applyCode(client, code)
    const publicId = (await pay(client))!
    const order = await app.db
      .selectFrom('orders')
      .select('payment_id')
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow()
    for (let i = 0; i < 3; i++) {
      const placed = await client.request('/api/orders', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ stripe_payment_id: order.payment_id }),
      })
      expect([200, 201]).toContain(placed.status)
    }
    expect(await usesOf(app, code)).toEqual({ uses: 1, rows: 1 })
  })

  it('never counts past the total when shoppers pay for the last uses at once', async () => {
    const code = await seedCode(app, 'LAST', { maxUses: 2 })
    const shoppers = await Promise.all(['race-a', 'race-b', 'race-c', 'race-d'].map((name) => readyToPay(name, 1)))
    for (const shopper of shoppers) expect((await applyCode(shopper.client, code)).status).toBe(303)
    await Promise.all(shoppers.map((shopper) => pay(shopper.client)))
    expect(await usesOf(app, code)).toEqual({ uses: 2, rows: 2 })
    const late = await readyToPay('race-late', 1)
    expect(await (await applyCode(late.client, code)).text()).toContain('has been used up')
  })
})
