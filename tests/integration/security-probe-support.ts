import { afterAll, beforeAll, expect } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// The store and helpers shared by the security-probe-*.test.ts files: regression tests for what an
// abuse probe of the store found: open redirects, bodies of the wrong kind reaching form parsers
// (500s), NUL characters reaching PostgreSQL (500s), cross-site writes, forwarded headers trusted from
// anyone, and sessions that logout could not revoke.

/** The running store of the test file that called useSecurityProbeApp (set in its beforeAll). */
export let app: TestApp

/** Starts the store before the file's tests and stops it after them. */
export function useSecurityProbeApp() {
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => {
    await app?.stop()
  })
}

export const EVIL = 'https://evil.example'

export async function signedIn(name: string) {
  const client = new TestClient(app.url)
  await client.signIn(name)
  return client
}

export async function ownDesign(client: TestClient) {
  const created = await client.json('/api/designs/generate', 'POST', { prompt: 'A quiet harbour at dawn', style: 'Flat Design' })
  expect(created.status).toBe(201)
  return ((await created.json()) as { design: { id: number } }).design.id
}
