import type { Cart } from '~/modules/cart/index.server.ts'
import { deliveryEstimate } from '~/modules/delivery/index.server.ts'
import { countryName } from '~/modules/shipping/index.ts'
import type { StoreServices } from './load-context.ts'

/**
 * An API cart as answered: its lines and prices in integer cents, with the formatted total beside
 * them, and where it ships: the country, its standard shipping cost and the delivery promise (by the
 * times of the print provider of the caller's `fulfilment`).
 */
export async function cartJson({ fulfilment }: Pick<StoreServices, 'fulfilment'>, cart: Cart) {
  const p = cart.pricing
  const { promise } = await deliveryEstimate(fulfilment, cart.shipping.country)
  return {
    id: cart.id,
    lines: cart.lines.map((line) => ({
      id: line.id,
      designId: line.designId,
      variantId: line.variantId,
      title: line.title,
      color: line.color,
      size: line.size,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.unitPriceCents * line.quantity,
      imageUrl: line.imageUrl,
      available: line.available,
    })),
    address: cart.address,
    pricing: {
      quantity: p.quantity,
      subtotalCents: p.subtotal,
      discountPercent: p.discount.percent,
      discountCents: p.discount.amount,
      // The discount code's own step, after the quantity discount (ADR 160); null when none applies.
      discountCode: p.code?.code ?? null,
      codeDiscountCents: p.code?.amount ?? 0,
      shippingCents: p.shipping.cost,
      // Tax on the shirts after the discounts and on shipping where taxed (ADR 167): its own amount.
      taxCents: p.tax.amount,
      tax: { status: p.tax.status, label: p.tax.label, estimated: p.tax.estimated, message: p.tax.message },
      totalCents: p.total,
      // One form for every amount's currency in the API: lower case, as payments and orders (ADR 137).
      currency: p.currency.toLowerCase(),
      formattedTotal: p.formattedTotal,
    },
    shipping: {
      country: cart.shipping.country,
      countryName: countryName(cart.shipping.country),
      served: cart.shipping.served,
      method: p.shipping.method,
      costCents: p.shipping.cost,
      delivery: promise
        ? {
            earliest: promise.earliest,
            latest: promise.latest,
            minBusinessDays: promise.days.min,
            maxBusinessDays: promise.days.max,
            label: promise.label,
          }
        : null,
    },
  }
}
