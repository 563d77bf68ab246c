import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { startFakeOidc, type FakeOidc } from '../support/fake-oidc.ts'

// Sign-in against an outside OpenID Connect provider whose discovery document has no
// userinfo_endpoint (only RECOMMENDED by OpenID Connect Discovery 1.0): the person's claims come from
// the verified ID token. Its end_session_endpoint makes Log Out end the store's session and then the
// provider's (RP-Initiated Logout 1.0), with the ID token as id_token_hint.

const CLIENT = { clientId: 'shirtsmith-external', clientSecret: 'external-client-secret' }
let provider: FakeOidc
let app: TestApp

beforeAll(async () => {
  provider = await startFakeOidc({
    ...CLIENT,
    userinfo: false,
    account: {
      sub: 'ext-7f3a',
      preferred_username: 'claims_in_token',
      given_name: 'Grace',
      family_name: 'Hopper',
      email: 'grace@navy.example',
    },
  })
  app = await startTestApp({
    OIDC_ISSUER: provider.url,
    OIDC_CLIENT_ID: CLIENT.clientId,
    OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    LOCAL_OIDC: 'off',
  })
})
afterAll(async () => {
  await app?.stop()
  await provider?.stop()
})

async function signIn() {
  const client = new TestClient(app.url)
  const final = await client.navigate('/api/login?returnTo=/sell-designs')
  expect(new URL(final.finalUrl).pathname).toBe('/sell-designs')
  return client
}

describe('an outside provider without a userinfo endpoint', () => {
  it('signs in with the claims of the verified ID token', async () => {
    const discovery = await (await fetch(`${provider.url}/.well-known/openid-configuration`)).json()
    expect(discovery).not.toHaveProperty('userinfo_endpoint')

    const client = await signIn()
    const me = await client.get('/api/auth/user')
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ username: 'claims_in_token', firstName: 'Grace', lastName: 'Hopper' })
    expect(provider.userinfoCalls).toBe(0)
    const users = await app.db.selectFrom('users').select(['email']).where('username', '=', 'claims_in_token').execute()
    expect(users).toEqual([{ email: 'grace@navy.example' }])
  })

  it('Log Out (POST) ends the store session, then redirects to end_session_endpoint with id_token_hint', async () => {
    const client = await signIn()
    const issued = provider.idTokens.at(-1)!
    const out = await client.request('/api/logout', { method: 'POST' })
    expect(out.status).toBe(303)
    const to = new URL(out.headers.get('Location')!)
    expect(`${to.origin}${to.pathname}`).toBe(`${provider.url}/logout`)
    expect(Object.fromEntries(to.searchParams)).toEqual({
      id_token_hint: issued,
      client_id: CLIENT.clientId,
      post_logout_redirect_uri: app.url,
    })
    expect(decodeJwt(to.searchParams.get('id_token_hint')!).sub).toBe('ext-7f3a')
    // The store's session is gone before the browser reaches the provider.
    expect((await client.get('/api/auth/user')).status).toBe(401)

    const back = await client.navigate(to.href)
    expect(provider.logouts.at(-1)).toMatchObject({ id_token_hint: issued })
    expect(back.finalUrl).toBe(`${app.url}/`)
    expect(await back.text()).toContain('Logged out')
  })

  it("the header's Log Out link (a same-origin GET) goes the same way; signed out, it just goes home", async () => {
    const client = await signIn()
    const out = await client.request('/api/logout', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
    expect(out.status).toBe(302)
    expect(out.headers.get('Location')).toMatch(new RegExp(`^${provider.url}/logout\\?id_token_hint=`))
    const again = await client.request('/api/logout', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
    expect(again.headers.get('Location')).toBe('/')
  })
})
