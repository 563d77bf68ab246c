import { Authenticator } from 'remix-auth'
import { OAuth2Strategy } from 'remix-auth-oauth2'
import { z } from 'zod'
import { getConfig } from '~/config.server.ts'
import { findUserById, upsertUserFromIdentity, type PublicUser } from '~/modules/user/user.server.ts'
import { getDb } from './db.server.ts'
import { isSecureOrigin, getSession } from './session.server.ts'
import { redirectWithToast } from './toast.server.ts'
import { singleton } from './singleton.server.ts'

const OUTSIDE_CALL_TIMEOUT_MS = 10_000

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url(),
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
  // The built-in provider lets a person pick any username, so ask every time instead of
  // silently reusing its last session.
  protected override authorizationParams(params: URLSearchParams) {
    if (this.alwaysPrompt) params.set('prompt', 'login')
    return params
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
    async ({ tokens }) => {
      const info = UserInfoSchema.parse(
        await fetchJson(discovery.userinfo_endpoint, {
          headers: { Authorization: `Bearer ${tokens.accessToken()}` },
        }),
      )
      return upsertUserFromIdentity(getDb(), {
        subject: `${discovery.issuer}|${info.sub}`,
        username:
          info.preferred_username || info.nickname || info.email?.split('@')[0] || info.name || info.sub,
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
      ;(globalThis as any).__singletons?.delete('authenticator')
      throw error
    }),
  )
  return pending
}

export async function getUserId(request: Request): Promise<number | null> {
  const session = await getSession(request)
  return session.get('userId') ?? null
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
