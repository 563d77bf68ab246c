import type { ShippingAddress } from '#db/schema.ts'
import { formatPrice } from '~/modules/pricing/pricing.ts'

// Pure rules for orders as the shopper sees them (SPEC section 3, "Order as displayed").

export const NOT_SHIPPED = 'Not shipped yet'
export const DELIVERY_TBD = 'TBD'

/** An order public id: 144 random bits, URL-safe. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

export interface DisplayedOrder {
  orderId: string
  orderDate: string
  orderStatus: string
  estimatedDelivery: string
  items: { title: string; variantId: number; quantity: number; sku: string; size: string; color: string; imageUrl: string | null }[]
  shippingAddress: Omit<ShippingAddress, 'email' | 'phone'>
  trackingInfo: string | { carrier: string; number: string; url: string | null }
  totals: { subtotal: string; discount: string; shipping: string; total: string }
}

export function skuFor(item: { variantId: number; designId: number | null }) {
  return `SS-${item.variantId}-${item.designId ?? 0}`
}

/** "in_production" -> "In production": the spec shows the status capitalised. */
export function capitaliseStatus(status: string) {
  const words = status.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function displayOrder(
  order: {
    public_id: string
    created_at: Date | string
    status: string
    estimated_delivery: string | null
    shipping_address: ShippingAddress
    tracking: { carrier: string; number: string; url: string | null } | null
    subtotal_cents: number
    discount_cents: number
    shipping_cents: number
    total_cents: number
  },
  items: { title: string; variant_id: number; quantity: number; sku: string; size: string; color: string; image_url: string | null }[],
): DisplayedOrder {
  const a = order.shipping_address
  return {
    orderId: order.public_id,
    orderDate: new Date(order.created_at).toISOString(),
    orderStatus: order.status,
    estimatedDelivery: order.estimated_delivery || DELIVERY_TBD,
    items: items.map((i) => ({
      title: i.title,
      variantId: i.variant_id,
      quantity: i.quantity,
      sku: i.sku,
      size: i.size,
      color: i.color,
      imageUrl: i.image_url,
    })),
    shippingAddress: {
      first_name: a.first_name,
      last_name: a.last_name,
      address1: a.address1,
      ...(a.address2 ? { address2: a.address2 } : {}),
      city: a.city,
      region: a.region,
      zip: a.zip,
      country: a.country,
    },
    trackingInfo: order.tracking ?? NOT_SHIPPED,
    totals: {
      subtotal: formatPrice(order.subtotal_cents),
      discount: formatPrice(order.discount_cents),
      shipping: formatPrice(order.shipping_cents),
      total: formatPrice(order.total_cents),
    },
  }
}
