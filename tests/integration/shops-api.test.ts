import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app.ts'
import { createShopViaApi, seedDesign } from './shops-support.ts'

const t = useTestApp({ signedInAs: { owner: 'shopowner', other: 'stranger' } })

describe('POST /api/shops and GET /api/shops', () => {
  it('creates a public shop by default, trimmed, for the signed-in user only', async () => {
    const response = await t.users.owner.client.json('/api/shops', 'POST', {
      name: '  Fox Tees  ',
      description: 'Line one\nLine two',
      paypalEmail: 'fox@example.com',
      userId: t.users.other.id,
    })
    expect(response.status).toBe(201)
    const { shop } = await response.json()
    expect(shop).toMatchObject({
      name: 'Fox Tees',
      description: 'Line one\nLine two',
      isPublic: true,
      paypalEmail: 'fox@example.com',
      userId: t.users.owner.id,
    })
    const list = await (await t.users.owner.client.get('/api/shops')).json()
    expect(list.shops.map((s: { id: number }) => s.id)).toContain(shop.id)
    const theirs = await (await t.users.other.client.get('/api/shops')).json()
    expect(theirs.shops.map((s: { id: number }) => s.id)).not.toContain(shop.id)
  })

  it('refuses a name shorter than 3 characters after trimming, and a bad PayPal email', async () => {
    for (const name of ['ab', '   ab   ', '', undefined]) {
      const response = await t.users.owner.client.json('/api/shops', 'POST', { name })
      expect(response.status).toBe(400)
      expect((await response.json()).message).toBe('Shop name must be at least 3 characters long')
    }
    const bad = await t.users.owner.client.json('/api/shops', 'POST', { name: 'Good name', paypalEmail: 'not-an-email' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors).toContainEqual(
      expect.objectContaining({ field: 'paypalEmail', detail: 'Please enter a valid PayPal email address' }),
    )
    const blank = await t.users.owner.client.json('/api/shops', 'POST', { name: 'No email', paypalEmail: '' })
    expect(blank.status).toBe(201)
    expect((await blank.json()).shop.paypalEmail).toBeNull()
  })

  it('answers 401 when signed out and 400 for a body that is not JSON', async () => {
    expect((await t.anonymous.get('/api/shops')).status).toBe(401)
    expect((await t.anonymous.json('/api/shops', 'POST', { name: 'Sneaky' })).status).toBe(401)
    const notJson = await t.users.owner.client.request('/api/shops', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{nope',
    })
    expect(notJson.status).toBe(400)
    expect((await notJson.json()).message).toBe('The request body is not valid JSON')
  })
})

describe('GET/PUT/DELETE /api/shops/{id}', () => {
  it('lets only the owner change a shop (403 for others, 401 signed out, 404 unknown)', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Original', paypalEmail: 'me@example.com' })
    expect((await t.users.other.client.json(`/api/shops/${shop.id}`, 'PUT', { name: 'Hijacked' })).status).toBe(403)
    expect((await t.anonymous.json(`/api/shops/${shop.id}`, 'PUT', { name: 'Hijacked' })).status).toBe(401)
    expect((await t.users.owner.client.json('/api/shops/999999', 'PUT', { name: 'Nothing' })).status).toBe(404)
    expect((await t.users.owner.client.json('/api/shops/abc', 'PUT', { name: 'Nothing' })).status).toBe(404)

    const updated = await t.users.owner.client.json(`/api/shops/${shop.id}`, 'PUT', {
      name: 'Renamed',
      isPublic: false,
      paypalEmail: null,
    })
    expect(updated.status).toBe(200)
    expect((await updated.json()).shop).toMatchObject({ name: 'Renamed', isPublic: false, paypalEmail: null })
    expect((await t.users.owner.client.json(`/api/shops/${shop.id}`, 'PUT', { name: 'x' })).status).toBe(400)

    expect((await t.users.other.client.json(`/api/shops/${shop.id}`, 'DELETE')).status).toBe(403)
    expect((await t.anonymous.json(`/api/shops/${shop.id}`, 'DELETE')).status).toBe(401)
    const row = await t.app.db
      .selectFrom('shops')
      .select(['name', 'deleted_at'])
      .where('id', '=', shop.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ name: 'Renamed', deleted_at: null })
  })

  it('shows a public shop to anyone without its PayPal email, a private one only to its owner', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Visible', paypalEmail: 'secret@example.com' })
    const publicRead = await (await t.anonymous.get(`/api/shops/${shop.id}`)).json()
    expect(publicRead.shop).toMatchObject({ name: 'Visible', paypalEmail: null })
    expect((await (await t.users.owner.client.get(`/api/shops/${shop.id}`)).json()).shop.paypalEmail).toBe('secret@example.com')

    await t.users.owner.client.json(`/api/shops/${shop.id}`, 'PUT', { name: 'Visible', isPublic: false })
    expect((await t.anonymous.get(`/api/shops/${shop.id}`)).status).toBe(403)
    expect((await t.users.other.client.get(`/api/shops/${shop.id}`)).status).toBe(403)
    expect((await t.users.other.client.get(`/api/shops/${shop.id}/designs`)).status).toBe(403)
    expect((await t.users.owner.client.get(`/api/shops/${shop.id}`)).status).toBe(200)
    for (const id of ['0', 'abc', '99999999']) expect((await t.users.owner.client.get(`/api/shops/${id}`)).status).toBe(404)
  })

  it('deletes the shop and its design links but keeps the designs and the commission history', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Short lived' })
    const designId = await seedDesign(t.app.db, t.users.owner.id)
    expect((await t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status).toBe(201)
    const response = await t.users.owner.client.json(`/api/shops/${shop.id}`, 'DELETE')
    expect(response.status).toBe(200)
    expect((await t.users.owner.client.get(`/api/shops/${shop.id}`)).status).toBe(404)
    const links = await t.app.db.selectFrom('shop_designs').select('id').where('shop_id', '=', shop.id).execute()
    expect(links).toEqual([])
    const design = await t.app.db.selectFrom('designs').select('id').where('id', '=', designId).executeTakeFirst()
    expect(design).toEqual({ id: designId })
    const list = await (await t.users.owner.client.get('/api/shops')).json()
    expect(list.shops.map((s: { id: number }) => s.id)).not.toContain(shop.id)
    // The row stays for the ledger's sake.
    expect(await t.app.db.selectFrom('shops').select('id').where('id', '=', shop.id).executeTakeFirst()).toEqual({ id: shop.id })
  })
})

