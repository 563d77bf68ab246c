import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { userIdOf } from './shops-support.ts'

// Personal API tokens (made on /account/tokens, sent as `Authorization: Bearer`) and Idempotency-Key
// on the API's creating POSTs. The per-account shop limit is small, to show tokens count against it.
let app: TestApp
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

const EVIL = 'https://evil.example'
const TOKEN_IN_PAGE = /value="(ss_live_[A-Za-z0-9_-]{43})"/

/** Posts the token form like a browser without JavaScript (one `scopes` field per ticked box). */
function postTokenForm(client: TestClient, name: string, scopes: string[]) {
  const body = new URLSearchParams({ intent: 'create', name })
  for (const scope of scopes) body.append('scopes', scope)
  return client.request('/account/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  })
}

async function createToken(client: TestClient, name: string, scopes: string[]) {
  const response = await postTokenForm(client, name, scopes)
  expect(response.status).toBe(201)
  const token = (await response.text()).match(TOKEN_IN_PAGE)?.[1]
  if (!token) throw new Error('no token on the page')
  return token
}

async function signedIn(username: string) {
  const client = new TestClient(app.url)
  await client.signIn(username)
  return client
}

/** A client with no cookie jar at all: only the token speaks. */
function cookieless() {
  return new TestClient(app.url)
}

function bearer(token: string, extra: Record<string, string> = {}) {
  return { Authorization: `Bearer ${token}`, ...extra }
}

function postJson(client: TestClient, path: string, body: unknown, headers: Record<string, string> = {}) {
  return client.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

async function shopCount(userId: number) {
  const row = await app.db
    .selectFrom('shops')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe('the API tokens page', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const page = await new TestClient(app.url).get('/account/tokens')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Sign in to manage your API tokens')
  })

  it('shows a new token once, stores only its hash and prefix, lists it and revokes it', async () => {
    const owner = await signedIn('tokenmaker')
    const created = await postTokenForm(owner, 'Order sync', ['read', 'orders'])
    expect(created.status).toBe(201)
    expect(created.headers.get('Cache-Control')).toBe('private, no-store')
    expect(created.headers.get('Set-Cookie')).toBeNull()
    const token = (await created.text()).match(TOKEN_IN_PAGE)![1]!

    const rows = await app.db.selectFrom('api_tokens').selectAll().where('name', '=', 'Order sync').execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ prefix: token.slice(0, 12), scopes: 'read orders', revoked_at: null })
    expect(JSON.stringify(rows)).not.toContain(token.slice(12))

    const list = await (await owner.get('/account/tokens')).text()
    expect(list).toContain('Order sync')
    expect(list).toContain(`${token.slice(0, 12)}…`)
    expect(list).toContain('Never used')
    expect(list).not.toContain(token)

    const revoked = await owner.form('/account/tokens', { intent: 'revoke', tokenId: String(rows[0]!.id) }, true)
    expect(revoked.finalUrl).toBe(`${app.url}/account/tokens`)
    const after = await revoked.text()
    expect(after).toContain('Token revoked')
    expect(after).toContain('You have no API tokens.')
  })

  it('refuses a token without a name or without scopes, with the reason beside the field', async () => {
    const owner = await signedIn('carelessmaker')
    const noScopes = await postTokenForm(owner, 'Nothing', [])
    expect(noScopes.status).toBe(400)
    expect(await noScopes.text()).toContain('Choose at least one scope')
    const noName = await postTokenForm(owner, '   ', ['read'])
    expect(noName.status).toBe(400)
    expect(await noName.text()).toContain('Give the token a name')
    expect(
      await app.db
        .selectFrom('api_tokens')
        .select('id')
        .where('user_id', '=', await userIdOf(app.db, 'carelessmaker'))
        .execute(),
    ).toEqual([])
  })

  it("cannot revoke another user's token", async () => {
    const owner = await signedIn('keeperofkeys')
    const token = await createToken(owner, 'Mine', ['read'])
    const row = await app.db.selectFrom('api_tokens').select('id').where('name', '=', 'Mine').executeTakeFirstOrThrow()
    const thief = await signedIn('keythief')
    const attempt = await thief.form('/account/tokens', { intent: 'revoke', tokenId: String(row.id) }, true)
    expect(await attempt.text()).toContain('Token not found')
    expect((await cookieless().request('/api/auth/user', { headers: bearer(token) })).status).toBe(200)
  })
})

