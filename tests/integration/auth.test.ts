import { decodeJwt } from 'jose'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.stop()
})

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    const client = new TestClient(app.url)
    expect((await client.get('/healthz')).status).toBe(200)
    const ready = await client.get('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready' })
  })
})

describe('sign-in through the built-in OpenID Connect provider', () => {
  it('answers 401 on /api/auth/user when signed out', async () => {
    const response = await new TestClient(app.url).get('/api/auth/user')
    expect(response.status).toBe(401)
  })

  it('signs in with PKCE, upserts the user and returns to returnTo', async () => {
    const client = new TestClient(app.url)
    const login = await client.request('/api/login?returnTo=/sell-designs')
    expect(login.status).toBe(302)
    const authorize = new URL(login.headers.get('Location')!)
    expect(authorize.pathname).toBe('/oidc/auth')
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('state')).toBeTruthy()

    const final = await client.signIn('ada_l', { firstName: 'Ada', lastName: 'Lovelace' }, '/sell-designs')
    expect(new URL(final.finalUrl).pathname).toBe('/sell-designs')
    const me = await client.get('/api/auth/user')
    expect(me.status).toBe(200)
    const user = await me.json()
    expect(user).toMatchObject({ username: 'ada_l', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null })
    expect(typeof user.id).toBe('number')

    // Signing in again updates the same user instead of making a second one.
    const again = new TestClient(app.url)
    await again.signIn('ada_l', { firstName: 'Ada', lastName: 'King' })
    const second = await (await again.get('/api/auth/user')).json()
    expect(second.id).toBe(user.id)
    expect(second.lastName).toBe('King')
    const rows = await app.db.selectFrom('users').select('id').where('username', '=', 'ada_l').execute()
    expect(rows).toHaveLength(1)
  })

  it('refuses a callback whose state does not match the cookie', async () => {
    const client = new TestClient(app.url)
    await client.request('/api/login')
    const response = await client.request('/auth/callback?code=abc&state=forged')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/')
    expect((await client.get('/api/auth/user')).status).toBe(401)
  })

  it('never redirects off-site after sign-in', async () => {
    const client = new TestClient(app.url)
    const final = await client.signIn('grace', {}, '//evil.example.com/steal')
    expect(new URL(final.finalUrl).origin).toBe(app.url)
    expect(new URL(final.finalUrl).pathname).toBe('/')
  })

  it('signs out through /api/logout', async () => {
    const client = new TestClient(app.url)
    await client.signIn('linus')
    expect((await client.get('/api/auth/user')).status).toBe(200)
    const out = await client.navigate('/api/logout')
    expect(new URL(out.finalUrl).pathname).toBe('/')
    const html = await out.text()
    expect(html).toContain('Logged out')
    expect((await client.get('/api/auth/user')).status).toBe(401)
  })

  it("Log Out ends the store session, then the provider's: its end_session_endpoint with id_token_hint, back to APP_URL", async () => {
    const discovery = await (await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).json()
    expect(discovery.end_session_endpoint).toBe(`${app.url}/oidc/session/end`)
    const client = new TestClient(app.url)
    await client.signIn('rp_logout')
    const providerSessions = () =>
      app.db
        .selectFrom('oidc_payloads')
        .select('id')
        .where('model', '=', 'Session')
        .where(sql<string>`payload->>'accountId'`, '=', 'rp_logout')
        .execute()
    expect(await providerSessions()).toHaveLength(1)

    const out = await client.request('/api/logout', { method: 'POST' })
    expect(out.status).toBe(303)
    const to = new URL(out.headers.get('Location')!)
    expect(`${to.origin}${to.pathname}`).toBe(discovery.end_session_endpoint)
    expect(to.searchParams.get('post_logout_redirect_uri')).toBe(app.url)
    const hint = decodeJwt(to.searchParams.get('id_token_hint')!)
    expect(hint).toMatchObject({ sub: 'rp_logout', iss: `${app.url}/oidc` })
    expect((await client.get('/api/auth/user')).status).toBe(401)

    // The built-in provider ends its own session at once and sends the browser back to the store.
    const back = await client.navigate(to.href)
    expect(back.finalUrl).toBe(`${app.url}/`)
    expect(await back.text()).toContain('Logged out')
    expect(await providerSessions()).toHaveLength(0)
  })

  it('rejects an invalid username on the sign-in page with a message', async () => {
    const client = new TestClient(app.url)
    let response = await client.request('/api/login')
    let url = new URL('/api/login', app.url)
    while (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('Location')!, url)
      response = await client.request(url.toString())
    }
    const action = (await response.text()).match(/action="([^"]+\/login)"/)![1]
    const bad = await client.form(new URL(action, url).toString(), { username: '<script>' })
    expect(bad.status).toBe(400)
    const body = await bad.text()
    expect(body).toContain('Username must be 2 to 32 letters')
    expect(body).not.toContain('<script>')
  })
})

describe('pages', () => {
  it('serves the not-found screen with a 404 for unknown paths', async () => {
    const response = await new TestClient(app.url).get('/definitely/not/here')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('404 Page Not Found')
    expect(html).toContain('Sorry, the page you&#x27;re looking for doesn&#x27;t exist or has been moved.')
    expect(html).toContain('Return to Home')
    // Ways on besides home: popular designs, the studio, the shop directory.
    expect(html).toContain('href="/#popular-designs-section"')
    expect(html).toContain('href="/design"')
    expect(html).toContain('href="/shops"')
  })

  it('renders the flash toast in the server HTML', async () => {
    const client = new TestClient(app.url)
    await client.signIn('toasty')
    const page = await client.navigate('/api/logout')
    expect(await page.text()).toMatch(/data-testid="toast"[^>]*>.*Logged out/s)
    // A flash toast shows once.
    expect(await (await client.get('/')).text()).not.toContain('Logged out')
  })

  it('shows the sell-designs call to action by sign-in state', async () => {
    const anonymous = await (await new TestClient(app.url).get('/sell-designs')).text()
    expect(anonymous).toContain('Sign Up &amp; Start Selling')
    expect(anonymous).toContain('href="/api/login')
    const client = new TestClient(app.url)
    await client.signIn('seller')
    const signedIn = await (await client.get('/sell-designs')).text()
    expect(signedIn).not.toContain('Sign Up &amp; Start Selling')
    expect(signedIn).toContain('href="/my-shops"')
    expect(signedIn).toContain('href="/design"')
  })
})
