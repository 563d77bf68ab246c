// The tax service's vocabulary (ADR 167): what the store asks a tax provider for one cart, and what it
// answers. Every amount is integer cents, tax excluded from the prices it is computed on.

/** Where the shirts go, as the tax provider reads an address (ISO country, region as its subdivision code). */
export interface TaxAddress {
  country: string
  region: string | null
  postalCode: string | null
  city: string | null
  line1: string | null
}

/** One taxable line: the shirts of one cart line after every discount (quantity and code) taken off. */
export interface TaxLineInput {
  reference: string
  amountCents: number
  quantity: number
}

export interface TaxRequest {
  currency: string
  address: TaxAddress
  lines: TaxLineInput[]
  shippingCents: number
}

/** The tax of one cart: per line (in the request's order), on shipping, and their sum. */
export interface TaxQuote {
  /** 'estimate': the offline table; 'stripe': Stripe Tax's calculation. */
  source: 'estimate' | 'stripe'
  /** What the checkout calls the line, e.g. "VAT 23% (estimate)" or "Tax". */
  label: string
  /** Stripe's calculation id (taxcalc_...), null for the offline table. */
  calculationId: string | null
  /** When the calculation can no longer be recorded (ms since the epoch), null offline. */
  expiresAt: number | null
  lineTaxCents: number[]
  shippingTaxCents: number
  totalCents: number
}

export type TaxResult =
  | { ok: true; quote: TaxQuote }
  /** The provider cannot place the address (Stripe's `customer_tax_location_invalid`). */
  | { ok: false; error: 'location-invalid'; message: string }
  /** The provider did not answer (a timeout, an outage): no price is shown as final meanwhile. */
  | { ok: false; error: 'unavailable'; message: string }

export interface TaxService {
  /** 'estimate': the offline table (test mode); 'stripe': Stripe Tax. */
  kind: 'estimate' | 'stripe'
  quote(request: TaxRequest): Promise<TaxResult>
  /**
   * Records the tax of a paid order with the provider, once per `reference` (the order's public id).
   * A calculation that expired is calculated again from `request` first. Returns the transaction id,
   * or null when the provider keeps no record (offline).
   */
  commit(calculationId: string | null, reference: string, request: TaxRequest): Promise<string | null>
  /**
   * Reverses `amountCents` (tax included) of a recorded transaction, once per `reference`; `full`
   * reverses all of it. Returns the reversal's id, or null offline.
   */
  reverse(
    transactionId: string,
    reference: string,
    reversal: { full: true } | { full: false; amountCents: number },
  ): Promise<string | null>
}

/** Half up to the cent, on integers only: `amountCents` × `basisPoints` / 10,000. */
export function taxOf(amountCents: number, basisPoints: number): number {
  if (amountCents <= 0 || basisPoints <= 0) return 0
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000)
}