describe('Authorization: Bearer on /api', () => {
  it("answers as the token's user without any cookie, and records when it was used", async () => {
    const owner = await signedIn('scripter')
    const ownerId = await userIdOf(app.db, 'scripter')
    const shop = await postJson(owner, '/api/shops', { name: 'Session Shop' })
    expect(shop.status).toBe(201)
    const token = await createToken(owner, 'Reader', ['read'])
    const script = cookieless()

    const me = await script.request('/api/auth/user', { headers: bearer(token) })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ id: ownerId, username: 'scripter' })
    const shops = await script.request('/api/shops', { headers: bearer(token) })
    expect((await shops.json()).shops.map((s: { name: string }) => s.name)).toEqual(['Session Shop'])
    expect(script.hasCookie('__session')).toBe(false)
    const row = await app.db
      .selectFrom('api_tokens')
      .select('last_used_at')
      .where('name', '=', 'Reader')
      .executeTakeFirstOrThrow()
    expect(row.last_used_at).not.toBeNull()
    expect(await (await owner.get('/account/tokens')).text()).toMatch(/Last used \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/)
  })

  it('refuses with 403 { message } a call outside the scopes, and creates nothing', async () => {
    const owner = await signedIn('limitedscripter')
    const ownerId = await userIdOf(app.db, 'limitedscripter')
    const token = await createToken(owner, 'Read only', ['read'])
    const refused = await postJson(cookieless(), '/api/shops', { name: 'Not allowed' }, bearer(token))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ message: 'This token lacks the "shops" scope' })
    expect(await shopCount(ownerId)).toBe(0)

    const writer = await createToken(owner, 'Shops only', ['shops'])
    const read = await cookieless().request('/api/shops', { headers: bearer(writer) })
    expect(read.status).toBe(403)
    expect((await read.json()).message).toBe('This token lacks the "read" scope')
    // Signing in and out belong to the browser.
    const logout = await cookieless().request('/api/logout', { method: 'POST', headers: bearer(writer) })
    expect(logout.status).toBe(403)
  })

  it('answers 401 to a revoked, unknown or malformed token, on public routes too', async () => {
    const owner = await signedIn('revoker')
    const token = await createToken(owner, 'Short-lived', ['read', 'shops'])
    const row = await app.db.selectFrom('api_tokens').select('id').where('name', '=', 'Short-lived').executeTakeFirstOrThrow()
    expect((await cookieless().request('/api/auth/user', { headers: bearer(token) })).status).toBe(200)
    await owner.form('/account/tokens', { intent: 'revoke', tokenId: String(row.id) })

    for (const path of ['/api/auth/user', '/api/shops', '/api/popular-designs']) {
      const refused = await cookieless().request(path, { headers: bearer(token) })
      expect(refused.status).toBe(401)
      expect(refused.headers.get('WWW-Authenticate')).toMatch(/^Bearer /)
      expect((await refused.json()).message).toBe('The API token is unknown or revoked')
    }
    const write = await postJson(cookieless(), '/api/shops', { name: 'After revoke' }, bearer(token))
    expect(write.status).toBe(401)
    const unknown = `ss_live_${'A'.repeat(43)}`
    expect((await cookieless().request('/api/auth/user', { headers: bearer(unknown) })).status).toBe(401)
    const malformed = await new TestClient(app.url).request('/api/auth/user', { headers: { Authorization: 'Bearer nope' } })
    expect(malformed.status).toBe(401)
    expect((await malformed.json()).message).toBe('The API token is malformed')
  })

  it('lets a token write from anywhere, but still refuses a cookie write from another site', async () => {
    const owner = await signedIn('crosssite')
    const ownerId = await userIdOf(app.db, 'crosssite')
    const token = await createToken(owner, 'Shops', ['read', 'shops'])

    const forged = await postJson(owner, '/api/shops', { name: 'Forged' }, { Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' })
    expect(forged.status).toBe(403)
    // A cookie riding along with a token does not lift the check either.
    const mixed = await postJson(owner, '/api/shops', { name: 'Mixed' }, bearer(token, { Origin: EVIL }))
    expect(mixed.status).toBe(403)
    expect(await shopCount(ownerId)).toBe(0)

    const viaToken = await postJson(
      cookieless(),
      '/api/shops',
      { name: 'Token Shop', userId: 1 },
      bearer(token, { Origin: EVIL }),
    )
    expect(viaToken.status).toBe(201)
    // The owner is the token's user, never a user id from the body.
    expect((await viaToken.json()).shop).toMatchObject({ name: 'Token Shop', userId: ownerId })
  })

  it('counts token calls against the same per-account limits as the session', async () => {
    const owner = await signedIn('busyseller')
    const token = await createToken(owner, 'Busy', ['shops'])
    for (let i = 1; i <= 3; i++) expect((await postJson(owner, '/api/shops', { name: `Session ${i}` })).status).toBe(201)
    for (let i = 1; i <= 2; i++) {
      expect((await postJson(cookieless(), '/api/shops', { name: `Token ${i}` }, bearer(token))).status).toBe(201)
    }
    const limited = await postJson(cookieless(), '/api/shops', { name: 'One too many' }, bearer(token))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
  })
})

