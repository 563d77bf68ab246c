import { z } from 'zod'

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional()
const flag = z.enum(['on', 'off', 'auto']).default('auto')

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optional,
  APP_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: optional,
  SESSION_SECRET: optional,

  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_SCOPES: z.string().default('openid profile email'),
  LOCAL_OIDC: flag,

  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optionalUrl,

  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(180_000),

  PRINTIFY_API_TOKEN: optional,
  PRINTIFY_SHOP_ID: optional,
  PRINTIFY_BASE_URL: z.url().default('https://api.printify.com'),
  PRINTIFY_WEBHOOK_SECRET: optional,

  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  PAYPAL_BASE_URL: z.url().default('https://api-m.paypal.com'),
})

export type Env = z.infer<typeof EnvSchema>

export interface Config extends Env {
  isProduction: boolean
  appUrl: string
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string }
  /** True when sign-in uses the built-in OpenID Connect provider mounted at /oidc. */
  localOidc: boolean
  oidc: { issuer: string; clientId: string; clientSecret: string; scopes: string[] }
}

export class ConfigError extends Error {}

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
  if (externalOidc && (!e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET)) {
    throw new ConfigError('Invalid environment:\n  OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required with OIDC_ISSUER')
  }
  if (!externalOidc && e.LOCAL_OIDC === 'off') {
    throw new ConfigError('Invalid environment:\n  LOCAL_OIDC is off but no OIDC_ISSUER is configured')
  }
  // The built-in provider signs anyone in as anyone: never on by accident in production.
  if (!externalOidc && isProduction && e.LOCAL_OIDC !== 'on') {
    throw new ConfigError(
      'Invalid environment:\n  OIDC_ISSUER is not set; in production the built-in sign-in provider must be enabled explicitly with LOCAL_OIDC=on',
    )
  }
  if (isProduction && !e.SESSION_SECRET && e.LOCAL_OIDC !== 'on') {
    throw new ConfigError('Invalid environment:\n  SESSION_SECRET is required in production')
  }
  if (Boolean(e.PRINTIFY_API_TOKEN) !== Boolean(e.PRINTIFY_SHOP_ID)) {
    throw new ConfigError('Invalid environment:\n  PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID must be set together')
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY].filter(Boolean).length
  if (stripeKeys === 1) {
    throw new ConfigError('Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together')
  }

  return {
    ...e,
    isProduction,
    appUrl,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: e.PGLITE_DIR ?? `${e.DATA_DIR.replace(/\/$/, '')}/db` },
    localOidc: !externalOidc,
    oidc: externalOidc
      ? {
          issuer: e.OIDC_ISSUER!,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET!,
          scopes: e.OIDC_SCOPES.split(/\s+/).filter(Boolean),
        }
      : {
          issuer: `${appUrl}/oidc`,
          clientId: 'shirtsmith-local',
          clientSecret: 'local-development-secret',
          scopes: ['openid', 'profile'],
        },
  }
}

let cached: Config | undefined
export function getConfig(): Config {
  cached ??= parseConfig(process.env)
  return cached
}
