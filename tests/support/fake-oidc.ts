import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'

// A small OpenID Connect provider for tests, shaped like the providers the store must work with but
// its own built-in one is not: discovery without a userinfo_endpoint (OpenID Connect Discovery 1.0
// makes it only RECOMMENDED), the person's claims in the ID token, and an end_session_endpoint (RP-
// Initiated Logout 1.0). The authorization endpoint signs in the configured account at once (no
// page); the code is exchanged with PKCE (S256) and the client's secret, and the ID token echoes the
// sign-in's nonce, signed RS256 with the key published at jwks_uri.

export interface FakeOidcOptions {
  clientId: string
  clientSecret: string
  /** The person every sign-in signs in, as ID token claims (sub and any profile claims). */
  account: Record<string, string> & { sub: string }
  /** Publish a userinfo_endpoint (default: no). */
  userinfo?: boolean
  /** Publish an end_session_endpoint (default: yes). */
  endSession?: boolean
}

export interface FakeOidc {
  url: string
  /** Every ID token issued, in order. */
  idTokens: string[]
  /** How often the userinfo endpoint was called. */
  userinfoCalls: number
  /** Every request to end_session_endpoint: its query parameters. */
  logouts: Record<string, string>[]
  stop(): Promise<void>
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
  const fake: FakeOidc = { url: '', idTokens: [], userinfoCalls: 0, logouts: [], stop: async () => {} }

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
      const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1]
      const [id, secret] = basic
        ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')]
      if (id !== options.clientId || secret !== options.clientSecret) return json(res, 401, { error: 'invalid_client' })
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
