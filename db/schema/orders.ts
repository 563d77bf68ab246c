import type { ColumnType, Generated } from 'kysely'
import type { Timestamp, NullableTimestamp, Json, NullableJson } from './columns.ts'

export interface ShippingAddress {
  first_name: string
  last_name: string
  email: string
  phone: string
  address1: string
  address2?: string
  city: string
  region: string
  zip: string
  country: string
}

export interface CartsTable {
  id: string
  visitor_id: string
  /** The owner of a cart made through POST /api/carts; null for a browser's cart (migration 0200). */
  api_user_id: Generated<number | null>
  address: NullableJson<ShippingAddress>
  created_at: Timestamp
  updated_at: Timestamp
  /** The cart's payment made its order: it takes no more lines or payments (migration 0270). */
  closed_at: Generated<Timestamp | null>
  /** The discount code the shopper applied, checked again on every read (migration 0310). */
  discount_code: Generated<string | null>
}

/** Keys of Add to Cart forms already applied to a cart, so a repeat adds nothing (migration 0011). */
export interface CartAddKeysTable {
  cart_id: string
  add_key: string
  created_at: Generated<Timestamp>
}

export interface CartItemsTable {
  id: Generated<number>
  cart_id: string
  design_id: number | null
  product_id: number
  variant_id: number
  printify_product_id: string | null
  shop_id: number | null
  kind: 'own' | 'community' | 'product'
  title: string
  image_url: string | null
  color: string
  size: string
  quantity: number
  created_at: Timestamp
}

