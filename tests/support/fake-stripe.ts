import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import Stripe from 'stripe'
import { STRIPE_API_VERSION } from '../../app/services/payments/stripe.server.ts'

// A local HTTP server speaking the part of Stripe's wire format the store uses (form-encoded
// requests, JSON objects, idempotency keys, 404 errors), for driving the official SDK in tests.
// Idempotency works as Stripe documents it (https://docs.stripe.com/api/idempotent_requests): the
// status and body of the first request with a key are stored and answered again, as they were then,
// to a repeat with the same parameters; a repeat with other parameters is a 400 idempotency_error;
// keys are forgotten after 24 hours. Bank debits stay `processing` before they succeed, as Stripe's
// test bank accounts do (https://docs.stripe.com/testing, SEPA and ACH sections), and the settlement
// is sent to the store's webhook like Stripe's events.
// For the browser it also plays Stripe's other hosts: the confirm call Stripe.js makes with the
// publishable key, the 3-D Secure page, the hosted Checkout page and, because js.stripe.com cannot
// be reached from this sandbox, a stand-in for Stripe.js itself (./stripe-js-stand-in.js).

export interface FakePaymentIntent {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  last_payment_error: null | { message: string; code?: string; decline_code?: string }
  automatic_payment_methods?: { enabled: boolean }
  next_action?: null | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } }
}

export interface FakeCheckoutSession {
  id: string
  object: 'checkout.session'
  url: string
  amount_total: number
  currency: string
  payment_status: 'paid' | 'unpaid'
  status: 'open' | 'complete'
  payment_intent: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  customer_email: string | null
}

export interface FakeStripe {
  url: string
  intents: Map<string, FakePaymentIntent>
  sessions: Map<string, FakeCheckoutSession>
  /** Every request: method, path, idempotency key, the Stripe-Version it asked for. */
  requests: { method: string; path: string; idempotencyKey: string | null; stripeVersion: string | null }[]
  /** Marks an intent as paid, like a customer completing the Payment Element. */
  succeed(id: string): FakePaymentIntent
  /**
   * Confirms an intent with a bank debit, as the Payment Element would: it is `processing` (and
   * payment_intent.processing is sent), then succeeds after `settleAfterMs` (payment_intent.succeeded).
   */
  payByBankDebit(id: string): FakePaymentIntent
  /** Settles a processing intent now: succeeded, or back to requires_payment_method when `failed`. */
  settle(id: string, outcome?: 'succeeded' | 'failed'): Promise<FakePaymentIntent>
  /** When set, every request answers this HTTP status with an API error (Stripe being down). */
  failWith: number | null
  /** Completes a Checkout Session, creating its payment intent. */
  completeSession(id: string): FakeCheckoutSession
  /** Where events go (the store's webhook endpoint and its signing secret); none are sent while unset. */
  webhook: { url: string; secret: string } | null
  /** Events sent to the webhook, in order, with the store's answer status. */
  deliveries: { type: string; objectId: string; status: number }[]
  /** Moves the fake's clock (idempotency keys expire after 24 hours of it). */
  advanceClock(ms: number): void
  /** The account's webhook endpoints (GET /v1/webhook_endpoints); enabled, in the pinned API version unless said. */
  webhookEndpoints: { url: string; enabled_events: string[]; status?: 'enabled' | 'disabled'; api_version?: string }[]
  stop(): Promise<void>
}

/** Stripe's test bank accounts whose payments stay `processing`, then succeed. */
const PROCESSING_BANK_ACCOUNTS = {
  // ACH Direct Debit, routing number 110000000: "The payment succeeds" (a delayed-notification method).
  usBankAccount: '000123456789',
  // SEPA Direct Debit: processing to succeeded, and the same "after at least three minutes".
  sepa: ['AT611904300234573201', 'AT321904300235473204'],
  paymentMethods: ['pm_usBankAccount_success', 'pm_success_at', 'pm_successDelayed_at'],
}

const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000

function isProcessingBankDebit(fields: Record<string, string>) {
  const iban = (fields['payment_method_data[sepa_debit][iban]'] ?? '').replace(/\s/g, '').toUpperCase()
  return (
    PROCESSING_BANK_ACCOUNTS.paymentMethods.includes(fields.payment_method ?? '') ||
    fields['payment_method_data[us_bank_account][account_number]'] === PROCESSING_BANK_ACCOUNTS.usBankAccount ||
    PROCESSING_BANK_ACCOUNTS.sepa.includes(iban)
  )
}

