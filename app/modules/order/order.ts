import type { ShippingAddress } from '#db/schema.ts'
import { DEFAULT_ESTIMATED_DELIVERY, formatPrice } from '~/modules/pricing/index.ts'
import { estimatedDeliveryText, type DeliveryPromise } from '~/modules/delivery/index.ts'
import { orderStatus, orderStatusWords } from './order-status.ts'

// Pure rules for orders as the shopper sees them on the confirmation page.

export const NOT_SHIPPED = 'Not shipped yet'

/**
 * What an order's delivery estimate covers. The store's default estimate, '7-14 business days
 * (estimate)', is the whole wait: the shirt is printed to order (about 4-9 business days) and then
 * shipped, which takes the 3-5 business days the product page promises. An estimate the print provider
 * gave covers both too. TBD (no estimate yet) needs no explanation.
 */
export function deliveryExplanation(estimatedDelivery: string): string | null {
  if (estimatedDelivery === DELIVERY_TBD) return null
  if (estimatedDelivery === DEFAULT_ESTIMATED_DELIVERY) {
    return 'Printing to order takes about 4-9 business days; shipping then takes 3-5 business days.'
  }
  return 'From our print partner: printing and shipping included.'
}
export const DELIVERY_TBD = 'TBD'

/** An order public id: 144 random bits, URL-safe. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

export interface DisplayedOrder {
  orderId: string
  orderDate: string
  /** Where the order stands (order-status.ts): paid, in production, shipped, delivered, refunded, canceled. */
  orderStatus: string
  /** The same status in words: "In production". */
  status: string
  estimatedDelivery: string
  items: {
    title: string
    variantId: number
    quantity: number
    sku: string
    size: string
    color: string
    imageUrl: string | null
  }[]
  shippingAddress: Omit<ShippingAddress, 'email' | 'phone'>
  trackingInfo: string | { carrier: string; number: string; url: string | null }
  /** `refunded`: what the provider has refunded so far, when anything (partial refunds included). */
  totals: {
    subtotal: string
    /** Every discount together: the quantity discount and the code's. */
    discount: string
    shipping: string
    /** The tax line: its amount (\$0.00 when none) and its name ("VAT 20% (estimate)", "Tax"). */
    tax: string
    taxLabel: string
    /** True when the tax is the offline table's estimate (test mode). */
    taxEstimated: boolean
    total: string
    refunded?: string
    /** When the order used a discount code: the code, what it took off, and the quantity discount alone. */
    discountCode?: string
    codeDiscount?: string
    quantityDiscount?: string
  }
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
    tax_cents?: number
    tax_label?: string | null
    tax_estimated?: boolean
    total_cents: number
    refunded_cents?: number
    discount_code?: string | null
    code_discount_cents?: number
  },
  items: {
    title: string
    variant_id: number
    quantity: number
    sku: string
    size: string
    color: string
    image_url: string | null
  }[],
  /** The timeline's event kinds (the status follows them) and the delivery promise, when known. */
  extra: { eventKinds?: readonly string[]; delivery?: DeliveryPromise | null } = {},
): DisplayedOrder {
  const a = order.shipping_address
  const status = orderStatus(order.status, extra.eventKinds)
  return {
    orderId: order.public_id,
    orderDate: new Date(order.created_at).toISOString(),
    orderStatus: status,
    status: orderStatusWords(status),
    estimatedDelivery:
      extra.delivery !== undefined ? estimatedDeliveryText(extra.delivery) : order.estimated_delivery || DELIVERY_TBD,
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
      tax: formatPrice(order.tax_cents ?? 0),
      taxLabel: order.tax_label ?? 'Tax',
      taxEstimated: Boolean(order.tax_estimated),
      total: formatPrice(order.total_cents),
      ...(order.refunded_cents ? { refunded: formatPrice(order.refunded_cents) } : {}),
      ...(order.discount_code
        ? {
            discountCode: order.discount_code,
            codeDiscount: formatPrice(order.code_discount_cents ?? 0),
            quantityDiscount: formatPrice(order.discount_cents - (order.code_discount_cents ?? 0)),
          }
        : {}),
    },
  }
}

/**
 * Who may see an order page: an order bought while signed in belongs to that account, and only its
 * owner sees it; an order bought anonymously is seen by whoever holds its unguessable link.
 */
export function canViewOrder(orderUserId: number | null, viewerUserId: number | null): boolean {
  return orderUserId === null || orderUserId === viewerUserId
}

