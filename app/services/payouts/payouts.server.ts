import path from 'node:path'
import { getConfig } from '~/lib/config.server.ts'
import { BulkPayoutFileSender } from './file-sender.server.ts'
import { PayPalPayoutSender } from './paypal-sender.server.ts'
import type { PayoutSender } from './payouts.ts'

/** PayPal when its credentials are configured; otherwise the bulk-payout file under DATA_DIR/payouts. */
export function getPayoutSender(): PayoutSender {
  const config = getConfig()
  return getPayPalSender() ?? new BulkPayoutFileSender(path.resolve(config.DATA_DIR, 'payouts'))
}

/** The PayPal Payouts API client when PayPal's credentials are configured, else null. */
export function getPayPalSender(): PayPalPayoutSender | null {
  const config = getConfig()
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return null
  return new PayPalPayoutSender({
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    baseUrl: config.PAYPAL_BASE_URL.replace(/\/$/, ''),
  })
}
