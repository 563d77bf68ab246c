import { getConfig } from '~/config.server.ts'
import type { FulfilmentProviderName, FulfilmentService } from './fulfilment.ts'
import { OfflineFulfilment } from './offline.server.ts'
import { PrintifyClient } from './printify-client.server.ts'
import { PrintifyFulfilment } from './printify.server.ts'

export type { FulfilmentProviderName, FulfilmentService } from './fulfilment.ts'

/** The client for the configured Printify account, or null without a token and shop id. */
export function getPrintifyClient(): PrintifyClient | null {
  const config = getConfig()
  if (!config.PRINTIFY_API_TOKEN || !config.PRINTIFY_SHOP_ID) return null
  return new PrintifyClient({
    baseUrl: config.PRINTIFY_BASE_URL,
    token: config.PRINTIFY_API_TOKEN,
    shopId: config.PRINTIFY_SHOP_ID,
  })
}

/** Which provider new orders go to: Printify when configured, offline fulfilment otherwise. */
export function currentFulfilmentProvider(): FulfilmentProviderName {
  return getPrintifyClient() ? 'printify' : 'offline'
}

/**
 * The service for an order's recorded provider (orders.fulfilment_provider). An order recorded for
 * Printify while Printify is not configured returns null: it waits rather than going elsewhere.
 */
export function getFulfilmentService(provider: string): FulfilmentService | null {
  if (provider === 'offline') return new OfflineFulfilment()
  if (provider === 'printify') {
    const client = getPrintifyClient()
    return client ? new PrintifyFulfilment(client) : null
  }
  return null
}
