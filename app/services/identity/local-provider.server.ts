import { generateKeyPairSync } from 'node:crypto'
import express, { type Router } from 'express'
import type { Configuration, JWK, KoaContextWithOIDC } from 'oidc-provider'

/**
 * The built-in OpenID Connect provider, mounted at /oidc when no external issuer is configured.
 * A person signs in by typing a username (and optional names): a test-mode identity, so the whole
 * sign-in flow (discovery, authorization code with PKCE, token, userinfo) runs on a fresh machine.
 */

export interface LocalAccount {
  username: string
  firstName?: string
  lastName?: string
}

const USERNAME = /^[a-zA-Z0-9._-]{2,32}$/

/** oidc-provider's storage contract for one model (Session, Grant, AuthorizationCode, ...). */
export interface ProviderAdapter {
  upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void>
  find(id: string): Promise<Record<string, unknown> | undefined>
  findByUid(uid: string): Promise<Record<string, unknown> | undefined>
  findByUserCode(userCode: string): Promise<Record<string, unknown> | undefined>
  consume(id: string): Promise<void>
  destroy(id: string): Promise<void>
  revokeByGrantId(grantId: string): Promise<void>
}

/**
 * Where the provider keeps its state. Backed by the database, every instance of the store shares
 * sessions, codes, the signing key and the names people typed, so sign-in survives restarts and can
 * start on one instance and finish on another.
 */
export interface LocalProviderStore {
  adapter(model: string): ProviderAdapter
  /** The signing key every instance uses; `create` makes one if none is stored yet. */
  signingKey(create: () => Record<string, unknown>): Promise<Record<string, unknown>>
  saveAccount(id: string, account: LocalAccount): Promise<void>
  findAccount(id: string): Promise<LocalAccount | undefined>
}

export interface LocalProviderOptions {
  issuer: string
  clientId: string
  clientSecret: string
  redirectUri: string
  /** Where the provider's logout returns the browser (the store's APP_URL), registered for the client. */
  postLogoutRedirectUri: string
  cookieSecret: string
  store: LocalProviderStore
}

/** A new RS256 signing key for the built-in provider, as a private JWK. */
export function newSigningKey(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { ...privateKey.export({ format: 'jwk' }), kid: 'local', use: 'sig', alg: 'RS256' }
}

export async function createLocalIdentityProvider(options: LocalProviderOptions): Promise<Router> {
  const { store } = options
  const jwk = await store.signingKey(newSigningKey)

  const configuration: Configuration = {
    adapter: (model: string) => store.adapter(model),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        // RP-Initiated Logout 1.0, section 3.1: the only address the logout may send the browser back to.
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk as JWK] },
    cookies: { keys: [options.cookieSecret] },
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'given_name', 'family_name', 'name'],
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: endSessionAtOnce },
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    ttl: {
      Session: 60 * 60,
      Interaction: 10 * 60,
      Grant: 60 * 60,
      AccessToken: 60 * 10,
      AuthorizationCode: 60,
      IdToken: 60 * 10,
    },
    async findAccount(_ctx, id) {
      const account = (await store.findAccount(id)) ?? { username: id }
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            preferred_username: account.username,
            given_name: account.firstName,
            family_name: account.lastName,
            name: [account.firstName, account.lastName].filter(Boolean).join(' ') || account.username,
          }
        },
      }
    },
    // The store is this provider's only client: there is nothing to consent to.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const oidc = ctx.oidc
      const clientId = oidc.client!.clientId
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId)
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId)
        if (existing) return existing
      }
      const grant = new oidc.provider.Grant({ clientId, accountId: oidc.session!.accountId })
      grant.addOIDCScope('openid profile')
      await grant.save()
      return grant
    },
    renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = page(
        'Sign-in error',
        `<p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/">Return to the store</a></p>`,
      )
    },
  }

  // Loaded when the built-in provider is used, not on import: oidc-provider prints notices to the console
  // as it loads, which would come before the process routes its output into JSON log lines.
  const { default: Provider } = await import('oidc-provider')
  const provider = new Provider(options.issuer, configuration)
  provider.proxy = true
  const router = express.Router()

  router.get('/interaction/:uid', async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res)
      res.type('html').send(loginPage(details.uid, ''))
    } catch (error) {
      next(error)
    }
  })

  router.post('/interaction/:uid/login', loginForm, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res)
      const username = String(req.body.username ?? '').trim()
      if (!USERNAME.test(username)) {
        res
          .status(400)
          .type('html')
          .send(loginPage(details.uid, 'Username must be 2 to 32 letters, digits, dots, dashes or underscores.', req.body))
        return
      }
      const clean = (v: unknown) =>
        String(v ?? '')
          .trim()
          .slice(0, 64) || undefined
      await store.saveAccount(username.toLowerCase(), {
        username,
        firstName: clean(req.body.firstName),
        lastName: clean(req.body.lastName),
      })
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: username.toLowerCase() } },
        { mergeWithLastSubmission: false },
      )
    } catch (error) {
      next(error)
    }
  })

  router.get('/interaction/:uid/abort', async (req, res, next) => {
    try {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'Sign-in cancelled' },
        { mergeWithLastSubmission: false },
      )
    } catch (error) {
      next(error)
    }
  })

  router.use(provider.callback())
  return router
}

