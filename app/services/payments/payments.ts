// The payment processor interface, shared by Stripe and the built-in test-mode processor.

export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled'

export interface PaymentIntentSummary {
  id: string
  clientSecret: string
  amount: number
  currency: string
  status: PaymentStatus
  metadata: Record<string, string>
  /** The processor's message for the last failed attempt (a decline), if any. */
  lastError: string | null
}

export interface CheckoutSessionSummary {
  id: string
  url: string | null
  paid: boolean
  /**
   * The shopper finished the hosted page. Complete but not paid is a delayed payment method (a bank
   * debit) still processing: Stripe reports the result later with checkout.session.async_payment_*.
   */
  complete: boolean
  paymentIntentId: string | null
  amount: number
  currency: string
  metadata: Record<string, string>
}

/** A refund the processor accepted (ADR 127). */
export interface RefundSummary {
  id: string
  amount: number
  /** Stripe's refund status: succeeded, pending, requires_action, failed or canceled. */
  status: string
  /**
   * The payment's total refunded after this refund, when the processor knows it at once (the test
   * processor); null when it arrives later by webhook (Stripe's charge.refunded).
   */
  totalRefunded: number | null
}

interface ProcessorBase {
  createPaymentIntent(input: {
    amount: number
    currency: string
    metadata: Record<string, string>
    idempotencyKey: string
  }): Promise<PaymentIntentSummary>
  updatePaymentIntentAmount(id: string, amount: number, idempotencyKey: string): Promise<PaymentIntentSummary>
  retrievePaymentIntent(id: string): Promise<PaymentIntentSummary | null>
  /**
   * Refunds `amount` (in the payment's smallest unit) of a succeeded payment. The same idempotency
   * key refunds once, however often it is sent.
   */
  refund(input: {
    paymentId: string
    amount: number
    idempotencyKey: string
    metadata?: Record<string, string>
  }): Promise<RefundSummary>
}

export interface StripePaymentProcessor extends ProcessorBase {
  kind: 'stripe'
  publishableKey: string
  createCheckoutSession(input: {
    amount: number
    currency: string
    description: string
    customerEmail: string
    metadata: Record<string, string>
    successUrl: string
    cancelUrl: string
    idempotencyKey: string
  }): Promise<{ id: string; url: string }>
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionSummary | null>
}

export interface TestCard {
  number: string
  expiry: string
  cvc: string
}

export interface TestPaymentProcessor extends ProcessorBase {
  kind: 'test'
  /** Like stripe.confirmCardPayment: the client secret proves the caller started this payment. */
  confirmWithCard(id: string, clientSecret: string, card: TestCard): Promise<PaymentIntentSummary | null>
  /** The extra confirmation step (3-D Secure) of 4000 0027 6000 3184: passed or failed. */
  completeAuthentication(id: string, clientSecret: string, passed: boolean): Promise<PaymentIntentSummary | null>
}

/** Told when a processing test payment settles: the test-mode processor's "webhook". */
export type SettledListener = (intent: PaymentIntentSummary) => void | Promise<void>

export type PaymentProcessor = StripePaymentProcessor | TestPaymentProcessor

const PAYMENT_PROCESSOR_ERROR = Symbol.for('shirtsmith.PaymentProcessorError')

/**
 * The processor could not be reached or answered with an error (not a decline). `instanceof` knows it
 * by a registered symbol, not by this class object: the routes' bundle and a process that builds the
 * services from source (the test harness) each hold a copy of this class, and a route must recognise
 * the error of either.
 */
export class PaymentProcessorError extends Error {
  readonly [PAYMENT_PROCESSOR_ERROR] = true
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && PAYMENT_PROCESSOR_ERROR in value
  }
}
