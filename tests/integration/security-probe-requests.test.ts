import { describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import { EVIL, app, ownDesign, signedIn, useSecurityProbeApp } from './security-probe-support.ts'

// What an abuse probe found in requests: open redirects, bodies of the wrong kind reaching form parsers
// (500s) and NUL characters reaching PostgreSQL (500s).

useSecurityProbeApp()

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
