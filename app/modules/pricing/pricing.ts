// Pure pricing rules: 5% off from 5 shirts, 10% from 10, 15% from 25; shipping is a function of the
// country and the number of shirts: the country's first-item rate plus its additional-item rate per
// extra shirt ($3.99 plus $2.09 to the US). Every amount is an integer number of cents.
//
// Rounding: the only fractional step is the quantity discount. It is computed on the subtotal as
// round-half-up to the cent (Math.round on a positive number), so the shopper never pays a
// fraction of a cent and a half cent goes to the shopper's discount.

export const CURRENCY = 'USD'
export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 100
export const SHIPPING_FIRST_ITEM_CENTS = 399
export const SHIPPING_ADDITIONAL_ITEM_CENTS = 209
export const SHIPPING_METHOD = 'standard'
export const DEFAULT_ESTIMATED_DELIVERY = '7-14 business days (estimate)'

/** Discount tiers on the subtotal, highest threshold first. */
export const QUANTITY_DISCOUNTS = [
  { minQuantity: 25, percent: 15 },
  { minQuantity: 10, percent: 10 },
  { minQuantity: 5, percent: 5 },
] as const

/** Standard shipping to one country (modules/shipping names the countries and their rates). */
export interface ShippingRate {
  country: string
  firstItemCents: number
  additionalItemCents: number
}

/** The US rate: $3.99 for the first shirt, $2.09 for each further one. */
export const US_SHIPPING: ShippingRate = {
  country: 'US',
  firstItemCents: SHIPPING_FIRST_ITEM_CENTS,
  additionalItemCents: SHIPPING_ADDITIONAL_ITEM_CENTS,
}

export interface PricedLine {
  unitPriceCents: number
  quantity: number
}

export interface Pricing {
  perItem: number
  quantity: number
  subtotal: number
  discount: { percent: number; amount: number }
  /** A discount code's own step, after the quantity discount (its rules: the discount-code module). */
  code: { code: string; amount: number } | null
  /** The shirts after every discount: the quantity discount, then the code's. */
  discountedSubtotal: number
  /** The method is always standard shipping, and its cost is exact, not an estimate. `country`: where to. */
  shipping: { method: string; cost: number; formattedCost: string; estimated: boolean; country: string }
  /** Tax on the shirts after every discount and on shipping where it is taxed (ADR 167; `withTax`). */
  tax: PricingTax
  /** subtotal − discounts + shipping + tax. */
  total: number
  currency: string
  formattedTotal: string
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY })

export function formatPrice(cents: number): string {
  return usd.format(cents / 100)
}

/**
 * A typed or submitted quantity brought into 1..100: fractions are cut, anything that is not a
 * number becomes 1.
 */
export function clampQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10)
  if (!Number.isFinite(n)) return MIN_QUANTITY
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(n)))
}

/**
 * Price normalisation: prices are cents, string prices are dollars (multiplied by
 * 100) and numeric prices below 100 are dollars too. Returns null for anything that is not a
 * positive price.
 */
export function normalizePriceCents(price: unknown): number | null {
  let cents: number
  if (typeof price === 'string') {
    const trimmed = price.trim().replace(/^\$/, '')
    if (!/^\d+(\.\d+)?$/.test(trimmed)) return null
    cents = Math.round(Number.parseFloat(trimmed) * 100)
  } else if (typeof price === 'number' && Number.isFinite(price)) {
    cents = price < 100 ? Math.round(price * 100) : Math.round(price)
  } else {
    return null
  }
  return cents > 0 ? cents : null
}

export function discountPercentFor(quantity: number): number {
  return QUANTITY_DISCOUNTS.find((tier) => quantity >= tier.minQuantity)?.percent ?? 0
}

/** The country's first-item rate, then its additional-item rate per further shirt; nothing for an empty cart. */
export function shippingCentsFor(quantity: number, rate: ShippingRate = US_SHIPPING): number {
  if (quantity <= 0) return 0
  return rate.firstItemCents + rate.additionalItemCents * (quantity - 1)
}

/**
 * The tax of a cart. `status`: `calculated` (the amount is what is charged), `none` (taxes are off, or
 * nothing to tax yet), `needs-address` (tax follows the address, not given yet), `invalid-address`
 * (the tax provider cannot place it) or `unavailable` (the provider did not answer); only
 * `calculated` and `none` may be paid.
 */
export interface PricingTax {
  status: 'calculated' | 'none' | 'needs-address' | 'invalid-address' | 'unavailable'
  amount: number
  formattedAmount: string
  /** "VAT 20% (estimate)", "Sales tax 4% (estimate)", "Tax" (Stripe Tax), or "Tax" when there is none. */
  label: string
  /** The offline table's estimate (test mode), not a provider's calculation. */
  estimated: boolean
  /** Tax per cart line, in the lines' order, and on shipping: they sum to `amount`. */
  lineCents: number[]
  shippingCents: number
  /** The provider's calculation (Stripe's taxcalc_...), recorded with the order once paid. */
  calculationId: string | null
  /** Why a price cannot be paid yet (invalid-address, unavailable), for the shopper. */
  message: string | null
}

/** No tax: taxes are off, or there is nothing to tax. */
export const NO_TAX: PricingTax = {
  status: 'none',
  amount: 0,
  formattedAmount: '$0.00',
  label: 'Tax',
  estimated: false,
  lineCents: [],
  shippingCents: 0,
  calculationId: null,
  message: null,
}

/** A discount code's step: given the shirts after the quantity discount, what the code takes off. */
export type CodeStep = (goodsCents: number) => { code: string; amount: number }

/**
 * The checkout's pricing for some lines. Discounts and shipping count every shirt in the cart.
 * `perItem` is the unit price when all lines share one, otherwise the average (rounded). A code's
 * step comes after the quantity discount and never takes the shirts below $0 nor touches shipping.
 */
export function computePricing(
  lines: PricedLine[],
  { shippingRate = US_SHIPPING, codeStep = null }: { shippingRate?: ShippingRate; codeStep?: CodeStep | null } = {},
): Pricing {
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0)
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0)
  const percent = discountPercentFor(quantity)
  const amount = Math.round((subtotal * percent) / 100)
  const stepped = codeStep ? codeStep(subtotal - amount) : null
  const code = stepped
    ? { code: stepped.code, amount: Math.min(subtotal - amount, Math.max(0, Math.trunc(stepped.amount))) }
    : null
  const discountedSubtotal = subtotal - amount - (code?.amount ?? 0)
  const shippingCost = shippingCentsFor(quantity, shippingRate)
  const total = discountedSubtotal + shippingCost
  const unitPrices = new Set(lines.map((line) => line.unitPriceCents))
  const perItem = unitPrices.size === 1 ? lines[0].unitPriceCents : quantity > 0 ? Math.round(subtotal / quantity) : 0
  return {
    perItem,
    quantity,
    subtotal,
    discount: { percent, amount },
    code,
    discountedSubtotal,
    shipping: {
      method: SHIPPING_METHOD,
      cost: shippingCost,
      formattedCost: formatPrice(shippingCost),
      estimated: false,
      country: shippingRate.country,
    },
    tax: NO_TAX,
    total,
    currency: CURRENCY,
    formattedTotal: formatPrice(total),
  }
}
