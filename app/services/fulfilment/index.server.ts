import { chooseProviderMockup } from './printify-mockups.ts'
import { getConfig } from '~/lib/config.server.ts'
import type { FulfilmentProviderName, FulfilmentService } from './fulfilment.ts'
import { OfflineFulfilment } from './offline.server.ts'
import { PrintifyClient, type RequestSpacing } from './printify-client.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import { PrintifyFulfilment } from './printify.server.ts'

export type { FulfilmentProviderName, FulfilmentService } from './fulfilment.ts'
export { PRINTIFY_MIN_INTERVAL_MS, type RequestSpacing } from './printify-client.server.ts'

const spacingSlot = () => singleton('printify-shared-spacing', () => ({ spacing: null as RequestSpacing | null }))

/**
 * Paces every Printify call of this process through `spacing` (the server passes one kept in the
 * database, so all instances together stay under Printify's per-account limit).
 */
export function enablePrintifyRequestSpacing(spacing: RequestSpacing | null): void {
  spacingSlot().spacing = spacing
}

/** The client for the configured Printify account, or null without a token and shop id. */
export function getPrintifyClient(): PrintifyClient | null {
  const config = getConfig()
  if (!config.PRINTIFY_API_TOKEN || !config.PRINTIFY_SHOP_ID) return null
  return new PrintifyClient({
    baseUrl: config.PRINTIFY_BASE_URL,
    token: config.PRINTIFY_API_TOKEN,
    shopId: config.PRINTIFY_SHOP_ID,
    timeoutMs: config.PRINTIFY_TIMEOUT_MS,
    spacing: spacingSlot().spacing ?? undefined,
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
    if (!client) return null
    const config = getConfig()
    return new PrintifyFulfilment(client, undefined, config.appUrl, {
      sendToProduction: config.PRINTIFY_SEND_TO_PRODUCTION === 'on',
    })
  }
  return null
}

/**
 * Printify's own mockup picture of a product for the given variants (one shirt colour), when Printify
 * is configured and has one; null otherwise (offline, no such product, no mockup for that colour).
 * Failures are the caller's to log: the store then draws its own mockup.
 */
export async function fetchProviderMockup(productId: string, variantIds: number[]): Promise<Buffer | null> {
  const client = getPrintifyClient()
  if (!client) return null
  const product = await client.getProduct(productId)
  const src = chooseProviderMockup(product.images, variantIds)
  return src ? client.downloadMockup(src) : null
}

/**
 * The fulfilment adapters as the store hands them to the domain (ADR 180): the store's services
 * (app/server/load-context.server.ts) and the tests take this one object. Each call follows the
 * configuration, as the functions above do.
 */
export const fulfilmentServices = {
  printify: getPrintifyClient,
  serviceFor: getFulfilmentService,
  currentProvider: currentFulfilmentProvider,
}
