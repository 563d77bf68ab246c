/** Ports of the end-to-end servers, shared by playwright.config.ts and the specs. */
export const STORE_PORT = Number(process.env.E2E_PORT ?? 3100)
/** A second store that pays through Stripe: the official SDK against tests/support/fake-stripe.ts. */
export const STRIPE_STORE_PORT = STORE_PORT + 1
/** The local server speaking Stripe's wire format, started by the Stripe store's process. */
export const FAKE_STRIPE_PORT = STORE_PORT + 2
/** A store started without APP_URL (so its origin is http://localhost:PORT), for the loopback sign-in test. */
export const DEFAULT_ORIGIN_STORE_PORT = STORE_PORT + 3
