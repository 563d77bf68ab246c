import { evaluateCode, type CodeCustomer } from '~/modules/discount-code/index.server.ts'
import type { CodeRefusal } from '~/modules/discount-code/index.ts'
import { computePricing, US_SHIPPING, type PricedLine, type Pricing, type ShippingRate } from '~/modules/pricing/index.ts'
import type { DB } from '~/lib/db.server.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import { taxCart, type TaxPlace } from './cart-tax.server.ts'

/**
 * The discount code kept with a cart, as checked on this read: `refusal` is set when it no longer
 * applies (it ended, was used up, the cart fell below its minimum); the cart is then priced without
 * it and is not paid until the code is removed or the cart meets it again.
 */
export interface CartCode {
  code: string
  label: string | null
  refusal: CodeRefusal | null
  message: string | null
}

/**
 * The cart's pricing, its code's step included when the code applies to this cart and customer now,
 * and its tax to `place` (the address, or the country previewed; null before either).
 */
export async function priceCart(
  db: DB,
  tax: TaxService | null,
  lines: PricedLine[],
  code: string | null,
  customer: CodeCustomer,
  shippingRate: ShippingRate | null = US_SHIPPING,
  place: TaxPlace | null = null,
): Promise<{ pricing: Pricing; discountCode: CartCode | null }> {
  const rate = shippingRate ?? US_SHIPPING
  const plain = computePricing(lines, { shippingRate: rate })
  const taxed = (pricing: Pricing) => taxCart(tax, lines, pricing, place)
  if (!code) return { pricing: await taxed(plain), discountCode: null }
  const evaluation = await evaluateCode(db, code, { subtotalCents: plain.subtotal, customer })
  if (!evaluation.ok) {
    return {
      pricing: await taxed(plain),
      discountCode: { code, label: null, refusal: evaluation.refusal, message: evaluation.message },
    }
  }
  return {
    pricing: await taxed(computePricing(lines, { shippingRate: rate, codeStep: evaluation.step })),
    discountCode: { code: evaluation.code, label: evaluation.label, refusal: null, message: null },
  }
}
