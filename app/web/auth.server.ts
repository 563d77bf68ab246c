import { createHmac } from 'node:crypto'
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'
import { Authenticator } from 'remix-auth'
import { OAuth2Strategy } from 'remix-auth-oauth2'
import { z } from '~/lib/zod.ts'
import type { Config } from '~/lib/config.server.ts'
import { findUserById, upsertUserFromIdentity, type PublicUser } from '~/modules/user/index.server.ts'
import { apiTokenCaller } from './api-token.server.ts'
import type { DbAndConfig, StoreLoadContext, StoreServices } from './load-context.ts'
import { isSecureOrigin, getSession, sessionSecret, signedInUserId } from './session.server.ts'
import { redirectWithToast } from './toast.server.ts'
// The sign-in caches live on globalThis so the test harness's copy of this module and the build's share
// them (and a test can drop them to make discovery run again); they are keyed on the configuration.
// eslint-disable-next-line no-restricted-imports -- a cache of what the passed services made, not a getter
import { singleton } from '~/lib/singleton.server.ts'
import { chooseClientAuthMethod, exchangeCode } from './oidc-client-auth.server.ts'

const OUTSIDE_CALL_TIMEOUT_MS = 10_000

/**
 * The provider metadata the store uses (OpenID Connect Discovery 1.0, section 3): issuer,
 * authorization_endpoint, token_endpoint and jwks_uri are REQUIRED there; userinfo_endpoint is only
 * RECOMMENDED, and end_session_endpoint comes from RP-Initiated Logout 1.0 (section 2.1), so both may
 * be missing.
 */
const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url().optional(),
  jwks_uri: z.string().url(),
  end_session_endpoint: z.string().url().optional(),
  // How the token endpoint takes client authentication (Discovery 1.0, section 3): the methods
  // (client_secret_basic when omitted) and, for the JWT methods, the signing algorithms.
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
  token_endpoint_auth_signing_alg_values_supported: z.array(z.string()).optional(),
})
export type OidcDiscovery = z.infer<typeof DiscoverySchema>

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

/** A finished sign-in: the store's user, and the ID token kept for the provider's logout (id_token_hint). */
export interface SignIn {
  user: PublicUser
  idToken: string
}

type Tokens = OAuth2Strategy.VerifyOptions['tokens']

class StoreOidcStrategy extends OAuth2Strategy<SignIn> {
  constructor(
    options: OAuth2Strategy.ConstructorOptions,
    verify: (o: OAuth2Strategy.VerifyOptions) => Promise<SignIn>,
    private readonly alwaysPrompt: boolean,
    private readonly exchange: (code: string, codeVerifier: string) => Promise<Tokens>,
    private readonly nonceFor: (state: string) => string,
  ) {
    super(options, verify)
  }
  // The code-for-token exchange authenticates the client by the method the provider takes
  // (oidc-client-auth.server.ts); as an outside call it gets the same time limit as the others.
  protected override validateAuthorizationCode(code: string, codeVerifier: string) {
    return withTimeout(this.exchange(code, codeVerifier), OUTSIDE_CALL_TIMEOUT_MS, 'token exchange')
  }
  // The built-in provider lets a person pick any username, so ask every time instead of
  // silently reusing its last session. Every request carries a nonce bound to its state, which the
  // ID token must echo.
  protected override authorizationParams(params: URLSearchParams) {
    if (this.alwaysPrompt) params.set('prompt', 'login')
    const state = params.get('state')
    if (state) params.set('nonce', this.nonceFor(state))
    return params
  }
}

/**
 * The nonce of a sign-in: an HMAC of its state under the session secret. The state is tied to the
 * browser by the state cookie, so an ID token minted for another sign-in (a replay) carries the wrong
 * nonce, and nobody without the secret can make a matching one.
 */
export function nonceForState(services: Pick<StoreServices, 'config'>, state: string): string {
  return createHmac('sha256', sessionSecret(services)).update(`oidc-nonce:${state}`).digest('base64url')
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

/**
 * The person's claims: from the userinfo endpoint when the provider has one (it must name the ID
 * token's subject), otherwise from the verified ID token itself (OpenID Connect Core 2 and 5.4: the
 * requested claims may be returned in the ID token).
 */
export async function identityClaims(
  idToken: JWTPayload,
  userinfo: (() => Promise<unknown>) | null,
): Promise<z.infer<typeof UserInfoSchema>> {
  const fromToken = UserInfoSchema.parse(idToken)
  if (!userinfo) return fromToken
  const info = UserInfoSchema.parse(await userinfo())
  if (info.sub !== idToken.sub) throw new Error('The userinfo answer names another subject than the ID token')
  return { ...fromToken, ...info }
}

/**
 * What `cache` holds for this configuration, made by `make` on first use; a failure is not kept, so
 * the next call tries again.
 */
function cachedFor<T>(slot: string, config: Config, make: () => Promise<T>): Promise<T> {
  const cache = singleton(slot, () => new WeakMap<Config, Promise<T>>())
  let pending = cache.get(config)
  if (!pending) {
    pending = make().catch((error: unknown) => {
      cache.delete(config)
      throw error
    })
    cache.set(config, pending)
  }
  return pending
}

/** The provider's discovery document, checked; fetched once per configuration (retried after a failure). */
export function getDiscovery({ config }: Pick<StoreServices, 'config'>): Promise<OidcDiscovery> {
  return cachedFor('oidc-discovery', config, async () => {
    const issuer = config.oidc.issuer.replace(/\/$/, '')
    const discovery = DiscoverySchema.parse(await fetchJson(`${issuer}/.well-known/openid-configuration`))
    assertDiscoveredIssuer(issuer, discovery.issuer)
    return discovery
  })
}

/**
 * Where Log Out sends the browser after the store's session has ended (OpenID Connect RP-Initiated
 * Logout 1.0): the provider's end_session_endpoint with the sign-in's ID token as id_token_hint and
 * the store's address as post_logout_redirect_uri (registered with the provider), or null when the
 * provider has no such endpoint.
 */
export function endSessionUrl(
  discovery: Pick<OidcDiscovery, 'end_session_endpoint'>,
  { idToken, clientId, postLogoutRedirectUri }: { idToken: string | null; clientId: string; postLogoutRedirectUri: string },
): string | null {
  if (!discovery.end_session_endpoint) return null
  const url = new URL(discovery.end_session_endpoint)
  if (idToken) url.searchParams.set('id_token_hint', idToken)
  // With or without the hint, client_id names the client whose post_logout_redirect_uri is registered.
  url.searchParams.set('client_id', clientId)
  url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri)
  return url.href
}

