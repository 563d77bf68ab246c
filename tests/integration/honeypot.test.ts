import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// The public forms carry a honeypot field people never see: a post with it filled (a bot that fills
// every input) is refused and changes nothing; the same post with it empty goes through.

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.stop()
})

async function seedDesign(name: string) {
  const row = await app.db
    .insertInto('designs')
    .values({ prompt: name, name, style: 'Flat Design', color: 'Navy', design_type: 'image', source: 'prompt' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

describe('the honeypot on public forms', () => {
  it("refuses a report with the trap field filled and records nothing; a person's report is recorded", async () => {
    const id = await seedDesign('Honeypot target')
    const visitor = new TestClient(app.url)
    const page = await (await visitor.get(`/products/${id}`)).text()
    // The form on the page carries the field, not displayed.
    expect(page).toMatch(
      /<div style="display:none" aria-hidden="true"><label[^>]*>Leave this field empty<\/label><input[^>]*name="website"/,
    )
    const bot = await visitor.form('/reports', {
      designId: String(id),
      reason: 'other',
      returnTo: '/',
      website: 'https://spam.example',
    })
    expect(bot.status).toBe(400)
    expect(await app.db.selectFrom('design_reports').select('id').where('design_id', '=', id).execute()).toEqual([])
    const person = await visitor.form('/reports', { designId: String(id), reason: 'other', returnTo: '/', website: '' }, true)
    expect(await person.text()).toContain('Thank you for your report')
    expect(await app.db.selectFrom('design_reports').select('id').where('design_id', '=', id).execute()).toHaveLength(1)
  })

  it('refuses a shop created with the trap field filled', async () => {
    const creator = new TestClient(app.url)
    await creator.signIn('honeypot-creator')
    const fields = { intent: 'create', name: 'Trap Shop', handle: 'trap-shop', description: '', paypalEmail: '', isPublic: 'on' }
    const bot = await creator.form('/my-shops', { ...fields, website: 'buy cheap' })
    expect(bot.status).toBe(400)
    expect(await app.db.selectFrom('shops').select('id').where('handle', '=', 'trap-shop').execute()).toEqual([])
    const person = await creator.form('/my-shops', fields)
    expect(person.status).toBe(302)
    expect(await app.db.selectFrom('shops').select('id').where('handle', '=', 'trap-shop').execute()).toHaveLength(1)
  })
})
