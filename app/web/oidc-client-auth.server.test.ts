import { generateKeyPairSync } from 'node:crypto'
import { decodeProtectedHeader, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { parseOidcClientKey } from '~/lib/oidc-client-key.server.ts'
import { authenticateTokenRequest, chooseClientAuthMethod, JWT_BEARER_ASSERTION } from './oidc-client-auth.server.ts'

const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const key = parseOidcClientKey(ec.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'k1')
const secretOnly = { clientSecret: 's', clientKey: null }
const keyOnly = { clientSecret: null, clientKey: key }
const both = { clientSecret: 's', clientKey: key }

describe('chooseClientAuthMethod', () => {
  it('takes client_secret_basic when discovery omits the list (Discovery 1.0 default)', () => {
    expect(chooseClientAuthMethod({}, secretOnly, null)).toBe('client_secret_basic')
    expect(() => chooseClientAuthMethod({}, keyOnly, null)).toThrow(/takes client_secret_basic/)
  })

  it('prefers private_key_jwt with a key whose algorithm the provider takes, then basic, then post', () => {
    const all = { token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic', 'private_key_jwt'] }
    expect(chooseClientAuthMethod(all, both, null)).toBe('private_key_jwt')
    expect(chooseClientAuthMethod({ ...all, token_endpoint_auth_signing_alg_values_supported: ['RS256'] }, both, null)).toBe(
      'client_secret_basic',
    )
    expect(chooseClientAuthMethod(all, secretOnly, null)).toBe('client_secret_basic')
    expect(chooseClientAuthMethod({ token_endpoint_auth_methods_supported: ['client_secret_post'] }, both, null)).toBe(
      'client_secret_post',
    )
  })

  it('follows OIDC_CLIENT_AUTH_METHOD whatever discovery lists', () => {
    expect(
      chooseClientAuthMethod({ token_endpoint_auth_methods_supported: ['client_secret_basic'] }, both, 'client_secret_post'),
    ).toBe('client_secret_post')
  })
})

describe('authenticateTokenRequest', () => {
  const request = () => ({ body: new URLSearchParams(), headers: new Headers(), tokenEndpoint: 'https://id.example.com/token' })

  it('client_secret_basic form-urlencodes id and secret before base64 (RFC 6749, 2.3.1)', async () => {
    const r = request()
    await authenticateTokenRequest('client_secret_basic', r, { clientId: 'a b', clientSecret: 'p:+%', clientKey: null })
    expect(r.headers.get('Authorization')).toBe(`Basic ${Buffer.from('a+b:p%3A%2B%25').toString('base64')}`)
    expect([...r.body.keys()]).toEqual([])
  })

  it('client_secret_post puts id and secret in the form', async () => {
    const r = request()
    await authenticateTokenRequest('client_secret_post', r, { clientId: 'shop', clientSecret: 's', clientKey: null })
    expect(Object.fromEntries(r.body)).toEqual({ client_id: 'shop', client_secret: 's' })
    expect(r.headers.has('Authorization')).toBe(false)
  })

  it('private_key_jwt sends a signed assertion: iss = sub = client, aud = token endpoint, jti, exp within a minute', async () => {
    const r = request()
    await authenticateTokenRequest('private_key_jwt', r, { clientId: 'shop', ...both })
    expect(r.body.get('client_assertion_type')).toBe(JWT_BEARER_ASSERTION)
    expect(r.body.has('client_secret')).toBe(false)
    const assertion = r.body.get('client_assertion')!
    expect(decodeProtectedHeader(assertion)).toMatchObject({ alg: 'ES256', kid: 'k1' })
    const { payload } = await jwtVerify(assertion, ec.publicKey, {
      issuer: 'shop',
      subject: 'shop',
      audience: 'https://id.example.com/token',
    })
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/)
    expect(payload.exp! - payload.iat!).toBe(60)
  })
})