/** What the authenticator is made from: the database users are written to, the configuration, a logger. */
export type SignInServices = DbAndConfig & Pick<StoreLoadContext, 'logger'>

async function createAuthenticator(services: SignInServices) {
  const { config, db, logger } = services
  const discovery = await getDiscovery(services)
  const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: OUTSIDE_CALL_TIMEOUT_MS })
  const credentials = { clientId: config.oidc.clientId, clientSecret: config.oidc.clientSecret, clientKey: config.oidc.clientKey }
  const method = chooseClientAuthMethod(discovery, credentials, config.oidc.authMethod)
  logger.info({ issuer: discovery.issuer, method }, 'sign-in: client authentication at the token endpoint')
  const redirectUri = `${config.appUrl}/auth/callback`
  const authenticator = new Authenticator<SignIn>()
  const strategy = new StoreOidcStrategy(
    {
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      authorizationEndpoint: discovery.authorization_endpoint,
      tokenEndpoint: discovery.token_endpoint,
      redirectURI: redirectUri,
      scopes: config.oidc.scopes,
      cookie: {
        name: '__oauth_state',
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: 600,
        ...(isSecureOrigin(services) ? { secure: true } : {}),
      },
    },
    async ({ tokens, request }) => {
      const state = new URL(request.url).searchParams.get('state') ?? ''
      const rawIdToken = tokens.idToken()
      const idToken = await verifyIdToken(rawIdToken, {
        jwks,
        issuer: discovery.issuer,
        clientId: config.oidc.clientId,
        nonce: nonceForState(services, state),
      })
      const userinfoEndpoint = discovery.userinfo_endpoint
      const info = await identityClaims(
        idToken,
        userinfoEndpoint
          ? () => fetchJson(userinfoEndpoint, { headers: { Authorization: `Bearer ${tokens.accessToken()}` } })
          : null,
      )
      const user = await upsertUserFromIdentity(db, {
        subject: `${discovery.issuer}|${info.sub}`,
        username: info.preferred_username || info.nickname || info.email?.split('@')[0] || info.name || info.sub,
        firstName: info.given_name,
        lastName: info.family_name,
        profileImageUrl: info.picture,
        email: info.email,
      })
      return { user, idToken: rawIdToken }
    },
    config.localOidc,
    (code, codeVerifier) =>
      exchangeCode(
        { tokenEndpoint: discovery.token_endpoint, code, codeVerifier, redirectUri, timeoutMs: OUTSIDE_CALL_TIMEOUT_MS },
        method,
        credentials,
      ),
    (state) => nonceForState(services, state),
  )
  authenticator.use(strategy, 'oidc')
  return authenticator
}

/**
 * Built on first use, from the services of that first call, once per configuration: discovery needs
 * the provider to be up (the local one is this server). A failure is not kept, so the next sign-in
 * attempt retries discovery.
 */
export function getAuthenticator(services: SignInServices): Promise<Authenticator<SignIn>> {
  return cachedFor('authenticator', services.config, () => createAuthenticator(services))
}

/** The signed-in user's id: the session's, or on /api the user of a Bearer token (ADR 101). */
export async function getUserId(services: DbAndConfig, request: Request): Promise<number | null> {
  const caller = await apiTokenCaller(services, request)
  if (caller) return caller.userId
  return signedInUserId(services, await getSession(services, request))
}

export async function getUser(services: DbAndConfig, request: Request): Promise<PublicUser | null> {
  const userId = await getUserId(services, request)
  return userId ? findUserById(services.db, userId) : null
}

/** The signed-in user, or a thrown redirect home with the given toast (or a 401 for /api). */
export async function requireUser(
  services: DbAndConfig,
  request: Request,
  toast = { title: 'Authentication Required', description: 'Please log in to continue' },
): Promise<PublicUser> {
  const user = await getUser(services, request)
  if (user) return user
  if (new URL(request.url).pathname.startsWith('/api/')) {
    throw Response.json({ message: 'Authentication required' }, { status: 401 })
  }
  throw await redirectWithToast(services, '/', { ...toast, type: 'error' })
}
