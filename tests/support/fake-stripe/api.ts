import { STRIPE_API_VERSION } from '../../../app/services/payments/stripe.server.ts'
import { id, unexpectedState, type Answer, type FakeCheckoutSession, type FakeRefund, type StripeState } from './objects.ts'
import type { PaymentIntents } from './payment-intents.ts'

// Stripe's REST API (api.stripe.com/v1) as far as the store uses it: form-encoded requests, JSON
// objects, 404 resource_missing errors. With the secret key: payment intents, refunds, Checkout
// Sessions, and the balance and webhook endpoints `npm run doctor` reads; with the publishable key
// (Stripe.js): only reading or confirming an intent whose client secret is given.

/** A form's `prefix[name]` fields, as `{ name: value }` (Stripe's encoding of a hash like metadata). */
function nested(fields: Record<string, string>, prefix: string) {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(fields)) {
    const match = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`))
    if (match) out[match[1]] = value
  }
  return out
}

/** The API's answer to one request (authenticated already; idempotency is the caller's). */
export function stripeApi(state: StripeState, intents: PaymentIntents) {
  return function handle(method: string, path: string, fields: Record<string, string>, publishable: boolean): Answer {
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
      const data = state.fake.webhookEndpoints.map((e, i) => ({
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
      const intent = intentPath ? state.intents.get(intentPath[1]) : undefined
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
        ? intents.confirm(intent, fields)
        : method === 'GET'
          ? { status: 200, body: intent }
          : notFound('route')
    }
    if (method === 'POST' && intentPath?.[2]) {
      const intent = state.intents.get(intentPath[1])
      return intent ? intents.confirm(intent, fields) : notFound('payment_intent')
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(fields.amount)
      if (!Number.isInteger(amount) || amount < 50) {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid amount' } } }
      }
      return { status: 200, body: intents.create(amount, fields.currency, nested(fields, 'metadata')) }
    }
    let match = path.match(/^\/v1\/payment_intents\/([^/]+)$/)
    if (match) {
      const intent = state.intents.get(match[1])
      if (!intent) return notFound('payment_intent')
      if (method === 'GET') return { status: 200, body: intent }
      if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
        return unexpectedState(`You cannot update this PaymentIntent because it has a status of ${intent.status}.`)
      }
      if (fields.amount) intent.amount = Number(fields.amount)
      return { status: 200, body: intent }
    }
    // POST /v1/refunds (ADR 127): a refund of a succeeded payment intent, never more than is left of it.
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = state.intents.get(fields.payment_intent ?? '')
      if (!intent) return notFound('payment_intent')
      const refunded = state.refundsOf.get(intent.id) ?? 0
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
      state.refundsOf.set(intent.id, refunded + amount)
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        charge: `ch_${intent.id.slice(3)}`,
        payment_intent: intent.id,
        status: 'succeeded',
        failure_reason: null,
        metadata: nested(fields, 'metadata'),
      }
      state.refunds.set(refund.id, refund)
      return { status: 200, body: refund }
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
      state.sessions.set(sessionId, session)
      return { status: 200, body: session }
    }
    match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
    if (match && method === 'GET') {
      const session = state.sessions.get(match[1])
      return session ? { status: 200, body: session } : notFound('checkout.session')
    }
    return notFound('route')
  }
}
