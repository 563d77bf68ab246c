import type { ShippingAddress } from '#db/schema.ts'
import {
  discountedLineAmounts,
  NO_TAX,
  pendingTax,
  pricingTax,
  withTax,
  type PricedLine,
  type Pricing,
} from '~/modules/pricing/index.ts'
import type { TaxAddress, TaxRequest } from '~/services/tax/index.server.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import { logger } from '~/lib/logger.server.ts'

// Tax on a priced cart (ADR 167): asked of the tax service (Stripe Tax, or the offline estimate) for
// the address shipped to, on each line after every discount and on shipping. Taxes off: none.

/** What of an address tax depends on: the country, and the rest when there is an address. */
export type TaxPlace = Pick<ShippingAddress, 'country'> & Partial<Pick<ShippingAddress, 'region' | 'zip' | 'city' | 'address1'>>

function taxAddress(place: TaxPlace): TaxAddress {
  const blank = (v: string | undefined) => (v?.trim() ? v.trim() : null)
  return {
    country: place.country,
    region: blank(place.region),
    postalCode: blank(place.zip),
    city: blank(place.city),
    line1: blank(place.address1),
  }
}

/** The tax service's question for a priced cart shipped to `place`. */
function taxRequestFor(lines: PricedLine[], pricing: Pricing, place: TaxPlace): TaxRequest {
  const amounts = discountedLineAmounts(lines, pricing)
  return {
    currency: pricing.currency,
    address: taxAddress(place),
    lines: lines.map((l, i) => ({ reference: `line-${i + 1}`, amountCents: amounts[i], quantity: l.quantity })),
    shippingCents: pricing.shipping.cost,
  }
}

/**
 * The pricing with its tax, asked of `service` (the caller's: context.tax, null with taxes off). With
 * no place to tax (no address yet) the tax waits for one; with taxes off or nothing in the cart there
 * is none.
 */
export async function taxCart(
  service: TaxService | null,
  lines: PricedLine[],
  pricing: Pricing,
  place: TaxPlace | null,
): Promise<Pricing> {
  if (!service || pricing.quantity === 0) return withTax(pricing, NO_TAX)
  if (!place) return withTax(pricing, pendingTax('needs-address', null))
  const request = taxRequestFor(lines, pricing, place)
  const result = await service.quote(request).catch((error: unknown) => {
    logger.warn({ err: error }, 'tax calculation failed')
    return {
      ok: false,
      error: 'unavailable',
      message: 'Tax could not be calculated just now. Please try again in a moment.',
    } as const
  })
  if (!result.ok) {
    return withTax(pricing, pendingTax(result.error === 'location-invalid' ? 'invalid-address' : 'unavailable', result.message))
  }
  const { quote } = result
  return withTax(
    pricing,
    pricingTax(
      { lineCents: quote.lineTaxCents, shippingCents: quote.shippingTaxCents },
      { label: quote.label, estimated: quote.source === 'estimate', calculationId: quote.calculationId },
    ),
  )
}
