/** What the modes are read from: the parsed configuration (declared here so config.server.ts can call in). */
export interface ModeConfig {
  isProduction: boolean
  TRIAL_MODE: 'on' | 'off'
  DATA_DIR: string
  database: { kind: 'postgres' } | { kind: 'pglite'; dir: string }
  s3: { bucket: string } | null
  localOidc: boolean
  oidc: { issuer: string }
  STRIPE_SECRET_KEY?: string
  OPENAI_API_KEY?: string
  OPENAI_IMAGE_MODEL: string
  PRINTIFY_API_TOKEN?: string
  PRINTIFY_SHOP_ID?: string
  PRINTIFY_SEND_TO_PRODUCTION: 'on' | 'off'
  PRINTIFY_BASE_URL: string
  STRIPE_API_BASE?: string
  SMTP_URL?: string
  PAYPAL_CLIENT_ID?: string
  PAYPAL_BASE_URL: string
}

/**
 * Which implementation each outside service runs on: the real provider, or the store's built-in
 * test stand-in. Read from the configuration alone, so the start-up log, the footer, the mailbox
 * page and `npm run doctor` all tell the same story.
 */
export type ServiceName =
  'database' | 'storage' | 'sign-in' | 'payments' | 'image generation' | 'fulfilment' | 'e-mail' | 'payouts'

export interface ServiceMode {
  service: ServiceName
  /** `real`: a provider outside this process does the work. `test`: a built-in stand-in simulates it. */
  mode: 'real' | 'test'
  /** What is used, in words for an operator ("Stripe (live key)", "offline mailbox in ./data/mailbox"). */
  implementation: string
  /** Money or personal data passes through it: a stand-in here beside real services loses either. */
  carriesMoneyOrPersonalData: boolean
}

/** A Stripe secret or restricted key for live payments (sk_live_…, rk_live_…); test keys move no money. */
export function isLiveStripeKey(key: string | undefined): boolean {
  return Boolean(key && /^(sk|rk)_live_/.test(key))
}

