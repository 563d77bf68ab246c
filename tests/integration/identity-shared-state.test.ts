import { createHash, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalIdentityProvider } from '../../app/services/identity/local-provider.server.ts'
import { databaseProviderStore } from '~/server/identity-store.server.ts'
import { freePort } from '../support/app-server.ts'
import { createTestDatabase, type TestKysely } from '../support/database.ts'

// The built-in sign-in provider keeps its state in the database: two provider instances on one
// database stand for two store instances (or one before and after a restart).

const CLIENT = { clientId: 'shirtsmith-local', clientSecret: 'local-development-secret' }
const REDIRECT_URI = 'http://127.0.0.1:9/auth/callback'

let db: TestKysely
let cleanup: () => Promise<void>
let issuer: string
const servers: Server[] = []

async function startInstance(port?: number): Promise<{ url: string; server: Server }> {
  port ??= await freePort()
  const app = express()
  app.use(
    '/oidc',
    await createLocalIdentityProvider({
      issuer,
      ...CLIENT,
      redirectUri: REDIRECT_URI,
      postLogoutRedirectUri: new URL(REDIRECT_URI).origin,
      cookieSecret: 'shared-cookie-secret',
      store: databaseProviderStore(db),
    }),
  )
  const server = createServer(app)
  await listen(server, port)
  servers.push(server)
  return { url: `http://127.0.0.1:${port}`, server }
}

/**
 * Listens on the port, waiting while it is taken: a restart reuses its port, which another file's
 * connection running beside this one may hold for a moment as its own end (an ephemeral port).
 */
async function listen(server: Server, port: number) {
  for (let attempt = 1; ; attempt++) {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      server.once('error', resolve)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', resolve)
        resolve(null)
      })
    })
    if (!error) return
    if (error.code !== 'EADDRINUSE' || attempt === 50) throw error
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A browser's cookie jar, enough for the provider's cookies (all on 127.0.0.1). */
class Browser {
  cookies = new Map<string, string>()
  async request(url: string, init: RequestInit = {}) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      // A new connection each time, so a restarted instance on the same port is reached afresh.
      headers: {
        ...(init.headers ?? {}),
        Connection: 'close',
        Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }
}

function authorizeUrl(base: string) {
  const verifier = randomBytes(32).toString('base64url')
  const url = new URL(`${base}/oidc/auth`)
  url.search = new URLSearchParams({
    client_id: CLIENT.clientId,
    response_type: 'code',
    scope: 'openid profile',
    redirect_uri: REDIRECT_URI,
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString()
  return { url: url.toString(), verifier }
}

const location = (response: Response, base: string) => new URL(response.headers.get('location')!, base).toString()

beforeAll(async () => {
  ;({ db, cleanup } = await createTestDatabase())
  issuer = `http://127.0.0.1:${await freePort()}/oidc`
})
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    server.close()
  }
  await cleanup?.()
})

describe('the built-in provider across instances', () => {
  it('issues a code on one instance that another redeems, with the same keys and the names typed', async () => {
    const a = await startInstance()
    const b = await startInstance()
    const browser = new Browser()
    const { url, verifier } = authorizeUrl(a.url)

    const toLogin = await browser.request(url)
    expect(toLogin.status).toBe(303)
    const interaction = location(toLogin, a.url)
    expect(interaction).toMatch(/\/oidc\/interaction\//)
    // The login form is posted to the other instance.
    const loggedIn = await browser.request(`${interaction.replace(a.url, b.url)}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'Ada_L', firstName: 'Ada', lastName: 'Lovelace' }).toString(),
    })
    expect(loggedIn.status).toBe(303)
    // ...and the authorization resumes on the first.
    const resumed = await browser.request(location(loggedIn, b.url).replace(b.url, a.url))
    expect(resumed.status).toBe(303)
    const callback = new URL(location(resumed, a.url))
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI)
    const code = callback.searchParams.get('code')!
    expect(code).toBeTruthy()

    // The code is redeemed on instance B.
    const token = await fetch(`${b.url}/oidc/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      }).toString(),
    })
    expect(token.status).toBe(200)
    const tokens = await token.json()
    expect(tokens.id_token).toBeTruthy()

    // Both instances publish the same signing key, so the ID token verifies against either.
    const [keysA, keysB] = await Promise.all([a.url, b.url].map(async (u) => (await fetch(`${u}/oidc/jwks`)).json()))
    expect(keysA).toEqual(keysB)

    // Userinfo from instance A knows the names typed on instance B.
    const me = await fetch(`${a.url}/oidc/me`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({
      sub: 'ada_l',
      preferred_username: 'Ada_L',
      given_name: 'Ada',
      family_name: 'Lovelace',
    })

    // A code works once, whichever instance is asked.
    const again = await fetch(`${a.url}/oidc/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      }).toString(),
    })
    expect(again.status).toBe(400)
  })

  it('keeps a signed-in session through a restart: the next sign-in needs no login', async () => {
    const port = await freePort()
    const first = await startInstance(port)
    const browser = new Browser()
    const toLogin = await browser.request(authorizeUrl(first.url).url)
    const loggedIn = await browser.request(`${location(toLogin, first.url)}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'grace' }).toString(),
    })
    const resumed = await browser.request(location(loggedIn, first.url))
    expect(new URL(location(resumed, first.url)).searchParams.get('code')).toBeTruthy()

    // Restart: a new provider on the same port and database, nothing kept in memory.
    first.server.closeAllConnections()
    await new Promise((resolve) => first.server.close(resolve))
    const restarted = await startInstance(port)
    const direct = await browser.request(authorizeUrl(restarted.url).url)
    expect(direct.status).toBe(303)
    const callback = new URL(location(direct, restarted.url))
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI)
    expect(callback.searchParams.get('code')).toBeTruthy()
  })
})
