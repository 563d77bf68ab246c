import { describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import { EVIL, app, signedIn, useSecurityProbeApp } from './security-probe-support.ts'

// What an abuse probe found across origins: cross-site writes, forwarded headers trusted from anyone,
// sessions that logout could not revoke; and the security headers and the cart's trust boundary.

useSecurityProbeApp()

describe('cross-site requests', () => {
  it('a cross-origin form post is refused with 403 (not 500), before the action runs', async () => {
    const client = await signedIn('csrf_form')
    const response = await client.request('/my-shops', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: EVIL },
      body: 'intent=create&name=Forged+shop',
    })
    expect(response.status).toBe(403)
    expect(await app.db.selectFrom('shops').select('id').where('name', '=', 'Forged shop').execute()).toHaveLength(0)
  })

  it('a cross-origin JSON API call with the cookie is refused with 403 { message }', async () => {
    const client = await signedIn('csrf_json')
    const response = await client.request('/api/shops', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' },
      body: '{"name":"Forged API shop"}',
    })
    expect(response.status).toBe(403)
    expect((await response.json()).message).toMatch(/Cross-site/)
  })

  it('refuses Origin "null" and a cross-site Sec-Fetch-Site without Origin', async () => {
    const client = new TestClient(app.url)
    const opaque = await client.request('/api/designs/generate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'null' },
      body: '{"prompt":"x"}',
    })
    expect(opaque.status).toBe(403)
    const fetchSite = await client.request('/designs/1/upvote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-site' },
      body: 'intent=upvote',
    })
    expect(fetchSite.status).toBe(403)
  })

  describe("the Origin must be exactly the store's (scheme, host and port), and a cross-site fetch is refused", () => {
    const storeHost = () => new URL(app.url).host
    const bypasses: Array<[string, () => Record<string, string>]> = [
      ['the store host on another scheme', () => ({ Origin: `https://${storeHost()}` })],
      ['the store origin with a path', () => ({ Origin: `${app.url}/my-shops` })],
      ['the store origin with a trailing slash', () => ({ Origin: `${app.url}/` })],
      ['the store host with userinfo', () => ({ Origin: `http://attacker@${storeHost()}` })],
      ['the store origin on a cross-site fetch', () => ({ Origin: app.url, 'Sec-Fetch-Site': 'cross-site' })],
      ['no Origin on a cross-site fetch', () => ({ 'Sec-Fetch-Site': 'cross-site' })],
    ]

    it.each(bypasses)('a cookie form post with %s is refused with 403', async (_name, headers) => {
      const client = await signedIn('csrf_bypass')
      const name = `Bypass ${Math.random().toString(36).slice(2, 10)}`
      const response = await client.request('/my-shops', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers() },
        body: new URLSearchParams({ intent: 'create', name }).toString(),
      })
      expect(response.status).toBe(403)
      expect(await app.db.selectFrom('shops').select('id').where('name', '=', name).execute()).toHaveLength(0)
    })

    it.each(bypasses)('a cookie JSON API write with %s is refused with 403 { message }', async (_name, headers) => {
      const client = await signedIn('csrf_bypass_api')
      const response = await client.request('/api/shops', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers() },
        body: JSON.stringify({ name: 'Bypass API shop' }),
      })
      expect(response.status).toBe(403)
      expect((await response.json()).message).toMatch(/Cross-site/)
    })

    it("the store's own form post (same origin, as a browser sends it) still creates the shop", async () => {
      const client = await signedIn('csrf_own_form')
      const response = await client.request('/my-shops', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.url, 'Sec-Fetch-Site': 'same-origin' },
        body: 'intent=create&name=Own+form+shop',
      })
      expect(response.status).toBe(302)
      expect(await app.db.selectFrom('shops').select('id').where('name', '=', 'Own form shop').execute()).toHaveLength(1)
    })

    it('a Bearer-token API call without cookies still writes, whatever its headers', async () => {
      const owner = await signedIn('csrf_token_owner')
      const page = await owner.request('/account/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.url, 'Sec-Fetch-Site': 'same-origin' },
        body: 'intent=create&name=Script&scopes=shops',
      })
      expect(page.status).toBe(201)
      const token = (await page.text()).match(/value="(ss_live_[A-Za-z0-9_-]{43})"/)![1]
      const response = await new TestClient(app.url).request('/api/shops', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: '{"name":"Token shop"}',
      })
      expect(response.status).toBe(201)
    })
  })

  it("accepts the store's own origin", async () => {
    const client = await signedIn('csrf_same')
    const response = await client.request('/api/shops', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.url, 'Sec-Fetch-Site': 'same-origin' },
      body: '{"name":"Own origin shop"}',
    })
    expect(response.status).toBe(201)
  })

  it('does not believe X-Forwarded-Host from a client that is not a configured proxy', async () => {
    const client = new TestClient(app.url)
    const response = await client.request('/api/designs/generate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: EVIL, 'X-Forwarded-Host': 'evil.example' },
      body: '{"prompt":"x"}',
    })
    expect(response.status).toBe(403)
    // Origin matching the real host, with a forged forwarded host, is not a 500 from Remix's own check.
    const forged = await client.request('/api/designs/generate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.url, 'X-Forwarded-Host': 'evil.example' },
      body: '{"prompt":"a lantern"}',
    })
    expect(forged.status).toBe(201)
  })

  it("a cross-site GET /api/logout signs no one out; the store's own link does", async () => {
    const client = await signedIn('logout_csrf')
    const crossSite = await client.request('/api/logout', { headers: { 'Sec-Fetch-Site': 'cross-site' } })
    expect(crossSite.status).toBe(302)
    expect((await client.get('/api/auth/user')).status).toBe(200)
    await client.request('/api/logout', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
    expect((await client.get('/api/auth/user')).status).toBe(401)
  })
})

