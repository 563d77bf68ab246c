import { randomBytes } from 'node:crypto'
import type { FakeTaxState } from './tax.ts'

// The objects the fake Stripe keeps, in Stripe's wire format, and what its parts share.

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

/**
 * A refund as Stripe's API answers it (docs.stripe.com/api/refunds/object): `status` is pending,
 * requires_action, succeeded, failed or canceled; `failure_reason` says why one failed
 * (lost_or_stolen_card, expired_or_canceled_card, …).
 */
export interface FakeRefund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  charge: string
  payment_intent: string
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled'
  failure_reason: string | null
  metadata: Record<string, string>
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
  /** With `failWith`: only requests to paths this matches fail (one of Stripe's APIs down); null: all. */
  failOnly: RegExp | null
  /** Completes a Checkout Session, creating its payment intent. */
  completeSession(id: string): FakeCheckoutSession
  /** Where events go (the store's webhook endpoint and its signing secret); none are sent while unset. */
  webhook: { url: string; secret: string } | null
  /** Events sent to the webhook, in order, with the store's answer status. */
  deliveries: { type: string; objectId: string; status: number }[]
  /** Moves the fake's clock (idempotency keys expire after 24 hours of it). */
  advanceClock(ms: number): void
  /** Stripe Tax: the account's registrations (none unless a test adds some), calculations and transactions. */
  tax: FakeTaxState
  /** Refunds made through POST /v1/refunds, by id. */
  refunds: Map<string, FakeRefund>
  /**
   * Makes a refund fail as a card refund can after it succeeded (the card was closed, lost or
   * stolen): its status becomes failed with `reason`, and Stripe's charge.refund.updated and
   * refund.failed are sent. Answers the events' ids.
   */
  failRefund(refundId: string, reason?: string): Promise<string[]>
  /** A refund that needs the customer to act (status requires_action): charge.refund.updated is sent. */
  refundNeedsAction(refundId: string): Promise<string[]>
  /** Sends an event again, as Stripe retries one: the same id and body, signed afresh. */
  redeliver(eventId: string): Promise<void>
  /** The account's webhook endpoints (GET /v1/webhook_endpoints); enabled, in the pinned API version unless said. */
  webhookEndpoints: { url: string; enabled_events: string[]; status?: 'enabled' | 'disabled'; api_version?: string }[]
  stop(): Promise<void>
}

/** What the fake's parts share: its objects, the settings tests change on `fake`, and its clock. */
export interface StripeState {
  fake: FakeStripe
  intents: Map<string, FakePaymentIntent>
  sessions: Map<string, FakeCheckoutSession>
  /** Cents refunded so far per payment intent. */
  refundsOf: Map<string, number>
  refunds: Map<string, FakeRefund>
  /** Every event body sent, by id, so one can be delivered again. */
  sentEvents: Map<string, string>
  /** The fake's clock: the real one moved by advanceClock. */
  now(): number
}

/** An API answer: the HTTP status and the JSON body. */
export type Answer = { status: number; body: unknown }

/** Stripe's 400 for an intent in a state that does not allow the call (updating or confirming a paid one). */
export function unexpectedState(message: string, intent?: FakePaymentIntent): Answer {
  const error = { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message }
  return { status: 400, body: { error: intent ? { ...error, payment_intent: intent } : error } }
}

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
