import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { stripeApi } from './fake-stripe/api.ts'
import { eventSender } from './fake-stripe/events.ts'
import { hostedPages, isStripeJs, sendStripeJs } from './fake-stripe/hosted-pages.ts'
import { idempotencyStore } from './fake-stripe/idempotency.ts'
import { id, type FakeCheckoutSession, type FakePaymentIntent, type FakeStripe, type StripeState } from './fake-stripe/objects.ts'
import { paymentIntents } from './fake-stripe/payment-intents.ts'
import { fakeTaxState, stripeTaxApi } from './fake-stripe/tax.ts'

// A local HTTP server speaking the part of Stripe's wire format the store uses (form-encoded
// requests, JSON objects, idempotency keys, 404 errors), for driving the official SDK in tests.
// Idempotency works as Stripe documents it (./fake-stripe/idempotency.ts): the first answer to a key
// is replayed, other parameters with the same key are refused, keys expire after 24 hours. Bank
// debits stay `processing` before they succeed, as Stripe's test bank accounts do
// (https://docs.stripe.com/testing, SEPA and ACH sections), and the settlement is sent to the store's
// webhook like Stripe's events (./fake-stripe/events.ts).
// For the browser it also plays Stripe's other hosts (./fake-stripe/hosted-pages.ts): the confirm
// call Stripe.js makes with the publishable key, the 3-D Secure page, the hosted Checkout page and,
// because js.stripe.com cannot be reached from this sandbox, a stand-in for Stripe.js itself
// (./stripe-js-stand-in.js).
// This file is the server: it routes each request to those parts and holds what tests control.

export type { FakeCheckoutSession, FakePaymentIntent, FakeStripe }
export { STRIPE_BROWSER_HOSTS } from './fake-stripe/hosted-pages.ts'

function parseForm(body: string) {
  const fields: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(body)) fields[key] = value
  return fields
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startFakeStripe({
  port = 0,
  settleAfterMs = 300,
}: {
  port?: number
  /** How long a bank debit stays processing (Stripe's test accounts: seconds to minutes). */
  settleAfterMs?: number
} = {}): Promise<FakeStripe> {
  const fake = { failWith: null, failOnly: null, webhook: null, deliveries: [], webhookEndpoints: [] } as unknown as FakeStripe
  let clockOffset = 0
  const state: StripeState = {
    fake,
    intents: new Map(),
    sessions: new Map(),
    refundsOf: new Map(),
    refunds: new Map(),
    sentEvents: new Map(),
    now: () => Date.now() + clockOffset,
  }
  const { intents, sessions } = state
  const requests: FakeStripe['requests'] = []
  const { sendEvent, redeliver } = eventSender(state)
  const paymentIntent = paymentIntents(state, sendEvent, settleAfterMs)
  const refundOf = (refundId: string) => {
    const refund = state.refunds.get(refundId)
    if (!refund) throw new Error(`No refund ${refundId}`)
    return refund
  }
  const handle = stripeApi(state, paymentIntent)
  const tax = fakeTaxState()
  const handleTax = stripeTaxApi(tax, state.now)
  const answerPage = hostedPages(state)
  const idempotent = idempotencyStore(state.now)

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
    if (method === 'GET' && isStripeJs(url.pathname)) return sendStripeJs(res)
    const raw = await readBody(req)
    const fields = method === 'GET' ? Object.fromEntries(url.searchParams) : parseForm(raw)
    if (answerPage(method, url.pathname, fields, res)) return

    const key = (req.headers['idempotency-key'] as string | undefined) ?? null
    const apiKey = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? fields.key ?? ''
    const stripeVersion = (req.headers['stripe-version'] as string | undefined) ?? null
    requests.push({ method, path: url.pathname, idempotencyKey: key, stripeVersion })
    if (fake.failWith && (!fake.failOnly || fake.failOnly.test(url.pathname))) {
      res.writeHead(fake.failWith, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is having a bad day' } }))
      return
    }
    if (!/^(sk|pk|rk)_/.test(apiKey)) {
      res.writeHead(401, { 'Content-Type': 'application/json' })
      return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } }))
    }
    const answer = idempotent(key, { method, path: url.pathname, fields }, () =>
      apiKey.startsWith('pk_')
        ? handle(method, url.pathname, fields, true)
        : (handleTax(method, url.pathname, fields) ?? handle(method, url.pathname, fields, false)),
    )
    res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': id('req') })
    res.end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: boundPort } = server.address() as AddressInfo

  Object.assign(fake, {
    url: `http://127.0.0.1:${boundPort}`,
    intents,
    sessions,
    requests,
    refunds: state.refunds,
    tax,
    async failRefund(refundId: string, reason = 'expired_or_canceled_card') {
      const refund = refundOf(refundId)
      refund.status = 'failed'
      refund.failure_reason = reason
      // The money is no longer refunded: it returned to the balance.
      state.refundsOf.set(refund.payment_intent, (state.refundsOf.get(refund.payment_intent) ?? 0) - refund.amount)
      return [await sendEvent('charge.refund.updated', refund), await sendEvent('refund.failed', refund)]
    },
    async refundNeedsAction(refundId: string) {
      const refund = refundOf(refundId)
      refund.status = 'requires_action'
      return [await sendEvent('charge.refund.updated', refund)]
    },
    redeliver,
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
      paymentIntent.startProcessing(intent)
      return intent
    },
    async settle(intentId: string, outcome: 'succeeded' | 'failed' = 'succeeded') {
      const intent = intents.get(intentId)
      if (!intent || intent.status !== 'processing') throw new Error(`Intent ${intentId} is not processing`)
      return paymentIntent.settle(intent, outcome)
    },
    advanceClock(ms: number) {
      clockOffset += ms
    },
    completeSession(sessionId: string) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`No session ${sessionId}`)
      const intent = paymentIntent.create(session.amount_total, session.currency, session.metadata)
      intent.status = 'succeeded'
      intent.amount_received = intent.amount
      session.payment_intent = intent.id
      session.payment_status = 'paid'
      session.status = 'complete'
      return session
    },
    stop: () =>
      new Promise<void>((resolve) => {
        paymentIntent.stop()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
  return fake
}
