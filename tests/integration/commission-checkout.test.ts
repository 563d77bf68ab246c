import { describe, expect, it } from 'vitest'
import { refundOrderInTransaction } from '../../app/modules/order/order.server.ts'
import { CHECKOUT_ADDRESS } from '../support/checkout.ts'
import { useTestApp } from '../support/test-app.ts'
import { TestClient } from '../support/client.ts'
import { createShopViaApi, seedDesign } from './shops-support.ts'

// Commission after real orders placed through the cart and the test-mode checkout, without JavaScript.

const t = useTestApp({ signedInAs: { owner: 'checkout_creator' } })

/** A shopper (a new anonymous one unless given) buys `quantity` shirts of the design from the storefront of `shopId`. */
async function buyFromStorefront(
  designId: number,
  shopId: number | null,
  quantity: number,
  shopper: TestClient = new TestClient(t.app.url),
) {
  const added = await shopper.form('/cart/add', {
    kind: 'product',
    designId: String(designId),
    color: 'White',
    size: 'L',
    quantity: String(quantity),
    ...(shopId ? { shopId: String(shopId) } : {}),
  })
  expect(added.status).toBe(303)
  const saved = await shopper.form('/checkout', { intent: 'save-address', ...CHECKOUT_ADDRESS })
  expect(saved.status).toBe(303)
  const paid = await shopper.form('/checkout', { intent: 'pay', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })
  expect(paid.status).toBe(303)
  const location = new URL(paid.headers.get('Location')!, t.app.url)
  expect(location.pathname).toBe('/order-confirmation')
  const order = await t.app.db
    .selectFrom('orders')
    .select(['id', 'payment_id'])
    .where('public_id', '=', location.searchParams.get('id')!)
    .executeTakeFirstOrThrow()
  return order
}

async function commission(shopId: number) {
  return (await (await t.users.owner.client.get(`/api/shops/${shopId}/commission`)).json()).commission
}

describe('commission through the checkout', () => {
  it('earns $2.50 for 1 shirt and $7.50 for 3 shirts bought from the storefront; a refund reverses', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Checkout Shop', paypalEmail: 'creator@example.com' })
    const designId = await seedDesign(t.app.db, t.users.owner.id, { prompt: 'A lighthouse at night' })
    expect((await t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status).toBe(201)

    const storefront = await (await new TestClient(t.app.url).get(`/shops/${shop.handle}`)).text()
    expect(storefront).toContain(`href="/products/${designId}?shop=${shop.id}"`)

    await buyFromStorefront(designId, shop.id, 1)
    expect(await commission(shop.id)).toMatchObject({ total: 250, unpaid: 250, formattedTotal: '$2.50' })

    const three = await buyFromStorefront(designId, shop.id, 3)
    expect(await commission(shop.id)).toMatchObject({ total: 1000, paid: 0, unpaid: 1000, formattedUnpaid: '$10.00' })
    const entries = await t.app.db
      .selectFrom('commission_entries')
      .select(['shop_id', 'kind', 'amount_cents'])
      .where('order_id', '=', three.id)
      .execute()
    expect(entries).toEqual([{ shop_id: shop.id, kind: 'sale', amount_cents: 750 }])

    await t.app.db.transaction().execute((trx) => refundOrderInTransaction(trx, three.payment_id))
    expect(await commission(shop.id)).toMatchObject({ total: 250, unpaid: 250 })

    // The card on /my-shops shows the same numbers.
    const html = await (await t.users.owner.client.get('/my-shops')).text()
    expect(html).toContain('data-testid="commission-total">$2.50<')
    expect(html).toContain('Pending: $2.50')
  })

  it('credits the shop where the design was published first when bought outside a storefront', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Direct Sale Shop' })
    const designId = await seedDesign(t.app.db, t.users.owner.id, { prompt: 'A kite over hills' })
    await t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })
    await buyFromStorefront(designId, null, 2)
    expect(await commission(shop.id)).toMatchObject({ total: 500 })
  })

  it("earns nothing on the shop owner's own purchase, and $2.50 on another signed-in buyer's", async () => {
    const owner = t.users.owner.client
    const shop = await createShopViaApi(owner, { name: 'Own Purchase Shop' })
    const designId = await seedDesign(t.app.db, t.users.owner.id, { prompt: 'A fox in the snow' })
    expect((await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status).toBe(201)
    const entriesOf = (orderId: number) =>
      t.app.db
        .selectFrom('commission_entries')
        .select(['shop_id', 'kind', 'amount_cents'])
        .where('order_id', '=', orderId)
        .execute()

    // The owner, signed in, buys from her own storefront and outside it: no entry, no other shop credited.
    const own = await buyFromStorefront(designId, shop.id, 2, owner)
    const ownDirect = await buyFromStorefront(designId, null, 1, owner)
    expect(await entriesOf(own.id)).toEqual([])
    expect(await entriesOf(ownDirect.id)).toEqual([])
    expect(await commission(shop.id)).toMatchObject({ total: 0, unpaid: 0 })

    const buyer = new TestClient(t.app.url)
    await buyer.signIn('checkout_other_buyer')
    const other = await buyFromStorefront(designId, shop.id, 1, buyer)
    expect(await entriesOf(other.id)).toEqual([{ shop_id: shop.id, kind: 'sale', amount_cents: 250 }])
    expect(await commission(shop.id)).toMatchObject({ total: 250, unpaid: 250 })

    const dashboard = await (await owner.get(`/my-shops/${shop.id}`)).text()
    expect(dashboard).toContain('Shirts you buy from your own shop earn no commission.')
  })
})
