import { createHmac } from 'node:crypto'
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'
import { Authenticator } from 'remix-auth'
import { OAuth2Strategy } from 'remix-auth-oauth2'
import { z } from '~/utils/zod.ts'
import { getConfig } from '~/config.server.ts'
import { findUserById, upsertUserFromIdentity, type PublicUser } from '~/modules/user/user.server.ts'
import { apiTokenCaller } from './api-token.server.ts'
import { getDb } from './db.server.ts'
import { isSecureOrigin, getSession, sessionSecret, signedInUserId } from './session.server.ts'
import { redirectWithToast } from './toast.server.ts'
import { forgetSingleton, singleton } from './singleton.server.ts'

const OUTSIDE_CALL_TIMEOUT_MS = 10_000

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
})

const UserInfoSchema = z.object({
  sub: z.string().min(1),
  preferred_username: z.string().optional(),
  nickname: z.string().optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().url().optional().catch(undefined),
  email: z.string().optional(),
})

class StoreOidcStrategy extends OAuth2Strategy<PublicUser> {
  constructor(
    options: OAuth2Strategy.ConstructorOptions,
    verify: (o: OAuth2Strategy.VerifyOptions) => Promise<PublicUser>,
    private readonly alwaysPrompt: boolean,
  ) {
    super(options, verify)
  }
  // The code-for-token exchange is an outside call: it gets the same time limit as the others.
  protected override validateAuthorizationCode(code: string, codeVerifier: string) {
    return withTimeout(super.validateAuthorizationCode(code, codeVerifier), OUTSIDE_CALL_TIMEOUT_MS, 'token exchange')
  }
  // The built-in provider lets a person pick any username, so ask every time instead of
  // silently reusing its last session. Every request carries a nonce bound to its state, which the
  // ID token must echo.
  protected override authorizationParams(params: URLSearchParams) {
    if (this.alwaysPrompt) params.set('prompt', 'login')
    const state = params.get('state')
    if (state) params.set('nonce', nonceForState(state))
    return params
  }
}

/**
 * The nonce of a sign-in: an HMAC of its state under the session secret. The state is tied to the
 * browser by the state cookie, so an ID token minted for another sign-in (a replay) carries the wrong
 * nonce, and nobody without the secret can make a matching one.
 */
export function nonceForState(state: string): string {
  return createHmac('sha256', sessionSecret()).update(`oidc-nonce:${state}`).digest('base64url')
}

/**
 * Checks the ID token of a sign-in (OpenID Connect Core 3.1.3.7): signed by a key of the provider's
 * JWKS, issued by the configured issuer for this client, not expired, with this sign-in's nonce and
 * for the same subject the userinfo answer names. Throws otherwise.
 */
export async function verifyIdToken(
  idToken: string,
  expected: { jwks: JWTVerifyGetKey; issuer: string; clientId: string; nonce: string },
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(idToken, expected.jwks, { issuer: expected.issuer, audience: expected.clientId })
  if (payload.nonce !== expected.nonce) throw new Error('The ID token was not issued for this sign-in (nonce)')
  return payload
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * The discovery document must name the issuer that was configured (OpenID Connect Discovery 1.0,
 * section 4.3): otherwise a document served from the configured address could send sign-in elsewhere.
 */
export function assertDiscoveredIssuer(configured: string, discovered: string) {
  if (discovered.replace(/\/$/, '') !== configured.replace(/\/$/, '')) {
    throw new Error(`OpenID Connect discovery names issuer ${discovered}, but ${configured} is configured`)
  }
}

async function fetchJson(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(OUTSIDE_CALL_TIMEOUT_MS) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}

async function createAuthenticator() {
  const config = getConfig()
  const issuer = config.oidc.issuer.replace(/\/$/, '')
  const discovery = DiscoverySchema.parse(await fetchJson(`${issuer}/.well-known/openid-configuration`))
  assertDiscoveredIssuer(issuer, discovery.issuer)
  const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: OUTSIDE_CALL_TIMEOUT_MS })
  const authenticator = new Authenticator<PublicUser>()
  const strategy = new StoreOidcStrategy(
    {
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      authorizationEndpoint: discovery.authorization_endpoint,
      tokenEndpoint: discovery.token_endpoint,
      redirectURI: `${config.appUrl}/auth/callback`,
      scopes: config.oidc.scopes,
      cookie: {
        name: '__oauth_state',
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: 600,
        ...(isSecureOrigin() ? { secure: true } : {}),
      },
    },
    async ({ tokens, request }) => {
      const state = new URL(request.url).searchParams.get('state') ?? ''
      const idToken = await verifyIdToken(tokens.idToken(), {
        jwks,
        issuer: discovery.issuer,
        clientId: config.oidc.clientId,
        nonce: nonceForState(state),
      })
      const info = UserInfoSchema.parse(
        await fetchJson(discovery.userinfo_endpoint, {
          headers: { Authorization: `Bearer ${tokens.accessToken()}` },
        }),
      )
      if (info.sub !== idToken.sub) throw new Error('The userinfo answer names another subject than the ID token')
      return upsertUserFromIdentity(getDb(), {
        subject: `${discovery.issuer}|${info.sub}`,
        username: info.preferred_username || info.nickname || info.email?.split('@')[0] || info.name || info.sub,
        firstName: info.given_name,
        lastName: info.family_name,
        profileImageUrl: info.picture,
        email: info.email,
      })
    },
    config.localOidc,
  )
  authenticator.use(strategy, 'oidc')
  return authenticator
}

/** Built on first use: discovery needs the provider to be up (the local one is this server). */
export function getAuthenticator(): Promise<Authenticator<PublicUser>> {
  const pending = singleton('authenticator', () =>
    createAuthenticator().catch((error) => {
      // Let the next sign-in attempt retry discovery rather than caching the failure.
      forgetSingleton('authenticator')
      throw error
    }),
  )
  return pending
}

/** The signed-in user's id: the session's, or on /api the user of a Bearer token (ADR 101). */
export async function getUserId(request: Request): Promise<number | null> {
  const caller = await apiTokenCaller(request)
  if (caller) return caller.userId
  return signedInUserId(await getSession(request))
}

export async function getUser(request: Request): Promise<PublicUser | null> {
  const userId = await getUserId(request)
  return userId ? findUserById(getDb(), userId) : null
}

/** The signed-in user, or a thrown redirect home with the given toast (or a 401 for /api). */
export async function requireUser(
  request: Request,
  toast = { title: 'Authentication Required', description: 'Please log in to continue' },
): Promise<PublicUser> {
  const user = await getUser(request)
  if (user) return user
  if (new URL(request.url).pathname.startsWith('/api/')) {
    throw Response.json({ message: 'Authentication required' }, { status: 401 })
  }
  throw await redirectWithToast('/', { ...toast, type: 'error' })
}
