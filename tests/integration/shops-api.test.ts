import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { createShopViaApi, seedDesign, userIdOf } from './shops-support.ts'

let app: TestApp
let owner: TestClient
let other: TestClient
let anonymous: TestClient
let ownerId: number
let otherId: number

beforeAll(async () => {
  app = await startTestApp()
  owner = new TestClient(app.url)
  other = new TestClient(app.url)
  anonymous = new TestClient(app.url)
  await owner.signIn('shopowner')
  await other.signIn('stranger')
  ownerId = await userIdOf(app.db, 'shopowner')
  otherId = await userIdOf(app.db, 'stranger')
})
afterAll(async () => {
  await app?.stop()
})

describe('POST /api/shops and GET /api/shops', () => {
  it('creates a public shop by default, trimmed, for the signed-in user only', async () => {
    const response = await owner.json('/api/shops', 'POST', {
      name: '  Fox Tees  ',
      description: 'Line one\nLine two',
      paypalEmail: 'fox@example.com',
      userId: otherId,
    })
    expect(response.status).toBe(201)
    const { shop } = await response.json()
    expect(shop).toMatchObject({
      name: 'Fox Tees',
      description: 'Line one\nLine two',
      isPublic: true,
      paypalEmail: 'fox@example.com',
      userId: ownerId,
    })
    const list = await (await owner.get('/api/shops')).json()
    expect(list.shops.map((s: { id: number }) => s.id)).toContain(shop.id)
    const theirs = await (await other.get('/api/shops')).json()
    expect(theirs.shops.map((s: { id: number }) => s.id)).not.toContain(shop.id)
  })

  it('refuses a name shorter than 3 characters after trimming, and a bad PayPal email', async () => {
    for (const name of ['ab', '   ab   ', '', undefined]) {
      const response = await owner.json('/api/shops', 'POST', { name })
      expect(response.status).toBe(400)
      expect((await response.json()).message).toBe('Shop name must be at least 3 characters long')
    }
    const bad = await owner.json('/api/shops', 'POST', { name: 'Good name', paypalEmail: 'not-an-email' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: { paypalEmail: 'Please enter a valid PayPal email address' } })
    const blank = await owner.json('/api/shops', 'POST', { name: 'No email', paypalEmail: '' })
    expect(blank.status).toBe(201)
    expect((await blank.json()).shop.paypalEmail).toBeNull()
  })

  it('answers 401 when signed out and 400 for a body that is not JSON', async () => {
    expect((await anonymous.get('/api/shops')).status).toBe(401)
    expect((await anonymous.json('/api/shops', 'POST', { name: 'Sneaky' })).status).toBe(401)
    const notJson = await owner.request('/api/shops', {
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
    const shop = await createShopViaApi(owner, { name: 'Original', paypalEmail: 'me@example.com' })
    expect((await other.json(`/api/shops/${shop.id}`, 'PUT', { name: 'Hijacked' })).status).toBe(403)
    expect((await anonymous.json(`/api/shops/${shop.id}`, 'PUT', { name: 'Hijacked' })).status).toBe(401)
    expect((await owner.json('/api/shops/999999', 'PUT', { name: 'Nothing' })).status).toBe(404)
    expect((await owner.json('/api/shops/abc', 'PUT', { name: 'Nothing' })).status).toBe(404)

    const updated = await owner.json(`/api/shops/${shop.id}`, 'PUT', { name: 'Renamed', isPublic: false, paypalEmail: null })
    expect(updated.status).toBe(200)
    expect((await updated.json()).shop).toMatchObject({ name: 'Renamed', isPublic: false, paypalEmail: null })
    expect((await owner.json(`/api/shops/${shop.id}`, 'PUT', { name: 'x' })).status).toBe(400)

    expect((await other.json(`/api/shops/${shop.id}`, 'DELETE')).status).toBe(403)
    expect((await anonymous.json(`/api/shops/${shop.id}`, 'DELETE')).status).toBe(401)
    const row = await app.db
      .selectFrom('shops')
      .select(['name', 'deleted_at'])
      .where('id', '=', shop.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ name: 'Renamed', deleted_at: null })
  })

  it('shows a public shop to anyone without its PayPal email, a private one only to its owner', async () => {
    const shop = await createShopViaApi(owner, { name: 'Visible', paypalEmail: 'secret@example.com' })
    const publicRead = await (await anonymous.get(`/api/shops/${shop.id}`)).json()
    expect(publicRead.shop).toMatchObject({ name: 'Visible', paypalEmail: null })
    expect((await (await owner.get(`/api/shops/${shop.id}`)).json()).shop.paypalEmail).toBe('secret@example.com')

    await owner.json(`/api/shops/${shop.id}`, 'PUT', { name: 'Visible', isPublic: false })
    expect((await anonymous.get(`/api/shops/${shop.id}`)).status).toBe(403)
    expect((await other.get(`/api/shops/${shop.id}`)).status).toBe(403)
    expect((await other.get(`/api/shops/${shop.id}/designs`)).status).toBe(403)
    expect((await owner.get(`/api/shops/${shop.id}`)).status).toBe(200)
    for (const id of ['0', 'abc', '99999999']) expect((await owner.get(`/api/shops/${id}`)).status).toBe(404)
  })

  it('deletes the shop and its design links but keeps the designs and the commission history', async () => {
    const shop = await createShopViaApi(owner, { name: 'Short lived' })
    const designId = await seedDesign(app.db, ownerId)
    expect((await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status).toBe(201)
    const response = await owner.json(`/api/shops/${shop.id}`, 'DELETE')
    expect(response.status).toBe(200)
    expect((await owner.get(`/api/shops/${shop.id}`)).status).toBe(404)
    const links = await app.db.selectFrom('shop_designs').select('id').where('shop_id', '=', shop.id).execute()
    expect(links).toEqual([])
    const design = await app.db.selectFrom('designs').select('id').where('id', '=', designId).executeTakeFirst()
    expect(design).toEqual({ id: designId })
    const list = await (await owner.get('/api/shops')).json()
    expect(list.shops.map((s: { id: number }) => s.id)).not.toContain(shop.id)
    // The row stays for the ledger's sake.
    expect(await app.db.selectFrom('shops').select('id').where('id', '=', shop.id).executeTakeFirst()).toEqual({ id: shop.id })
  })
})

describe('/api/shops/{id}/designs', () => {
  it('adds only the owner’s own designs, once, published; removes links, not designs', async () => {
    const shop = await createShopViaApi(owner, { name: 'Design Lab' })
    const mine = await seedDesign(app.db, ownerId, { prompt: 'My owl' })
    const theirs = await seedDesign(app.db, otherId, { prompt: 'Their cat' })

    const missing = await owner.json(`/api/shops/${shop.id}/designs`, 'POST', {})
    expect(missing.status).toBe(400)
    expect((await missing.json()).message).toBe('No design selected: Please select a design to add to your shop.')
    expect((await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: theirs })).status).toBe(403)
    expect((await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: 987654 })).status).toBe(404)
    expect((await other.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: theirs })).status).toBe(403)
    expect((await anonymous.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: mine })).status).toBe(401)

    const added = await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: mine })
    expect(added.status).toBe(201)
    expect((await added.json()).shopDesign).toMatchObject({ isPublished: true })
    expect((await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: mine })).status).toBe(409)

    const listed = await (await anonymous.get(`/api/shops/${shop.id}/designs`)).json()
    expect(listed.shopDesigns).toHaveLength(1)
    expect(listed.shopDesigns[0]).toMatchObject({ design: { id: mine, prompt: 'My owl' }, shopDesign: { isPublished: true } })

    expect((await other.json(`/api/shops/${shop.id}/designs/${mine}`, 'DELETE')).status).toBe(403)
    expect((await anonymous.json(`/api/shops/${shop.id}/designs/${mine}`, 'DELETE')).status).toBe(401)
    expect((await owner.json(`/api/shops/${shop.id}/designs/${mine}`, 'DELETE')).status).toBe(200)
    expect((await owner.json(`/api/shops/${shop.id}/designs/${mine}`, 'DELETE')).status).toBe(404)
    expect((await (await owner.get(`/api/shops/${shop.id}/designs`)).json()).shopDesigns).toEqual([])
    expect(await app.db.selectFrom('designs').select('id').where('id', '=', mine).executeTakeFirst()).toEqual({ id: mine })
  })

  it('adds a design once even when the same request is sent twice at the same time', async () => {
    const shop = await createShopViaApi(owner, { name: 'Race Shop' })
    const designId = await seedDesign(app.db, ownerId)
    const statuses = await Promise.all(
      [1, 2].map(async () => (await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status),
    )
    expect(statuses.sort()).toEqual([201, 409])
    const links = await app.db.selectFrom('shop_designs').select('id').where('shop_id', '=', shop.id).execute()
    expect(links).toHaveLength(1)
  })
})

