import { sql } from 'kysely'
import type { ShippingAddress } from '#db/schema.ts'
import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'
import {
  findShippingOption,
  getShippingCountries,
  notServedMessage,
  type ShippingOption,
} from '~/modules/shipping/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { ShippingAddressInput } from './cart-schema.ts'
import { ensureCart } from './cart.server.ts'

// Shipping by country for carts: what a cart's lines cost shipped to a country, whether the store
// ships there, and the address a cart ships to.

export type CountryCheck = { ok: true; option: ShippingOption } | { ok: false; message: string; served: string[] }

/**
 * Whether the store ships to `country` now (by the rates of `fulfilment`, the caller's print
 * providers); if not, the error naming the countries it ships to.
 */
export async function checkShippingCountry(fulfilment: FulfilmentServices, country: string): Promise<CountryCheck> {
  const { options } = await getShippingCountries(fulfilment)
  const option = findShippingOption(options, country)
  if (option) return { ok: true, option }
  return { ok: false, message: notServedMessage(country, options), served: options.map((o) => o.country) }
}

/** Saves the address, when the store ships to its country (else nothing is saved: the check's error). */
export async function saveCartAddress(
  db: DB,
  fulfilment: FulfilmentServices,
  visitorId: string,
  address: ShippingAddressInput,
): Promise<CountryCheck> {
  const check = await checkShippingCountry(fulfilment, address.country)
  if (!check.ok) return check
  const cartId = await ensureCart(db, visitorId)
  const stored: ShippingAddress = { ...address }
  if (!stored.address2) delete stored.address2
  await db
    .updateTable('carts')
    .set({ address: JSON.stringify(stored), updated_at: sql`clock_timestamp()` })
    .where('id', '=', cartId)
    .execute()
  return check
}
