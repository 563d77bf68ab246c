import { getConfig } from '~/lib/config.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import type { PaymentProcessor, SettledListener } from './payments.ts'
import { createStripePaymentProcessor } from './stripe.server.ts'
import { createTestPaymentProcessor } from './test-processor.server.ts'

/** Stripe when its keys are configured, otherwise the built-in test-mode processor. */
export function getPaymentProcessor(): PaymentProcessor {
  // One per process, shared by the server, the Remix build and the worker (each holds its own copy of
  // this module); routes get it from the request context (app/server/load-context.server.ts), never here.
  return singleton('payment-processor', () => {
    const config = getConfig()
    if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) {
      return createStripePaymentProcessor({
        secretKey: config.STRIPE_SECRET_KEY,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiBase: config.STRIPE_API_BASE,
      })
    }
    return createTestPaymentProcessor(getDb(), { onSettled: (intent) => notifySettled(intent) })
  })
}

/** Process-wide, like the processor itself: the server and the Remix build share one list. */
function settledListeners() {
  return singleton('test-payment-settled-listeners', () => new Set<SettledListener>())
}

async function notifySettled(intent: Parameters<SettledListener>[0]) {
  for (const listener of settledListeners()) await listener(intent)
}

/**
 * Called when a processing payment of the test-mode processor settles, where Stripe would send
 * payment_intent.succeeded to the webhook. The server registers the order flow here at start.
 */
export function onTestPaymentSettled(listener: SettledListener) {
  settledListeners().add(listener)
}
