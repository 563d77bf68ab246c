import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// Regression tests for what an abuse probe of the store found: open redirects, bodies of the wrong
// kind reaching form parsers (500s), NUL characters reaching PostgreSQL (500s), cross-site writes,
// forwarded headers trusted from anyone, and sessions that logout could not revoke.

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.stop()
})

const EVIL = 'https://evil.example'

async function signedIn(name: string) {
  const client = new TestClient(app.url)
  await client.signIn(name)
  return client
}

async function ownDesign(client: TestClient) {
  const created = await client.json('/api/designs/generate', 'POST', { prompt: 'A quiet harbour at dawn', style: 'Watercolor' })
  expect(created.status).toBe(201)
  return ((await created.json()) as { design: { id: number } }).design.id
}

describe('open redirects', () => {
  it.each([
    '/\t/evil.example',
    '/%09/evil.example',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    'https://evil.example/',
  ])('sign-in with returnTo=%j ends on this store', async (returnTo) => {
    const client = new TestClient(app.url)
    const final = await client.signIn('redirected', {}, returnTo)
    expect(new URL(final.finalUrl).origin).toBe(app.url)
    // A same-origin path that names no page (`/%09/evil.example`) is the store's own 404.
    expect(final.status).toBeLessThan(500)
  })

  it('keeps a same-origin returnTo with its query', async () => {
    const final = await new TestClient(app.url).signIn('returning', {}, '/my-designs?x=1')
    expect(new URL(final.finalUrl).pathname).toBe('/my-designs')
  })

  it.each(['/\r\nSet-Cookie: a=b', '/\nx', '/a\rb'])('a CR/LF in returnTo (%j) is never a 500', async (returnTo) => {
    const final = await new TestClient(app.url).signIn('crlf', {}, returnTo)
    expect(final.status).toBe(200)
    expect(new URL(final.finalUrl).origin).toBe(app.url)
  })

  it.each(['/\t/evil.example', '//evil.example', `${EVIL}/`, '/\r\n/evil', '/\\evil.example'])(
    "the upvote form's redirectTo=%j never leaves the store",
    async (redirectTo) => {
      const client = new TestClient(app.url)
      const response = await client.form('/designs/1/upvote', { intent: 'upvote', redirectTo })
      expect(response.status).toBe(303)
      const location = response.headers.get('Location')!
      expect(location.startsWith('/')).toBe(true)
      expect(new URL(location, app.url).origin).toBe(app.url)
    },
  )

  it.each(['//evil.example/', '/\\evil.example', '/.//evil.example', '/%2F%2Fevil.example', '/%5Cevil.example'])(
    "/cart/add's way back from the Referer %j never leaves the store",
    async (path) => {
      // A Referer on the store's own origin whose path is the trick (a browser sends what it was on).
      const response = await new TestClient(app.url).request('/cart/add', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${app.url}${path}` },
        body: 'kind=own&designId=not-a-number',
      })
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe('/')
    },
  )

  it("/cart/add goes back to the store page in the Referer, and only to the store's own origin", async () => {
    const back = (referer: string) =>
      new TestClient(app.url).request('/cart/add', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: referer },
        body: 'kind=own&designId=not-a-number',
      })
    expect((await back(`${app.url}/products/1?color=Navy`)).headers.get('Location')).toBe('/products/1?color=Navy')
    const otherScheme = `https://${new URL(app.url).host}/products/1`
    expect((await back(otherScheme)).headers.get('Location')).toBe('/')
    expect((await back('https://evil.example/products/1')).headers.get('Location')).toBe('/')
  })
})

describe('bodies of the wrong kind', () => {
  const formRoutes = ['/checkout', '/my-shops', '/designs/1/upvote', '/pay/pi_test_123']

  it.each(formRoutes)('POST %s with JSON or text/plain answers 415', async (path) => {
    const client = await signedIn('bodykinds')
    const json = await client.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"intent":"pay"}',
    })
    expect(json.status).toBe(415)
    const text = await client.request(path, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'intent=pay' })
    expect(text.status).toBe(415)
    const none = await client.request(path, { method: 'POST', body: new Uint8Array([1, 2, 3]) })
    expect(none.status).toBe(415)
  })

  it.each(formRoutes)('POST %s with broken multipart answers 400', async (path) => {
    const client = await signedIn('brokenmultipart')
    const response = await client.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\npay',
    })
    expect(response.status).toBe(400)
  })

  it('a JSON API refuses a Content-Type that merely mentions application/json', async () => {
    const client = await signedIn('mediatype')
    for (const type of ['text/plain; application/json', 'application/jsonp', 'text/plain;charset=application/json']) {
      const response = await client.request('/api/shops', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: '{"name":"Sneaky"}',
      })
      expect(response.status).toBe(415)
      expect((await response.json()).message).toMatch(/application\/json/)
    }
    const ok = await client.request('/api/shops', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: '{"name":"Proper shop"}',
    })
    expect(ok.status).toBe(201)
  })
})

describe('NUL characters', () => {
  it.each(['/pay/%00', '/checkout/complete?session_id=%00', '/api/orders/%00', '/products/1?color=%00', '/shops/%00'])(
    'GET %s answers 400',
    async (path) => {
      const response = await new TestClient(app.url).get(path)
      expect(response.status).toBe(400)
    },
  )

  it('in a shop name or description (API and form) answers 400', async () => {
    const client = await signedIn('nulshops')
    const api = await client.json('/api/shops', 'POST', { name: 'Bad\u0000Shop' })
    expect(api.status).toBe(400)
    const description = await client.json('/api/shops', 'POST', { name: 'Fine shop', description: 'x\u0000y' })
    expect(description.status).toBe(400)
    const form = await client.form('/my-shops', { intent: 'create', name: 'Nul\u0000Shop' })
    expect(form.status).toBe(400)
    expect(await app.db.selectFrom('shops').select('id').where('name', 'like', 'Nul%').execute()).toHaveLength(0)
  })

  it('in a prompt or colour answers 400, JSON and form alike', async () => {
    const client = new TestClient(app.url)
    expect((await client.json('/api/designs/generate', 'POST', { prompt: 'a\u0000b' })).status).toBe(400)
    expect((await client.json('/api/designs/generate', 'POST', { prompt: 'a cat', color: 'Navy\u0000' })).status).toBe(400)
    expect((await client.form('/design', { prompt: 'a\u0000b', style: 'Watercolor' })).status).toBe(400)
    expect((await client.json('/api/designs/generate', 'POST', { prompt: 'fine', extra: { 'k\u0000': 1 } })).status).toBe(400)
  })

  it('in a shipping address field answers 400', { timeout: 90_000 }, async () => {
    const client = await signedIn('nuladdress')
    const designId = await ownDesign(client)
    expect((await client.form('/cart/add', { kind: 'own', designId: String(designId) })).status).toBe(303)
    const response = await client.form('/checkout', {
      intent: 'save-address',
      first_name: 'Ada\u0000',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      address1: '12 Analytical Way',
      city: 'London',
      region: 'LDN',
      zip: 'N1 1AA',
      country: 'GB',
    })
    expect(response.status).toBe(400)
  })
})

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
