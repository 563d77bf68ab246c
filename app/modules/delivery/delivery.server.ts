import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'
import { getShippingCountries } from '~/modules/shipping/index.server.ts'
import { deliveryBreakdown, deliveryPromise, deliveryTimesFrom, type DeliveryPromise, type DeliveryTimes } from './delivery.ts'

/** The store's default destination, named before the shopper gives an address. */
export const DEFAULT_DELIVERY_COUNTRY = 'US'

/**
 * The print provider's times: from the countries the store ships to now (the answer of `fulfilment`'s
 * provider, Printify, kept by the shipping module, or the offline table), printing plus each
 * country's carrier time.
 */
export async function getDeliveryTimes(fulfilment: FulfilmentServices, now = Date.now()): Promise<DeliveryTimes> {
  const { options, source } = await getShippingCountries(fulfilment, now)
  return deliveryTimesFrom(options, source.startsWith('printify') ? 'printify' : 'defaults')
}

/** The promise before an address (product page, cart): to `country` (the US by default), ordered `now`. */
export async function deliveryEstimate(
  fulfilment: FulfilmentServices,
  country: string = DEFAULT_DELIVERY_COUNTRY,
  now: Date = new Date(),
): Promise<{ promise: DeliveryPromise | null; breakdown: string | null }> {
  const times = await getDeliveryTimes(fulfilment, now.getTime())
  const promise = deliveryPromise(times, country, now)
  return { promise, breakdown: promise ? deliveryBreakdown(times, country) : null }
}
