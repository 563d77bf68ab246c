import { sql } from 'kysely'
import nodemailer from 'nodemailer'
import OpenAI from 'openai'
import { pendingMigrations } from '#db/connect.ts'
import type { Config } from '~/lib/config.server.ts'
import { isLiveStripeKey, serviceModes, type ServiceName } from '~/lib/service-modes.server.ts'
import { createStripeClient, STRIPE_API_VERSION } from '~/services/payments/stripe.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { checkSignIn } from './sign-in.ts'
import { checkStorage } from './storage.ts'

/** One line of `npm run doctor`: a real service checked for real, or a stand-in named as such. */
export interface CheckResult {
  service: ServiceName | 'store'
  status: 'ok' | 'fail' | 'warn' | 'test'
  detail: string
}

const TIMEOUT_MS = 10_000

/** The Stripe events the store's webhook handles; its endpoint must send at least these. */
export const STRIPE_WEBHOOK_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
  'refund.failed',
  'charge.refund.updated',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
]

/** The Printify webhook topics the store follows orders by. */
export const PRINTIFY_WEBHOOK_TOPICS = [
  'order:updated',
  'order:sent-to-production',
  'order:shipment:created',
  'order:shipment:delivered',
]

type Check = (config: Config) => Promise<CheckResult[]>

async function getJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  const text = await response.text()
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 200)}`)
  return JSON.parse(text) as unknown
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

const checkDatabase: Check = async (config) => {
  const db = getDb()
  await sql`select 1`.execute(db)
  const pending = await pendingMigrations(db)
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'
  return [
    pending.length
      ? {
          service: 'database',
          status: 'warn',
          detail: `${where} answers; ${pending.length} migration(s) not applied yet (they run at start): ${pending.join(', ')}`,
        }
      : { service: 'database', status: 'ok', detail: `${where} answers; every migration applied` },
  ]
}

const checkEmail: Check = async (config) => {
  if (!config.SMTP_URL) return []
  const transport = nodemailer.createTransport(config.SMTP_URL, { connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS })
  try {
    await transport.verify()
  } finally {
    transport.close()
  }
  const from = /@([^>\s]+)>?\s*$/.exec(config.MAIL_FROM)?.[1] ?? ''
  const results: CheckResult[] = [
    { service: 'e-mail', status: 'ok', detail: `SMTP server accepts the login; sending as ${config.MAIL_FROM}` },
  ]
  if (!from || /\.(local|localhost|example|invalid|test)$/i.test(from) || /(^|\.)example\.(com|org|net)$/i.test(from)) {
    results.push({
      service: 'e-mail',
      status: 'fail',
      detail: `MAIL_FROM's domain "${from}" cannot be a real sender: use your own domain (with SPF and DKIM)`,
    })
  }
  return results
}

const checkStripe: Check = async (config) => {
  const key = config.STRIPE_SECRET_KEY
  if (!key) return []
  const results: CheckResult[] = []
  const live = isLiveStripeKey(key)
  const publishableLive = config.STRIPE_PUBLISHABLE_KEY?.startsWith('pk_live_') ?? false
  if (live !== publishableLive) {
    results.push({
      service: 'payments',
      status: 'fail',
      detail: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are not of one mode (live and test mixed)',
    })
  }
  const stripe = createStripeClient({ secretKey: key, apiBase: config.STRIPE_API_BASE })
  const balance = await stripe.balance.retrieve()
  results.push({
    service: 'payments',
    status: 'ok',
    detail: `Stripe ${live ? 'live' : 'test'} key works (balance in ${balance.available.map((b) => b.currency).join(', ') || 'no currency yet'})`,
  })
  if (!config.STRIPE_WEBHOOK_SECRET?.startsWith('whsec_')) {
    results.push({
      service: 'payments',
      status: 'fail',
      detail:
        'STRIPE_WEBHOOK_SECRET is missing or not a signing secret (whsec_…): orders paid by bank debit or Checkout would never be made',
    })
  }
  const url = `${config.appUrl}/api/webhooks/stripe`
  try {
    const endpoints = await stripe.webhookEndpoints.list({ limit: 100 })
    const endpoint = endpoints.data.find((e) => e.url === url && e.status === 'enabled')
    if (!endpoint) {
      results.push({ service: 'payments', status: 'fail', detail: `no enabled Stripe webhook endpoint at ${url}` })
    } else {
      const missing = endpoint.enabled_events.includes('*')
        ? []
        : STRIPE_WEBHOOK_EVENTS.filter((e) => !endpoint.enabled_events.includes(e))
      if (missing.length)
        results.push({ service: 'payments', status: 'fail', detail: `the webhook endpoint does not send ${missing.join(', ')}` })
      if (endpoint.api_version && endpoint.api_version !== STRIPE_API_VERSION) {
        results.push({
          service: 'payments',
          status: 'fail',
          detail: `the webhook endpoint speaks API version ${endpoint.api_version}; the store reads ${STRIPE_API_VERSION}`,
        })
      }
      if (!missing.length)
        results.push({
          service: 'payments',
          status: 'ok',
          detail: `webhook endpoint ${url} is enabled with every event the store handles`,
        })
    }
  } catch (error) {
    // A restricted key may not read webhook endpoints: say what could not be checked.
    results.push({
      service: 'payments',
      status: 'warn',
      detail: `could not list webhook endpoints (${message(error)}); check ${url} in Stripe's dashboard`,
    })
  }
  return results
}

