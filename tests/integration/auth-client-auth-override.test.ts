import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'
import { startFakeOidc, type FakeOidc } from '../support/fake-oidc.ts'

// OIDC_CLIENT_AUTH_METHOD overrides the choice from discovery: the provider lists
// client_secret_basic first (which the store would pick by itself) but registered this client for
// client_secret_post and refuses anything else with 401 invalid_client.

const CLIENT = { clientId: 'shirtsmith-post', clientSecret: 'post-only-secret' }
let provider: FakeOidc
let app: TestApp

beforeAll(async () => {
  provider = await startFakeOidc({
    ...CLIENT,
    acceptedAuth: 'client_secret_post',
    advertisedAuth: ['client_secret_basic', 'client_secret_post'],
    account: { sub: 'post-1', preferred_username: 'posted_secret' },
  })
  app = await startTestApp({
    OIDC_ISSUER: provider.url,
    OIDC_CLIENT_ID: CLIENT.clientId,
    OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    OIDC_CLIENT_AUTH_METHOD: 'client_secret_post',
    LOCAL_OIDC: 'off',
  })
})
afterAll(async () => {
  await app?.stop()
  await provider?.stop()
})

describe('OIDC_CLIENT_AUTH_METHOD', () => {
  it('authenticates by the configured method even where discovery would choose another', async () => {
    const client = new TestClient(app.url)
    const final = await client.navigate('/api/login?returnTo=/sell-designs')
    expect(new URL(final.finalUrl).pathname).toBe('/sell-designs')
    expect(await (await client.get('/api/auth/user')).json()).toMatchObject({ username: 'posted_secret' })
    expect(provider.tokenRequests).toEqual([{ auth: 'client_secret_post', accepted: true }])
  })
})
