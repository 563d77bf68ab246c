import { getConfig } from '~/lib/config.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import { createStripeClient } from '~/lib/stripe-client.server.ts'
import { createOfflineTaxService } from './offline.ts'
import { createStripeTaxService } from './stripe.server.ts'
import type { TaxService } from './tax.ts'

export * from './tax.ts'

/**
 * The store's tax service: none when `TAXES=off`, Stripe Tax when Stripe's keys are configured, the
 * offline estimate otherwise (chosen like the payment processor).
 */
export function getTaxService(): TaxService | null {
  const config = getConfig()
  if (config.TAXES === 'off') return null
  return singleton('tax-service', () => {
    if (!(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY)) return createOfflineTaxService()
    // The payment processor's client settings (lib/stripe-client): one API version for both.
    const client = createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE })
    return createStripeTaxService(client)
  })
}
