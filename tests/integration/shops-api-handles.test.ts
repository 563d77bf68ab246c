import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'
import { createShopViaApi, seedDesign } from './shops-support.ts'

// A shop's page lives at /shops/{handle}; every /api/shops/{key} route takes that key as well as the
// shop's number, and answers both.
const t = useTestApp({ signedInAs: { owner: 'handleowner', other: 'handlestranger' } })

describe('/api/shops/{handle}', () => {
  it('answers the shop, its designs and its commission by the handle its page shows', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Handle Tees', handle: 'handle-tees' })
    const page = await t.anonymous.get(`/shops/${shop.id}`)
    expect(page.headers.get('location')).toBe('/shops/handle-tees')

    for (const key of [shop.handle, String(shop.id)]) {
      const one = await t.anonymous.get(`/api/shops/${key}`)
      expect(one.status).toBe(200)
      expect((await one.json()).shop).toMatchObject({ id: shop.id, handle: 'handle-tees' })
    }

    const designId = await seedDesign(t.app.db, t.users.owner.id)
    const added = await t.users.owner.client.json(`/api/shops/${shop.handle}/designs`, 'POST', { designId })
    expect(added.status).toBe(201)
    const designs = await (await t.anonymous.get(`/api/shops/${shop.handle}/designs`)).json()
    expect(designs.shopDesigns.map((pair: { design: { id: number } }) => pair.design.id)).toEqual([designId])

    const commission = await t.users.owner.client.get(`/api/shops/${shop.handle}/commission`)
    expect(commission.status).toBe(200)
    expect((await commission.json()).commission).toMatchObject({ total: 0 })

    const renamed = await t.users.owner.client.json(`/api/shops/${shop.handle}`, 'PUT', { name: 'Handle Tees Two' })
    expect(renamed.status).toBe(200)
    expect((await renamed.json()).shop).toMatchObject({ id: shop.id, handle: 'handle-tees', name: 'Handle Tees Two' })

    // Owner-only still holds by handle.
    expect((await t.users.other.client.get(`/api/shops/${shop.handle}/commission`)).status).not.toBe(200)
    expect((await t.users.other.client.request(`/api/shops/${shop.handle}`, { method: 'DELETE' })).status).toBe(403)

    const removed = await t.users.owner.client.request(`/api/shops/${shop.handle}/designs/${designId}`, { method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect((await t.users.owner.client.request(`/api/shops/${shop.handle}`, { method: 'DELETE' })).status).toBe(200)
    const gone = await t.anonymous.get(`/api/shops/${shop.handle}`)
    expect(gone.status).toBe(404)
    expect(gone.headers.get('content-type')).toContain('application/problem+json')
  })

  it('answers the 404 problem for a key that is neither a shop handle nor a number', async () => {
    for (const key of ['no-such-shop', '0', 'Not%20A%20Handle']) {
      const response = await t.anonymous.get(`/api/shops/${key}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/problem+json')
    }
  })
})
