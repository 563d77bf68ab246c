import { describe, expect, it } from 'vitest'
import {
  COMMISSION_PER_SHIRT_CENTS,
  recordSaleCommissions,
  reverseCommissions,
} from '../../app/modules/commission/commission.server.ts'
import { useTestApp } from '../support/test-app.ts'
import { TestClient } from '../support/client.ts'
import { createShopViaApi, seedDesign, seedPaidOrder } from './shops-support.ts'

const t = useTestApp({ signedInAs: { owner: 'earner' } })

async function publishedDesign(shopId: number) {
  const designId = await seedDesign(t.app.db, t.users.owner.id)
  expect((await t.users.owner.client.json(`/api/shops/${shopId}/designs`, 'POST', { designId })).status).toBe(201)
  return designId
}

async function commissionOf(shopId: number, client = t.users.owner.client) {
  const response = await client.get(`/api/shops/${shopId}/commission`)
  return { status: response.status, body: await response.json() }
}

async function entriesOf(orderId: number) {
  return t.app.db
    .selectFrom('commission_entries')
    .select(['shop_id', 'kind', 'amount_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
}

describe('commission per shirt sold', () => {
  it('credits 250 cents per shirt to the shop, in the order transaction, once', async () => {
    expect(COMMISSION_PER_SHIRT_CENTS).toBe(250)
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Earning Shop' })
    const designId = await publishedDesign(shop.id)
    expect((await commissionOf(shop.id)).body.commission).toEqual({
      total: 0,
      paid: 0,
      unpaid: 0,
      formattedTotal: '$0.00',
      formattedPaid: '$0.00',
      formattedUnpaid: '$0.00',
    })

    const one = await seedPaidOrder(t.app.db, [{ designId, quantity: 1, shopId: shop.id }])
    await t.app.db.transaction().execute((trx) => recordSaleCommissions(trx, one))
    const three = await seedPaidOrder(t.app.db, [{ designId, quantity: 3 }])
    await t.app.db.transaction().execute(async (trx) => {
      await recordSaleCommissions(trx, three)
      await recordSaleCommissions(trx, three) // a retried order step pays nothing twice
    })
    expect(await entriesOf(one)).toEqual([{ shop_id: shop.id, kind: 'sale', amount_cents: 250 }])
    expect(await entriesOf(three)).toEqual([{ shop_id: shop.id, kind: 'sale', amount_cents: 750 }])

    const { status, body } = await commissionOf(shop.id)
    expect(status).toBe(200)
    expect(body).toEqual({
      success: true,
      commission: {
        total: 1000,
        paid: 0,
        unpaid: 1000,
        formattedTotal: '$10.00',
        formattedPaid: '$0.00',
        formattedUnpaid: '$10.00',
      },
    })
  })

  it('credits the shop bought through, else the shop where the design was published first', async () => {
    const first = await createShopViaApi(t.users.owner.client, { name: 'First Shop' })
    const second = await createShopViaApi(t.users.owner.client, { name: 'Second Shop' })
    const designId = await publishedDesign(first.id)
    expect((await t.users.owner.client.json(`/api/shops/${second.id}/designs`, 'POST', { designId })).status).toBe(201)

    const throughSecond = await seedPaidOrder(t.app.db, [{ designId, quantity: 2, shopId: second.id }])
    const direct = await seedPaidOrder(t.app.db, [{ designId, quantity: 1 }])
    await recordSaleCommissions(t.app.db, throughSecond)
    await recordSaleCommissions(t.app.db, direct)
    expect(await entriesOf(throughSecond)).toEqual([{ shop_id: second.id, kind: 'sale', amount_cents: 500 }])
    expect(await entriesOf(direct)).toEqual([{ shop_id: first.id, kind: 'sale', amount_cents: 250 }])
  })

  it('pays nothing for designs in no shop, and nothing to a shop the design was removed from', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Removal Shop' })
    const loose = await seedDesign(t.app.db, t.users.owner.id)
    const removed = await publishedDesign(shop.id)
    await t.users.owner.client.json(`/api/shops/${shop.id}/designs/${removed}`, 'DELETE')
    const order = await seedPaidOrder(t.app.db, [
      { designId: loose, quantity: 1 },
      { designId: removed, quantity: 2, shopId: shop.id },
    ])
    await recordSaleCommissions(t.app.db, order)
    expect(await entriesOf(order)).toEqual([])
  })

  it('reverses a refunded order with negative entries, once, keeping the history', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Refund Shop' })
    const designId = await publishedDesign(shop.id)
    const order = await seedPaidOrder(t.app.db, [{ designId, quantity: 2, shopId: shop.id }])
    await recordSaleCommissions(t.app.db, order)
    await t.app.db.transaction().execute(async (trx) => {
      await reverseCommissions(trx, order)
      await reverseCommissions(trx, order)
    })
    expect(await entriesOf(order)).toEqual([
      { shop_id: shop.id, kind: 'sale', amount_cents: 500 },
      { shop_id: shop.id, kind: 'reversal', amount_cents: -500 },
    ])
    expect((await commissionOf(shop.id)).body.commission).toMatchObject({ total: 0, unpaid: 0 })
  })

  it('keeps a deleted shop’s entries and shows commission only to the owner', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Doomed Shop' })
    const designId = await publishedDesign(shop.id)
    const order = await seedPaidOrder(t.app.db, [{ designId, quantity: 1, shopId: shop.id }])
    await recordSaleCommissions(t.app.db, order)

    const stranger = new TestClient(t.app.url)
    await stranger.signIn('nosy')
    expect((await commissionOf(shop.id, stranger)).status).toBe(403)
    expect((await commissionOf(shop.id, new TestClient(t.app.url))).status).toBe(401)
    expect((await commissionOf(999999)).status).toBe(404)

    expect((await t.users.owner.client.json(`/api/shops/${shop.id}`, 'DELETE')).status).toBe(200)
    expect(await entriesOf(order)).toEqual([{ shop_id: shop.id, kind: 'sale', amount_cents: 250 }])
  })
})
