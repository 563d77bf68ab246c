import { describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import {
  EVIL,
  TOKEN_IN_PAGE,
  app,
  bearer,
  cookieless,
  createToken,
  postJson,
  postTokenForm,
  shopCount,
  signedIn,
  useApiTokensApp,
} from './api-tokens-support.ts'
import { userIdOf } from './shops-support.ts'

// Personal API tokens: the tokens page, and Authorization: Bearer on /api (scopes, revocation, cross-site writes, limits).

useApiTokensApp()

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
