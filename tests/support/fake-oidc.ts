import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type KeyObject } from 'jose'

// A small OpenID Connect provider for tests, shaped like the providers the store must work with but
// its own built-in one is not: discovery without a userinfo_endpoint (OpenID Connect Discovery 1.0
// makes it only RECOMMENDED), the person's claims in the ID token, and an end_session_endpoint (RP-
// Initiated Logout 1.0). The authorization endpoint signs in the configured account at once (no
// page); the code is exchanged with PKCE (S256) and the client's secret, and the ID token echoes the
// sign-in's nonce, signed RS256 with the key published at jwks_uri.
//
// Client authentication at the token endpoint (OpenID Connect Core 1.0, section 9) is checked as a
// provider does for a client registered for one method: `acceptedAuth` (client_secret_basic unless
// told) is the only method it takes; any other, or more than one at once (RFC 6749, section 2.3),
// is refused with 401 invalid_client. private_key_jwt assertions (RFC 7523) must be signed by
// `clientPublicKey`, with iss = sub = the client id, aud = the token endpoint, an exp and an unused jti.
// `advertisedAuth` is the discovery document's token_endpoint_auth_methods_supported (omitted unless told).

export interface FakeOidcOptions {
  clientId: string
  clientSecret: string
  /** The person every sign-in signs in, as ID token claims (sub and any profile claims). */
  account: Record<string, string> & { sub: string }
  /** Publish a userinfo_endpoint (default: no). */
  userinfo?: boolean
  /** Publish an end_session_endpoint (default: yes). */
  endSession?: boolean
  /** The one client authentication method the token endpoint takes (default client_secret_basic). */
  acceptedAuth?: ClientAuth
  /** token_endpoint_auth_methods_supported in discovery (default: omitted, which means client_secret_basic). */
  advertisedAuth?: string[]
  /** token_endpoint_auth_signing_alg_values_supported in discovery (default: omitted). */
  advertisedSigningAlgs?: string[]
  /** The client's registered public key, for private_key_jwt. */
  clientPublicKey?: CryptoKey | KeyObject
}

type ClientAuth = 'client_secret_basic' | 'client_secret_post' | 'private_key_jwt'

export interface FakeOidc {
  url: string
  /** Every ID token issued, in order. */
  idTokens: string[]
  /** How often the userinfo endpoint was called. */
  userinfoCalls: number
  /** Every request to end_session_endpoint: its query parameters. */
  logouts: Record<string, string>[]
  /** Each token request: the client authentication it used and whether it was accepted. */
  tokenRequests: { auth: string; accepted: boolean }[]
  stop(): Promise<void>
}

