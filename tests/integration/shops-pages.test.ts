import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { createShopViaApi, seedDesign, userIdOf } from './shops-support.ts'

let app: TestApp
let owner: TestClient
let other: TestClient
let anonymous: TestClient
let ownerId: number

beforeAll(async () => {
  app = await startTestApp()
  owner = new TestClient(app.url)
  other = new TestClient(app.url)
  anonymous = new TestClient(app.url)
  await owner.signIn('pageowner')
  await other.signIn('pagestranger')
  ownerId = await userIdOf(app.db, 'pageowner')
})
afterAll(async () => {
  await app?.stop()
})

/** HTML as a browser would render its text (entities decoded), for readable assertions. */
async function textOf(response: Response) {
  return (await response.text())
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

describe('/my-shops without JavaScript', () => {
  it('asks signed-out visitors to sign in, and refuses their posts', async () => {
    const html = await textOf(await anonymous.get('/my-shops'))
    expect(html).toContain('Sign in to create your shop')
    expect(html).toContain('href="/api/login?returnTo=%2Fmy-shops"')
    const post = await anonymous.form('/my-shops', { intent: 'create', name: 'Sneaky' })
    expect(post.status).toBe(302)
    expect(await app.db.selectFrom('shops').select('id').where('name', '=', 'Sneaky').executeTakeFirst()).toBeUndefined()
  })

  it('shows the benefits panel, then creates a shop through the New Shop form', async () => {
    const empty = await textOf(await owner.get('/my-shops'))
    expect(empty).toContain('Create Your First Shop')
    expect(empty).toContain('Monetize your creativity')
    const dialog = await textOf(await owner.get('/my-shops?new'))
    expect(dialog).toContain('Create a new shop')

    const invalid = await owner.form('/my-shops', { intent: 'create', name: '  ab ', isPublic: 'on' })
    expect(invalid.status).toBe(400)
    const invalidHtml = await textOf(invalid)
    expect(invalidHtml).toContain('Invalid shop name: Shop name must be at least 3 characters long')
    expect(invalidHtml).toContain('Create a new shop')
    expect(invalidHtml).toMatch(/name="name"[^>]*value=" {2}ab "/)

    const badEmail = await owner.form('/my-shops', { intent: 'create', name: 'Good Name', paypalEmail: 'nope' })
    expect(badEmail.status).toBe(400)
    expect(await textOf(badEmail)).toContain('Please enter a valid PayPal email address')

    const created = await owner.form(
      '/my-shops',
      { intent: 'create', name: 'Form Shop', description: '', paypalEmail: '', isPublic: 'on' },
      true,
    )
    expect(new URL(created.finalUrl).pathname).toBe('/my-shops')
    const html = await textOf(created)
    expect(html).toContain('Shop created!')
    expect(html).toContain('Form Shop')
    expect(html).toContain('No description provided')
    expect(html).toContain('Public')
    expect(html).toContain('data-testid="commission-total">$0.00<')
    expect(html).not.toContain('Pending:')
    const shop = await app.db.selectFrom('shops').selectAll().where('name', '=', 'Form Shop').executeTakeFirstOrThrow()
    expect(shop).toMatchObject({ user_id: ownerId, is_public: true, description: null, paypal_email: null })
    expect(html).toContain(`/shops/${shop.handle}/designs`)
    expect(html).toContain(`value="${app.url}/shops/${shop.handle}"`)
  })

  it('edits through the Edit form; a private shop has no public URL; others are refused', async () => {
    const shop = await createShopViaApi(owner, { name: 'Editable' })
    const form = await textOf(await owner.get(`/my-shops?edit=${shop.id}`))
    expect(form).toContain('Edit shop')
    expect(form).toContain('value="Editable"')

    const saved = await owner.form(
      '/my-shops',
      { intent: 'update', shopId: String(shop.id), name: 'Edited', description: 'Two\nlines' },
      true,
    )
    const html = await textOf(saved)
    expect(html).toContain('Shop updated!')
    expect(html).toContain('Private')
    expect(html).not.toContain(`value="${app.url}/shops/${shop.handle}"`)

    const viaPath = await owner.navigate(`/my-shops/${shop.id}/edit`)
    expect(new URL(viaPath.finalUrl).search).toBe(`?edit=${shop.id}`)
    for (const client of [other, owner]) {
      const id = client === other ? shop.id : 999999
      const missing = await client.navigate(`/my-shops?edit=${id}`)
      expect(new URL(missing.finalUrl).search).toBe('')
      const missingHtml = await textOf(missing)
      expect(missingHtml).toContain('Shop not found')
      expect(missingHtml).toContain("The shop you're looking for doesn't exist or you don't have permission to view it.")
    }

    const refused = await other.form(
      '/my-shops',
      { intent: 'update', shopId: String(shop.id), name: 'Stolen', isPublic: 'on' },
      true,
    )
    expect(await textOf(refused)).toContain('Failed to update shop')
    const row = await app.db.selectFrom('shops').select(['name', 'is_public']).where('id', '=', shop.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ name: 'Edited', is_public: false })
  })

  it('confirms before deleting, with the spec’s text, then deletes', async () => {
    const shop = await createShopViaApi(owner, { name: 'Goner' })
    const confirm = await textOf(await owner.navigate(`/my-shops/${shop.id}/delete`))
    expect(confirm).toContain('Are you sure?')
    expect(confirm).toContain(
      'This will permanently delete your shop "Goner" and remove all designs from it. This action cannot be undone.',
    )
    const refused = await other.form('/my-shops', { intent: 'delete', shopId: String(shop.id) }, true)
    expect(await textOf(refused)).toContain('Failed to delete shop')
    const deleted = await owner.form('/my-shops', { intent: 'delete', shopId: String(shop.id) }, true)
    const html = await textOf(deleted)
    expect(html).toContain('Shop deleted')
    expect(html).not.toContain('>Goner<')
  })
})

