import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// A local HTTP server speaking the part of Stripe's wire format the store uses (form-encoded
// requests, JSON objects, idempotency keys, 404 errors), for driving the official SDK in tests.

export interface FakePaymentIntent {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  last_payment_error: null | { message: string }
  automatic_payment_methods?: { enabled: boolean }
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
  /** Every request: method, path, idempotency key. */
  requests: { method: string; path: string; idempotencyKey: string | null }[]
  /** Marks an intent as paid, like a customer completing the Payment Element. */
  succeed(id: string): FakePaymentIntent
  /** When set, every request answers this HTTP status with an API error (Stripe being down). */
  failWith: number | null
  /** Completes a Checkout Session, creating its payment intent. */
  completeSession(id: string): FakeCheckoutSession
  stop(): Promise<void>
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

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakePaymentIntent>()
  const sessions = new Map<string, FakeCheckoutSession>()
  const idempotent = new Map<string, { status: number; body: unknown }>()
  const requests: FakeStripe['requests'] = []
  const fake = { failWith: null } as FakeStripe

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

  function handle(method: string, path: string, fields: Record<string, string>): { status: number; body: unknown } {
    const notFound = (what: string) => ({
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
    })
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
      if (intent.status === 'succeeded') {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'This PaymentIntent has already succeeded' } } }
      }
      if (fields.amount) intent.amount = Number(fields.amount)
      return { status: 200, body: intent }
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs_test')
      const session: FakeCheckoutSession = {
        id: sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${sessionId}`,
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

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const raw = await readBody(req)
    const fields = req.method === 'GET' ? Object.fromEntries(url.searchParams) : parseForm(raw)
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null
    requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key })
    if (fake.failWith) {
      res.writeHead(fake.failWith, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is having a bad day' } }))
      return
    }
    let result = key ? idempotent.get(key) : undefined
    if (!result) {
      result = handle(req.method ?? 'GET', url.pathname, fields)
      if (key) idempotent.set(key, result)
    }
    res.writeHead(result.status, { 'Content-Type': 'application/json', 'Request-Id': id('req') })
    res.end(JSON.stringify(result.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
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
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
  return fake
}