/** The address of an order's page: its public id (144 random bits) is the secret. */
export function orderPath(publicId: string) {
  return `/orders/${encodeURIComponent(publicId)}`
}

export type OrderEventKindName =
  | 'paid'
  | 'submitted'
  | 'awaiting_approval'
  | 'in_production'
  | 'shipped'
  | 'delivered'
  | 'canceled'
  | 'refunded'
  | 'partially_refunded'
  | 'disputed'
  | 'dispute_won'
  | 'dispute_lost'
  | 'dispute_prevented'
  | 'delayed'
  | 'refund_failed'
  | 'refund_needs_action'

const EVENT_LABELS: Record<OrderEventKindName, string> = {
  paid: 'Paid',
  submitted: 'Sent to the printer',
  awaiting_approval: 'Waiting for the shop to approve it at the printer',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled by the printer',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  disputed: 'Payment disputed',
  dispute_won: 'Dispute won',
  dispute_lost: 'Dispute lost',
  dispute_prevented: 'Dispute prevented before a chargeback',
  delayed: 'Delayed at the printer',
  refund_failed: 'A refund did not go through; we will sort it out',
  refund_needs_action: 'A refund is waiting for more details',
}

/** Events whose detail is an amount, named in their label. */
const AMOUNT_EVENTS = new Set<OrderEventKindName>(['partially_refunded', 'refund_failed', 'refund_needs_action'])

type EventDetail = { carrier: string; number: string; url: string | null } | { amountCents: number }

function isTracking(detail: EventDetail | null): detail is { carrier: string; number: string; url: string | null } {
  return detail !== null && 'number' in detail
}

/** "Partially refunded $5.00": the label names the amount refunded so far. */
function eventLabel(kind: OrderEventKindName, detail: EventDetail | null) {
  const label = EVENT_LABELS[kind] ?? capitaliseStatus(kind)
  if (AMOUNT_EVENTS.has(kind) && detail && 'amountCents' in detail) {
    return kind === 'partially_refunded'
      ? `${label} ${formatPrice(detail.amountCents)}`
      : `${label} (${formatPrice(detail.amountCents)})`
  }
  return label
}

export interface TimelineEntry {
  kind: OrderEventKindName
  label: string
  at: string
  tracking: { carrier: string; number: string; url: string | null } | null
}

/** The order's events as its timeline shows them, oldest first. */
export function timelineFrom(
  events: {
    kind: OrderEventKindName
    occurred_at: Date | string
    detail: EventDetail | null
  }[],
): TimelineEntry[] {
  return events.map((e) => ({
    kind: e.kind,
    label: eventLabel(e.kind, e.detail),
    at: new Date(e.occurred_at).toISOString(),
    tracking: e.kind === 'shipped' && isTracking(e.detail) ? e.detail : null,
  }))
}

/** A carrier's tracking link only when it is a web address (it reaches the page from a provider). */
export function safeTrackingUrl(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

export interface OrderLine {
  title: string
  color: string
  size: string
  quantity: number
  unitPrice: string
  lineTotal: string
  /** The design on a shirt of the line's colour, or null when the line has no design. */
  mockupUrl: string | null
  imageUrl: string | null
}

export function orderLineFrom(item: {
  title: string
  color: string
  size: string
  quantity: number
  unit_price_cents: number
  design_id: number | null
  image_url: string | null
}): OrderLine {
  return {
    title: item.title,
    color: item.color,
    size: item.size,
    quantity: item.quantity,
    unitPrice: formatPrice(item.unit_price_cents),
    lineTotal: formatPrice(item.unit_price_cents * item.quantity),
    mockupUrl: item.design_id ? `/mockups/${item.design_id}/${encodeURIComponent(item.color)}?w=256` : null,
    imageUrl: item.image_url,
  }
}

export interface OrderPageData {
  order: DisplayedOrder
  lines: OrderLine[]
  timeline: TimelineEntry[]
  /** The delivery promise (null once there is nothing left to promise) and what it is made of. */
  delivery?: { promise: DeliveryPromise | null; breakdown: string | null }
  /** Set while the printer holds the order: when the hold began (ISO) and what the shopper is told. */
  delay?: { since: string; message: string } | null
}

/** What a shopper whose order the printer holds reads on its page. */
export const DELAY_MESSAGE =
  'The printer has paused your order to sort out a problem. We are on it and will e-mail you if we need anything; you do not need to do anything.'

export interface OrderSummary {
  publicId: string
  orderDate: string
  status: string
  /** The status in words: "In production". */
  statusWords: string
  total: string
  shirts: number
  firstMockupUrl: string | null
}