describe('Idempotency-Key', () => {
  it('answers a repeated request with the first result and creates one shop', async () => {
    const owner = await signedIn('retrier')
    const ownerId = await userIdOf(app.db, 'retrier')
    const token = await createToken(owner, 'Retries', ['read', 'shops'])
    const headers = bearer(token, { 'Idempotency-Key': 'shop-create-0001' })
    const first = await postJson(cookieless(), '/api/shops', { name: 'Once Only' }, headers)
    expect(first.status).toBe(201)
    const firstBody = await first.json()
    const again = await postJson(cookieless(), '/api/shops', { name: 'Once Only' }, headers)
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(firstBody)
    expect(await shopCount(ownerId)).toBe(1)

    const other = await postJson(cookieless(), '/api/shops', { name: 'Something Else' }, headers)
    expect(other.status).toBe(422)
    expect((await other.json()).message).toBe('This Idempotency-Key was already used with a different request')
    expect(await shopCount(ownerId)).toBe(1)

    // The browser session of the same user shares the keys; another user's same key is theirs alone.
    const viaSession = await postJson(owner, '/api/shops', { name: 'Once Only' }, { 'Idempotency-Key': 'shop-create-0001' })
    expect((await viaSession.json()).shop.id).toBe(firstBody.shop.id)
    const stranger = await signedIn('otherretrier')
    const theirs = await postJson(stranger, '/api/shops', { name: 'Once Only' }, { 'Idempotency-Key': 'shop-create-0001' })
    expect(theirs.status).toBe(201)
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull()
    expect((await theirs.json()).shop.id).not.toBe(firstBody.shop.id)
  })

  it('runs concurrent duplicates once', async () => {
    const owner = await signedIn('doubleclicker')
    const ownerId = await userIdOf(app.db, 'doubleclicker')
    const send = () => postJson(owner, '/api/shops', { name: 'Raced Shop' }, { 'Idempotency-Key': 'race-1' })
    const answers = await Promise.all([send(), send(), send()])
    const statuses = answers.map((a) => a.status)
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true)
    expect(statuses).toContain(201)
    expect(await shopCount(ownerId)).toBe(1)
  })

  it('claims a key before the request runs: a duplicate meanwhile is told it is running (409)', async () => {
    const keys = await import('~/platform/idempotency/idempotency.server.ts')
    const owner = 'user:999999'
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k1', 'hash-a')).toEqual({ kind: 'claimed' })
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k1', 'hash-a')).toEqual({ kind: 'running' })
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k1', 'hash-b')).toEqual({ kind: 'mismatch' })
    expect(await keys.claimIdempotencyKey(app.db, 'user:999998', 'k1', 'hash-b')).toEqual({ kind: 'claimed' })
    await keys.completeIdempotencyKey(app.db, owner, 'k1', { status: 201, contentType: 'application/json', body: '{"id":1}' })
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k1', 'hash-a')).toEqual({
      kind: 'replay',
      status: 201,
      contentType: 'application/json',
      body: '{"id":1}',
    })
    // A released claim (the request failed) can be made again.
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k2', 'hash-a')).toEqual({ kind: 'claimed' })
    await keys.releaseIdempotencyKey(app.db, owner, 'k2')
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k2', 'hash-c')).toEqual({ kind: 'claimed' })
    // A claim left running by a crashed process is taken over after ten minutes.
    await app.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 11 * 60_000) })
      .where('owner', '=', owner)
      .where('key', '=', 'k2')
      .execute()
    expect(await keys.claimIdempotencyKey(app.db, owner, 'k2', 'hash-d')).toEqual({ kind: 'claimed' })
  })

  it('keeps only successes, refuses a malformed key, and forgets a key after 24 hours', async () => {
    const owner = await signedIn('forgetful')
    const ownerId = await userIdOf(app.db, 'forgetful')
    const tooShort = await postJson(owner, '/api/shops', { name: 'ab' }, { 'Idempotency-Key': 'fix-me' })
    expect(tooShort.status).toBe(400)
    // The refusal was not kept: the corrected request may use the same key.
    expect((await postJson(owner, '/api/shops', { name: 'abc' }, { 'Idempotency-Key': 'fix-me' })).status).toBe(201)

    const bad = await postJson(owner, '/api/shops', { name: 'Spaced' }, { 'Idempotency-Key': 'has space' })
    expect(bad.status).toBe(400)

    await app.db
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('key', '=', 'fix-me')
      .execute()
    const reused = await postJson(owner, '/api/shops', { name: 'A new day' }, { 'Idempotency-Key': 'fix-me' })
    expect(reused.status).toBe(201)
    expect(await shopCount(ownerId)).toBe(2)
    const row = await app.db.selectFrom('idempotency_keys').selectAll().where('key', '=', 'fix-me').executeTakeFirstOrThrow()
    expect(row.state).toBe('done')
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(23 * 3600 * 1000)

    const { deleteExpiredIdempotencyKeys } = await import('~/platform/idempotency/idempotency.server.ts')
    expect(await deleteExpiredIdempotencyKeys(app.db, new Date(Date.now() + 25 * 3600 * 1000))).toBeGreaterThan(0)
    expect(await app.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'fix-me').execute()).toEqual([])
  })
})

