import { z } from '~/lib/zod.ts'

// The store's environment variables: each one's type, default and accepted values. What they mean
// together (production rules, derived settings) is app/lib/config.server.ts.

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
/** `on`/`off`, with `true`/`false` accepted as the same. */
const toggle = (fallback: 'on' | 'off') =>
  z
    .enum(['on', 'off', 'true', 'false'])
    .default(fallback)
    .transform((v) => (v === 'on' || v === 'true' ? 'on' : 'off'))
/** `<per visitor>,<per account>/<seconds>`: requests allowed in a window, e.g. `6,12/60`. */
const limit = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .pipe(z.string().regex(/^\d+,\d+\/\d+$/, 'expected <per visitor>,<per account>/<seconds>, e.g. 6,12/60'))
    .transform((value) => {
      const [points, seconds] = value.split('/')
      const [visitor, account] = points!.split(',').map(Number)
      return {
        visitor: { points: visitor!, duration: Number(seconds) },
        account: { points: account!, duration: Number(seconds) },
      }
    })

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optional,
  APP_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /**
   * PostgreSQL connections one process may hold, all of them: its queries, the job queue's and the
   * rate limiter's share this one pool. Budget the server's max_connections as processes × this.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
  PGLITE_DIR: optional,
  SESSION_SECRET: optional,
  /**
   * `on` lets a production process without SESSION_SECRET generate one once into $DATA_DIR (one
   * machine only; `npm start` sets it for local trials). Off, production refuses to start without it.
   */
  GENERATED_SECRETS: z.enum(['on', 'off']).optional(),
  /**
   * `on`: a trial. Production may then run the built-in test stand-ins (sign-in, card processor,
   * fulfilment, mailbox) beside real services, the footer says so, and /dev/mailbox exists; it also
   * lets the built-in sign-in provider and a generated session secret run. `npm start` sets it. Off,
   * production refuses to start unless sign-in, payments, fulfilment and e-mail are all real.
   */
  TRIAL_MODE: z.enum(['on', 'off']).default('off'),
  /** Whether this web process also runs background jobs; `npm run worker` runs them on their own. */
  RUN_JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * Fault drill only (tests/integration/fault-drills.test.ts): `on` makes the no-JavaScript checkout
   * kill its own process with SIGKILL right after the card payment succeeded and before the order is
   * written, to prove the reconciliation job recovers the order. Never set it on a real store.
   */
  TEST_CRASH_AFTER_PAYMENT: z.enum(['on', 'off']).default('off'),
  /**
   * How long an outbox job claimed by an instance stays its own without a heartbeat (renewed every
   * sixth of it while the job is worked): a submission whose instance died is taken over this soon.
   */
  FULFILMENT_LEASE_SECONDS: z.coerce.number().int().min(10).default(30),
  /** Designs drawn at once by this instance; more wait in line (in the database) and show their place. */
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /**
   * How long one run of a design job may take before the job queue presumes its instance dead and
   * runs it again elsewhere. Unset: the OpenAI timeout plus two minutes. Tests set a few seconds.
   */
  GENERATION_EXPIRE_SECONDS: z.coerce.number().int().min(5).optional(),
  /**
   * Seconds between the job queue's maintenance runs (expiring runs whose instance died, archiving).
   * Unset: pg-boss's two minutes. Tests that kill an instance set a few seconds.
   */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).optional(),
  /**
   * Seconds a background job's instance may go without renewing its run (every third of it) before
   * another instance fails the run and it runs again: a sweep held by an instance killed with -9 is
   * taken over this soon, not at the queue's expiry minutes later (ADR 158).
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(3).default(30),
  /**
   * Seconds before each retry of a failed outgoing webhook, comma-separated (ADR 130). Unset: the
   * Standard Webhooks specification's example, 5 s up to 24 h over about three days. Tests set seconds.
   */
  WEBHOOK_RETRY_SCHEDULE: optional.pipe(
    z
      .string()
      .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'comma-separated whole seconds, e.g. 5,300,1800')
      .optional(),
  ),
  /** How long one webhook POST may take before it counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(15_000),
  /**
   * `on` lets webhook endpoints be http:// and on loopback or private addresses (local receivers,
   * tests). Default: on outside production, off in production; a production store refuses it
   * unless it is a declared trial (TRIAL_MODE=on).
   */
  WEBHOOK_LOCAL_URLS: z.enum(['on', 'off']).optional(),
  /** How long POST /api/designs/generate and /from-image wait for their job before answering 504. */
  GENERATION_WAIT_MS: z.coerce.number().int().min(1000).default(240_000),
  /** How long SIGTERM waits for in-flight requests and jobs before closing anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(25_000),
  /** On SIGTERM, how long /readyz answers 503 while still accepting, so a load balancer moves away. */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  TRUST_PROXY: optional,
  /** This process's name in its log lines; default host name and process id (docs/deploy.md "Logs and metrics"). */
  INSTANCE_ID: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._:-]{1,128}$/, 'letters, digits and ._:- only, at most 128')
      .optional(),
  ),
  /** /metrics answers a scraper sending `Authorization: Bearer <this>`; without it (and METRICS_PORT) it is 404. */
  METRICS_TOKEN: optional.pipe(z.string().min(16, 'at least 16 characters').optional()),
  /** A port of its own (on HOST) that serves /metrics without a token: keep it off the public network. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * A port of its own (on HOST) answering /healthz and /readyz from a thread beside the event loop, so
   * a busy process still answers its probes at once (ADR 140). Unset: no such listener.
   */
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The health port answers 503 once the event loop has not run for this long (ms): blocked, not busy. */
  HEALTH_LOOP_STALL_MS: z.coerce.number().int().min(100).default(5000),

  /** Requests the web process works on at once; past it new ones get 503 + Retry-After (ADR 118). 0: no limit. */
  ADMISSION_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(32),
  /** New requests also get 503 while the event loop's p99 delay over the last half second is above this (ms). 0: off. */
  ADMISSION_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /**
   * Connections the kernel keeps waiting for the web process to accept (the listen queue). Node's
   * default, 511, drops the SYNs of a larger burst, and each dropped one costs its client a second or
   * more; the kernel caps it at net.core.somaxconn (4096 since Linux 5.4).
   */
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65535).default(4096),
  /**
   * Sockets the web process binds its port with (SO_REUSEPORT, Linux only; elsewhere 1). The event loop
   * accepts one connection per socket per turn, so with one socket a burst of a thousand new connections
   * waited seconds in the listen queue (ADR 185).
   */
  ACCEPT_LISTENERS: z.coerce.number().int().min(1).max(4096).default(1024),
  ADMISSION_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(600).default(2),
  /** How long the web process trusts the database's cache version stamp before reading it again (ms). 0: every request. */
  PAGE_CACHE_VERSION_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),

  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_GENERATION: limit('6,12/60'),
  RATE_LIMIT_UPLOAD: limit('10,20/60'),
  RATE_LIMIT_UPVOTE: limit('30,60/60'),
  RATE_LIMIT_SIGN_IN: limit('10,10/60'),
  RATE_LIMIT_ORDER: limit('10,20/60'),
  RATE_LIMIT_PAYMENT_INTENT: limit('20,40/60'),
  /** Creators open tens of shops in a sitting (issue #26): 60 an hour per account, 5 per signed-out visitor. */
  RATE_LIMIT_SHOP_CREATE: limit('5,60/3600'),
  /** Reports of designs (ADR 127): few per visitor, since three reporters hide a design until reviewed. */
  RATE_LIMIT_REPORT: limit('5,10/3600'),
  /**
   * Every /api call (issue #26, ADR 131): per visitor, per account, per window; its RateLimit headers
   * are on every /api answer. Generous: it is there so one runaway script cannot starve the others.
   */
  RATE_LIMIT_API: limit('300,600/60'),
  DAILY_GENERATIONS_PER_VISITOR: z.coerce.number().int().min(0).default(50),
  DAILY_GENERATIONS_PER_ACCOUNT: z.coerce.number().int().min(0).default(200),

  /**
   * Operators (ADR 127): the OpenID Connect subjects (the `sub` claim of the configured issuer) and
   * e-mail addresses, comma-separated, whose accounts may use the console at /admin.
   */
  ADMIN_SUBJECTS: z.string().default(''),
  ADMIN_EMAILS: z.string().default(''),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  /**
   * How the store authenticates at the provider's token endpoint (OpenID Connect Core 1.0, section 9).
   * Unset: chosen from the discovery document's token_endpoint_auth_methods_supported and the
   * credentials configured (ADR 164). Set it when the client was registered for one method.
   */
  OIDC_CLIENT_AUTH_METHOD: z.enum(['client_secret_basic', 'client_secret_post', 'private_key_jwt']).optional(),
  /** private_key_jwt: the client's private key, PEM or a private JWK as JSON (RSA → RS256, P-256 → ES256). */
  OIDC_CLIENT_PRIVATE_KEY: optional,
  /** The `kid` of OIDC_CLIENT_PRIVATE_KEY as registered with the provider (default: the JWK's `kid`). */
  OIDC_CLIENT_KEY_ID: optional,
  OIDC_SCOPES: z.string().default('openid profile email'),
  LOCAL_OIDC: flag,

  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optionalUrl,
  /** Taxes on the checkout (ADR 167): Stripe Tax with Stripe's keys, the offline estimate without; `off` charges none. */
  TAXES: z.enum(['on', 'off']).default('on'),

  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(180_000),
  // A shirt print is portrait: 1024x1536 at high quality unless configured otherwise.
  OPENAI_IMAGE_SIZE: z
    .string()
    .regex(/^(\d{3,4}x\d{3,4}|auto)$/, 'WIDTHxHEIGHT or auto')
    .default('1024x1536'),
  OPENAI_IMAGE_QUALITY: z.enum(['low', 'medium', 'high', 'auto']).default('high'),
  /** Screen prompts and uploads with /v1/moderations first; `off` for servers without it (LocalAI). */
  OPENAI_MODERATION: toggle('on'),
  /** Stream partial pictures: `auto` for gpt-image models, `on` for any model but dall-e, `off` never. */
  OPENAI_IMAGE_STREAM: z
    .enum(['auto', 'on', 'off', 'true', 'false'])
    .default('auto')
    .transform((v) => (v === 'true' ? 'on' : v === 'false' ? 'off' : v)),
  /** Partial pictures a streamed generation sends while it draws, 0–3; 0 turns streaming off. */
  OPENAI_IMAGE_PARTIALS: z.coerce.number().int().min(0).max(3).default(2),
  IMAGE_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  /** The offline background removal of uploads (ADR 129): off on a host too small for the model's ~1 GB while it runs. */
  BACKGROUND_REMOVAL: z.enum(['on', 'off']).default('on'),
  /** How long a background removal may take before the upload goes on with its background (ms). */
  BACKGROUND_REMOVAL_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(90_000),
  /**
   * Uploaded pictures (ADR 133): `manual` waits for an operator's approval in /admin/moderation,
   * `auto` publishes one the screening passed. Unset: `auto` when OpenAI's moderation screens the
   * picture, `manual` offline (nothing offline can judge what a picture shows).
   */
  UPLOAD_REVIEW: z.enum(['auto', 'manual']).optional(),

  PRINTIFY_API_TOKEN: optional,
  PRINTIFY_SHOP_ID: optional,
  PRINTIFY_BASE_URL: z.url().default('https://api.printify.com'),
  PRINTIFY_WEBHOOK_SECRET: optional,
  /** Each call to Printify gives up after this long; the outbox retries a timed-out submission. */
  PRINTIFY_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * `on`: each order is sent to production once Printify has it; `off`: orders stay on hold for the
   * shop to approve in Printify's dashboard.
   */
  PRINTIFY_SEND_TO_PRODUCTION: toggle('on'),

  S3_BUCKET: optional,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  IMAGE_PUBLIC_URL: optionalUrl,

  SMTP_URL: optionalUrl,
  /** Required with SMTP_URL; the default only labels the offline mailbox's .eml files. */
  MAIL_FROM: z.string().trim().min(3).default('ShirtSmith <orders@shirtsmith.local>'),

  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  PAYPAL_BASE_URL: z.url().default('https://api-m.paypal.com'),
  /**
   * The id PayPal gave the webhook subscribed to $APP_URL/api/webhooks/paypal: every delivery is
   * verified with PayPal against it (verify-webhook-signature); without it deliveries are refused.
   */
  PAYPAL_WEBHOOK_ID: optional,
  /** How long a webhook waits for PayPal's verdict before answering 503 (PayPal delivers again). */
  PAYPAL_WEBHOOK_VERIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
})
