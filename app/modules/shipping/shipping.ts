import { OFFLINE_SHIPPING_TABLE, type CountryRate, type DaySpan, type ProviderShipping } from '~/services/fulfilment/shipping.ts'

// Shipping by country: which countries the store ships to, what standard shipping costs there and
// how long the whole wait is. Pure and browser-safe; the provider's answer is looked up (and kept) by
// shipping.server.ts. The store charges in US dollars wherever it ships.

export { OFFLINE_SHIPPING_TABLE, type DaySpan, type ProviderShipping }

/** Where the store prices shipping before a shopper names a country. */
export const DEFAULT_SHIPPING_COUNTRY = 'US'

/** Printing to order, in business days, before the parcel leaves. */
export const PRINTING_DAYS: DaySpan = { min: 4, max: 9 }

/** The carrier's time to a country the table does not name (the international standard services). */
const INTERNATIONAL_CARRIER_DAYS: DaySpan = { min: 7, max: 14 }

/** One country the store ships to: its standard rate in US cents and the whole wait in business days. */
export interface ShippingOption {
  country: string
  name: string
  firstItemCents: number
  additionalItemCents: number
  deliveryDays: DaySpan
}

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' })

/** "CA" -> "Canada"; the code itself for a code Intl does not know. */
export function countryName(code: string): string {
  const upper = code.toUpperCase()
  try {
    const name = REGION_NAMES.of(upper)
    return name && name !== 'Unknown Region' ? name : upper
  } catch {
    return upper
  }
}

function option(country: string, rate: CountryRate, deliveryDays: DaySpan): ShippingOption {
  return {
    country,
    name: countryName(country),
    firstItemCents: rate.firstItemCents,
    additionalItemCents: rate.additionalItemCents,
    deliveryDays,
  }
}

/**
 * The countries offered and their rates. The offline table is the store's price list: a country it
 * names keeps the table's rate and wait. The provider decides where the store ships: with Printify's
 * answer, only the countries Printify names (and, when it ships to REST_OF_THE_WORLD, the table's
 * countries too). A country Printify serves that the table does not name is charged Printify's own
 * standard rate when it is in US dollars (never another currency: the store charges USD), with
 * printing plus the international carrier time. United States first, then by name.
 */
export function shippingOptions(provider: ProviderShipping | null): ShippingOption[] {
  const table = OFFLINE_SHIPPING_TABLE
  const options: ShippingOption[] = []
  if (!provider || provider.source === 'offline') {
    for (const [country, rate] of Object.entries(table)) options.push(option(country, rate, rate.deliveryDays))
  } else {
    const named = new Set(Object.keys(provider.countries))
    if (provider.restOfWorld) for (const country of Object.keys(table)) named.add(country)
    for (const country of named) {
      const own = table[country]
      if (own) {
        options.push(option(country, own, own.deliveryDays))
        continue
      }
      const rate = provider.countries[country] ?? provider.restOfWorld
      if (!rate || rate.currency !== 'USD') continue
      const wait = {
        min: PRINTING_DAYS.min + INTERNATIONAL_CARRIER_DAYS.min,
        max: PRINTING_DAYS.max + INTERNATIONAL_CARRIER_DAYS.max,
      }
      options.push(option(country, rate, wait))
    }
  }
  return options.sort((a, b) =>
    a.country === DEFAULT_SHIPPING_COUNTRY ? -1 : b.country === DEFAULT_SHIPPING_COUNTRY ? 1 : a.name.localeCompare(b.name),
  )
}

export function findShippingOption(options: readonly ShippingOption[], country: string | null | undefined) {
  const code = (country ?? '').toUpperCase()
  return options.find((o) => o.country === code) ?? null
}

/** "Canada, France and Germany". */
function listNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/** The error for an address in a country the store does not ship to, naming the countries it does. */
export function notServedMessage(country: string, options: readonly ShippingOption[]): string {
  return `We do not ship to ${countryName(country)}. We ship to ${listNames(options.map((o) => o.name))}.`
}

/** "7-14 business days". */
export function formatDays(days: DaySpan): string {
  return `${days.min === days.max ? days.min : `${days.min}-${days.max}`} business days`
}
