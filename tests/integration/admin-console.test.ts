import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// The operator's console and trust and safety (ADR 127): who may enter /admin (the operator named in
// ADMIN_SUBJECTS; everyone else gets 404, and their POSTs change nothing), reports that hold a design,
// the moderation queue's decisions and blocking, orders (search, refunds through the test processor,
// receipt, cancel), failed jobs, the append-only audit log, and account export and deletion.

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ ADMIN_SUBJECTS: 'olive-operator' })
})
afterAll(async () => {
  await app?.stop()
})

async function signedIn(username: string) {
  const client = new TestClient(app.url)
  await client.signIn(username)
  const me = await (await client.get('/api/auth/user')).json()
  return { client, userId: me.id as number }
}

let seq = 0
async function seedDesign(userId: number | null, values: Record<string, unknown> = {}) {
  seq += 1
  const row = await app.db
    .insertInto('designs')
    .values({
      user_id: userId,
      prompt: `a reported design number ${seq}`,
      name: `Reported ${seq}`,
      style: 'Flat Design',
      color: 'Navy',
      design_type: 'image',
      source: 'prompt',
      image_url: `/images/designs/report-${seq}.png`,
      mockup_url: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function seedOrder(email: string, totalCents = 2898) {
  seq += 1
  const publicId = `admin-order-${seq}-${Math.random().toString(36).slice(2, 10)}`
  const paymentId = `pi_admin_${publicId}`
  await app.db
    .insertInto('test_payment_intents')
    .values({
      id: paymentId,
      client_secret: `${paymentId}_secret`,
      amount: totalCents,
      currency: 'usd',
      status: 'succeeded',
      metadata: '{}',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute()
  const order = await app.db
    .insertInto('orders')
    .values({
      public_id: publicId,
      payment_id: paymentId,
      payment_provider: 'test',
      user_id: null,
      visitor_id: 'v',
      status: 'paid',
      email,
      shipping_address: JSON.stringify({
        first_name: 'Sam',
        last_name: 'Shopper',
        email,
        phone: '5550100',
        address1: '1 Main Street',
        city: 'Springfield',
        region: 'IL',
        zip: '62701',
        country: 'US',
      }),
      subtotal_cents: totalCents - 399,
      discount_cents: 0,
      shipping_cents: 399,
      total_cents: totalCents,
      currency: 'usd',
      fulfilment_provider: 'offline',
      // Already with the provider, so the outbox leaves it alone during the test.
      fulfilment_order_id: `ff-${publicId}`,
      fulfilment_status: 'in-production',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await app.db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      design_id: null,
      product_id: 1,
      variant_id: 17645,
      title: 'Custom T-Shirt',
      color: 'White',
      size: 'L',
      quantity: 1,
      unit_price_cents: totalCents - 399,
      sku: 'sku',
    })
    .execute()
  return { id: order.id, publicId, paymentId }
}

/** A report as a browser without JavaScript sends it; answers where the browser lands and the page. */
async function report(client: TestClient, designId: number, reason: string, returnTo = `/products/${designId}`) {
  const response = await client.form('/reports', { designId: String(designId), reason, returnTo, note: 'seen on the gallery' })
  expect(response.status).toBe(302)
  const landing = await client.navigate(response.headers.get('Location')!)
  return { location: response.headers.get('Location')!, html: await landing.text() }
}

const status = async (id: number) =>
  await app.db.selectFrom('designs').select(['moderation_status', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow()
const communityIds = async () => {
  const body = await (await new TestClient(app.url).get('/api/community-designs')).json()
  return (body.designs as { id: number }[]).map((d) => d.id)
}
const auditActions = async () =>
  (await app.db.selectFrom('admin_audit_log').select('action').orderBy('id').execute()).map((r) => r.action)

const ADMIN_PAGES = [
  '/admin',
  '/admin/moderation',
  '/admin/orders',
  '/admin/orders/nope',
  '/admin/jobs',
  '/admin/payouts',
  '/admin/audit',
]

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

    const { client: operator } = await signedIn('olive-operator')
    const blocked = await operator.form('/admin/moderation', { intent: 'block', userId: String(ownerId), note: 'spam' }, true)
    expect(await blocked.text()).toContain('Owner blocked')

    expect(await (await owner.get('/api/auth/user')).status).toBe(401)
    const tokens = await app.db.selectFrom('api_tokens').select('revoked_at').where('user_id', '=', ownerId).execute()
    expect(tokens.every((t) => t.revoked_at !== null)).toBe(true)
    expect((await new TestClient(app.url).get(shopPath)).status).toBe(404)
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

  it('keeps the audit log append-only', async () => {
    await expect(sql`update admin_audit_log set action = 'nothing'`.execute(app.db)).rejects.toThrow(/append-only/)
    await expect(sql`delete from admin_audit_log`.execute(app.db)).rejects.toThrow(/append-only/)
  })
})

describe('orders in the console', () => {
  it('finds an order by its id, its payment id or its e-mail', async () => {
    const order = await seedOrder('Find.Me@example.com')
    const { client } = await signedIn('olive-operator')
    for (const q of [order.publicId, order.paymentId, 'find.me@example.com']) {
      const html = await (await client.get(`/admin/orders?q=${encodeURIComponent(q)}`)).text()
      expect(html, q).toContain(order.publicId)
    }
    const none = await (await client.get('/admin/orders?q=nobody%40example.com')).text()
    expect(none).not.toContain(order.publicId)
    const page = await (await client.get(`/admin/orders/${order.publicId}`)).text()
    expect(page).toContain(order.paymentId)
    expect(page).toContain('Timeline')
  })

  it('refunds part and then the rest through the payment processor, once per form, never more than was paid', async () => {
    const order = await seedOrder('refund@example.com', 2898)
    const { client } = await signedIn('olive-operator')
    const page = `/admin/orders/${order.publicId}`
    const key = '11111111-1111-4111-8111-111111111111'
    const partial = await client.form(page, { intent: 'refund', amount: '5.00', refundKey: key }, true)
    expect(await partial.text()).toContain('Refunded $5.00')
    // The same form sent again (a double click, a reload) refunds nothing more.
    await client.form(page, { intent: 'refund', amount: '5.00', refundKey: key })
    let row = await app.db
      .selectFrom('orders')
      .select(['status', 'refunded_cents'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'paid', refunded_cents: 500 })
    const refunds = await app.db
      .selectFrom('test_payment_refunds')
      .select('amount')
      .where('payment_intent_id', '=', order.paymentId)
      .execute()
    expect(refunds).toEqual([{ amount: 500 }])

    const tooMuch = await client.form(
      page,
      { intent: 'refund', amount: '100.00', refundKey: '22222222-2222-4222-8222-222222222222' },
      true,
    )
    expect(await tooMuch.text()).toContain('Refund refused')

    const rest = await client.form(
      page,
      { intent: 'refund', amount: '', refundKey: '33333333-3333-4333-8333-333333333333' },
      true,
    )
    expect(await rest.text()).toContain('Refunded $23.98')
    row = await app.db
      .selectFrom('orders')
      .select(['status', 'refunded_cents'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'refunded', refunded_cents: 2898 })
    const events = await app.db.selectFrom('order_events').select('kind').where('order_id', '=', order.id).execute()
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['partially_refunded', 'refunded']))
    const audit = await app.db
      .selectFrom('admin_audit_log')
      .select(['action', 'before'])
      .where('target_id', '=', order.publicId)
      .orderBy('id')
      .execute()
    expect(audit.map((a) => a.action)).toEqual(['order.refund_partial', 'order.refund_partial', 'order.refund_partial'])
    expect(audit[0]!.before).toEqual({ status: 'paid', refundedCents: 0 })
  })

  it('resends the receipt and cancels at the print provider while it has not shipped', async () => {
    const order = await seedOrder('receipt@example.com')
    const { client } = await signedIn('olive-operator')
    const page = `/admin/orders/${order.publicId}`
    const sent = await client.form(page, { intent: 'resend-receipt' }, true)
    expect(await sent.text()).toContain('Receipt sent again')
    const mailbox = path.join(app.dataDir, 'mailbox')
    expect(existsSync(mailbox) && readdirSync(mailbox).length).toBeGreaterThan(0)

    const canceled = await client.form(page, { intent: 'cancel' }, true)
    expect(await canceled.text()).toContain('Order canceled')
    const job = await app.db
      .selectFrom('fulfilment_jobs')
      .select('action')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(job.action).toBe('cancel')
    const again = await client.form(page, { intent: 'cancel' }, true)
    expect(await again.text()).toContain('Too late to cancel')
  })
})

describe('failed jobs', () => {
  it('lists a dead fulfilment job and a failed design job with their errors; retry and give up', async () => {
    const order = await seedOrder('jobs@example.com')
    await app.db
      .insertInto('fulfilment_jobs')
      .values({
        order_id: order.id,
        attempts: 8,
        next_attempt_at: new Date(Date.now() + 3_600_000),
        last_error: 'Printify said 422: bad address',
        dead_at: new Date(),
      })
      .onConflict((oc) =>
        oc
          .column('order_id')
          .doUpdateSet({ last_error: 'Printify said 422: bad address', dead_at: new Date(), completed_at: null }),
      )
      .execute()
    const jobId = '5d0f6c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f'
    await app.db
      .insertInto('design_jobs')
      .values({
        id: jobId,
        source: 'prompt',
        input: JSON.stringify({ prompt: 'x' }),
        status: 'failed',
        error_status: 503,
        error_message: 'image service down',
        created_at: new Date(),
        finished_at: new Date(),
      })
      .execute()
    const { client } = await signedIn('olive-operator')
    const html = await (await client.get('/admin/jobs')).text()
    expect(html).toContain('Printify said 422: bad address')
    expect(html).toContain('image service down')

    await client.form('/admin/jobs', { intent: 'give-up-design', id: jobId })
    const design = await app.db
      .selectFrom('design_jobs')
      .select(['status', 'error_status'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow()
    expect(design).toEqual({ status: 'failed', error_status: 410 })
    await client.form('/admin/jobs', { intent: 'give-up-fulfilment', id: order.publicId })
    const job = await app.db
      .selectFrom('fulfilment_jobs')
      .select(['dead_at', 'completed_at', 'last_error'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(job.dead_at).toBeNull()
    expect(job.completed_at).not.toBeNull()
    expect(job.last_error).toContain('Given up by an operator')
    expect((await auditActions()).filter((a) => a.startsWith('job.'))).toEqual(['job.give-up-design', 'job.give-up-fulfilment'])
  })
})

describe('the account page', () => {
  it('exports everything stored about the person as JSON, only to them', async () => {
    const { client, userId } = await signedIn('erin-export')
    await seedDesign(userId, { prompt: 'erin’s own prompt' })
    expect((await new TestClient(app.url).get('/account/export')).status).toBe(401)
    const response = await client.get('/account/export')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Disposition')).toContain('attachment')
    const data = await response.json()
    expect(data.profile.username).toBe('erin-export')
    expect(data.designs.map((d: { prompt: string }) => d.prompt)).toContain('erin’s own prompt')
    expect(data).toHaveProperty('orders')
    expect(data).toHaveProperty('apiTokens')
  })

  it('deletes the account: designs and shops gone, signed out everywhere, orders kept without e-mail', async () => {
    const { client, userId } = await signedIn('dana-delete')
    const other = new TestClient(app.url)
    await other.signIn('dana-delete')
    const designId = await seedDesign(userId)
    await client.json('/api/shops', 'POST', { name: 'Dana Tees', isPublic: true })
    const order = await seedOrder('dana@example.com')
    await app.db.updateTable('orders').set({ user_id: userId }).where('id', '=', order.id).execute()

    const wrong = await client.form('/account', { intent: 'delete', confirm: 'someone-else' }, true)
    expect(await wrong.text()).toContain('Type your username exactly')
    const done = await client.form('/account', { intent: 'delete', confirm: 'dana-delete' }, true)
    expect(await done.text()).toContain('Your account is deleted')

    expect((await client.get('/api/auth/user')).status).toBe(401)
    expect((await other.get('/api/auth/user')).status).toBe(401)
    const design = await app.db
      .selectFrom('designs')
      .select(['deleted_at', 'user_id', 'prompt'])
      .where('id', '=', designId)
      .executeTakeFirstOrThrow()
    expect(design.deleted_at).not.toBeNull()
    expect(design.prompt).toBe('')
    const shops = await app.db.selectFrom('shops').select('deleted_at').where('user_id', '=', userId).execute()
    expect(shops.every((s) => s.deleted_at !== null)).toBe(true)
    const kept = await app.db
      .selectFrom('orders')
      .select(['user_id', 'email', 'shipping_address', 'total_cents'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(kept.user_id).toBeNull()
    expect(kept.email).toBe('')
    expect(kept.shipping_address).toMatchObject({ last_name: 'Shopper', email: '', phone: '' })
    const user = await app.db
      .selectFrom('users')
      .select(['username', 'email', 'deleted_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
    expect(user.username).toBe(`deleted-${userId}`)
    expect(user.deleted_at).not.toBeNull()
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
