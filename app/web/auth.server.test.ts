import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import type { Config } from '~/lib/config.server.ts'
import { assertDiscoveredIssuer, endSessionUrl, identityClaims, nonceForState, verifyIdToken } from './auth.server.ts'

// The session secret the nonces are made under comes from the configuration the caller passes.
const context = { config: { SESSION_SECRET: 'a-test-session-secret-of-32-bytes-or-more' } as Config }

describe('assertDiscoveredIssuer', () => {
  it('accepts the configured issuer, with or without a trailing slash', () => {
    expect(() => assertDiscoveredIssuer('https://id.example.com', 'https://id.example.com/')).not.toThrow()
  })

  it('refuses a discovery document naming another issuer', () => {
    expect(() => assertDiscoveredIssuer('https://id.example.com', 'https://evil.example')).toThrow(/names issuer/)
  })
})

describe('verifyIdToken', () => {
  const issuer = 'https://id.example.com'
  const clientId = 'shirtsmith'

  async function setup() {
    const { privateKey, publicKey } = await generateKeyPair('RS256')
    const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }] })
    const sign = (claims: Record<string, unknown>, key = privateKey) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject('user-1')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key)
    return { jwks, sign }
  }

  it('accepts a token signed by the provider for this client with this sign-in nonce', async () => {
    const { jwks, sign } = await setup()
    const nonce = nonceForState(context, 'state-1')
    const payload = await verifyIdToken(await sign({ nonce }), { jwks, issuer, clientId, nonce })
    expect(payload.sub).toBe('user-1')
  })

  it('refuses a replayed token (another sign-in nonce), a forged signature, another audience or issuer', async () => {
    const { jwks, sign } = await setup()
    const nonce = nonceForState(context, 'state-1')
    await expect(
      verifyIdToken(await sign({ nonce: nonceForState(context, 'state-2') }), { jwks, issuer, clientId, nonce }),
    ).rejects.toThrow(/nonce/)
    await expect(verifyIdToken(await sign({}), { jwks, issuer, clientId, nonce })).rejects.toThrow(/nonce/)
    const stranger = await generateKeyPair('RS256')
    await expect(verifyIdToken(await sign({ nonce }, stranger.privateKey), { jwks, issuer, clientId, nonce })).rejects.toThrow()
    await expect(verifyIdToken(await sign({ nonce }), { jwks, issuer, clientId: 'someone-else', nonce })).rejects.toThrow(/aud/)
    await expect(
      verifyIdToken(await sign({ nonce }), { jwks, issuer: 'https://other.example', clientId, nonce }),
    ).rejects.toThrow(/iss/)
  })

  it('binds the nonce to the state: different states give different nonces', () => {
    expect(nonceForState(context, 'a')).not.toBe(nonceForState(context, 'b'))
    expect(nonceForState(context, 'a')).toBe(nonceForState(context, 'a'))
  })
})

describe('identityClaims', () => {
  const idToken = {
    sub: 'user-1',
    iss: 'https://id.example.com',
    aud: 'shirtsmith',
    preferred_username: 'ada',
    given_name: 'Ada',
  }

  it('takes the claims from the verified ID token when the provider has no userinfo endpoint', async () => {
    expect(await identityClaims(idToken, null)).toEqual({ sub: 'user-1', preferred_username: 'ada', given_name: 'Ada' })
  })

  it('adds the userinfo answer to them, which must name the same subject', async () => {
    expect(await identityClaims(idToken, async () => ({ sub: 'user-1', family_name: 'Lovelace' }))).toEqual({
      sub: 'user-1',
      preferred_username: 'ada',
      given_name: 'Ada',
      family_name: 'Lovelace',
    })
    await expect(identityClaims(idToken, async () => ({ sub: 'someone-else' }))).rejects.toThrow(/another subject/)
  })
})

describe('endSessionUrl', () => {
  const logout = { idToken: 'eyJ.hint.sig', clientId: 'shirtsmith', postLogoutRedirectUri: 'https://shop.example.com' }

  it("is the provider's end_session_endpoint with the ID token, the client and where to come back", () => {
    const url = new URL(endSessionUrl({ end_session_endpoint: 'https://id.example.com/logout?x=1' }, logout)!)
    expect(url.origin + url.pathname).toBe('https://id.example.com/logout')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1',
      id_token_hint: 'eyJ.hint.sig',
      client_id: 'shirtsmith',
      post_logout_redirect_uri: 'https://shop.example.com',
    })
  })

  it('is null when the provider has no end_session_endpoint', () => {
    expect(endSessionUrl({}, logout)).toBeNull()
  })
})