describe('/api/shops/{id}/designs', () => {
  it('adds only the t.users.owner.client’s own designs, once, published; removes links, not designs', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Design Lab' })
    const mine = await seedDesign(t.app.db, t.users.owner.id, { prompt: 'My owl' })
    const theirs = await seedDesign(t.app.db, t.users.other.id, { prompt: 'Their cat' })

    const missing = await t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', {})
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toBe('No design selected: Please select a design to add to your shop.')
    expect((await t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: theirs })).status).toBe(403)
    expect((await t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: 987654 })).status).toBe(404)
    expect((await t.users.other.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: theirs })).status).toBe(403)
    expect((await t.anonymous.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: mine })).status).toBe(401)

    const added = await t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: mine })
    expect(added.status).toBe(201)
    expect((await added.json()).shopDesign).toMatchObject({ isPublished: true })
    expect((await t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: mine })).status).toBe(409)

    const listed = await (await t.anonymous.get(`/api/shops/${shop.id}/designs`)).json()
    expect(listed.shopDesigns).toHaveLength(1)
    expect(listed.shopDesigns[0]).toMatchObject({ design: { id: mine, prompt: 'My owl' }, shopDesign: { isPublished: true } })

    expect((await t.users.other.client.json(`/api/shops/${shop.id}/designs/${mine}`, 'DELETE')).status).toBe(403)
    expect((await t.anonymous.json(`/api/shops/${shop.id}/designs/${mine}`, 'DELETE')).status).toBe(401)
    expect((await t.users.owner.client.json(`/api/shops/${shop.id}/designs/${mine}`, 'DELETE')).status).toBe(200)
    expect((await t.users.owner.client.json(`/api/shops/${shop.id}/designs/${mine}`, 'DELETE')).status).toBe(404)
    expect((await (await t.users.owner.client.get(`/api/shops/${shop.id}/designs`)).json()).shopDesigns).toEqual([])
    expect(await t.app.db.selectFrom('designs').select('id').where('id', '=', mine).executeTakeFirst()).toEqual({ id: mine })
  })

  it('adds a design once even when the same request is sent twice at the same time', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Race Shop' })
    const designId = await seedDesign(t.app.db, t.users.owner.id)
    const statuses = await Promise.all(
      [1, 2].map(async () => (await t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status),
    )
    expect(statuses.sort()).toEqual([201, 409])
    const links = await t.app.db.selectFrom('shop_designs').select('id').where('shop_id', '=', shop.id).execute()
    expect(links).toHaveLength(1)
  })
})

