import { BLUEPRINT_ID, PRINT_PROVIDER_ID } from '~/modules/catalogue/index.ts'
import { getPrintifyClient } from '~/services/fulfilment/index.server.ts'
import { logger } from '~/lib/logger.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import {
  DEFAULT_DELIVERY_TIMES,
  deliveryBreakdown,
  deliveryPromise,
  timesFromPrintifyShipping,
  type DeliveryPromise,
  type DeliveryTimes,
} from './delivery.ts'

/** The store's default destination, named before the shopper gives an address. */
export const DEFAULT_DELIVERY_COUNTRY = 'US'

/** Printify's shipping information changes rarely: it is asked for at most once in this long. */
const REFRESH_MS = 6 * 60 * 60_000
/** After a failed lookup the defaults stand for this long before Printify is asked again. */
const RETRY_MS = 5 * 60_000

const slot = () =>
  singleton('delivery-times', () => ({
    times: null as DeliveryTimes | null,
    until: 0,
    pending: null as Promise<DeliveryTimes> | null,
  }))

/**
 * The print provider's times: Printify's shipping information for the store's blueprint and provider
 * when Printify is configured, the documented defaults otherwise (and while Printify cannot be reached).
 * Kept in memory; a page never waits more than one lookup for them.
 */
export async function getDeliveryTimes(now = Date.now()): Promise<DeliveryTimes> {
  const client = getPrintifyClient()
  if (!client) return DEFAULT_DELIVERY_TIMES
  const s = slot()
  if (s.times && now < s.until) return s.times
  s.pending ??= client
    .getCatalogShipping(BLUEPRINT_ID, PRINT_PROVIDER_ID)
    .then((info) => {
      s.times = timesFromPrintifyShipping(info)
      s.until = now + REFRESH_MS
      return s.times
    })
    .catch((error: unknown) => {
      logger.warn({ err: error }, 'Printify shipping information unavailable; the default delivery times stand')
      s.times = s.times ?? DEFAULT_DELIVERY_TIMES
      s.until = now + RETRY_MS
      return s.times
    })
    .finally(() => {
      s.pending = null
    })
  return s.pending
}

/** The promise before an address (product page, cart): to `country` (the US by default), ordered `now`. */
export async function deliveryEstimate(
  country: string = DEFAULT_DELIVERY_COUNTRY,
  now: Date = new Date(),
): Promise<{ promise: DeliveryPromise | null; breakdown: string | null }> {
  const times = await getDeliveryTimes(now.getTime())
  const promise = deliveryPromise(times, country, now)
  return { promise, breakdown: promise ? deliveryBreakdown(times, country) : null }
}