function parseForm(body: string) {
  const fields: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(body)) fields[key] = value
  return fields
}

function nested(fields: Record<string, string>, prefix: string) {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(fields)) {
    const match = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`))
    if (match) out[match[1]] = value
  }
  return out
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/**
 * What Stripe's test cards do when a payment is confirmed with them
 * (https://docs.stripe.com/testing): kept here, apart from the store's own test-mode processor, so
 * that a mistake in the store's table cannot hide in its tests.
 */
type CardOutcome =
  | { outcome: 'succeed' }
  | { outcome: 'authenticate' }
  | { outcome: 'decline'; code: string; declineCode?: string; message: string }
const TEST_CARD_OUTCOMES: Record<string, CardOutcome> = {
  '4242424242424242': { outcome: 'succeed' },
  '4000000000000002': {
    outcome: 'decline',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    outcome: 'decline',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000002760003184': { outcome: 'authenticate' },
}
const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
const INCORRECT_NUMBER = { outcome: 'decline' as const, code: 'incorrect_number', message: 'Your card number is incorrect.' }

/** The browser-facing hosts of Stripe that the end-to-end tests route to this server. */
export const STRIPE_BROWSER_HOSTS = ['js.stripe.com', 'api.stripe.com', 'hooks.stripe.com', 'checkout.stripe.com']

const STAND_IN_SCRIPT = fileURLToPath(new URL('./stripe-js-stand-in.js', import.meta.url))

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function hostedPage(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1e293b}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.25rem;padding:.6rem 1rem;font-size:1rem;background:#4338ca;color:#fff;border:0;border-radius:.4rem}
.secondary{background:#e2e8f0;color:#0f172a}.error{color:#b91c1c}</style></head>
<body><main><p>Stripe test environment (local stand-in)</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

export async function startFakeStripe({
  port = 0,
  settleAfterMs = 300,
}: {
  port?: number
  /** How long a bank debit stays processing (Stripe's test accounts: seconds to minutes). */
  settleAfterMs?: number
} = {}): Promise<FakeStripe> {
  const intents = new Map<string, FakePaymentIntent>()
  const sessions = new Map<string, FakeCheckoutSession>()
  /** Per key: the first answer as it was sent (a JSON text, never the live object), what asked for it, and when. */
  const idempotent = new Map<string, { status: number; body: string; request: string; at: number }>()
  const requests: FakeStripe['requests'] = []
  /** Cents refunded so far per payment intent. */
  const refundsOf = new Map<string, number>()
  const fake = { failWith: null, webhook: null, deliveries: [], webhookEndpoints: [] } as unknown as FakeStripe
  let clockOffset = 0
  const now = () => Date.now() + clockOffset
  const signer = new Stripe('sk_test_fake_signer')
  const timers = new Set<NodeJS.Timeout>()

  /** Sends one event to the store's webhook, signed with its secret, as Stripe does. */
  async function sendEvent(type: string, object: { id: string }) {
    if (!fake.webhook) return
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: null,
      data: { object: JSON.parse(JSON.stringify(object)) },
    })
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: fake.webhook.secret })
    const response = await fetch(fake.webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    })
    await response.arrayBuffer()
    fake.deliveries.push({ type, objectId: object.id, status: response.status })
  }

  function startProcessing(intent: FakePaymentIntent) {
    Object.assign(intent, { status: 'processing', last_payment_error: null, next_action: null })
    void sendEvent('payment_intent.processing', intent).catch(() => {})
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (intent.status === 'processing') void settleIntent(intent, 'succeeded').catch(() => {})
    }, settleAfterMs)
    timers.add(timer)
  }

  async function settleIntent(intent: FakePaymentIntent, outcome: 'succeeded' | 'failed') {
    if (outcome === 'succeeded') {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount })
      await sendEvent('payment_intent.succeeded', intent)
    } else {
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { code: 'payment_method_provider_decline', message: 'The bank declined the debit.' },
      })
      await sendEvent('payment_intent.payment_failed', intent)
    }
    return intent
  }

  const createIntent = (amount: number, currency: string, metadata: Record<string, string>) => {
    const intent: FakePaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: '',
      metadata,
      last_payment_error: null,
    }
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`
    intents.set(intent.id, intent)
    return intent
  }

  type Answer = { status: number; body: unknown }

  function confirmIntent(intent: FakePaymentIntent, fields: Record<string, string>): Answer {
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message:
              intent.status === 'succeeded'
                ? 'This PaymentIntent has already succeeded'
                : 'This PaymentIntent could not be confirmed because it has a status of processing.',
            payment_intent: intent,
          },
        },
      }
    }
    if (isProcessingBankDebit(fields)) {
      startProcessing(intent)
      return { status: 200, body: intent }
    }
    const number = (fields['payment_method_data[card][number]'] ?? '').replace(/\D/g, '')
    const card = TEST_CARD_OUTCOMES[number] ?? INCORRECT_NUMBER
    if (card.outcome === 'succeed') {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null, next_action: null })
      return { status: 200, body: intent }
    }
    if (card.outcome === 'authenticate') {
      intent.status = 'requires_action'
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: {
          url: `https://hooks.stripe.com/3d_secure_2/authenticate/${intent.id}`,
          return_url: fields.return_url ?? '',
        },
      }
      return { status: 200, body: intent }
    }
    intent.status = 'requires_payment_method'
    intent.last_payment_error = { message: card.message, code: card.code, decline_code: card.declineCode }
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: card.code,
          decline_code: card.declineCode,
          message: card.message,
          payment_intent: intent,
        },
      },
    }
  }

  function handle(method: string, path: string, fields: Record<string, string>, publishable: boolean): Answer {
    const notFound = (what: string) => ({
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
    })
    const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+?)(\/confirm)?$/)
    // The account's balance and webhook endpoints, read by `npm run doctor` with the secret key.
    if (!publishable && method === 'GET' && path === '/v1/balance') {
      return {
        status: 200,
        body: {
          object: 'balance',
          livemode: false,
          available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
          pending: [],
        },
      }
    }
    if (!publishable && method === 'GET' && path === '/v1/webhook_endpoints') {
      const data = fake.webhookEndpoints.map((e, i) => ({
        id: `we_${i + 1}`,
        object: 'webhook_endpoint',
        api_version: e.api_version ?? STRIPE_API_VERSION,
        enabled_events: e.enabled_events,
        livemode: false,
        status: e.status ?? 'enabled',
        url: e.url,
      }))
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/webhook_endpoints' } }
    }
    if (publishable) {
      // With the publishable key (Stripe.js) an intent can only be read or confirmed by whoever holds its client secret.
      const intent = intentPath ? intents.get(intentPath[1]) : undefined
      if (!intent || fields.client_secret !== intent.client_secret) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: 'The client_secret provided does not match any associated PaymentIntent on this account.',
            },
          },
        }
      }
      return intentPath![2] && method === 'POST'
        ? confirmIntent(intent, fields)
        : method === 'GET'
          ? { status: 200, body: intent }
          : notFound('route')
    }
    if (method === 'POST' && intentPath?.[2]) {
      const intent = intents.get(intentPath[1])
      return intent ? confirmIntent(intent, fields) : notFound('payment_intent')
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(fields.amount)
      if (!Number.isInteger(amount) || amount < 50) {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid amount' } } }
      }
      return { status: 200, body: createIntent(amount, fields.currency, nested(fields, 'metadata')) }
    }
    let match = path.match(/^\/v1\/payment_intents\/([^/]+)$/)
    if (match) {
      const intent = intents.get(match[1])
      if (!intent) return notFound('payment_intent')
      if (method === 'GET') return { status: 200, body: intent }
      if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot update this PaymentIntent because it has a status of ${intent.status}.`,
            },
          },
        }
      }
      if (fields.amount) intent.amount = Number(fields.amount)
      return { status: 200, body: intent }
    }
    // POST /v1/refunds (ADR 127): a refund of a succeeded payment intent, never more than is left of it.
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(fields.payment_intent ?? '')
      if (!intent) return notFound('payment_intent')
      const refunded = refundsOf.get(intent.id) ?? 0
      const amount = fields.amount ? Number(fields.amount) : intent.amount - refunded
      if (intent.status !== 'succeeded' || !(amount > 0) || refunded + amount > intent.amount) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'Refund amount is greater than the amount left.',
            },
          },
        }
      }
      refundsOf.set(intent.id, refunded + amount)
      return {
        status: 200,
        body: {
          id: id('re'),
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
          metadata: nested(fields, 'metadata'),
        },
      }
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs_test')
      const session: FakeCheckoutSession = {
        id: sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        amount_total: Number(fields['line_items[0][price_data][unit_amount]']) * Number(fields['line_items[0][quantity]'] ?? 1),
        currency: fields['line_items[0][price_data][currency]'],
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        metadata: nested(fields, 'metadata'),
        success_url: fields.success_url,
        cancel_url: fields.cancel_url,
        customer_email: fields.customer_email ?? null,
      }
      sessions.set(sessionId, session)
      return { status: 200, body: session }
    }
    match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
    if (match && method === 'GET') {
      const session = sessions.get(match[1])
      return session ? { status: 200, body: session } : notFound('checkout.session')
    }
    return notFound('route')
  }

  /** Stripe's 3-D Secure test page: complete or fail the authentication, then back to the return URL. */
  function authenticationPage(method: string, intentId: string, fields: Record<string, string>, res: ServerResponse) {
    const intent = intents.get(intentId)
    if (!intent || intent.status !== 'requires_action' || !intent.next_action)
      return sendHtml(res, 404, hostedPage('Nothing to authenticate', ''))
    if (method === 'GET') {
      const button = (result: string, label: string, cls = '') =>
        `<form method="post"><input type="hidden" name="result" value="${result}"><button class="${cls}">${label}</button></form>`
      return sendHtml(
        res,
        200,
        hostedPage(
          '3D Secure 2 Test Page',
          `<p>Amount: ${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}</p>${button('complete', 'Complete authentication')}${button('fail', 'Fail authentication', 'secondary')}`,
        ),
      )
    }
    const returnUrl = new URL(intent.next_action.redirect_to_url.return_url)
    const authenticated = fields.result === 'complete'
    if (authenticated) {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, next_action: null })
    } else {
      Object.assign(intent, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: {
          code: 'payment_intent_authentication_failure',
          message: AUTHENTICATION_FAILED,
        },
      })
    }
    returnUrl.searchParams.set('payment_intent', intent.id)
    returnUrl.searchParams.set('payment_intent_client_secret', intent.client_secret)
    returnUrl.searchParams.set('redirect_status', authenticated ? 'succeeded' : 'failed')
    res.writeHead(303, { Location: returnUrl.href })
    res.end()
  }

  /** Stripe Checkout's hosted payment page, for paying without JavaScript. */
  function checkoutPage(method: string, sessionId: string, fields: Record<string, string>, res: ServerResponse) {
    const session = sessions.get(sessionId)
    if (!session) return sendHtml(res, 404, hostedPage('Session not found', ''))
    if (session.status === 'complete')
      return sendHtml(res, 200, hostedPage('Already paid', '<p>This Checkout Session is complete.</p>'))
    let error = ''
    if (method === 'POST') {
      const number = (fields.cardNumber ?? '').replace(/\D/g, '')
      const card = TEST_CARD_OUTCOMES[number] ?? INCORRECT_NUMBER
      if (card.outcome === 'authenticate' && !fields.authentication) {
        // Checkout runs 3-D Secure itself, then pays or shows the failure on its page.
        const carry = `<input type="hidden" name="cardNumber" value="${escapeHtml(fields.cardNumber ?? '')}">`
        const button = (result: string, label: string, cls = '') =>
          `<form method="post">${carry}<input type="hidden" name="authentication" value="${result}"><button class="${cls}">${label}</button></form>`
        return sendHtml(
          res,
          200,
          hostedPage(
            '3D Secure 2 Test Page',
            `${button('complete', 'Complete authentication')}${button('fail', 'Fail authentication', 'secondary')}`,
          ),
        )
      }
      if (card.outcome === 'succeed' || (card.outcome === 'authenticate' && fields.authentication === 'complete')) {
        fake.completeSession(sessionId)
        res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId) })
        return res.end()
      }
      const message = card.outcome === 'decline' ? card.message : AUTHENTICATION_FAILED
      error = `<p role="alert" class="error">${escapeHtml(message)}</p>`
    }
    const field = (name: string, label: string, value = '') =>
      `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" required>`
    sendHtml(
      res,
      error ? 402 : 200,
      hostedPage(
        `Pay ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`,
        `${error}<form method="post">${field('email', 'Email', session.customer_email ?? '')}${field('cardNumber', 'Card information')}${field('cardExpiry', 'Expiration')}${field('cardCvc', 'CVC')}<button>Pay</button></form><p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`,
      ),
    )
  }

  function sendHtml(res: ServerResponse, status: number, html: string) {
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(html)
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const method = req.method ?? 'GET'
    // Stripe's API answers browsers (Stripe.js) from any origin.
    res.setHeader('Access-Control-Allow-Origin', '*')
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Headers': 'Content-Type, Authorization',
        'Access-Control-Allow-Methods': 'GET, POST',
      })
      return res.end()
    }
    if (method === 'GET' && /^\/(v3\/?|[a-z0-9]+\/stripe\.js)$/.test(url.pathname)) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' })
      return res.end(readFileSync(STAND_IN_SCRIPT))
    }
    const raw = await readBody(req)
    const fields = method === 'GET' ? Object.fromEntries(url.searchParams) : parseForm(raw)
    let match = url.pathname.match(/^\/3d_secure_2\/authenticate\/([^/]+)$/)
    if (match) return authenticationPage(method, match[1], fields, res)
    match = url.pathname.match(/^\/c\/pay\/([^/]+)$/)
    if (match) return checkoutPage(method, match[1], fields, res)

    const key = (req.headers['idempotency-key'] as string | undefined) ?? null
    const apiKey = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? fields.key ?? ''
    const stripeVersion = (req.headers['stripe-version'] as string | undefined) ?? null
    requests.push({ method, path: url.pathname, idempotencyKey: key, stripeVersion })
    if (fake.failWith) {
      res.writeHead(fake.failWith, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is having a bad day' } }))
      return
    }
    if (!/^(sk|pk|rk)_/.test(apiKey)) {
      res.writeHead(401, { 'Content-Type': 'application/json' })
      return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } }))
    }
    // The same key: the stored first answer, as it was then; other parameters: an idempotency_error.
    const fingerprint = JSON.stringify([method, url.pathname, Object.entries(fields).sort()])
    let stored = key ? idempotent.get(key) : undefined
    if (stored && now() - stored.at > IDEMPOTENCY_KEY_LIFETIME_MS) {
      idempotent.delete(key!)
      stored = undefined
    }
    if (stored && stored.request !== fingerprint) {
      res.writeHead(400, { 'Content-Type': 'application/json', 'Request-Id': id('req') })
      return res.end(
        JSON.stringify({
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        }),
      )
    }
    if (!stored) {
      const result = handle(method, url.pathname, fields, apiKey.startsWith('pk_'))
      stored = { status: result.status, body: JSON.stringify(result.body), request: fingerprint, at: now() }
      if (key) idempotent.set(key, stored)
    }
    res.writeHead(stored.status, { 'Content-Type': 'application/json', 'Request-Id': id('req') })
    res.end(stored.body)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: boundPort } = server.address() as AddressInfo

  Object.assign(fake, {
    url: `http://127.0.0.1:${boundPort}`,
    intents,
    sessions,
    requests,
    succeed(intentId: string) {
      const intent = intents.get(intentId)
      if (!intent) throw new Error(`No intent ${intentId}`)
      intent.status = 'succeeded'
      intent.amount_received = intent.amount
      return intent
    },
    payByBankDebit(intentId: string) {
      const intent = intents.get(intentId)
      if (!intent) throw new Error(`No intent ${intentId}`)
      startProcessing(intent)
      return intent
    },
    async settle(intentId: string, outcome: 'succeeded' | 'failed' = 'succeeded') {
      const intent = intents.get(intentId)
      if (!intent || intent.status !== 'processing') throw new Error(`Intent ${intentId} is not processing`)
      return settleIntent(intent, outcome)
    },
    advanceClock(ms: number) {
      clockOffset += ms
    },
    completeSession(sessionId: string) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`No session ${sessionId}`)
      const intent = createIntent(session.amount_total, session.currency, session.metadata)
      intent.status = 'succeeded'
      intent.amount_received = intent.amount
      session.payment_intent = intent.id
      session.payment_status = 'paid'
      session.status = 'complete'
      return session
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
  return fake
}
