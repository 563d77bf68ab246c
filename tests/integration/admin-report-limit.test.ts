import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// Reports are rate-limited (RATE_LIMIT_REPORT, per browser and per address): a visitor over the limit
// gets the form back with an error toast, and the report is not recorded (ADR 127).

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMITS: 'on', RATE_LIMIT_REPORT: '2,2/3600' })
})
afterAll(async () => {
  await app?.stop()
})

it('refuses a third report within the hour from the same browser', async () => {
  const ids: number[] = []
  for (let i = 0; i < 3; i++) {
    const row = await app.db
      .insertInto('designs')
      .values({
        prompt: `limited ${i}`,
        name: `Limited ${i}`,
        style: 'Flat Design',
        color: 'Navy',
        design_type: 'image',
        source: 'prompt',
        image_url: null,
        mockup_url: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(row.id)
  }
  const visitor = new TestClient(app.url)
  const answers: string[] = []
  for (const id of ids) {
    const response = await visitor.form('/reports', { designId: String(id), reason: 'other', returnTo: '/' }, true)
    answers.push(await response.text())
  }
  expect(answers[0]).toContain('Thank you for your report')
  expect(answers[1]).toContain('Thank you for your report')
  expect(answers[2]).toContain('Report not sent')
  const reports = await app.db.selectFrom('design_reports').select('design_id').execute()
  expect(reports.map((r) => r.design_id).sort()).toEqual(ids.slice(0, 2).sort())
})
