import { taxOf, type TaxRequest, type TaxResult, type TaxService } from './tax.ts'

// The offline tax table (ADR 167): an estimate for test mode, never a filing. US sales tax is the
// state's own rate only (no county or city rates), so it is a state-level estimate; VAT and GST are the
// national standard rates. A country or state not in the table is charged no tax. Rates are in basis
// points (1/100 of a percent). `shipping`: whether the charge for delivery is taxed like the goods.

interface TaxRate {
  /** What the checkout names the tax. */
  name: 'Sales tax' | 'VAT' | 'GST'
  basisPoints: number
  shipping: boolean
}

/** US states by their two-letter code. */
const US_STATE_RATES: Record<string, TaxRate> = {
  CA: { name: 'Sales tax', basisPoints: 725, shipping: false },
  NY: { name: 'Sales tax', basisPoints: 400, shipping: true },
  TX: { name: 'Sales tax', basisPoints: 625, shipping: true },
  WA: { name: 'Sales tax', basisPoints: 650, shipping: true },
}

/** Countries charged one national rate. GB is left out: see ADR 167. */
const COUNTRY_RATES: Record<string, TaxRate> = {
  IE: { name: 'VAT', basisPoints: 2300, shipping: true },
  DE: { name: 'VAT', basisPoints: 1900, shipping: true },
  FR: { name: 'VAT', basisPoints: 2000, shipping: true },
  NL: { name: 'VAT', basisPoints: 2100, shipping: true },
  AU: { name: 'GST', basisPoints: 1000, shipping: true },
  NZ: { name: 'GST', basisPoints: 1500, shipping: true },
  CA: { name: 'GST', basisPoints: 500, shipping: true },
}

/** The table's rate for an address, or null where it charges none. */
function offlineRate(country: string, region: string | null): TaxRate | null {
  const c = country.trim().toUpperCase()
  if (c === 'US') return US_STATE_RATES[(region ?? '').trim().toUpperCase()] ?? null
  return COUNTRY_RATES[c] ?? null
}

function percent(basisPoints: number) {
  return `${basisPoints / 100}%`
}

/** The table's tax of one request: each line and the shipping rounded half up to the cent on its own. */
export function offlineQuote(request: TaxRequest): TaxResult {
  const rate = offlineRate(request.address.country, request.address.region)
  const bp = rate?.basisPoints ?? 0
  const lineTaxCents = request.lines.map((l) => taxOf(l.amountCents, bp))
  const shippingTaxCents = rate?.shipping ? taxOf(request.shippingCents, bp) : 0
  const totalCents = lineTaxCents.reduce((sum, t) => sum + t, shippingTaxCents)
  const label = rate ? `${rate.name} ${percent(rate.basisPoints)} (estimate)` : 'Tax (estimate)'
  return {
    ok: true,
    quote: { source: 'estimate', label, calculationId: null, expiresAt: null, lineTaxCents, shippingTaxCents, totalCents },
  }
}

/** Test mode's tax service: the table, nothing recorded anywhere. */
export function createOfflineTaxService(): TaxService {
  return {
    kind: 'estimate',
    quote: (request) => Promise.resolve(offlineQuote(request)),
    commit: () => Promise.resolve(null),
    reverse: () => Promise.resolve(null),
  }
}