/** RFC 6749, section 2.3.1: Basic credentials are form-urlencoded before base64. */
function formDecode(value: string) {
  return decodeURIComponent(value.replace(/\+/g, ' '))
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startFakeOidc(options: FakeOidcOptions): Promise<FakeOidc> {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-oidc', alg: 'RS256', use: 'sig' }
  const codes = new Map<string, { nonce: string | null; challenge: string; redirectUri: string }>()
  const fake: FakeOidc = { url: '', idTokens: [], userinfoCalls: 0, logouts: [], tokenRequests: [], stop: async () => {} }
  const usedJtis = new Set<string>()

  /** The method a token request authenticates with, and whether its credentials are the client's. */
  async function clientAuth(req: IncomingMessage, form: URLSearchParams): Promise<{ auth: string; ok: boolean }> {
    const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1]
    const used = [
      basic ? 'client_secret_basic' : null,
      form.has('client_secret') ? 'client_secret_post' : null,
      form.has('client_assertion') ? 'private_key_jwt' : null,
    ].filter((m): m is ClientAuth => m !== null)
    if (used.length !== 1) return { auth: used.join('+') || 'none', ok: false }
    const auth = used[0]!
    // Read at each request, so a test may register the client for another method between sign-ins.
    if (auth !== (options.acceptedAuth ?? 'client_secret_basic')) return { auth, ok: false }
    if (auth === 'client_secret_basic') {
      const decoded = Buffer.from(basic!, 'base64').toString('utf8')
      const colon = decoded.indexOf(':')
      const [id, secret] = [decoded.slice(0, colon), decoded.slice(colon + 1)].map(formDecode)
      return { auth, ok: id === options.clientId && secret === options.clientSecret }
    }
    if (auth === 'client_secret_post') {
      return { auth, ok: form.get('client_id') === options.clientId && form.get('client_secret') === options.clientSecret }
    }
    if (
      form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer' ||
      !options.clientPublicKey
    ) {
      return { auth, ok: false }
    }
    if (form.has('client_id') && form.get('client_id') !== options.clientId) return { auth, ok: false }
    try {
      const { payload } = await jwtVerify(form.get('client_assertion')!, options.clientPublicKey, {
        issuer: options.clientId,
        subject: options.clientId,
        audience: `${fake.url}/token`,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['exp', 'jti'],
      })
      if (usedJtis.has(payload.jti!)) return { auth, ok: false }
      usedJtis.add(payload.jti!)
      return { auth, ok: true }
    } catch {
      return { auth, ok: false }
    }
  }

  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    res.end(JSON.stringify(body))
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', fake.url)
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: fake.url,
        authorization_endpoint: `${fake.url}/authorize`,
        token_endpoint: `${fake.url}/token`,
        jwks_uri: `${fake.url}/jwks`,
        ...(options.userinfo ? { userinfo_endpoint: `${fake.url}/userinfo` } : {}),
        ...(options.endSession === false ? {} : { end_session_endpoint: `${fake.url}/logout` }),
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        ...(options.advertisedAuth ? { token_endpoint_auth_methods_supported: options.advertisedAuth } : {}),
        ...(options.advertisedSigningAlgs
          ? { token_endpoint_auth_signing_alg_values_supported: options.advertisedSigningAlgs }
          : {}),
      })
    }
    if (url.pathname === '/jwks') return json(res, 200, { keys: [jwk] })
    if (url.pathname === '/authorize') {
      const p = url.searchParams
      if (
        p.get('client_id') !== options.clientId ||
        p.get('response_type') !== 'code' ||
        p.get('code_challenge_method') !== 'S256'
      ) {
        return json(res, 400, { error: 'invalid_request' })
      }
      const code = randomBytes(16).toString('hex')
      codes.set(code, {
        nonce: p.get('nonce'),
        challenge: p.get('code_challenge') ?? '',
        redirectUri: p.get('redirect_uri') ?? '',
      })
      const back = new URL(p.get('redirect_uri') ?? '')
      back.searchParams.set('code', code)
      if (p.get('state')) back.searchParams.set('state', p.get('state')!)
      res.writeHead(302, { Location: back.href })
      return res.end()
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req))
      const { auth, ok } = await clientAuth(req, form)
      fake.tokenRequests.push({ auth, accepted: ok })
      if (!ok) {
        // RFC 6749, section 5.2: invalid_client with 401 (and WWW-Authenticate when Basic was tried).
        res.setHeader('WWW-Authenticate', 'Basic realm="fake-oidc"')
        return json(res, 401, { error: 'invalid_client', error_description: 'client authentication failed' })
      }
      const grant = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      const verifier = form.get('code_verifier') ?? ''
      const challenge = createHash('sha256').update(verifier).digest('base64url')
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) {
        return json(res, 400, { error: 'invalid_grant' })
      }
      const { sub, ...claims } = options.account
      const idToken = await new SignJWT({ ...claims, ...(grant.nonce ? { nonce: grant.nonce } : {}) })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer(fake.url)
        .setAudience(options.clientId)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey)
      fake.idTokens.push(idToken)
      return json(res, 200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 600,
        scope: 'openid profile email',
        id_token: idToken,
      })
    }
    if (url.pathname === '/userinfo' && options.userinfo) {
      fake.userinfoCalls++
      return json(res, 200, options.account)
    }
    if (url.pathname === '/logout' && options.endSession !== false) {
      fake.logouts.push(Object.fromEntries(url.searchParams))
      const back = url.searchParams.get('post_logout_redirect_uri')
      if (!back) return json(res, 200, { signedOut: true })
      res.writeHead(302, { Location: back })
      return res.end()
    }
    json(res, 404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}