describe('GET /api/public-shops', () => {
  it('lists public shops with a published design only, with design count, sample image, banner and logo', async () => {
    const shop = await createShopViaApi(owner, { name: 'Directory Star', description: 'Stars' })
    const hidden = await createShopViaApi(owner, { name: 'Hidden Gem', isPublic: false })
    const empty = await createShopViaApi(other, { name: 'Empty Shelf' })
    const first = await seedDesign(app.db, ownerId, { mockup_url: null, image_url: '/images/designs/one.png' })
    const second = await seedDesign(app.db, ownerId, { mockup_url: '/images/mockups/two.webp' })
    for (const designId of [first, second]) {
      await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })
      await owner.json(`/api/shops/${hidden.id}/designs`, 'POST', { designId })
    }
    const response = await anonymous.get('/api/public-shops')
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
    expect((await (await anonymous.get('/api/public-shops?page=abc')).json()).message).toContain('page')
  })

  it('pages the directory 120 shops at a time', async () => {
    const designId = await seedDesign(app.db, ownerId)
    const before = (await (await anonymous.get('/api/public-shops')).json()).shops.length
    // Enough shops with a published design (written directly, like the API would) for a second page.
    const created = await app.db
      .insertInto('shops')
      .values(Array.from({ length: 121 - before }, (_, i) => ({ user_id: ownerId, name: `Paged shop ${i}` })))
      .returning('id')
      .execute()
    await app.db
      .insertInto('shop_designs')
      .values(created.map((s) => ({ shop_id: s.id, design_id: designId, is_published: true })))
      .execute()
    const first = await (await anonymous.get('/api/public-shops')).json()
    expect(first).toMatchObject({ page: 1, hasMore: true })
    expect(first.shops).toHaveLength(120)
    const second = await (await anonymous.get('/api/public-shops?page=2')).json()
    expect(second).toMatchObject({ page: 2, hasMore: false })
    expect(second.shops).toHaveLength(1)
    expect(first.shops.map((s: { id: number }) => s.id)).not.toContain(second.shops[0].id)
    const html = await (await anonymous.get('/shops')).text()
    expect(html).toContain('href="/shops?page=2"')
    expect(await (await anonymous.get('/shops?page=2')).text()).toContain('Previous shops')
  })
})
