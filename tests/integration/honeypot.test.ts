import { readdirSync } from 'node:fs'
import sharp from 'sharp'
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

  describe('the upload form', () => {
    const picture = () =>
      sharp({ create: { width: 120, height: 90, channels: 3, background: '#2a7' } })
        .png()
        .toBuffer()
    const uploadForm = async (fields: Record<string, string>) => {
      const form = new FormData()
      for (const [k, v] of Object.entries(fields)) form.append(k, v)
      form.append('image', new Blob([new Uint8Array(await picture())], { type: 'image/png' }), 'trap.png')
      return form
    }
    const storedUploads = () =>
      readdirSync(app.dataDir, { recursive: true }).filter((path) => /(^|\/)uploads\/./.test(String(path)))
    const uploadedDesigns = () => app.db.selectFrom('designs').select('id').where('source', '=', 'upload').execute()

    it('carries the trap field, not displayed, on the studio page', async () => {
      const page = await (await new TestClient(app.url).get('/design?mode=upload')).text()
      const form = page.slice(page.indexOf('aria-label="Upload Image"'))
      expect(form).toMatch(
        /<div style="display:none" aria-hidden="true"><label[^>]*>Leave this field empty<\/label><input[^>]*name="website"/,
      )
    })

    it('refuses a post without JavaScript with the trap filled and makes no design; a person’s goes through', async () => {
      const visitor = new TestClient(app.url)
      const before = await uploadedDesigns()
      const bot = await visitor.request('/design', {
        method: 'POST',
        body: await uploadForm({ intent: 'upload', website: 'spam' }),
      })
      expect(bot.status).toBe(400)
      expect(await uploadedDesigns()).toEqual(before)
      const person = await visitor.request('/design', {
        method: 'POST',
        body: await uploadForm({ intent: 'upload', website: '' }),
      })
      expect(person.status).toBe(303)
    })

    it('refuses the studio’s upload with JavaScript (POST /api/upload) as a problem, storing nothing', async () => {
      const visitor = new TestClient(app.url)
      const stored = storedUploads()
      const bot = await visitor.request('/api/upload', { method: 'POST', body: await uploadForm({ website: 'spam' }) })
      expect(bot.status).toBe(400)
      expect(bot.headers.get('Content-Type')).toContain('application/problem+json')
      expect(await bot.json()).toMatchObject({ status: 400, code: 'form_refused' })
      expect(storedUploads()).toEqual(stored)
      const person = await visitor.request('/api/upload', { method: 'POST', body: await uploadForm({ website: '' }) })
      expect(person.status).toBe(201)
      expect(await person.json()).toMatchObject({ filePath: expect.any(String) })
      expect(storedUploads()).toHaveLength(stored.length + 1)
    })
  })
})