describe('/shops/{id} storefront', () => {
  it('says Shop not found (404) for 0, non-numeric and unknown ids', async () => {
    for (const id of ['0', 'abc', '424242', '-1', '1.5']) {
      const response = await anonymous.get(`/shops/${id}`)
      expect(response.status).toBe(404)
      expect(await textOf(response)).toContain('Shop not found')
    }
  })

  it('shows published designs with product links carrying the shop, and the owner’s Manage Shop', async () => {
    const shop = await createShopViaApi(owner, { name: 'Storefront', description: 'Shirts with foxes' })
    const empty = await textOf(await anonymous.get(`/shops/${shop.handle}`))
    expect(empty).toContain('No designs found.')
    expect(empty).toContain("This shop doesn't have any published designs yet.")
    expect(empty).not.toContain('Manage Shop Designs')
    expect(await textOf(await owner.get(`/shops/${shop.handle}`))).toContain('Manage Shop Designs')

    const local = await seedDesign(app.db, ownerId, { prompt: 'Local fox' })
    const external = await seedDesign(app.db, ownerId, {
      prompt: 'Printify fox',
      printify_product_id: '5f1e2d3c4b5a697887766554',
    })
    for (const designId of [local, external]) await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })

    const html = await textOf(await anonymous.get(`/shops/${shop.handle}`))
    expect(html).toContain('Storefront')
    expect(html).toContain('Shirts with foxes')
    expect(html).toContain('2 Published Designs')
    expect(html).toContain(`href="/products/${local}?shop=${shop.id}"`)
    expect(html).toContain(`href="/products/5f1e2d3c4b5a697887766554?shop=${shop.id}"`)
    expect(html).not.toContain('Manage Shop')
    expect(await textOf(await owner.get(`/shops/${shop.handle}`))).toContain('Manage Shop')
  })

  it('hides a private shop from everyone but its owner', async () => {
    const shop = await createShopViaApi(owner, { name: 'Secret Shop', isPublic: false })
    for (const client of [anonymous, other]) {
      const response = await client.get(`/shops/${shop.handle}`)
      expect(response.status).toBe(403)
      const html = await textOf(response)
      expect(html).toContain('Private Shop')
      expect(html).toContain('This shop is set to private by its owner.')
      expect(html).not.toContain('Secret Shop')
      expect((await client.get(`/shops/${shop.handle}/designs`)).status).toBe(403)
    }
    expect((await owner.get(`/shops/${shop.handle}`)).status).toBe(200)
  })
})