describe('an integrator with a token, from design to order', () => {
  it('makes a design, opens a payment (idempotently), pays and places the order', async () => {
    const owner = await signedIn('integrator')
    const ownerId = await userIdOf(app.db, 'integrator')
    const token = await createToken(owner, 'Store sync', ['read', 'designs', 'orders'])
    const script = cookieless()

    const design = await postJson(
      script,
      '/api/designs/generate',
      { prompt: 'a fox reading a map', style: 'Line Art', color: 'Navy' },
      bearer(token, { 'Idempotency-Key': 'design-1' }),
    )
    expect(design.status).toBe(201)
    const designId = (await design.json()).design.id as number
    const stored = await app.db.selectFrom('designs').select('user_id').where('id', '=', designId).executeTakeFirstOrThrow()
    expect(stored.user_id).toBe(ownerId)

    const variants = await (await script.request(`/api/products/${designId}/variants`, { headers: bearer(token) })).json()
    const variantId = variants.variants[0].id as number
    const checkout = {
      items: [{ designId, variantId, quantity: 2 }],
      address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '5550100',
        address1: '1 Analytical St',
        city: 'Springfield',
        region: 'IL',
        zip: '62701',
        country: 'US',
      },
    }
    const intentHeaders = bearer(token, { 'Idempotency-Key': 'pay-1' })
    const intent = await postJson(script, '/api/create-payment-intent', checkout, intentHeaders)
    expect(intent.status).toBe(200)
    const { paymentIntentId, clientSecret } = await intent.json()
    const repeated = await postJson(script, '/api/create-payment-intent', checkout, intentHeaders)
    expect(await repeated.json()).toMatchObject({ paymentIntentId, clientSecret })

    const confirmed = await postJson(script, `/pay/${paymentIntentId}/confirm`, {
      clientSecret,
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    })
    expect((await confirmed.json()).status).toBe('succeeded')
    const order = await postJson(
      script,
      '/api/orders',
      { stripe_payment_id: paymentIntentId },
      bearer(token, { 'Idempotency-Key': 'order-1' }),
    )
    expect([200, 201]).toContain(order.status)
    const { orderId } = await order.json()
    const again = await postJson(
      script,
      '/api/orders',
      { stripe_payment_id: paymentIntentId },
      bearer(token, { 'Idempotency-Key': 'order-1' }),
    )
    expect((await again.json()).orderId).toBe(orderId)
    const row = await app.db
      .selectFrom('orders')
      .select(['user_id', 'total_cents'])
      .where('public_id', '=', orderId)
      .executeTakeFirstOrThrow()
    expect(row.user_id).toBe(ownerId)
    const shown = await script.request(`/api/orders/${orderId}`, { headers: bearer(token) })
    expect((await shown.json()).order.orderId).toBe(orderId)

    // A token without the orders scope cannot pay.
    const designer = await createToken(owner, 'Designs only', ['read', 'designs'])
    expect((await postJson(cookieless(), '/api/create-payment-intent', checkout, bearer(designer))).status).toBe(403)
  }, 60_000)
})
