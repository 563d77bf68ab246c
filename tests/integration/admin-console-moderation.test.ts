import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import {
  ADMIN_PAGES,
  app,
  auditActions,
  communityIds,
  report,
  seedDesign,
  signedIn,
  status,
  useAdminConsoleApp,
} from './admin-console-support.ts'

// The operator's console, part one: who may enter /admin, reports, the moderation queue and screening.

useAdminConsoleApp()

describe('who may enter /admin', () => {
  it('answers 404 to a visitor and to a signed-in customer on every page, GET and POST, and changes nothing', async () => {
    const designId = await seedDesign(null)
    const { client: customer, userId } = await signedIn('carla-customer')
    for (const who of [new TestClient(app.url), customer]) {
      for (const page of ADMIN_PAGES) {
        const response = await who.get(page)
        expect(response.status, `${page}`).toBe(404)
        expect(await response.text()).not.toContain('Operator console')
      }
      expect((await who.form('/admin/moderation', { intent: 'delete', designId: String(designId) })).status).toBe(404)
      expect((await who.form('/admin/moderation', { intent: 'block', userId: String(userId) })).status).toBe(404)
      expect(
        (await who.form('/admin/jobs', { intent: 'give-up-design', id: '00000000-0000-0000-0000-000000000000' })).status,
      ).toBe(404)
    }
    expect((await status(designId)).moderation_status).toBe('approved')
    expect(await auditActions()).toEqual([])
  })

  it('lets the configured operator in, with every section', async () => {
    const { client } = await signedIn('olive-operator')
    for (const page of ADMIN_PAGES.filter((p) => p !== '/admin/orders/nope')) {
      const response = await client.get(page)
      expect(response.status, page).toBe(200)
      expect(response.headers.get('Cache-Control')).toContain('no-store')
      expect(await response.text()).toContain('Operator console')
    }
    expect((await client.get('/admin/orders/nope')).status).toBe(404)
  })
})

describe('reports', () => {
  it('offers Report on the product page and on gallery cards, as a plain form to /reports', async () => {
    const designId = await seedDesign(null)
    const forms = (html: string) => html.match(/<form[^>]*action="\/reports"[\s\S]*?<\/form>/g) ?? []
    const product = await (await new TestClient(app.url).get(`/products/${designId}`)).text()
    expect(forms(product).some((f) => f.includes(`value="${designId}"`) && f.includes('value="personal_photo"'))).toBe(true)
    const home = await (await new TestClient(app.url).get('/')).text()
    expect(forms(home).some((f) => f.includes(`value="${designId}"`))).toBe(true)
  })

  it('holds a design reported by three distinct visitors, not by one visitor three times', async () => {
    const designId = await seedDesign(null)
    const first = new TestClient(app.url)
    const { html } = await report(first, designId, 'hateful')
    expect(html).toContain('Thank you for your report')
    const again = await report(first, designId, 'hateful')
    expect(again.html).toContain('You have reported this design already')
    await report(new TestClient(app.url), designId, 'copyright')
    expect((await status(designId)).moderation_status).toBe('approved')
    expect(await communityIds()).toContain(designId)

    const third = await report(new TestClient(app.url), designId, 'other')
    // The product page is gone for the reporter, who is sent home.
    expect(third.location).toBe('/')
    expect((await status(designId)).moderation_status).toBe('held')
    expect(await communityIds()).not.toContain(designId)
    expect((await new TestClient(app.url).get(`/products/${designId}`)).status).toBe(404)
  })

  it('holds a design at once when it is reported as a personal photo', async () => {
    const designId = await seedDesign(null)
    await report(new TestClient(app.url), designId, 'personal_photo')
    expect((await status(designId)).moderation_status).toBe('held')
  })

  it('refuses an unknown reason and a report of one’s own design', async () => {
    const { client, userId } = await signedIn('owen-owner')
    const own = await seedDesign(userId)
    const refused = await report(client, own, 'hateful', '/')
    expect(refused.html).toContain('This is your own design')
    const unknown = await report(new TestClient(app.url), own, 'boring', '/')
    expect(unknown.html).toContain('Choose what is wrong')
    const count = await app.db
      .selectFrom('design_reports')
      .select(sql<number>`count(*)`.as('n'))
      .where('design_id', '=', own)
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(0)
  })
})