describe('sessions', () => {
  it('logout revokes the session: a copy of the cookie no longer signs in', async () => {
    const client = await signedIn('revocable')
    const copied = client.cookieHeader()
    expect((await client.get('/api/auth/user')).status).toBe(200)
    await client.form('/api/logout', {})
    const replay = await fetch(`${app.url}/api/auth/user`, { headers: { Cookie: copied } })
    expect(replay.status).toBe(401)
    expect(
      await app.db
        .selectFrom('user_sessions')
        .innerJoin('users', 'users.id', 'user_sessions.user_id')
        .where('username', '=', 'revocable')
        .select('user_sessions.id')
        .execute(),
    ).toHaveLength(0)
  })
})

describe('security headers', () => {
  it("every script of a page carries the response's CSP nonce; no site may frame the store", async () => {
    const response = await new TestClient(app.url).get('/')
    const csp = response.headers.get('Content-Security-Policy')!
    const nonce = csp.match(/'nonce-([^']+)'/)![1]
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('stripe.com')
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()')
    expect(response.headers.get('Strict-Transport-Security')).toBeNull()
    const html = await response.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    const again = (await new TestClient(app.url).get('/')).headers.get('Content-Security-Policy')!
    expect(again).not.toContain(nonce)
  })

  it("allows Stripe's hosts on the checkout only", async () => {
    const client = new TestClient(app.url)
    // The policy belongs to the path: even the empty cart's redirect carries the checkout's.
    const csp = (await client.get('/checkout')).headers.get('Content-Security-Policy')!
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/)
    expect(csp).toMatch(/form-action [^;]*https:\/\/checkout\.stripe\.com/)
    const elsewhere = (await client.get('/my-designs')).headers.get('Content-Security-Policy')!
    expect(elsewhere).not.toContain('stripe.com')
  })
})

describe('trust boundaries', () => {
  it('the cart ignores a provider product id posted by the client', async () => {
    const design = await app.db
      .insertInto('designs')
      .values({
        prompt: 'A plain local design',
        name: 'Local design',
        style: 'Watercolor',
        color: 'White',
        design_type: 'image',
        source: 'prompt',
        image_url: '/images/local.png',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const client = new TestClient(app.url)
    const added = await client.form('/cart/add', {
      kind: 'product',
      designId: String(design.id),
      printifyProductId: 'abcdefabcdefabcdefabcdef',
    })
    expect(added.status).toBe(303)
    const lines = await app.db
      .selectFrom('cart_items')
      .select(['printify_product_id'])
      .where('design_id', '=', design.id)
      .execute()
    expect(lines).toEqual([{ printify_product_id: null }])
  })
})
