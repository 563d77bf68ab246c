import type { Config } from '~/lib/config.server.ts'
import { chooseClientAuthMethod } from '~/web/oidc-client-auth.server.ts'

// `npm run doctor` on sign-in: the outside OpenID provider's discovery document names the configured
// issuer, has the endpoints the store needs, and takes a client authentication the store can use.

interface SignInResult {
  service: 'sign-in'
  status: 'ok' | 'fail'
  detail: string
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  const text = await response.text()
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 200)}`)
  return JSON.parse(text) as unknown
}

export async function checkSignIn(config: Config): Promise<SignInResult[]> {
  if (config.localOidc) return []
  const issuer = config.oidc.issuer.replace(/\/$/, '')
  const doc = (await getJson(`${issuer}/.well-known/openid-configuration`)) as Record<string, unknown>
  const missing = ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'].filter((k) => typeof doc[k] !== 'string')
  if (missing.length)
    return [{ service: 'sign-in', status: 'fail', detail: `the discovery document lacks ${missing.join(', ')}` }]
  if (String(doc.issuer).replace(/\/$/, '') !== issuer)
    return [
      {
        service: 'sign-in',
        status: 'fail',
        detail: `the provider calls itself ${String(doc.issuer)}, not OIDC_ISSUER ${issuer}`,
      },
    ]
  const logout = typeof doc.end_session_endpoint === 'string' ? 'with' : 'without'
  let method
  try {
    const list = (name: string) => (Array.isArray(doc[name]) ? (doc[name] as string[]) : undefined)
    method = chooseClientAuthMethod(
      {
        token_endpoint_auth_methods_supported: list('token_endpoint_auth_methods_supported'),
        token_endpoint_auth_signing_alg_values_supported: list('token_endpoint_auth_signing_alg_values_supported'),
      },
      config.oidc,
      config.oidc.authMethod,
    )
  } catch (error) {
    return [{ service: 'sign-in', status: 'fail', detail: (error as Error).message }]
  }
  return [
    {
      service: 'sign-in',
      status: 'ok',
      detail: `OpenID provider ${issuer} is discoverable (${logout} sign-out at the provider; client authentication ${method}); register ${config.appUrl}/auth/callback`,
    },
  ]
}