describe('the moderation queue', () => {
  it('shows a reported design with its reports and owner, and restores, hides and deletes it with an audit trail', async () => {
    const { userId: ownerId } = await signedIn('mona-maker')
    const designId = await seedDesign(ownerId)
    await report(new TestClient(app.url), designId, 'personal_photo')
    const { client: operator } = await signedIn('olive-operator')
    const queue = await (await operator.get('/admin/moderation')).text()
    expect(queue).toContain(`Design ${designId}`)
    expect(queue).toContain('A photo of me or someone I know')
    expect(queue).toContain('mona-maker')

    const restored = await operator.form('/admin/moderation', { intent: 'restore', designId: String(designId) }, true)
    expect(await restored.text()).toContain('Design restored')
    expect((await status(designId)).moderation_status).toBe('approved')
    expect(await communityIds()).toContain(designId)
    const open = await app.db
      .selectFrom('design_reports')
      .select('id')
      .where('design_id', '=', designId)
      .where('resolved_at', 'is', null)
      .execute()
    expect(open).toEqual([])

    await operator.form('/admin/moderation', { intent: 'hide', designId: String(designId) })
    expect((await status(designId)).moderation_status).toBe('held')
    await operator.form('/admin/moderation', { intent: 'delete', designId: String(designId) })
    const deleted = await status(designId)
    expect(deleted.moderation_status).toBe('removed')
    expect(deleted.deleted_at).not.toBeNull()

    const entries = await app.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('target_id', '=', String(designId))
      .orderBy('id')
      .execute()
    expect(entries.map((e) => e.action)).toEqual(['design.restore', 'design.hide', 'design.delete'])
    expect(entries[0]).toMatchObject({
      actor_name: 'olive-operator',
      target_type: 'design',
      before: { moderationStatus: 'held' },
      after: { moderationStatus: 'approved' },
    })
    const page = await (await operator.get('/admin/audit')).text()
    expect(page).toContain('design.delete')
  })

  it('blocks an owner: signed out, tokens revoked, shops hidden, sign-in refused; unblocking lets them back', async () => {
    const { client: owner, userId: ownerId } = await signedIn('boris-blocked')
    const shop = await owner.json('/api/shops', 'POST', { name: 'Boris Shirts', isPublic: true })
    expect(shop.status).toBe(201)
    const shopPath = `/shops/${((await shop.json()) as { shop: { handle: string } }).shop.handle}`
    await app.db
      .insertInto('api_tokens')
      .values({ user_id: ownerId, name: 'script', prefix: 'ss_live_abc', token_hash: `hash-${ownerId}`, scopes: 'read' })
      .execute()
    expect((await new TestClient(app.url).get(shopPath)).status).toBe(200)
    const shopId = ((await (await owner.get('/api/shops')).json()) as { shops: { id: number }[] }).shops[0]!.id
    const designId = await seedDesign(ownerId)
    expect((await owner.json(`/api/shops/${shopId}/designs`, 'POST', { designId })).status).toBe(201)
    const credits = async () => (await (await new TestClient(app.url).get(`/products/${designId}`)).text()).includes(shopPath)
    expect(await credits(), 'the product page credits the shop').toBe(true)

    const { client: operator } = await signedIn('olive-operator')
    const blocked = await operator.form('/admin/moderation', { intent: 'block', userId: String(ownerId), note: 'spam' }, true)
    expect(await blocked.text()).toContain('Owner blocked')

    expect(await (await owner.get('/api/auth/user')).status).toBe(401)
    const tokens = await app.db.selectFrom('api_tokens').select('revoked_at').where('user_id', '=', ownerId).execute()
    expect(tokens.every((t) => t.revoked_at !== null)).toBe(true)
    expect((await new TestClient(app.url).get(shopPath)).status).toBe(404)
    expect(await credits(), 'no page links to the hidden shop').toBe(false)
    const directory = await (await new TestClient(app.url).get('/api/public-shops')).json()
    expect(JSON.stringify(directory)).not.toContain('Boris Shirts')

    const again = await new TestClient(app.url).signIn('boris-blocked')
    expect(await again.text()).toContain('Sign-in refused')

    await operator.form('/admin/moderation', { intent: 'unblock', userId: String(ownerId) })
    const back = new TestClient(app.url)
    await back.signIn('boris-blocked')
    expect((await back.get('/api/auth/user')).status).toBe(200)
    expect((await auditActions()).filter((a) => a.startsWith('user.'))).toEqual(['user.block', 'user.unblock'])
  })

  it('takes a held design out of its shop everywhere: the storefront, its count, and Discover Shops', async () => {
    const { client: owner, userId: ownerId } = await signedIn('hana-held')
    const created = await owner.json('/api/shops', 'POST', { name: 'Hana Held Shirts', isPublic: true })
    const shop = ((await created.json()) as { shop: { id: number; handle: string } }).shop
    const designId = await seedDesign(ownerId, { mockup_url: '/uploads/hana-held-mockup.png' })
    expect((await owner.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })).status).toBe(201)
    const directoryText = async () => JSON.stringify(await (await new TestClient(app.url).get('/api/public-shops')).json())
    expect(await directoryText()).toContain('Hana Held Shirts')
    expect(await directoryText()).toContain('hana-held-mockup')

    await report(new TestClient(app.url), designId, 'personal_photo')
    expect((await status(designId)).moderation_status).toBe('held')
    // Its only published design is held: the shop has nothing to show, so the directory leaves it out
    // and never shows the held design's picture as the shop's sample.
    const directory = await directoryText()
    expect(directory).not.toContain('Hana Held Shirts')
    expect(directory).not.toContain('hana-held-mockup')
    const storefront = await (await new TestClient(app.url).get(`/shops/${shop.handle}`)).text()
    expect(storefront).not.toContain(`/products/${designId}`)
  })

  it('keeps the audit log append-only', async () => {
    await expect(sql`update admin_audit_log set action = 'nothing'`.execute(app.db)).rejects.toThrow(/append-only/)
    await expect(sql`delete from admin_audit_log`.execute(app.db)).rejects.toThrow(/append-only/)
  })
})

describe('screening by default', () => {
  it('refuses a prompt the offline word list flags, whichever generator is configured, and stores nothing', async () => {
    const before = await app.db
      .selectFrom('designs')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    const response = await new TestClient(app.url).json('/api/designs/generate', 'POST', { prompt: 'a sh1t-talking parrot' })
    expect(response.status).toBe(422)
    expect(JSON.stringify(await response.json())).toContain('safety system')
    const after = await app.db
      .selectFrom('designs')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('holds a design renamed to a flagged title for review, in the moderation queue', async () => {
    const { client, userId } = await signedIn('tina-titles')
    const designId = await seedDesign(userId)
    const renamed = await client.form('/my-designs', { intent: 'rename', designId: String(designId), title: 'Porn star tee' })
    expect([302, 303]).toContain(renamed.status)
    expect((await status(designId)).moderation_status).toBe('held')
    const { client: operator } = await signedIn('olive-operator')
    const queue = await (await operator.get('/admin/moderation')).text()
    expect(queue).toContain(`Design ${designId}: Porn star tee`)
    expect(queue).toContain('The title matched the word list')
  })
})
