// Where the print provider ships one blueprint from one print provider, and at what cost: the
// provider-neutral answer both fulfilment adapters give (Printify's catalogue, or the offline table).
// Pure and browser-safe: the domain (modules/shipping) re-exports this vocabulary.

/** A span of business days (Monday to Friday), both ends included. */
export interface DaySpan {
  min: number
  max: number
}

/** Standard shipping to one country: integer cents for the first shirt and for each further one. */
export interface CountryRate {
  firstItemCents: number
  additionalItemCents: number
  /** ISO 4217, upper case, as the provider states it ("USD"). */
  currency: string
  /**
   * The whole wait from the order to the door (printing plus the carrier), when the answer states it
   * (the offline table does; Printify states only its handling time, below).
   */
  deliveryDays?: DaySpan
}

/** REST_OF_THE_WORLD in Printify's answers: every country not named with a rate of its own. */
export const REST_OF_THE_WORLD = 'REST_OF_THE_WORLD'

export interface ProviderShipping {
  /** Which answer this is: Printify's v2 or v1 catalogue endpoint, or the offline table. */
  source: 'printify-v2' | 'printify-v1' | 'offline'
  /** Rates by ISO 3166-1 alpha-2 code (upper case). A country missing here is not shipped to by name. */
  countries: Record<string, CountryRate>
  /** The rate for every other country, when the provider ships there too. */
  restOfWorld: CountryRate | null
  /** The provider's time before the parcel leaves (Printify's handling time), when stated. */
  handlingDays: DaySpan | null
}

/**
 * The offline table: the store's own standard shipping, and the whole answer of the offline adapter.
 * The US is $3.99 for the first shirt plus $2.09 for each further one, delivered in 7-14 business days
 * (printing 4-9, then the carrier 3-5). Further countries pay the carriers' international rates and
 * wait longer. Every amount is in US cents: the store charges in USD wherever it ships.
 */
export const OFFLINE_SHIPPING_TABLE: Record<string, Required<CountryRate>> = {
  US: { firstItemCents: 399, additionalItemCents: 209, currency: 'USD', deliveryDays: { min: 7, max: 14 } },
  CA: { firstItemCents: 649, additionalItemCents: 299, currency: 'USD', deliveryDays: { min: 9, max: 19 } },
  GB: { firstItemCents: 599, additionalItemCents: 249, currency: 'USD', deliveryDays: { min: 9, max: 19 } },
  IE: { firstItemCents: 699, additionalItemCents: 299, currency: 'USD', deliveryDays: { min: 9, max: 19 } },
  DE: { firstItemCents: 699, additionalItemCents: 299, currency: 'USD', deliveryDays: { min: 9, max: 19 } },
  FR: { firstItemCents: 699, additionalItemCents: 299, currency: 'USD', deliveryDays: { min: 9, max: 19 } },
  NL: { firstItemCents: 699, additionalItemCents: 299, currency: 'USD', deliveryDays: { min: 9, max: 19 } },
  AU: { firstItemCents: 999, additionalItemCents: 399, currency: 'USD', deliveryDays: { min: 11, max: 23 } },
  NZ: { firstItemCents: 999, additionalItemCents: 399, currency: 'USD', deliveryDays: { min: 11, max: 23 } },
  JP: { firstItemCents: 999, additionalItemCents: 399, currency: 'USD', deliveryDays: { min: 11, max: 23 } },
}

/** The offline adapter's answer: the table, shipping nowhere else. */
export function offlineProviderShipping(): ProviderShipping {
  return { source: 'offline', countries: { ...OFFLINE_SHIPPING_TABLE }, restOfWorld: null, handlingDays: null }
}

const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0
const code = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : '')
const isCountry = (c: string) => /^[A-Z]{2}$/.test(c) || c === REST_OF_THE_WORLD

/**
 * A provider's rates vary by variant (size); the store charges one rate per country for every shirt,
 * so it keeps the highest first-item and additional-item cost any variant has there (never charging a
 * shopper less than the provider charges the store). A rate in another currency than the first seen
 * for a country is dropped.
 */