export interface TestPaymentIntentsTable {
  id: string
  client_secret: string
  amount: number
  currency: string
  status: string
  idempotency_key: string | null
  card_brand: string | null
  card_last4: string | null
  last_error: string | null
  metadata: Json<Record<string, string>>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface OrdersTable {
  id: Generated<number>
  public_id: string
  payment_id: string
  payment_provider: string
  user_id: number | null
  visitor_id: string | null
  status: string
  email: string
  shipping_address: Json<ShippingAddress>
  subtotal_cents: number
  discount_cents: number
  shipping_cents: number
  /** The ISO country the shipping was priced to (null for orders placed before shipping by country). */
  shipping_country: string | null
  total_cents: number
  currency: string
  fulfilment_provider: string
  fulfilment_order_id: string | null
  fulfilment_status: Generated<string>
  tracking: NullableJson<{ carrier: string; number: string; url: string | null }>
  estimated_delivery: string | null
  refunded_at: NullableTimestamp
  /** Cents refunded so far by the provider, partial refunds included (migration 0120). */
  refunded_cents: Generated<number>
  /** When fulfilment last checked this order with its provider (migration 0004). */
  fulfilment_synced_at: NullableTimestamp
  /** When the order's receipt e-mail was sent (migration 0015). */
  receipt_sent_at: NullableTimestamp
  /** When the "your order has shipped" e-mail was sent (migration 0210). */
  shipped_email_sent_at: NullableTimestamp
  /** The discount code the order used and what it took off (also counted in discount_cents; migration 0310). */
  discount_code: Generated<string | null>
  code_discount_cents: Generated<number>
  /** The tax in the total, and the part of refunded_cents that was tax (migration 0340, ADR 167). */
  tax_cents: Generated<number>
  tax_refunded_cents: Generated<number>
  /** What the checkout called the tax, and whether it was the offline estimate. */
  tax_label: Generated<string | null>
  tax_estimated: Generated<boolean>
  /** Stripe Tax's calculation the price came from, and the transaction recorded from it once paid. */
  tax_calculation_id: Generated<string | null>
  tax_transaction_id: Generated<string | null>
  /** The refunded total up to which the tax transaction has been reversed with the provider. */
  tax_reversed_through_cents: Generated<number>
  created_at: Timestamp
  updated_at: Timestamp
}

/** The operator's discount codes (migration 0310, ADR 160). */
export interface DiscountCodesTable {
  id: Generated<number>
  code: string
  kind: 'percent' | 'fixed'
  percent_off: number | null
  amount_off_cents: number | null
  starts_at: ColumnType<Date, Date | string, Date | string>
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  max_uses: number | null
  uses: Generated<number>
  once_per_customer: Generated<boolean>
  min_subtotal_cents: Generated<number>
  created_by: number | null
  deactivated_at: NullableTimestamp
  created_at: Timestamp
}

/** One paid order's use of a discount code (unique per order). */
export interface DiscountCodeUsesTable {
  id: Generated<number>
  code_id: number
  order_id: number
  user_id: number | null
  email: string
  created_at: Timestamp
}

/**
 * A claim on one order e-mail (migration 0260): one row per order and kind ("receipt", "shipped",
 * "refund:<cents refunded so far>"), taken before the send, so the e-mail goes out once.
 */
export interface EmailClaimsTable {
  order_id: number
  kind: string
  /** The Message-ID of the first attempt; every retry sends it again. */
  message_id: string
  /** Takes of the claim: 1, plus one per retake after a lease ran out (the holder's fencing number). */
  attempts: Generated<number>
  /** Until when the holder may still be sending; after it, with no sent_at, another process may retake it. */
  leased_until: Timestamp
  sent_at: NullableTimestamp
  created_at: Generated<Timestamp>
}

/**
 * Something waiting for the operator (migration 0330): an order the print provider holds, or a refund
 * the payment provider could not make. Open until resolved_at; `key` raises each one once.
 */
export interface OperatorAlertsTable {
  id: Generated<number>
  key: string
  kind: OperatorAlertKind
  order_id: number | null
  /** The provider's word: Printify's order status ("has-issues"), Stripe's refund status ("failed"). */
  provider_status: string
  detail: NullableJson<OperatorAlertDetail>
  created_at: Timestamp
  resolved_at: NullableTimestamp
  resolution: string | null
}

export type OperatorAlertKind = 'fulfilment_hold' | 'refund_problem'

/** For refund problems: Stripe's refund, its amount, why it failed, and the event that said so. */
export type OperatorAlertDetail = {
  eventId?: string
  refundId?: string
  amountCents?: number
  currency?: string
  failureReason?: string | null
  paymentId?: string | null
}

/** What happened to an order, for its timeline (migration 0015): one row per kind. */
export type OrderEventKind =
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

/** "shipped" carries its tracking; "partially_refunded" the cents refunded so far. */
export type OrderEventDetail = { carrier: string; number: string; url: string | null } | { amountCents: number }

export interface OrderEventsTable {
  id: Generated<number>
  order_id: number
  kind: OrderEventKind
  /** For "shipped": the carrier, tracking number and link; for "partially_refunded": the amount. */
  detail: NullableJson<OrderEventDetail>
  occurred_at: Timestamp
}

export interface OrderItemsTable {
  id: Generated<number>
  order_id: number
  design_id: number | null
  product_id: number
  variant_id: number
  printify_product_id: string | null
  shop_id: number | null
  title: string
  image_url: string | null
  color: string
  size: string
  quantity: number
  unit_price_cents: number
  sku: string
  /** The print file the line was sent to the provider with (migration 0100). */
  print_file_key: ColumnType<string | null, string | null | undefined, string | null>
}

/** What a fulfilment job asks of the provider: send the order, or cancel it after a refund (migration 0008). */
export type FulfilmentJobAction = 'submit' | 'cancel'

export interface FulfilmentJobsTable {
  order_id: number
  action: Generated<FulfilmentJobAction>
  attempts: Generated<number>
  next_attempt_at: Timestamp
  locked_until: NullableTimestamp
  last_error: string | null
  completed_at: NullableTimestamp
  /** When the provider's order id was recorded (migration 0008). */
  submitted_at: NullableTimestamp
  /** Set when the job failed for good and waits for a person (migration 0090). */
  dead_at: NullableTimestamp
  /** Claims so far; a claim's number guards its heartbeat and outcome writes (migration 0280). */
  claims: Generated<number>
  /** Claims that took the job from a runner whose lease had lapsed (migration 0280). */
  takeovers: Generated<number>
}

export interface PaymentDisputesTable {
  /** The provider's dispute id. */
  id: string
  provider: string
  order_id: number
  status: string
  reason: string | null
  amount_cents: number
  created_at: Generated<Date>
  /** Set when the dispute ends (won, lost or a closed warning); open disputes hold commission. */
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface CheckoutPaymentsTable {
  id: string
  provider: string
  cart_id: string
  visitor_id: string
  user_id: number | null
  cart_revision: string
  items: Json<CheckoutSnapshotItem[]>
  address: NullableJson<ShippingAddress>
  pricing: Json<Record<string, unknown>>
  amount: number
  currency: string
  /** Set while the payment is `processing` (a bank debit not yet confirmed); cleared by the order or a failure. */
  processing_since: NullableTimestamp
  created_at: Timestamp
  updated_at: Timestamp
}

/** One cart line as it was paid for (see checkout_payments). */
export interface CheckoutSnapshotItem {
  cartItemId: number
  designId: number | null
  productId: number
  variantId: number
  printifyProductId: string | null
  shopId: number | null
  title: string
  imageUrl: string | null
  color: string
  size: string
  quantity: number
  unitPriceCents: number
}

export interface WebhookEventsTable {
  id: string
  provider: string
  type: string
  received_at: Timestamp
}

/** Refunds made through the built-in test-mode processor (migration 0191). */
export interface TestPaymentRefundsTable {
  id: string
  payment_intent_id: string
  amount: number
  idempotency_key: string
  created_at: Timestamp
}