/**
 * The logout page (end_session_endpoint) of a browser still signed in here. The store is this
 * provider's only client and has just ended its own session, and this provider asks for a username at
 * every sign-in anyway, so there is nothing to ask the person: the provider session ends at once
 * (its grants revoked) and the browser goes back to the registered post_logout_redirect_uri, with or
 * without JavaScript.
 */
async function endSessionAtOnce(ctx: KoaContextWithOIDC) {
  const session = ctx.oidc.session!
  const state = (session.state ?? {}) as { postLogoutRedirectUri?: string; state?: string }
  for (const { grantId } of Object.values(session.authorizations ?? {})) {
    if (grantId) await (await ctx.oidc.provider.Grant.find(grantId))?.destroy()
  }
  // Its cookie now names no session: the next visit starts a new one.
  await session.destroy()
  const target = new URL(state.postLogoutRedirectUri ?? ctx.oidc.urlFor('end_session_success'))
  if (state.postLogoutRedirectUri && state.state) target.searchParams.set('state', state.state)
  ctx.status = 303
  ctx.redirect(target.href)
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ShirtSmith</title>
<style>
body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:2rem;max-width:24rem;width:calc(100% - 2rem);box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 .25rem}label{display:block;font-weight:600;margin:.9rem 0 .3rem;font-size:.95rem}
input{width:100%;box-sizing:border-box;padding:.6rem .7rem;border:1px solid #64748b;border-radius:8px;font-size:1rem}
input:focus{outline:3px solid #6366f1;outline-offset:1px}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:8px;background:#4338ca;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:999px;padding:.15rem .6rem;font-size:.8rem;font-weight:600}
.hint{color:#475569;font-size:.9rem}.error{color:#b91c1c;font-weight:600}a{color:#4338ca}
</style></head><body><main>${body}</main></body></html>`
}

function loginPage(uid: string, error: string, values: Record<string, unknown> = {}) {
  const v = (k: string) => escapeHtml(String(values[k] ?? ''))
  return page(
    'Sign in',
    `<span class="badge">Test mode</span>
<h1>Sign in to ShirtSmith</h1>
<p class="hint">This is the store's built-in test-mode sign-in. Choose any username; no password is needed.</p>
${error ? `<p class="error" role="alert" id="login-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/login" autocomplete="off">
<label for="username">Username</label>
<input id="username" name="username" required minlength="2" maxlength="32" pattern="[a-zA-Z0-9._\\-]{2,32}" value="${v('username')}" ${error ? 'aria-describedby="login-error" aria-invalid="true"' : ''} autofocus>
<label for="firstName">First name (optional)</label>
<input id="firstName" name="firstName" maxlength="64" value="${v('firstName')}">
<label for="lastName">Last name (optional)</label>
<input id="lastName" name="lastName" maxlength="64" value="${v('lastName')}">
<button type="submit">Sign in</button>
</form>
<p class="hint"><a href="/oidc/interaction/${escapeHtml(uid)}/abort">Cancel and return to the store</a></p>`,
  )
}

/** The sign-in form's fields are a username and two names: 4 KB is ample. */
const LOGIN_FORM_LIMIT = 4 * 1024

/**
 * Reads the urlencoded sign-in form into req.body, at most LOGIN_FORM_LIMIT bytes. Past that it answers
 * 413 with `Connection: close` at once and reads no more of the body (express.urlencoded would read a
 * body over its limit to the end before refusing it).
 */
const loginForm: express.RequestHandler = (req, res, next) => {
  const declared = Number(req.headers['content-length'] ?? 0)
  const refuse = () => {
    req.pause()
    res.setHeader('Connection', 'close')
    res.status(413).type('text/plain').send('The sign-in form is too large.')
  }
  if (declared > LOGIN_FORM_LIMIT) return refuse()
  const chunks: Buffer[] = []
  let received = 0
  const onData = (chunk: Buffer) => {
    received += chunk.length
    if (received > LOGIN_FORM_LIMIT) {
      req.removeListener('data', onData)
      req.removeListener('end', onEnd)
      return refuse()
    }
    chunks.push(chunk)
  }
  const onEnd = () => {
    req.body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
    next()
  }
  req.on('data', onData)
  req.once('end', onEnd)
  req.once('error', next)
}
