import { singleton } from './singleton.server.ts'
import type { z } from '~/lib/zod.ts'
import { realMoneyInTrialProblem, unsafeMixProblem } from './service-modes.server.ts'
import { EnvSchema } from './env-schema.server.ts'
import { parseOidcClientKey, type OidcClientKey } from './oidc-client-key.server.ts'
export type Env = z.infer<typeof EnvSchema>

export interface Config extends Omit<Env, 'GENERATED_SECRETS'> {
  GENERATED_SECRETS: 'on' | 'off'
  isProduction: boolean
  appUrl: string
  /**
   * APP_URL was not set: the store assumes http://localhost:$PORT and sends visitors who arrive on
   * another loopback name (127.0.0.1, [::1]) there first, so sign-in cookies and callbacks share one origin.
   */
  appUrlIsDefault: boolean
  database: { kind: 'postgres'; url: string; poolMax: number } | { kind: 'pglite'; dir: string }
  /** True when sign-in uses the built-in OpenID Connect provider mounted at /oidc. */
  localOidc: boolean
  oidc: {
    issuer: string
    clientId: string
    /** null when the client authenticates only with its private key. */
    clientSecret: string | null
    /** The private_key_jwt signing key (OIDC_CLIENT_PRIVATE_KEY), or null. */
    clientKey: OidcClientKey | null
    /** OIDC_CLIENT_AUTH_METHOD; null: chosen from the provider's discovery document. */
    authMethod: NonNullable<Env['OIDC_CLIENT_AUTH_METHOD']> | null
    scopes: string[]
  }
  /** Image storage in an S3-compatible bucket; null keeps images on the local disk. */
  s3: {
    bucket: string
    region: string
    endpoint?: string
    forcePathStyle: boolean
    credentials?: { accessKeyId: string; secretAccessKey: string }
  } | null
}

export class ConfigError extends Error {}

/** The placeholder .env.example shows for SESSION_SECRET: refused in production. */
export const EXAMPLE_SESSION_SECRET = 'long-random-string'
export const MIN_SESSION_SECRET_BYTES = 32

/** Parses an environment. Throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new ConfigError(`Invalid environment:\n${problems}`)
  }
  const e = parsed.data
  const isProduction = e.NODE_ENV === 'production'
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')

  const externalOidc = Boolean(e.OIDC_ISSUER)
  const clientKey = externalOidc ? oidcClientKey(e) : null
  if (!externalOidc && e.LOCAL_OIDC === 'off') {
    throw new ConfigError('Invalid environment:\n  LOCAL_OIDC is off but no OIDC_ISSUER is configured')
  }
  const trial = e.TRIAL_MODE === 'on'
  // The built-in provider signs anyone in as anyone: never on by accident in production.
  if (!externalOidc && isProduction && e.LOCAL_OIDC !== 'on' && !trial) {
    throw new ConfigError(
      'Invalid environment:\n  OIDC_ISSUER is not set; in production the built-in sign-in provider must be enabled explicitly with LOCAL_OIDC=on (or TRIAL_MODE=on)',
    )
  }
  // A secret generated per machine breaks sessions across instances and on a new disk, so production
  // wants SESSION_SECRET, whichever sign-in is used; only an explicit local trial may generate one.
  const generatedSecrets = e.GENERATED_SECRETS ?? (trial ? 'on' : 'off')
  if (isProduction && !e.SESSION_SECRET && generatedSecrets !== 'on') {
    throw new ConfigError(
      'Invalid environment:\n  SESSION_SECRET is required in production (or GENERATED_SECRETS=on / TRIAL_MODE=on for a single-machine trial, as `npm start` sets)',
    )
  }
  // The session secret signs every cookie: in production, a trial too, at least 32 bytes and never
  // the placeholder .env.example shows.
  if (isProduction && e.SESSION_SECRET) {
    const bytes = Buffer.byteLength(e.SESSION_SECRET)
    if (e.SESSION_SECRET === EXAMPLE_SESSION_SECRET) {
      throw new ConfigError(
        'Invalid environment:\n  SESSION_SECRET is the example value from .env.example; set a random one of at least 32 bytes (`openssl rand -hex 32`)',
      )
    }
    if (bytes < MIN_SESSION_SECRET_BYTES) {
      throw new ConfigError(
        `Invalid environment:\n  SESSION_SECRET is ${bytes} byte${bytes === 1 ? '' : 's'}; production needs at least ${MIN_SESSION_SECRET_BYTES} random bytes (\`openssl rand -hex 32\`)`,
      )
    }
  }
  if (Boolean(e.PRINTIFY_API_TOKEN) !== Boolean(e.PRINTIFY_SHOP_ID)) {
    throw new ConfigError('Invalid environment:\n  PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID must be set together')
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
  }
  // Real mail goes out from the operator's own domain; the .local default only names the offline mailbox.
  if (e.SMTP_URL && !env.MAIL_FROM?.trim()) {
    throw new ConfigError(
      'Invalid environment:\n  MAIL_FROM is required with SMTP_URL: the sender address on your own domain (with SPF and DKIM set up at your mail provider), e.g. MAIL_FROM="ShirtSmith <orders@your-domain.example>"',
    )
  }
  // Webhooks sent into the store's own network are an SSRF hole: never on a real production store.
  if (isProduction && e.WEBHOOK_LOCAL_URLS === 'on' && !trial) {
    throw new ConfigError(
      'Invalid environment:\n  WEBHOOK_LOCAL_URLS=on is refused in production (only a TRIAL_MODE=on trial may send webhooks to local addresses)',
    )
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY].filter(Boolean).length
  if (stripeKeys === 1) {
    throw new ConfigError('Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together')
  }

  const config: Config = {
    ...e,
    GENERATED_SECRETS: generatedSecrets,
    isProduction,
    appUrl,
    appUrlIsDefault: !e.APP_URL,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
      : { kind: 'pglite', dir: e.PGLITE_DIR ?? `${e.DATA_DIR.replace(/\/$/, '')}/db` },
    localOidc: !externalOidc,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : null,
    oidc: externalOidc
      ? {
          issuer: e.OIDC_ISSUER!,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET ?? null,
          clientKey,
          authMethod: e.OIDC_CLIENT_AUTH_METHOD ?? null,
          scopes: e.OIDC_SCOPES.split(/\s+/).filter(Boolean),
        }
      : {
          issuer: `${appUrl}/oidc`,
          clientId: 'shirtsmith-local',
          clientSecret: 'local-development-secret',
          clientKey: null,
          authMethod: null,
          scopes: ['openid', 'profile'],
        },
  }
  const unsafe = unsafeMixProblem(config) ?? realMoneyInTrialProblem(config)
  if (unsafe) throw new ConfigError(`Invalid environment:\n  ${unsafe}`)
  return config
}

/**
 * An outside provider needs the client's id and a credential: a secret (client_secret_basic or
 * client_secret_post) or a private key (private_key_jwt), whichever OIDC_CLIENT_AUTH_METHOD names.
 */
