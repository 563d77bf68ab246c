import { BLUEPRINT_ID, PRINT_PROVIDER_ID } from '~/modules/catalogue/index.ts'
import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'
import { logger } from '~/lib/logger.server.ts'
import { forgetSingleton, singleton } from '~/lib/singleton.server.ts'
import { shippingOptions, type ProviderShipping, type ShippingOption } from './shipping.ts'

/** Printify's shipping changes rarely: it is asked for at most once in this long. */
const REFRESH_MS = 6 * 60 * 60_000
/** After a failed lookup the last answer (or the offline table) stands this long before asking again. */
const RETRY_MS = 5 * 60_000
/** A page never waits longer than this for Printify: past it, the last answer or the table prices. */
const WAIT_MS = 3_000

const SLOT = 'shipping-rates'
const slot = () =>
  singleton(SLOT, () => ({
    answer: null as ProviderShipping | null,
    until: 0,
    pending: null as Promise<ProviderShipping | null> | null,
  }))

export interface ShippingCountries {
  options: ShippingOption[]
  /** Where they come from: Printify's v2 or v1 answer, the offline table, or the table standing in for Printify. */
  source: ProviderShipping['source'] | 'fallback'
}

/** The offline table standing in for Printify, which has not answered (yet, or lately). */
const fallback = (): ShippingCountries => ({ options: shippingOptions(null), source: 'fallback' })

/**
 * The countries the store ships to now, with their rates: the answer of the provider new orders go to
 * (`fulfilment`, the caller's print providers) for the store's blueprint and print provider, kept in
 * memory for 6 hours. Offline, the table. While Printify has not answered (a failure, or slower than
 * 3 s) the last answer stands, or the table when there is none.
 */
export async function getShippingCountries(fulfilment: FulfilmentServices, now = Date.now()): Promise<ShippingCountries> {
  const service = fulfilment.serviceFor(fulfilment.currentProvider())
  if (!service || service.name === 'offline') return { options: shippingOptions(null), source: 'offline' }
  const s = slot()
  if (now < s.until) return s.answer ? { options: shippingOptions(s.answer), source: s.answer.source } : fallback()
  s.pending ??= service
    .shippingRates(BLUEPRINT_ID, PRINT_PROVIDER_ID)
    .then((answer) => {
      s.answer = answer
      s.until = now + REFRESH_MS
      return answer
    })
    .catch((error: unknown) => {
      logger.warn({ err: error }, 'Printify shipping rates unavailable; the last answer or the offline table prices shipping')
      s.until = now + RETRY_MS
      return s.answer
    })
    .finally(() => {
      s.pending = null
    })
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), WAIT_MS)
    timer.unref()
  })
  const answer = await Promise.race([s.pending, late]).finally(() => clearTimeout(timer))
  const known = answer === 'late' ? s.answer : answer
  return known ? { options: shippingOptions(known), source: known.source } : fallback()
}

/** Forgets the kept answer, so the next lookup asks the provider again. */
export function forgetShippingCountries(): void {
  forgetSingleton(SLOT)
}