export function serviceModes(config: ModeConfig): ServiceMode[] {
  const stripeKey = config.STRIPE_SECRET_KEY
  const paypalSandbox = /sandbox/.test(config.PAYPAL_BASE_URL)
  return [
    {
      service: 'database',
      mode: 'real',
      implementation: config.database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.database.dir}`,
      carriesMoneyOrPersonalData: false,
    },
    {
      service: 'storage',
      mode: 'real',
      implementation: config.s3 ? `S3 bucket ${config.s3.bucket}` : `local disk in ${config.DATA_DIR}`,
      carriesMoneyOrPersonalData: false,
    },
    config.localOidc
      ? {
          service: 'sign-in',
          mode: 'test',
          implementation: 'built-in provider at /oidc, anyone signs in as any name',
          carriesMoneyOrPersonalData: true,
        }
      : {
          service: 'sign-in',
          mode: 'real',
          implementation: `OpenID Connect provider ${config.oidc.issuer}`,
          carriesMoneyOrPersonalData: true,
        },
    isLiveStripeKey(stripeKey)
      ? { service: 'payments', mode: 'real', implementation: 'Stripe (live key)', carriesMoneyOrPersonalData: true }
      : {
          service: 'payments',
          mode: 'test',
          implementation: stripeKey ? 'Stripe test mode, no money moves' : 'built-in test card processor',
          carriesMoneyOrPersonalData: true,
        },
    config.OPENAI_API_KEY
      ? {
          service: 'image generation',
          mode: 'real',
          implementation: `OpenAI-compatible API (${config.OPENAI_IMAGE_MODEL})`,
          carriesMoneyOrPersonalData: false,
        }
      : { service: 'image generation', mode: 'test', implementation: 'offline generator', carriesMoneyOrPersonalData: false },
    config.PRINTIFY_API_TOKEN
      ? {
          service: 'fulfilment',
          mode: 'real',
          implementation: `Printify shop ${config.PRINTIFY_SHOP_ID}`,
          carriesMoneyOrPersonalData: true,
        }
      : {
          service: 'fulfilment',
          mode: 'test',
          implementation: 'offline fulfilment, nothing is printed',
          carriesMoneyOrPersonalData: true,
        },
    config.SMTP_URL
      ? {
          service: 'e-mail',
          mode: 'real',
          implementation: `SMTP ${new URL(config.SMTP_URL).host}`,
          carriesMoneyOrPersonalData: true,
        }
      : {
          service: 'e-mail',
          mode: 'test',
          implementation: `offline mailbox in ${config.DATA_DIR}/mailbox`,
          carriesMoneyOrPersonalData: true,
        },
    // Payouts run from `npm run payouts`, never from a web request. Without PayPal credentials they are
    // written as PayPal's bulk-payout file for a person to upload: money still moves, by hand.
    config.PAYPAL_CLIENT_ID && !paypalSandbox
      ? { service: 'payouts', mode: 'real', implementation: 'PayPal Payouts', carriesMoneyOrPersonalData: false }
      : {
          service: 'payouts',
          mode: 'test',
          implementation: config.PAYPAL_CLIENT_ID ? 'PayPal sandbox' : 'PayPal bulk-payout file to upload by hand',
          carriesMoneyOrPersonalData: false,
        },
  ]
}

/** True where the store may run test stand-ins: outside production, or in a production trial (TRIAL_MODE=on). */
export function allowsStandIns(config: Pick<ModeConfig, 'isProduction' | 'TRIAL_MODE'>): boolean {
  return !config.isProduction || config.TRIAL_MODE === 'on'
}

/**
 * Why this configuration must not start, or null. In production, unless TRIAL_MODE=on says this is a
 * trial, every service that carries money or personal data (sign-in, payments, fulfilment, e-mail)
 * must be real: a test payment beside real fulfilment orders prints for free, and an offline mailbox
 * beside real customers keeps their names and addresses in files anyone could be shown.
 */
export function unsafeMixProblem(config: ModeConfig): string | null {
  if (allowsStandIns(config)) return null
  const standIns = serviceModes(config).filter((s) => s.mode === 'test' && s.carriesMoneyOrPersonalData)
  if (standIns.length === 0) return null
  const list = standIns.map((s) => `${s.service} (${s.implementation})`).join(', ')
  return (
    `in production, sign-in, payments, fulfilment and e-mail must be real services, but these are test stand-ins: ${list}. ` +
    'Configure them (see .env.example and docs/deploy.md), or set TRIAL_MODE=on for a trial that takes no real orders (`npm start` does).'
  )
}

/**
 * Why this trial must not start, or null. A trial takes the test card, so every real provider that
 * moves money or prints must be in its own test mode: a live Stripe key charges real cards, Printify
 * orders sent to production are printed and shipped at the shop's cost (held as drafts with
 * PRINTIFY_SEND_TO_PRODUCTION=off they are not), and PayPal outside its sandbox pays creators.
 */
export function realMoneyInTrialProblem(config: ModeConfig): string | null {
  if (!config.isProduction || config.TRIAL_MODE !== 'on') return null
  const real: string[] = []
  if (isLiveStripeKey(config.STRIPE_SECRET_KEY) && !isLocal(config.STRIPE_API_BASE)) {
    real.push('payments (Stripe (live key)): use sk_test_/pk_test_ keys')
  }
  if (config.PRINTIFY_API_TOKEN && config.PRINTIFY_SEND_TO_PRODUCTION === 'on' && !isLocal(config.PRINTIFY_BASE_URL)) {
    real.push(
      `fulfilment (Printify shop ${config.PRINTIFY_SHOP_ID}, orders sent to production): set PRINTIFY_SEND_TO_PRODUCTION=off`,
    )
  }
  if (config.PAYPAL_CLIENT_ID && !/sandbox/.test(config.PAYPAL_BASE_URL) && !isLocal(config.PAYPAL_BASE_URL)) {
    real.push('payouts (PayPal Payouts): use the sandbox PAYPAL_BASE_URL')
  }
  if (real.length === 0) return null
  return (
    `a trial (TRIAL_MODE=on) takes test-card orders, so no provider may move real money or print for real: ${real.join('; ')}. ` +
    'Or run real services with TRIAL_MODE=off.'
  )
}

/** A provider API on this machine (a stand-in under test), which no money or print passes through. */
function isLocal(baseUrl: string | undefined): boolean {
  if (!baseUrl) return false
  const host = new URL(baseUrl).hostname
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host)
}

/** The services simulated by the store, as the footer names them to shoppers. */
export function simulatedForShoppers(config: ModeConfig): string[] {
  const names: Partial<Record<ServiceName, string>> = {
    'sign-in': 'sign-in',
    payments: 'payments',
    'image generation': 'image generation',
    fulfilment: 'printing and shipping',
  }
  return serviceModes(config)
    .filter((s) => s.mode === 'test' && names[s.service])
    .map((s) => names[s.service]!)
}
