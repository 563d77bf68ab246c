import { createPrivateKey, type KeyObject } from 'node:crypto'

// The private key the store signs its client assertions with when it authenticates to the OpenID
// provider's token endpoint by private_key_jwt (OpenID Connect Core 1.0, section 9; RFC 7523).

export type OidcClientKeyAlg = 'RS256' | 'ES256'

export interface OidcClientKey {
  key: KeyObject
  /** RS256 for an RSA key, ES256 for an EC key on P-256 (the JWS algorithms of RFC 7518, section 3.1). */
  alg: OidcClientKeyAlg
  /** The key's id for the assertion's `kid` header: OIDC_CLIENT_KEY_ID, else the JWK's own `kid`. */
  kid?: string
}

/** RFC 7518, section 3.3: an RSA key for RS256 MUST be 2048 bits or larger. */
const MIN_RSA_BITS = 2048

/**
 * Reads OIDC_CLIENT_PRIVATE_KEY: a PEM private key (PKCS #8, PKCS #1 or SEC 1; `\n` written as two
 * characters, as one-line environment files have it, is read as a line break) or a private JWK as
 * JSON. Throws an Error saying what is wrong with it; never includes the key in the message.
 */
export function parseOidcClientKey(text: string, keyId?: string): OidcClientKey {
  const source = text.trim()
  let key: KeyObject
  let jwk: { kid?: unknown; alg?: unknown } | null = null
  try {
    if (source.startsWith('{')) {
      jwk = JSON.parse(source) as { kid?: unknown; alg?: unknown }
      key = createPrivateKey({ key: jwk as import('node:crypto').JsonWebKey, format: 'jwk' })
    } else {
      key = createPrivateKey(source.replace(/\\n/g, '\n'))
    }
  } catch {
    throw new Error('is not a private key (expected a PEM private key or a private JWK as JSON)')
  }
  if (key.type !== 'private') throw new Error('is a public key; the private key is needed to sign')
  let alg: OidcClientKeyAlg
  if (key.asymmetricKeyType === 'rsa') {
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0
    if (bits < MIN_RSA_BITS) throw new Error(`is an RSA key of ${bits} bits; RS256 needs at least ${MIN_RSA_BITS}`)
    alg = 'RS256'
  } else if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') {
    alg = 'ES256'
  } else {
    throw new Error('must be an RSA key (RS256) or an EC key on P-256 (ES256)')
  }
  if (jwk && typeof jwk.alg === 'string' && jwk.alg !== alg) {
    throw new Error(`names alg ${jwk.alg}, but the key is for ${alg}`)
  }
  const kid = keyId ?? (jwk && typeof jwk.kid === 'string' ? jwk.kid : undefined)
  return { key, alg, ...(kid ? { kid } : {}) }
}
