import { describe, expect, it } from 'vitest'
import type { Cart, CartLine } from '~/modules/cart/index.server.ts'
import { computePricing } from '~/modules/pricing/index.ts'
import { pricedSnapshotKey } from './checkout.server.ts'

function cart(
  lines: Partial<CartLine>[],
  { id = 'cart-1', revision = '1', code = null as { code: string; percent: number } | null } = {},
): Cart {
  const full = lines.map((l, i) => ({
    id: i + 1,
    kind: 'own' as const,
    designId: 7,
    productId: 1,
    variantId: 17603,
    printifyProductId: null,
    shopId: null,
    title: 'Fox',
    imageUrl: null,
    color: 'White',
    size: 'L',
    quantity: 1,
    unitPriceCents: 2499,
    available: true,
    ...l,
  }))
  const step = code ? (goods: number) => ({ code: code.code, amount: Math.floor((goods * code.percent + 50) / 100) }) : null
  const discountCode = code ? { code: code.code, label: null, refusal: null, message: null } : null
  const shipping = { country: 'US', served: true }
  return { id, revision, address: null, lines: full, pricing: computePricing(full, { codeStep: step }), discountCode, shipping }
}

describe('the payment idempotency key: the priced snapshot', () => {
  it('is the same for the same priced cart, whatever its revision (a double click converges)', () => {
    expect(pricedSnapshotKey(cart([{}], { revision: '1' }))).toBe(pricedSnapshotKey(cart([{}], { revision: '2' })))
  })

  it('changes with the price, the quantity, the variant, the design and the cart', () => {
    const base = pricedSnapshotKey(cart([{}]))
    expect(pricedSnapshotKey(cart([{ unitPriceCents: 2999 }]))).not.toBe(base)
    expect(pricedSnapshotKey(cart([{ quantity: 2 }]))).not.toBe(base)
    expect(pricedSnapshotKey(cart([{ variantId: 17604 }]))).not.toBe(base)
    expect(pricedSnapshotKey(cart([{ designId: 8 }]))).not.toBe(base)
    expect(pricedSnapshotKey(cart([{}], { id: 'cart-2' }))).not.toBe(base)
  })

  it('changes with the discount code, even when two codes take off the same amount', () => {
    const base = pricedSnapshotKey(cart([{}]))
    const save10 = pricedSnapshotKey(cart([{}], { code: { code: 'SAVE10', percent: 10 } }))
    const also10 = pricedSnapshotKey(cart([{}], { code: { code: 'ALSO10', percent: 10 } }))
    expect(save10).not.toBe(base)
    expect(also10).not.toBe(save10)
  })

  it('changes with the country shipped to, even at the same total', () => {
    const us = cart([{}])
    const base = pricedSnapshotKey(us)
    const ca = { ...us, shipping: { country: 'CA', served: true } }
    expect(pricedSnapshotKey(ca)).not.toBe(base)
    const caPriced = {
      ...ca,
      pricing: computePricing(ca.lines, { shippingRate: { country: 'CA', firstItemCents: 649, additionalItemCents: 299 } }),
    }
    expect(pricedSnapshotKey(caPriced)).not.toBe(pricedSnapshotKey(ca))
  })

  it('fits a processor key (Stripe takes up to 255 characters)', () => {
    expect(`pi-create:${pricedSnapshotKey(cart([{}, { designId: 9 }]))}`.length).toBeLessThan(255)
  })
})
