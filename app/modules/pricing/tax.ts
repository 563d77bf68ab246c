import { formatPrice, type PricedLine, type Pricing, type PricingTax } from './pricing.ts'

// Tax is computed per cart line, on what the line costs after every discount, and on shipping (ADR 167).
// The quantity discount and the code's are computed on the whole cart; each line's share of them is
// its part of the subtotal, rounded down, and the cents left over go to the first lines, one each, so
// the lines' taxable amounts always sum to the discounted subtotal exactly.

/** What each line costs after its share of every discount: integer cents summing to `discountedSubtotal`. */
export function discountedLineAmounts(lines: PricedLine[], pricing: Pick<Pricing, 'subtotal' | 'discountedSubtotal'>): number[] {
  const gross = lines.map((l) => l.unitPriceCents * l.quantity)
  const subtotal = BigInt(pricing.subtotal)
  if (subtotal <= 0n) return gross.map(() => 0)
  const target = BigInt(pricing.discountedSubtotal)
  const shares = gross.map((g) => (BigInt(g) * target) / subtotal)
  let left = target - shares.reduce((a, b) => a + b, 0n)
  for (let i = 0; left > 0n && i < shares.length; i++) {
    if (gross[i] === 0) continue
    shares[i] += 1n
    left -= 1n
  }
  return shares.map(Number)
}

/** The tax as the checkout shows it, from the per-line and shipping cents (their sum is the amount). */
export function pricingTax(
  parts: { lineCents: number[]; shippingCents: number },
  about: { label: string; estimated: boolean; calculationId: string | null },
): PricingTax {
  const amount = parts.lineCents.reduce((sum, c) => sum + c, parts.shippingCents)
  return {
    status: 'calculated',
    amount,
    formattedAmount: formatPrice(amount),
    label: about.label,
    estimated: about.estimated,
    lineCents: parts.lineCents,
    shippingCents: parts.shippingCents,
    calculationId: about.calculationId,
    message: null,
  }
}

/** A tax that is not known (yet): nothing is added, and the cart is not paid while it stands. */
export function pendingTax(status: 'needs-address' | 'invalid-address' | 'unavailable', message: string | null): PricingTax {
  return {
    ...pricingTax({ lineCents: [], shippingCents: 0 }, { label: 'Tax', estimated: false, calculationId: null }),
    status,
    message,
  }
}

/** The pricing with its tax: the total is subtotal − discounts + shipping + tax. */
export function withTax(pricing: Pricing, tax: PricingTax): Pricing {
  const total = pricing.discountedSubtotal + pricing.shipping.cost + tax.amount
  return { ...pricing, tax, total, formattedTotal: formatPrice(total) }
}
