import { getConfig } from '~/config.server.ts'
import { getDb } from '~/utils/db.server.ts'
import { singleton } from '~/utils/singleton.server.ts'
import type { PaymentProcessor } from './payments.ts'
import { createStripePaymentProcessor } from './stripe.server.ts'
import { createTestPaymentProcessor } from './test-processor.server.ts'

/** Stripe when its keys are configured, otherwise the built-in test-mode processor. */
export function getPaymentProcessor(): PaymentProcessor {
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
    return createTestPaymentProcessor(getDb())
  })
}