describe('/shops/{id}/designs management without JavaScript', () => {
  it('adds through the Add Design form, filters by tab and removes after confirming', async () => {
    const shop = await createShopViaApi(owner, { name: 'Managed' })
    const longPrompt = 'A very long prompt about a fox who reads books in a quiet forest at dusk with owls'
    const designId = await seedDesign(app.db, ownerId, { prompt: longPrompt })
    await seedDesign(app.db, await userIdOf(app.db, 'pagestranger'), { prompt: 'Not yours' })

    const emptyPage = await textOf(await owner.get(`/shops/${shop.handle}/designs`))
    expect(emptyPage).toContain("This shop doesn't have any designs yet.")
    expect(emptyPage).toContain('Add Your First Design')
    const visitorPage = await textOf(await anonymous.get(`/shops/${shop.handle}/designs`))
    expect(visitorPage).not.toContain('Add Your First Design')
    expect(visitorPage).not.toContain('Add Design')

    const dialog = await textOf(await owner.get(`/shops/${shop.handle}/designs?add`))
    expect(dialog).toContain('Add Design to Shop')
    expect(dialog).toContain('automatically published when added')
    expect(dialog).toMatch(new RegExp(`name="designId"[^>]*value="${designId}"`))
    expect(dialog).not.toContain('Not yours')

    const none = await owner.form(`/shops/${shop.handle}/designs?add`, { intent: 'add' })
    expect(none.status).toBe(400)
    expect(await textOf(none)).toContain('No design selected: Please select a design to add to your shop.')

    const refused = await other.form(`/shops/${shop.handle}/designs`, { intent: 'add', designId: String(designId) }, true)
    expect(await textOf(refused)).toContain('Failed to add design')

    const added = await owner.form(`/shops/${shop.handle}/designs?add`, { intent: 'add', designId: String(designId) }, true)
    expect(new URL(added.finalUrl).pathname).toBe(`/shops/${shop.handle}/designs`)
    const html = await textOf(added)
    expect(html).toContain('Design added')
    expect(html).toContain(`${longPrompt.slice(0, 60).trimEnd()}…`)
    expect(html).toContain(`alt="${longPrompt.slice(0, 30).trimEnd()}…"`)
    expect(html).toContain('Published')

    expect(await textOf(await owner.get(`/shops/${shop.handle}/designs?tab=drafts`))).toContain(
      'No draft designs found in this shop.',
    )
    expect(await textOf(await owner.get(`/shops/${shop.handle}/designs?tab=published`))).toContain(
      `${longPrompt.slice(0, 60).trimEnd()}…`,
    )
    expect(await textOf(await owner.get(`/shops/${shop.handle}/designs?add`))).not.toMatch(
      new RegExp(`name="designId"[^>]*value="${designId}"`),
    )
    const newcomer = new TestClient(app.url)
    await newcomer.signIn('pagenewcomer')
    const newcomerShop = await createShopViaApi(newcomer, { name: 'Newcomer Shop' })
    const nothing = await textOf(await newcomer.get(`/shops/${newcomerShop.handle}/designs?add`))
    expect(nothing).toContain("You don't have any designs to add.")
    expect(nothing).toContain('href="/design"')

    const confirm = await textOf(await owner.get(`/shops/${shop.handle}/designs?remove=${designId}`))
    expect(confirm).toContain('This will remove the design from your shop. The design itself will not be deleted.')
    const strangerRemove = await other.form(
      `/shops/${shop.handle}/designs`,
      { intent: 'remove', designId: String(designId) },
      true,
    )
    expect(await textOf(strangerRemove)).toContain('Removal failed')
    const removed = await owner.form(`/shops/${shop.handle}/designs`, { intent: 'remove', designId: String(designId) }, true)
    expect(await textOf(removed)).toContain('Design removed')
    expect(await app.db.selectFrom('designs').select('id').where('id', '=', designId).executeTakeFirst()).toEqual({
      id: designId,
    })
    expect(await textOf(await owner.get(`/shops/${shop.handle}/designs?tab=published`))).toContain(
      'No published designs found in this shop.',
    )
  })
})

describe('/shops directory', () => {
  it('lists public shops with counts, default description and Visit Shop', async () => {
    const shop = await createShopViaApi(other, { name: 'Directory Listing' })
    const hidden = await createShopViaApi(other, { name: 'Unlisted Shop', isPublic: false })
    const designId = await seedDesign(app.db, await userIdOf(app.db, 'pagestranger'))
    await other.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })
    const html = await textOf(await anonymous.get('/shops'))
    expect(html).toContain('Discover Creator Shops')
    expect(html).toContain('Directory Listing')
    expect(html).toContain('1 design')
    expect(html).toContain('A collection of unique t-shirt designs')
    expect(html).toContain('Created by a community designer')
    expect(html).toContain(`href="/shops/${shop.handle}"`)
    expect(html).not.toContain('Unlisted Shop')
    expect(hidden.id).toBeGreaterThan(0)
  })
})
