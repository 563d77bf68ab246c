import {
  findShippingOption,
  getShippingCountries,
  notServedMessage,
  type ShippingOption,
} from '~/modules/shipping/index.server.ts'

// Shipping by country for carts: what a cart's lines cost shipped to a country, and whether the store
// ships there.

export type CountryCheck = { ok: true; option: ShippingOption } | { ok: false; message: string; served: string[] }

/** Whether the store ships to `country` now; if not, the error naming the countries it ships to. */
export async function checkShippingCountry(country: string): Promise<CountryCheck> {
  const { options } = await getShippingCountries()
  const option = findShippingOption(options, country)
  if (option) return { ok: true, option }
  return { ok: false, message: notServedMessage(country, options), served: options.map((o) => o.country) }
}
