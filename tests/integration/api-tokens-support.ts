import { afterAll, beforeAll, expect } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// The store and helpers shared by the api-tokens-*.test.ts files: personal API tokens (made on
// /account/tokens, sent as `Authorization: Bearer`) and Idempotency-Key on the API's creating POSTs.
// The per-account shop limit is small, to show tokens count against it.

/** The running store of the test file that called useApiTokensApp (set in its beforeAll). */
export let app: TestApp

/** Starts the store, with rate limits on, before the file's tests and stops it after them. */
export function useApiTokensApp() {
  beforeAll(async () => {
    app = await startTestApp({
      RATE_LIMITS: 'on',
      RATE_LIMIT_GENERATION: '100,100/60',
      RATE_LIMIT_UPLOAD: '100,100/60',
      RATE_LIMIT_UPVOTE: '100,100/60',
      RATE_LIMIT_SIGN_IN: '100,100/60',
      RATE_LIMIT_ORDER: '100,100/60',
      RATE_LIMIT_PAYMENT_INTENT: '100,100/60',
      RATE_LIMIT_SHOP_CREATE: '100,5/3600',
      DAILY_GENERATIONS_PER_VISITOR: '1000',
      DAILY_GENERATIONS_PER_ACCOUNT: '1000',
    })
  })
  afterAll(async () => {
    await app?.stop()
  })
}

export const EVIL = 'https://evil.example'
export const TOKEN_IN_PAGE = /value="(ss_live_[A-Za-z0-9_-]{43})"/

/** Posts the token form like a browser without JavaScript (one `scopes` field per ticked box). */
export function postTokenForm(client: TestClient, name: string, scopes: string[]) {
  const body = new URLSearchParams({ intent: 'create', name })
  for (const scope of scopes) body.append('scopes', scope)
  return client.request('/account/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  })
}

export async function createToken(client: TestClient, name: string, scopes: string[]) {
  const response = await postTokenForm(client, name, scopes)
  expect(response.status).toBe(201)
  const token = (await response.text()).match(TOKEN_IN_PAGE)?.[1]
  if (!token) throw new Error('no token on the page')
  return token
}

export async function signedIn(username: string) {
  const client = new TestClient(app.url)
  await client.signIn(username)
  return client
}

/** A client with no cookie jar at all: only the token speaks. */
export function cookieless() {
  return new TestClient(app.url)
}

export function bearer(token: string, extra: Record<string, string> = {}) {
  return { Authorization: `Bearer ${token}`, ...extra }
}

export function postJson(client: TestClient, path: string, body: unknown, headers: Record<string, string> = {}) {
  return client.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

export async function shopCount(userId: number) {
  const row = await app.db
    .selectFrom('shops')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