describe('GET /api/public-shops', () => {
  it('lists public shops with a published design only, with design count, sample image, banner and logo', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Directory Star', description: 'Stars' })
    const hidden = await createShopViaApi(t.users.owner.client, { name: 'Hidden Gem', isPublic: false })
    const empty = await createShopViaApi(t.users.other.client, { name: 'Empty Shelf' })
    const first = await seedDesign(t.app.db, t.users.owner.id, { mockup_url: null, image_url: '/images/designs/one.png' })
    const second = await seedDesign(t.app.db, t.users.owner.id, { mockup_url: '/images/mockups/two.webp' })
    for (const designId of [first, second]) {
      await t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })
      await t.users.owner.client.json(`/api/shops/${hidden.id}/designs`, 'POST', { designId })
    }
    const response = await t.anonymous.get('/api/public-shops')
    expect(response.status).toBe(200)
    const { shops } = await response.json()
    const ids = shops.map((s: { id: number }) => s.id)
    expect(ids).toContain(shop.id)
    // A shop with nothing to buy is not in the directory.
    expect(ids).not.toContain(empty.id)
    expect(ids).not.toContain(hidden.id)
    expect(shops.find((s: { id: number }) => s.id === shop.id)).toMatchObject({
      name: 'Directory Star',
      description: 'Stars',
      designCount: 2,
      sampleImage: '/images/mockups/two.webp',
      bannerUrl: null,
      logoUrl: null,
    })
    expect((await (await t.anonymous.get('/api/public-shops?page=abc')).json()).message).toContain('page')
  })

  it('pages the directory 120 shops at a time', async () => {
    const designId = await seedDesign(t.app.db, t.users.owner.id)
    const before = (await (await t.anonymous.get('/api/public-shops')).json()).shops.length
    // Enough shops with a published design (written directly, like the API would) for a second page.
    const created = await t.app.db
      .insertInto('shops')
      .values(Array.from({ length: 121 - before }, (_, i) => ({ user_id: t.users.owner.id, name: `Paged shop ${i}` })))
      .returning('id')
      .execute()
    await t.app.db
      .insertInto('shop_designs')
      .values(created.map((s) => ({ shop_id: s.id, design_id: designId, is_published: true })))
      .execute()
    const first = await (await t.anonymous.get('/api/public-shops')).json()
    expect(first).toMatchObject({ page: 1, hasMore: true })
    expect(first.shops).toHaveLength(120)
    const second = await (await t.anonymous.get('/api/public-shops?page=2')).json()
    expect(second).toMatchObject({ page: 2, hasMore: false })
    expect(second.shops).toHaveLength(1)
    expect(first.shops.map((s: { id: number }) => s.id)).not.toContain(second.shops[0].id)
    const html = await (await t.anonymous.get('/shops')).text()
    expect(html).toContain('href="/shops?page=2"')
    expect(await (await t.anonymous.get('/shops?page=2')).text()).toContain('Previous shops')
  })
})
