import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './config.server.ts'
import { parseOidcClientKey } from './oidc-client-key.server.ts'

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const rsaPem = rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()

describe('parseOidcClientKey', () => {
  it('reads a PKCS #8 PEM RSA key as RS256, also written on one line with \\n', () => {
    expect(parseOidcClientKey(rsaPem)).toMatchObject({ alg: 'RS256' })
    expect(parseOidcClientKey(rsaPem.replace(/\n/g, '\\n'), 'kid-1')).toMatchObject({ alg: 'RS256', kid: 'kid-1' })
  })

  it('reads a private JWK on P-256 as ES256 with its kid; OIDC_CLIENT_KEY_ID wins', () => {
    const jwk = JSON.stringify({ ...ec.privateKey.export({ format: 'jwk' }), kid: 'jwk-kid' })
    expect(parseOidcClientKey(jwk)).toMatchObject({ alg: 'ES256', kid: 'jwk-kid' })
    expect(parseOidcClientKey(jwk, 'configured')).toMatchObject({ kid: 'configured' })
    expect(() => parseOidcClientKey(JSON.stringify({ ...JSON.parse(jwk), alg: 'ES384' }))).toThrow(/names alg ES384/)
  })

  it('refuses public keys, short RSA keys, other curves and text that is no key', () => {
    expect(() => parseOidcClientKey(rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString())).toThrow(/private key/)
    const short = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' })
    expect(() => parseOidcClientKey(short.toString())).toThrow(/1024 bits/)
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey.export({ type: 'pkcs8', format: 'pem' })
    expect(() => parseOidcClientKey(p384.toString())).toThrow(/RS256.*ES256/)
    expect(() => parseOidcClientKey('not a key')).toThrow(/is not a private key/)
  })
})

describe('outside OpenID provider credentials', () => {
  const base = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'shop' }

  it('takes a secret, a private key or both; the method is chosen from discovery unless set', () => {
    expect(parseConfig({ ...base, OIDC_CLIENT_SECRET: 's' }).oidc).toMatchObject({
      clientSecret: 's',
      clientKey: null,
      authMethod: null,
    })
    const keyOnly = parseConfig({ ...base, OIDC_CLIENT_PRIVATE_KEY: rsaPem }).oidc
    expect(keyOnly).toMatchObject({ clientSecret: null, clientKey: { alg: 'RS256' } })
    expect(parseConfig({ ...base, OIDC_CLIENT_SECRET: 's', OIDC_CLIENT_AUTH_METHOD: 'client_secret_post' }).oidc.authMethod).toBe(
      'client_secret_post',
    )
  })

  it('refuses a missing credential, a method without its credential, and a bad key, naming the variable', () => {
    expect(() => parseConfig(base)).toThrow(/OIDC_CLIENT_SECRET \(or OIDC_CLIENT_PRIVATE_KEY/)
    expect(() => parseConfig({ OIDC_ISSUER: base.OIDC_ISSUER, OIDC_CLIENT_SECRET: 's' })).toThrow(/OIDC_CLIENT_ID is required/)
    expect(() => parseConfig({ ...base, OIDC_CLIENT_SECRET: 's', OIDC_CLIENT_AUTH_METHOD: 'private_key_jwt' })).toThrow(
      /private_key_jwt needs OIDC_CLIENT_PRIVATE_KEY/,
    )
    expect(() =>
      parseConfig({ ...base, OIDC_CLIENT_PRIVATE_KEY: rsaPem, OIDC_CLIENT_AUTH_METHOD: 'client_secret_basic' }),
    ).toThrow(/client_secret_basic needs OIDC_CLIENT_SECRET/)
    expect(() => parseConfig({ ...base, OIDC_CLIENT_PRIVATE_KEY: 'oops' })).toThrow(ConfigError)
    expect(() => parseConfig({ ...base, OIDC_CLIENT_PRIVATE_KEY: 'oops' })).toThrow(
      /OIDC_CLIENT_PRIVATE_KEY is not a private key/,
    )
    expect(() => parseConfig({ ...base, OIDC_CLIENT_SECRET: 's', OIDC_CLIENT_AUTH_METHOD: 'none' })).toThrow(
      /OIDC_CLIENT_AUTH_METHOD/,
    )
  })
})
