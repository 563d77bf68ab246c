import { describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import { app, seedOrder, signedIn, useAdminConsoleApp } from './admin-console-support.ts'

// The console's discount codes (ADR 160): plain forms, the refusals under their fields, the audit
// log's creation and deactivation, and nothing for anyone who is not the operator.

useAdminConsoleApp()

const PAGE = '/admin/discount-codes'

const FORM = {
  intent: 'create',
  code: 'launch-20',
  kind: 'percent',
  percentOff: '20',
  amountOffCents: '',
  startsAt: '2026-11-01T00:00',
  endsAt: '2030-01-01T00:00',
  maxUses: '100',
  oncePerCustomer: 'on',
  minSubtotalCents: '5000',
}

async function auditOf(code: string) {
  return app.db
    .selectFrom('admin_audit_log')
    .select(['action', 'after', 'actor_name'])
    .where('target_type', '=', 'discount_code')
    .where('target_id', '=', code)
    .orderBy('id')
    .execute()
}

describe('discount codes in the console', () => {
  it('creates a code from the form, upper case, and writes it to the audit log', async () => {
    const { client } = await signedIn('olive-operator')
    const created = await client.form(PAGE, FORM)
    expect(created.status).toBe(303)
    const row = await app.db.selectFrom('discount_codes').selectAll().where('code', '=', 'LAUNCH-20').executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      kind: 'percent',
      percent_off: 20,
      amount_off_cents: null,
      max_uses: 100,
      once_per_customer: true,
      min_subtotal_cents: 5000,
      uses: 0,
    })
    expect(new Date(row.starts_at).toISOString()).toBe('2026-11-01T00:00:00.000Z')
    const audit = await auditOf('LAUNCH-20')
    expect(audit).toMatchObject([
      { action: 'discount_code.create', actor_name: 'olive-operator', after: { code: 'LAUNCH-20', percent_off: 20 } },
    ])
    const html = await (await client.get(PAGE)).text()
    expect(html).toContain('LAUNCH-20 (20% off)')
    expect(html).toContain('0 of 100')
  })

  it('answers a wrong form with the errors under the fields (no JavaScript) and creates nothing', async () => {
    const { client } = await signedIn('olive-operator')
    const cases: [Record<string, string>, string][] = [
      [{ code: 'x' }, 'A code is 3 to 32 letters'],
      [{ code: 'FIXED-NO-AMOUNT', kind: 'fixed', percentOff: '' }, 'A fixed code needs its amount in cents'],
      [{ code: 'TOO-MUCH', percentOff: '150' }, 'A whole percent from 1 to 100'],
      [{ code: 'BACKWARDS', endsAt: '2026-10-01T00:00' }, 'The end must come after the start'],
      [{ code: 'LAUNCH-20' }, 'A code with this name exists already'],
    ]
    const before = await app.db.selectFrom('discount_codes').select('id').execute()
    for (const [change, message] of cases) {
      const answer = await client.form(PAGE, { ...FORM, ...change })
      expect(answer.status, message).toBe(400)
      expect(await answer.text()).toContain(message)
    }
    expect(await app.db.selectFrom('discount_codes').select('id').execute()).toHaveLength(before.length)
  })

  it('creates a fixed code in cents and deactivates it once, both in the audit log', async () => {
    const { client } = await signedIn('olive-operator')
    await client.form(PAGE, {
      ...FORM,
      code: 'FIVE-OFF',
      kind: 'fixed',
      percentOff: '',
      amountOffCents: '500',
      maxUses: '',
      oncePerCustomer: undefined,
      minSubtotalCents: '',
    })
    const row = await app.db.selectFrom('discount_codes').selectAll().where('code', '=', 'FIVE-OFF').executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      kind: 'fixed',
      amount_off_cents: 500,
      percent_off: null,
      max_uses: null,
      once_per_customer: false,
      min_subtotal_cents: 0,
    })
    expect((await client.form(PAGE, { intent: 'deactivate', codeId: String(row.id) })).status).toBe(303)
    expect((await client.form(PAGE, { intent: 'deactivate', codeId: String(row.id) })).status).toBe(303)
    const after = await app.db
      .selectFrom('discount_codes')
      .select('deactivated_at')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow()
    expect(after.deactivated_at).not.toBeNull()
    expect((await auditOf('FIVE-OFF')).map((a) => a.action)).toEqual(['discount_code.create', 'discount_code.deactivate'])
    expect(await (await client.get(PAGE)).text()).toContain('deactivated')
  })

  it('shows the code’s part of an order’s discount on the console’s order page', async () => {
    const order = await seedOrder('coded@example.com', 2398)
    await app.db
      .updateTable('orders')
      .set({ discount_code: 'LAUNCH-20', code_discount_cents: 500, discount_cents: 500, subtotal_cents: 2499 })
      .where('id', '=', order.id)
      .execute()
    const { client } = await signedIn('olive-operator')
    const html = await (await client.get(`/admin/orders/${order.publicId}`)).text()
    expect(html).toContain('of which code LAUNCH-20 $5.00')
  })

  it('is a 404 for anyone else, and their posts create nothing', async () => {
    const { client } = await signedIn('not-an-operator')
    expect((await client.get(PAGE)).status).toBe(404)
    expect((await client.form(PAGE, { ...FORM, code: 'SNEAKY' })).status).toBe(404)
    expect((await new TestClient(app.url).form(PAGE, { ...FORM, code: 'SNEAKY' })).status).toBe(404)
    expect(await app.db.selectFrom('discount_codes').select('id').where('code', '=', 'SNEAKY').execute()).toHaveLength(0)
  })
})
