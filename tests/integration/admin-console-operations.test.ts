import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import { app, auditActions, seedDesign, seedOrder, signedIn, useAdminConsoleApp } from './admin-console-support.ts'

// The operator's console, part two: orders (search, refunds, receipt, cancel), failed jobs and the account page.

useAdminConsoleApp()

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

  it('refunds nothing, in full or in part, until the confirmation box is ticked', async () => {
    const order = await seedOrder('confirm@example.com', 2898)
    const { client } = await signedIn('olive-operator')
    const page = `/admin/orders/${order.publicId}`
    const form = await (await client.get(page)).text()
    expect(form).toMatch(/<input type="checkbox" name="confirm" required=""[^>]*value="yes"/)
    for (const [amount, key] of [
      ['', '44444444-4444-4444-8444-444444444444'],
      ['5.00', '55555555-5555-4555-8555-555555555555'],
    ]) {
      const refused = await client.form(page, { intent: 'refund', amount, refundKey: key }, true)
      expect(await refused.text()).toContain('to confirm the refund. Nothing was refunded.')
    }
    const row = await app.db
      .selectFrom('orders')
      .select(['status', 'refunded_cents'])
      .where('public_id', '=', order.publicId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'paid', refunded_cents: 0 })
  })

  it('refunds part and then the rest through the payment processor, once per form, never more than was paid', async () => {
    const order = await seedOrder('refund@example.com', 2898)
    const { client } = await signedIn('olive-operator')
    const page = `/admin/orders/${order.publicId}`
    const key = '11111111-1111-4111-8111-111111111111'
    const partial = await client.form(page, { intent: 'refund', amount: '5.00', refundKey: key, confirm: 'yes' }, true)
    expect(await partial.text()).toContain('Refunded $5.00')
    // The same form sent again (a double click, a reload) refunds nothing more.
    await client.form(page, { intent: 'refund', amount: '5.00', refundKey: key, confirm: 'yes' })
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
      { intent: 'refund', amount: '100.00', refundKey: '22222222-2222-4222-8222-222222222222', confirm: 'yes' },
      true,
    )
    expect(await tooMuch.text()).toContain('Refund refused')

    const rest = await client.form(
      page,
      { intent: 'refund', amount: '', refundKey: '33333333-3333-4333-8333-333333333333', confirm: 'yes' },
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
