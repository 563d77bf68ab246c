import { randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import type { OAuth2Strategy } from 'remix-auth-oauth2'
import type { OidcClientKey } from '~/lib/oidc-client-key.server.ts'

// How the store authenticates itself at the provider's token endpoint when it exchanges a sign-in's
// code (OpenID Connect Core 1.0, section 9): the secret in an HTTP Basic header (client_secret_basic),
// the secret in the form body (client_secret_post), or a JWT signed with the client's private key
// (private_key_jwt, RFC 7523). A provider accepts the method the client was registered with and
// refuses the others with 401 invalid_client (RFC 6749, section 5.2).

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'private_key_jwt'

export interface ClientCredentials {
  clientId: string
  clientSecret: string | null
  clientKey: OidcClientKey | null
}

/** RFC 7521, section 4.2: the client_assertion_type of a JWT client assertion. */
export const JWT_BEARER_ASSERTION = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
/** A client assertion is good for this long: it is made for one request and sent at once. */
const ASSERTION_LIFETIME_SECONDS = 60

/**
 * The method to use: OIDC_CLIENT_AUTH_METHOD when set (the provider's registration of this client
 * decides; discovery only lists what the provider can do), otherwise the first of private_key_jwt (a
 * key is configured and the provider takes the key's algorithm), client_secret_basic and
 * client_secret_post that the provider lists in token_endpoint_auth_methods_supported and the
 * configured credentials allow. Discovery 1.0, section 3: when the list is omitted the default is
 * client_secret_basic. Throws when nothing fits, naming what the provider takes.
 */
export function chooseClientAuthMethod(
  discovery: { token_endpoint_auth_methods_supported?: string[]; token_endpoint_auth_signing_alg_values_supported?: string[] },
  credentials: Pick<ClientCredentials, 'clientSecret' | 'clientKey'>,
  override: ClientAuthMethod | null,
): ClientAuthMethod {
  if (override) return override
  const supported = discovery.token_endpoint_auth_methods_supported ?? ['client_secret_basic']
  const algs = discovery.token_endpoint_auth_signing_alg_values_supported
  const key = credentials.clientKey
  if (key && supported.includes('private_key_jwt') && (!algs || algs.includes(key.alg))) return 'private_key_jwt'
  if (credentials.clientSecret !== null) {
    if (supported.includes('client_secret_basic')) return 'client_secret_basic'
    if (supported.includes('client_secret_post')) return 'client_secret_post'
  }
  const have = [credentials.clientSecret !== null ? 'a client secret' : null, key ? `a private key (${key.alg})` : null]
    .filter(Boolean)
    .join(' and ')
  throw new Error(
    `The OpenID provider's token endpoint takes ${supported.join(', ')}${algs ? ` (signed with ${algs.join(', ')})` : ''}, ` +
      `and only ${have} is configured (OIDC_CLIENT_SECRET, OIDC_CLIENT_PRIVATE_KEY, OIDC_CLIENT_AUTH_METHOD)`,
  )
}

/** RFC 6749, section 2.3.1: the id and secret are form-urlencoded before they are joined for Basic. */
function formEncode(value: string) {
  return encodeURIComponent(value).replace(/%20/g, '+')
}

/**
 * The client assertion of private_key_jwt (OpenID Connect Core 1.0, section 9; RFC 7523, section 3):
 * iss and sub the client id, aud the token endpoint's URL, a unique jti, a short exp, signed with the
 * client's key.
 */
export function clientAssertion(clientId: string, tokenEndpoint: string, clientKey: OidcClientKey): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: clientKey.alg, typ: 'JWT', ...(clientKey.kid ? { kid: clientKey.kid } : {}) })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(tokenEndpoint)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ASSERTION_LIFETIME_SECONDS}s`)
    .sign(clientKey.key)
}

/** Adds the client's authentication to a token request: a header or form fields, by method. */
export async function authenticateTokenRequest(
  method: ClientAuthMethod,
  request: { body: URLSearchParams; headers: Headers; tokenEndpoint: string },
  credentials: ClientCredentials,
): Promise<void> {
  const { clientId, clientSecret, clientKey } = credentials
  if (method === 'private_key_jwt') {
    if (!clientKey) throw new Error('private_key_jwt needs OIDC_CLIENT_PRIVATE_KEY')
    request.body.set('client_id', clientId)
    request.body.set('client_assertion_type', JWT_BEARER_ASSERTION)
    request.body.set('client_assertion', await clientAssertion(clientId, request.tokenEndpoint, clientKey))
    return
  }
  if (clientSecret === null) throw new Error(`${method} needs OIDC_CLIENT_SECRET`)
  if (method === 'client_secret_post') {
    request.body.set('client_id', clientId)
    request.body.set('client_secret', clientSecret)
    return
  }
  const basic = Buffer.from(`${formEncode(clientId)}:${formEncode(clientSecret)}`).toString('base64')
  request.headers.set('Authorization', `Basic ${basic}`)
}

type Tokens = OAuth2Strategy.VerifyOptions['tokens']

/** A successful token response (RFC 6749, section 5.1), read the way remix-auth-oauth2's tokens are. */
class TokenResponse implements Tokens {
  constructor(readonly data: Record<string, unknown>) {}
  private text(name: string): string {
    const value = this.data[name]
    if (typeof value !== 'string') throw new Error(`The token response has no ${name}`)
    return value
  }
  tokenType() {
    return this.text('token_type')
  }
  accessToken() {
    return this.text('access_token')
  }
  accessTokenExpiresInSeconds() {
    const value = this.data.expires_in
    if (typeof value !== 'number') throw new Error('The token response has no expires_in')
    return value
  }
  accessTokenExpiresAt() {
    return new Date(Date.now() + this.accessTokenExpiresInSeconds() * 1000)
  }
  hasRefreshToken() {
    return typeof this.data.refresh_token === 'string'
  }
  refreshToken() {
    return this.text('refresh_token')
  }
  hasScopes() {
    return typeof this.data.scope === 'string'
  }
  scopes() {
    return this.text('scope').split(' ')
  }
  idToken() {
    return this.text('id_token')
  }
}

/**
 * Exchanges a sign-in's authorization code (with its PKCE verifier) at the token endpoint,
 * authenticated by `method`. A refusal throws with the provider's error code and description
 * (invalid_client when the method or the credentials are not the registered ones).
 */
export async function exchangeCode(
  input: { tokenEndpoint: string; code: string; codeVerifier: string; redirectUri: string; timeoutMs: number },
  method: ClientAuthMethod,
  credentials: ClientCredentials,
): Promise<Tokens> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    code_verifier: input.codeVerifier,
  })
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' })
  await authenticateTokenRequest(method, { body, headers, tokenEndpoint: input.tokenEndpoint }, credentials)
  const response = await fetch(input.tokenEndpoint, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(input.timeoutMs),
  })
  const answer: unknown = await response.json().catch(() => null)
  const data = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {}
  if (!response.ok) {
    const code = typeof data.error === 'string' ? data.error : 'no error code'
    const description = typeof data.error_description === 'string' ? `: ${data.error_description}` : ''
    throw new Error(`The token endpoint refused the code (${response.status} ${code}${description}; client auth ${method})`)
  }
  return new TokenResponse(data)
}
