import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { assertDiscoveredIssuer, nonceForState, verifyIdToken } from './auth.server.ts'

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
    const nonce = nonceForState('state-1')
    const payload = await verifyIdToken(await sign({ nonce }), { jwks, issuer, clientId, nonce })
    expect(payload.sub).toBe('user-1')
  })

  it('refuses a replayed token (another sign-in nonce), a forged signature, another audience or issuer', async () => {
    const { jwks, sign } = await setup()
    const nonce = nonceForState('state-1')
    await expect(
      verifyIdToken(await sign({ nonce: nonceForState('state-2') }), { jwks, issuer, clientId, nonce }),
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
    expect(nonceForState('a')).not.toBe(nonceForState('b'))
    expect(nonceForState('a')).toBe(nonceForState('a'))
  })
})