function oidcClientKey(e: Env): OidcClientKey | null {
  const problem = (text: string) => new ConfigError(`Invalid environment:\n  ${text}`)
  if (!e.OIDC_CLIENT_ID) throw problem('OIDC_CLIENT_ID is required with OIDC_ISSUER')
  if (!e.OIDC_CLIENT_SECRET && !e.OIDC_CLIENT_PRIVATE_KEY) {
    throw problem('OIDC_CLIENT_SECRET (or OIDC_CLIENT_PRIVATE_KEY for private_key_jwt) is required with OIDC_ISSUER')
  }
  const method = e.OIDC_CLIENT_AUTH_METHOD
  if (method === 'private_key_jwt' && !e.OIDC_CLIENT_PRIVATE_KEY) {
    throw problem('OIDC_CLIENT_AUTH_METHOD=private_key_jwt needs OIDC_CLIENT_PRIVATE_KEY')
  }
  if (method && method !== 'private_key_jwt' && !e.OIDC_CLIENT_SECRET) {
    throw problem(`OIDC_CLIENT_AUTH_METHOD=${method} needs OIDC_CLIENT_SECRET`)
  }
  if (!e.OIDC_CLIENT_PRIVATE_KEY) return null
  try {
    return parseOidcClientKey(e.OIDC_CLIENT_PRIVATE_KEY, e.OIDC_CLIENT_KEY_ID)
  } catch (error) {
    throw problem(`OIDC_CLIENT_PRIVATE_KEY ${(error as Error).message}`)
  }
}

/**
 * The process's configuration, read from the environment once. Kept with the other process-wide
 * resources (app/lib/singleton.server.ts), so the server, the Remix build and Vite's loader share one
 * reading, and a test file that starts over (tests/support/start-over.ts) reads its own.
 */
export function getConfig(): Config {
  return singleton('config', () => parseConfig(process.env))
}

/** Whether webhook endpoints may be http:// and on loopback or private addresses (ADR 130). */
export function webhookLocalUrlsAllowed(config: Pick<Config, 'WEBHOOK_LOCAL_URLS' | 'isProduction'>): boolean {
  return config.WEBHOOK_LOCAL_URLS ? config.WEBHOOK_LOCAL_URLS === 'on' : !config.isProduction
}
