import { describe, expect, it } from 'vitest'
import { API_VERSION, SUPPORTED_API_VERSIONS } from '~/web/api-version.ts'
import { useTestApp } from '../support/test-app.ts'
import type { TestClient } from '../support/client.ts'
import { createShopViaApi, seedDesign } from './shops-support.ts'

// Every refusal under /api is an RFC 9457 problem (ADR 126): application/problem+json with type,
// title, status, detail, a stable code, the request id, errors[] per invalid field; unknown paths and
// wrong methods included. API-Version is validated, and a token is pinned to the version it was made with.
const t = useTestApp({ signedInAs: { owner: 'problem_owner' } })

const TOKEN_IN_PAGE = /value="(ss_live_[A-Za-z0-9_-]{43})"/

async function createToken(client: TestClient, name: string, scopes: string[]) {
  const body = new URLSearchParams({ intent: 'create', name })
  for (const scope of scopes) body.append('scopes', scope)
  const response = await client.request('/account/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  })
  expect(response.status).toBe(201)
  const token = (await response.text()).match(TOKEN_IN_PAGE)?.[1]
  if (!token) throw new Error('no token on the page')
  return token
}

/** A problem's checks every refusal must pass; its body. */
async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
  expect(response.headers.get('API-Version')).toBe(API_VERSION)
  const body = await response.json()
  expect(body).toMatchObject({ status, code, type: `/api/docs#problem-${code}` })
  expect(typeof body.title).toBe('string')
  expect(typeof body.detail).toBe('string')
  expect(body.message).toBe(body.detail)
  expect(body.requestId).toBe(response.headers.get('X-Request-Id'))
  return body
}

describe('unknown /api paths and wrong methods', () => {
  it('answers a 404 problem for any method on a path no route takes, never the HTML page', async () => {
    // Plain fetch: these paths are not in the document, which the test client checks every answer against.
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await fetch(`${t.app.url}/api/no-such-thing/42`, { method })
      const body = await expectProblem(response, 404, 'route_not_found')
      expect(body.detail).toContain(`${method} /api/no-such-thing/42`)
    }
    await expectProblem(await fetch(`${t.app.url}/api/v2/orders`), 404, 'route_not_found')
  })

  it('answers 405 with Allow and the allowed methods for a method a path does not take', async () => {
    const post = await t.anonymous.request('/api/popular-designs', { method: 'POST' })
    expect(post.headers.get('Allow')).toBe('GET')
    expect((await expectProblem(post, 405, 'method_not_allowed')).allowed).toEqual(['GET'])
    const get = await t.anonymous.get('/api/create-payment-intent')
    expect(get.headers.get('Allow')).toBe('POST')
    await expectProblem(get, 405, 'method_not_allowed')
    const put = await t.anonymous.request('/api/shops', { method: 'PUT' })
    expect(put.headers.get('Allow')).toBe('GET, POST')
    await expectProblem(put, 405, 'method_not_allowed')
  })
})

