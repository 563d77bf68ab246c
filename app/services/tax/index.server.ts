import Stripe from 'stripe'
import { getConfig } from '~/lib/config.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import { createOfflineTaxService } from './offline.ts'
import { createStripeTaxService } from './stripe.server.ts'
import type { TaxService } from './tax.ts'

export * from './tax.ts'

/** The API version of the installed `stripe` package, as the payments adapter uses it. */
const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive'

/**
 * The store's tax service: none when `TAXES=off`, Stripe Tax when Stripe's keys are configured, the
 * offline estimate otherwise (chosen like the payment processor).
 */
export function getTaxService(): TaxService | null {
  const config = getConfig()
  if (config.TAXES === 'off') return null
  return singleton('tax-service', () => {
    if (!(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY)) return createOfflineTaxService()
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null
    const client = new Stripe(config.STRIPE_SECRET_KEY, {
      apiVersion: STRIPE_API_VERSION,
      timeout: 10_000,
      maxNetworkRetries: 2,
      ...(base
        ? {
            host: base.hostname,
            port: base.port ? Number(base.port) : base.protocol === 'https:' ? 443 : 80,
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    })
    return createStripeTaxService(client)
  })
}