function keepHighest(into: Record<string, CountryRate>, country: string, rate: CountryRate) {
  const seen = into[country]
  if (!seen) into[country] = rate
  else if (seen.currency === rate.currency) {
    seen.firstItemCents = Math.max(seen.firstItemCents, rate.firstItemCents)
    seen.additionalItemCents = Math.max(seen.additionalItemCents, rate.additionalItemCents)
  }
}

function split(rates: Record<string, CountryRate>, source: ProviderShipping['source'], handlingDays: DaySpan | null) {
  const { [REST_OF_THE_WORLD]: rest, ...countries } = rates
  return { source, countries, restOfWorld: rest ?? null, handlingDays } satisfies ProviderShipping
}

/**
 * Printify v2, `GET /v2/catalog/blueprints/{blueprint_id}/print_providers/{print_provider_id}/shipping/standard.json`
 * (JSON:API): `data[]` holds one entry per variant and country, each `attributes` with
 * `country.code` (ISO, or REST_OF_THE_WORLD), `variantId`, `handlingTime: {from, to}` in days and
 * `shippingCost: {firstItem, additionalItems}` of `{amount, currency}` in cents.
 */
export function fromPrintifyV2(body: unknown): ProviderShipping {
  const data = (body as { data?: unknown } | null)?.data
  if (!Array.isArray(data)) throw new TypeError('Printify v2 shipping: no data array')
  const rates: Record<string, CountryRate> = {}
  const handling = { min: Infinity, max: 0 }
  for (const entry of data) {
    const a = (entry as { attributes?: Record<string, unknown> } | null)?.attributes
    if (!a) continue
    const country = code((a.country as { code?: unknown } | undefined)?.code)
    const cost = a.shippingCost as {
      firstItem?: { amount?: unknown; currency?: unknown }
      additionalItems?: { amount?: unknown; currency?: unknown }
    }
    const first = cost?.firstItem?.amount
    const additional = cost?.additionalItems?.amount
    if (!isCountry(country) || !isCents(first) || !isCents(additional)) continue
    keepHighest(rates, country, {
      firstItemCents: first,
      additionalItemCents: additional,
      currency: code(cost.firstItem?.currency) || 'USD',
    })
    const time = a.handlingTime as { from?: unknown; to?: unknown } | undefined
    if (isCents(time?.from) && isCents(time?.to) && time.to > 0) {
      handling.min = Math.min(handling.min, time.from)
      handling.max = Math.max(handling.max, time.to)
    }
  }
  if (Object.keys(rates).length === 0) throw new TypeError('Printify v2 shipping: no usable rate')
  return split(rates, 'printify-v2', handling.max > 0 ? handling : null)
}

/**
 * Printify v1, `GET /v1/catalog/blueprints/{blueprint_id}/print_providers/{print_provider_id}/shipping.json`:
 * `handling_time: {value, unit: 'day'}` and `profiles[]`, each with `variant_ids`, `first_item` and
 * `additional_items` of `{cost, currency}` in cents, and the `countries` it covers.
 */
export function fromPrintifyV1(body: unknown): ProviderShipping {
  const info = body as { handling_time?: { value?: unknown; unit?: unknown }; profiles?: unknown } | null
  if (!info || !Array.isArray(info.profiles)) throw new TypeError('Printify v1 shipping: no profiles array')
  const rates: Record<string, CountryRate> = {}
  for (const p of info.profiles as Record<string, unknown>[]) {
    const first = (p?.first_item as { cost?: unknown; currency?: unknown } | undefined) ?? {}
    const additional = (p?.additional_items as { cost?: unknown } | undefined) ?? {}
    if (!isCents(first.cost) || !isCents(additional.cost) || !Array.isArray(p.countries)) continue
    for (const c of p.countries.map(code).filter(isCountry)) {
      keepHighest(rates, c, {
        firstItemCents: first.cost,
        additionalItemCents: additional.cost,
        currency: code(first.currency) || 'USD',
      })
    }
  }
  if (Object.keys(rates).length === 0) throw new TypeError('Printify v1 shipping: no usable rate')
  const h = info.handling_time
  const days = isCents(h?.value) && h.value > 0 && String(h?.unit ?? 'day').startsWith('day') ? h.value : null
  return split(rates, 'printify-v1', days ? { min: days, max: days } : null)
}
