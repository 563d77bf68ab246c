import { exportJWK, generateKeyPair } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { forgetSingleton } from '~/lib/singleton.server.ts'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { startFakeOidc, type FakeOidc, type FakeOidcOptions } from '../support/fake-oidc.ts'

// Client authentication at an outside provider's token endpoint (OpenID Connect Core 1.0, section 9):
// the store holds a client secret and an ES256 private key, and takes the method the provider's
// discovery document lists (token_endpoint_auth_methods_supported; client_secret_basic when
// omitted). The provider takes only the one method its client is registered for and refuses the
// others with 401 invalid_client, as real ones do. Its discovery has no userinfo_endpoint: the
// person's claims come from the verified ID token.

const CLIENT = { clientId: 'shirtsmith-confidential', clientSecret: 'secret with spaces+plus:colon%' }
let provider: FakeOidc
let options: FakeOidcOptions
let app: TestApp

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true })
  options = {
    ...CLIENT,
    clientPublicKey: publicKey,
    account: { sub: 'conf-1', preferred_username: 'confidential_client', email: 'conf@example.com' },
  }
  provider = await startFakeOidc(options)
  app = await startTestApp({
    OIDC_ISSUER: provider.url,
    OIDC_CLIENT_ID: CLIENT.clientId,
    OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    OIDC_CLIENT_PRIVATE_KEY: JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'store-key-1' }),
    LOCAL_OIDC: 'off',
  })
})
afterAll(async () => {
  await app?.stop()
  await provider?.stop()
})

/**
 * The provider's client registration changes between tests: the store reads discovery again, as a
 * restart would (it keeps the document for the life of the process).
 */
function registerClient(change: Partial<FakeOidcOptions>) {
  Object.assign(options, { acceptedAuth: undefined, advertisedAuth: undefined, advertisedSigningAlgs: undefined }, change)
  forgetSingleton('authenticator')
  forgetSingleton('oidc-discovery')
  provider.tokenRequests.length = 0
}

async function signIn() {
  const client = new TestClient(app.url)
  const final = await client.navigate('/api/login?returnTo=/sell-designs')
  return { client, final }
}

async function expectSignedIn() {
  const { client, final } = await signIn()
  expect(new URL(final.finalUrl).pathname).toBe('/sell-designs')
  const me = await client.get('/api/auth/user')
  expect(me.status).toBe(200)
  expect(await me.json()).toMatchObject({ username: 'confidential_client' })
  expect(provider.userinfoCalls).toBe(0)
}

describe('client authentication at the token endpoint, chosen from discovery', () => {
  beforeEach(() => registerClient({}))

  it('client_secret_post when the provider lists only that: the secret goes in the form, never in a Basic header', async () => {
    registerClient({ acceptedAuth: 'client_secret_post', advertisedAuth: ['client_secret_post'] })
    await expectSignedIn()
    expect(provider.tokenRequests).toEqual([{ auth: 'client_secret_post', accepted: true }])
  })

  it('private_key_jwt when listed: an ES256 assertion for the token endpoint, no secret sent', async () => {
    registerClient({
      acceptedAuth: 'private_key_jwt',
      advertisedAuth: ['client_secret_basic', 'private_key_jwt'],
      advertisedSigningAlgs: ['RS256', 'ES256'],
    })
    await expectSignedIn()
    // Each sign-in gets a fresh assertion (its jti is never reused).
    await expectSignedIn()
    expect(provider.tokenRequests).toEqual([
      { auth: 'private_key_jwt', accepted: true },
      { auth: 'private_key_jwt', accepted: true },
    ])
  })

  it('client_secret_basic when discovery omits the list (its default), form-urlencoding the secret first', async () => {
    registerClient({})
    await expectSignedIn()
    expect(provider.tokenRequests).toEqual([{ auth: 'client_secret_basic', accepted: true }])
  })

  it('a provider that takes no method the store can use: sign-in fails before the browser leaves, with a toast', async () => {
    // private_key_jwt signed RS256 only, and the store's key is ES256; no secret method is listed.
    registerClient({ acceptedAuth: 'private_key_jwt', advertisedAuth: ['private_key_jwt'], advertisedSigningAlgs: ['RS256'] })
    const { final } = await signIn()
    expect(new URL(final.finalUrl).pathname).toBe('/')
    expect(await final.text()).toContain('Sign-in unavailable')
    expect(provider.tokenRequests).toEqual([])
  })

  it('a provider whose client is registered for another method than discovery suggests refuses with invalid_client', async () => {
    // Lists basic (the store's first secret choice) but this client is registered for client_secret_post.
    registerClient({ acceptedAuth: 'client_secret_post', advertisedAuth: ['client_secret_basic', 'client_secret_post'] })
    const { client, final } = await signIn()
    expect(new URL(final.finalUrl).pathname).toBe('/')
    expect(await final.text()).toContain('Sign-in failed')
    expect((await client.get('/api/auth/user')).status).toBe(401)
    expect(provider.tokenRequests).toEqual([{ auth: 'client_secret_basic', accepted: false }])
  })
})
