import Stripe from 'stripe'

// One way to make a Stripe client, for the payment processor and Stripe Tax alike: the same API
// version, timeout, retries and (in tests) the same local API origin.

const STRIPE_TIMEOUT_MS = 10_000

/**
 * The Stripe API version every request is made with: the one the installed `stripe` package is typed
 * for (its `Stripe.API_VERSION`), so the objects Stripe sends match the types this code reads. The
 * webhook endpoint must be created with the same version, or events arrive in the account's default
 * version instead (docs/deploy.md).
 */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive'

export interface StripeClientSettings {
  secretKey: string
  /** Another API origin (tests point the official SDK at a local server speaking Stripe's wire format). */
  apiBase?: string
}

/** A Stripe client: each call cut off after 10 s, retried twice (the SDK resends its idempotency key). */
export function createStripeClient(settings: StripeClientSettings) {
  const base = settings.apiBase ? new URL(settings.apiBase) : null
  return new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: base.port ? Number(base.port) : base.protocol === 'https:' ? 443 : 80,
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  })
}