describe('refusals of the routes', () => {
  it('names every invalid field in errors[] with a JSON pointer', async () => {
    const response = await t.users.owner.client.json('/api/shops', 'POST', { name: 'x', paypalEmail: 'not-an-email' })
    const body = await expectProblem(response, 400, 'validation_failed')
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/name', field: 'name', detail: 'Shop name must be at least 3 characters long' }),
        expect.objectContaining({ pointer: '/paypalEmail', detail: 'Please enter a valid PayPal email address' }),
      ]),
    )
    expect(body.detail).toBe('Shop name must be at least 3 characters long')
  })

  it('gives "already in this shop" a code of its own, apart from the idempotency 409', async () => {
    const shop = await createShopViaApi(t.users.owner.client, { name: 'Problem Shop' })
    const designId = await seedDesign(t.app.db, t.users.owner.id)
    const add = () => t.users.owner.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId })
    expect((await add()).status).toBe(201)
    const again = await expectProblem(await add(), 409, 'design_already_in_shop')
    expect(again.detail).toBe('This design is already in this shop.')
  })

  it('refuses an empty, blank or invalid Idempotency-Key with 400, and a reused one with its own code', async () => {
    for (const key of ['', ' ', 'has space', 'x'.repeat(256)]) {
      const response = await t.users.owner.client.request('/api/shops', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ name: 'Keyed shop' }),
      })
      await expectProblem(response, 400, 'invalid_idempotency_key')
    }
    const key = { 'Content-Type': 'application/json', 'Idempotency-Key': 'problem-key-1' }
    const first = await t.users.owner.client.request('/api/shops', {
      method: 'POST',
      headers: key,
      body: JSON.stringify({ name: 'Keyed A' }),
    })
    expect(first.status).toBe(201)
    const other = await t.users.owner.client.request('/api/shops', {
      method: 'POST',
      headers: key,
      body: JSON.stringify({ name: 'Keyed B' }),
    })
    await expectProblem(other, 422, 'idempotency_key_reused')
  })

  it('answers token refusals as problems: invalid_token (401, WWW-Authenticate), insufficient_scope (403)', async () => {
    const bad = await fetch(`${t.app.url}/api/shops`, { headers: { Authorization: 'Bearer nope' } })
    expect(bad.headers.get('WWW-Authenticate')).toMatch(/^Bearer /)
    await expectProblem(bad, 401, 'invalid_token')
    const token = await createToken(t.users.owner.client, 'read only', ['read'])
    const refused = await fetch(`${t.app.url}/api/shops`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Nope' }),
    })
    expect((await expectProblem(refused, 403, 'insufficient_scope')).detail).toBe('This token lacks the "shops" scope')
  })

  it('refuses an edited cursor (400 invalid_cursor) and follows an untouched one', async () => {
    for (const name of ['Cursor one', 'Cursor two', 'Cursor three']) await createShopViaApi(t.users.owner.client, { name })
    const first = await (await t.users.owner.client.get('/api/shops?limit=1')).json()
    const cursor = first.nextCursor as string
    expect((await t.users.owner.client.get(`/api/shops?limit=1&cursor=${cursor}`)).status).toBe(200)
    // The position inside is readable JSON: moving it to another row keeps the shape but not the signature.
    const payload = JSON.parse(Buffer.from(cursor.slice(0, -22), 'base64url').toString('utf8'))
    const edited = Buffer.from(JSON.stringify({ ...payload, i: payload.i + 1 })).toString('base64url') + cursor.slice(-22)
    const refused = await t.users.owner.client.get(`/api/shops?limit=1&cursor=${edited}`)
    expect((await expectProblem(refused, 400, 'invalid_cursor')).detail).toMatch(/not valid for this list/)
    await expectProblem(await t.users.owner.client.get('/api/shops?limit=0'), 400, 'invalid_limit')
  })

  it('answers a signed-out call with the unauthenticated code', async () => {
    await expectProblem(await t.anonymous.get('/api/shops'), 401, 'unauthenticated')
  })
})

describe('API-Version', () => {
  it('refuses a version it does not serve with 400 listing the supported ones', async () => {
    for (const asked of ['2099-01-01', 'garbage', '', '2026-11-24']) {
      const response = await fetch(`${t.app.url}/api/popular-designs`, { headers: { 'API-Version': asked } })
      const body = await expectProblem(response, 400, 'unsupported_api_version')
      expect(body.supportedVersions).toEqual([...SUPPORTED_API_VERSIONS])
      expect(body.detail).toContain(API_VERSION)
    }
    const current = await t.anonymous.request('/api/popular-designs', { headers: { 'API-Version': API_VERSION } })
    expect(current.status).toBe(200)
  })

  it('pins a token to the version current when it was made', async () => {
    const token = await createToken(t.users.owner.client, 'pinned', ['read'])
    const row = await t.app.db
      .selectFrom('api_tokens')
      .select('api_version')
      .where('name', '=', 'pinned')
      .executeTakeFirstOrThrow()
    expect(row.api_version).toBe(API_VERSION)
    const answer = await fetch(`${t.app.url}/api/shops`, { headers: { Authorization: `Bearer ${token}` } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('API-Version')).toBe(API_VERSION)
    // A pin to a version no longer served asks the caller to choose one.
    await t.app.db.updateTable('api_tokens').set({ api_version: '2026-11-24' }).where('name', '=', 'pinned').execute()
    const stale = await fetch(`${t.app.url}/api/shops`, { headers: { Authorization: `Bearer ${token}` } })
    await expectProblem(stale, 400, 'unsupported_api_version')
    const chosen = await fetch(`${t.app.url}/api/shops`, {
      headers: { Authorization: `Bearer ${token}`, 'API-Version': API_VERSION },
    })
    expect(chosen.status).toBe(200)
  })
})