const checkPrintify: Check = async (config) => {
  if (!config.PRINTIFY_API_TOKEN) return []
  const base = config.PRINTIFY_BASE_URL.replace(/\/$/, '')
  const headers = { Authorization: `Bearer ${config.PRINTIFY_API_TOKEN}`, 'User-Agent': 'ShirtSmith doctor' }
  const shops = (await getJson(`${base}/v1/shops.json`, { headers })) as { id: number; title?: string }[]
  const shop = shops.find((s) => String(s.id) === config.PRINTIFY_SHOP_ID)
  if (!shop)
    return [
      {
        service: 'fulfilment',
        status: 'fail',
        detail: `the Printify token has no shop ${config.PRINTIFY_SHOP_ID} (it has ${shops.map((s) => s.id).join(', ') || 'none'})`,
      },
    ]
  const results: CheckResult[] = [
    {
      service: 'fulfilment',
      status: 'ok',
      detail: `Printify shop ${shop.id}${shop.title ? ` "${shop.title}"` : ''} is reachable with the token`,
    },
  ]
  const url = `${config.appUrl}/api/webhooks/printify`
  const hooks = (await getJson(`${base}/v1/shops/${shop.id}/webhooks.json`, { headers })) as { topic: string; url: string }[]
  const missing = PRINTIFY_WEBHOOK_TOPICS.filter((topic) => !hooks.some((h) => h.topic === topic && h.url === url))
  results.push(
    missing.length
      ? {
          service: 'fulfilment',
          status: 'warn',
          detail: `no Printify webhook to ${url} for ${missing.join(', ')}: order status then moves only by the status poll`,
        }
      : { service: 'fulfilment', status: 'ok', detail: `Printify webhooks reach ${url} for every order topic` },
  )
  if (!config.PRINTIFY_WEBHOOK_SECRET)
    results.push({
      service: 'fulfilment',
      status: 'fail',
      detail: 'PRINTIFY_WEBHOOK_SECRET is not set: signed webhooks would be refused',
    })
  return results
}

const checkOpenAI: Check = async (config) => {
  if (!config.OPENAI_API_KEY) return []
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeout: TIMEOUT_MS,
    maxRetries: 0,
  })
  const model = await client.models.retrieve(config.OPENAI_IMAGE_MODEL)
  return [
    {
      service: 'image generation',
      status: 'ok',
      detail: `the key can use ${model.id} (gpt-image models also need a verified organization)`,
    },
  ]
}

const checkPayPal: Check = async (config) => {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return []
  const basic = Buffer.from(`${config.PAYPAL_CLIENT_ID}:${config.PAYPAL_CLIENT_SECRET}`).toString('base64')
  await getJson(`${config.PAYPAL_BASE_URL.replace(/\/$/, '')}/v1/oauth2/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  })
  const ok = {
    service: 'payouts',
    status: 'ok',
    detail: `PayPal gives the client an access token (${config.PAYPAL_BASE_URL})`,
  } as const
  if (config.PAYPAL_WEBHOOK_ID) return [ok]
  const detail = 'PAYPAL_WEBHOOK_ID is not set: PayPal webhooks are refused (payouts still reconcile every 30 minutes)'
  return [ok, { service: 'payouts', status: 'warn', detail }]
}

const CHECKS: [ServiceName, Check][] = [
  ['database', checkDatabase],
  ['storage', checkStorage],
  ['sign-in', checkSignIn],
  ['payments', checkStripe],
  ['image generation', checkOpenAI],
  ['fulfilment', checkPrintify],
  ['e-mail', checkEmail],
  ['payouts', checkPayPal],
]

/**
 * A generated session secret lives on one machine's disk: a second instance signs cookies with its own,
 * so sessions break between them. Instances are named (INSTANCE_ID) when there are several; a shared
 * PostgreSQL database or bucket suggests more may join.
 */
function sessionSecretCheck(config: Config): CheckResult[] {
  if (!config.isProduction || config.SESSION_SECRET) return []
  const generated = `SESSION_SECRET is unset: a secret generated into ${config.DATA_DIR} holds on this machine only`
  if (config.INSTANCE_ID) {
    return [
      {
        service: 'store',
        status: 'fail',
        detail: `${generated}, and INSTANCE_ID ${config.INSTANCE_ID} says there are several instances: set the same SESSION_SECRET on every one`,
      },
    ]
  }
  if (config.database.kind === 'postgres' || config.s3) {
    return [
      {
        service: 'store',
        status: 'warn',
        detail: `${generated}; with a shared database or bucket, set SESSION_SECRET before starting a second instance`,
      },
    ]
  }
  return []
}

/** Every service: real ones checked against the provider (each within its own time), stand-ins named. */
export async function runDoctor(config: Config): Promise<CheckResult[]> {
  const results: CheckResult[] = []
  if (config.isProduction && !config.appUrl.startsWith('https://') && config.TRIAL_MODE !== 'on') {
    results.push({
      service: 'store',
      status: 'fail',
      detail: `APP_URL ${config.appUrl} is not https: cookies would not be Secure and providers refuse plain-http webhooks`,
    })
  }
  results.push(...sessionSecretCheck(config))
  const modes = new Map(serviceModes(config).map((m) => [m.service, m]))
  for (const [service, check] of CHECKS) {
    const mode = modes.get(service)!
    if (mode.mode === 'test') results.push({ service, status: 'test', detail: `TEST STAND-IN: ${mode.implementation}` })
    try {
      results.push(...(await check(config)))
    } catch (error) {
      results.push({ service, status: 'fail', detail: message(error) })
    }
  }
  return results
}
