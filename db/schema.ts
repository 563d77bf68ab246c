import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
type Json<T> = ColumnType<T, string, string>
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>

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

export interface UsersTable {
  id: Generated<number>
  subject: string
  username: string
  first_name: string | null
  last_name: string | null
  profile_image_url: string | null
  email: string | null
  created_at: Timestamp
  updated_at: Timestamp
  /** An operator blocked the account: sign-in refused, tokens revoked, shops hidden (migration 0190). */
  blocked_at: NullableTimestamp
  /** The person deleted the account: the profile is anonymised, orders stay (migration 0190). */
  deleted_at: NullableTimestamp
}

export interface UserSessionsTable {
  id: string
  user_id: number
  created_at: Generated<Timestamp>
  expires_at: Timestamp
  /** The sign-in's ID token, sent as id_token_hint at logout (null for sessions made before it was kept). */
  id_token: ColumnType<string | null, string | null | undefined, string | null>
}

export interface PaymentAlertsTable {
  id: Generated<number>
  provider: string
  event_id: string
  payment_id: string
  snapshot_id: string
  problem: string
  received_amount: number
  currency: string
  created_at: Generated<Timestamp>
  resolved_at: Date | null
}

export interface ProductsTable {
  id: number
  title: string
  description: string
  blueprint_id: number
  print_provider_id: number
  price_cents: number
  default_color: string
  default_size: string
}

export interface ProductColorsTable {
  product_id: number
  name: string
  hex: string
  position: number
}

export interface ProductVariantsTable {
  id: number
  product_id: number
  color: string
  size: string
  price_cents: number
  is_enabled: Generated<boolean>
  is_sample: Generated<boolean>
}

export interface UploadsTable {
  id: string
  user_id: number | null
  visitor_id: string
  storage_key: string
  content_type: string
  width: number
  height: number
  bytes: number
  created_at: Timestamp
}

export interface DesignsTable {
  id: Generated<number>
  user_id: number | null
  visitor_id: string | null
  prompt: string
  name: string
  style: string
  color: string
  design_type: 'image' | 'text'
  source: 'prompt' | 'upload' | 'provider'
  upload_id: string | null
  image_url: string | null
  mockup_url: string | null
  image_key: string | null
  mockup_key: string | null
  /** The picture's pixel size, read from the image the first time it is needed (migration 0100). */
  image_width: ColumnType<number | null, number | null | undefined, number | null>
  image_height: ColumnType<number | null, number | null | undefined, number | null>
  price_cents: Generated<number>
  external_id: string | null
  external_source: string | null
  printify_product_id: string | null
  upvote_count: Generated<number>
  /** Shown in the community gallery, Popular and the community API lists: the creator's choice (migration 0170). */
  in_community: Generated<boolean>
  /** approved, pending (an upload awaiting review, migration 0240), held or removed. */
  moderation_status: Generated<string>
  /** What the upload screening found, for the operator (migration 0240). */
  review_note: ColumnType<string | null, string | null | undefined, string | null>
  deleted_at: NullableTimestamp
  /** The deleted design's images were deleted from storage (migration 0240). */
  files_deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: Timestamp
}

export interface DesignJobsTable {
  /** A random UUID: the job's public id (status URLs carry it). */
  id: string
  user_id: number | null
  visitor_id: string | null
  source: 'prompt' | 'upload'
  /** The validated request (GenerateDesignInput or FromImageInput), as JSON. */
  input: unknown
  status: Generated<'queued' | 'running' | 'done' | 'failed'>
  stage: string | null
  partial_url: string | null
  partial_count: Generated<number>
  attempts: Generated<number>
  lease_until: NullableTimestamp
  design_id: number | null
  error_status: number | null
  error_message: string | null
  created_at: Timestamp
  started_at: NullableTimestamp
  finished_at: NullableTimestamp
}

export interface DesignUpvotesTable {
  design_id: number
  user_id: number
  created_at: Timestamp
}

export interface ShopsTable {
  id: Generated<number>
  user_id: number
  name: string
  /** The shop's address, /shops/{handle}: unique, a slug of the name the owner may edit (migration 0230). */
  handle: Generated<string>
  description: string | null
  is_public: Generated<boolean>
  paypal_email: string | null
  banner_url: string | null
  logo_url: string | null
  deleted_at: NullableTimestamp
  created_at: Timestamp
  updated_at: Timestamp
}

export interface ShopDesignsTable {
  id: Generated<number>
  shop_id: number
  design_id: number
  is_published: Generated<boolean>
  created_at: Timestamp
}

export interface CartsTable {
  id: string
  visitor_id: string
  /** The owner of a cart made through POST /api/carts; null for a browser's cart (migration 0200). */
  api_user_id: Generated<number | null>
  address: NullableJson<ShippingAddress>
  created_at: Timestamp
  updated_at: Timestamp
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
  created_at: Timestamp
  updated_at: Timestamp
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
}

export interface OidcPayloadsTable {
  model: string
  id: string
  payload: ColumnType<Record<string, unknown>, string, string>
  grant_id: string | null
  user_code: string | null
  uid: string | null
  expires_at: NullableTimestamp
  consumed_at: NullableTimestamp
}

export interface RequestSlotsTable {
  name: string
  next_slot: Timestamp
}

export interface CommissionEntriesTable {
  id: Generated<number>
  shop_id: number
  order_id: number
  order_item_id: number
  kind: 'sale' | 'reversal'
  amount_cents: number
  payout_id: number | null
  paid_at: NullableTimestamp
  created_at: Timestamp
}

export interface PayoutsTable {
  id: Generated<number>
  month: string
  shop_id: number
  paypal_email: string
  amount_cents: number
  batch_id: string | null
  created_at: Timestamp
  /** PayPal's id of this payout's item in its batch (migration 0120). */
  paypal_item_id: ColumnType<string | null, string | null | undefined, string | null>
  /** The item's last transaction_status seen at PayPal. */
  item_status: ColumnType<string | null, string | null | undefined, string | null>
  /** Set when the item came back (unclaimed, returned, denied...): its entries are unpaid again. */
  returned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** Set once the item reached a final status; reconciliation stops asking about it. */
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** The payout that came back which an operator paid again with this one (migration 0240). */
  retry_of: ColumnType<number | null, number | null | undefined, number | null>
  /** Set when an operator recorded this payout as paid outside PayPal. */
  paid_by_hand_note: ColumnType<string | null, string | null | undefined, string | null>
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

export interface ApiTokensTable {
  id: Generated<number>
  user_id: number
  name: string
  /** The token's first characters, shown to tell tokens apart (never enough to use it). */
  prefix: string
  /** SHA-256 (hex) of the whole token: the token itself is never stored. */
  token_hash: string
  /** Space-separated scopes: read, designs, shops, orders. */
  scopes: string
  created_at: Timestamp
  last_used_at: NullableTimestamp
  revoked_at: NullableTimestamp
  /** The API version the token speaks when a request names none: the newest when it was made (migration 0200). */
  api_version: Generated<string>
}

export interface IdempotencyKeysTable {
  /** "user:<id>" or "visitor:<id>": keys of different owners never meet. */
  owner: string
  key: string
  request_hash: string
  state: 'running' | 'done'
  response_status: number | null
  response_type: string | null
  response_body: string | null
  created_at: Timestamp
  expires_at: Timestamp
}

/** A visitor's report of a public design (migration 0190). */
export type ReportReason = 'copyright' | 'hateful' | 'sexual' | 'personal_photo' | 'other'

export interface DesignReportsTable {
  id: Generated<number>
  design_id: number
  reason: ReportReason
  note: string | null
  /** `u:<user id>` or `v:<visitor id>`: one report per reporter and design. */
  reporter_key: string
  reporter_user_id: number | null
  created_at: Timestamp
  resolved_at: NullableTimestamp
  resolution: string | null
}

/** One operator action, append-only (migration 0190). */
export interface AdminAuditLogTable {
  id: Generated<string>
  actor_user_id: number
  actor_name: string
  action: string
  target_type: string
  target_id: string
  before: NullableJson<unknown>
  after: NullableJson<unknown>
  note: string | null
  created_at: Timestamp
}

/** Refunds made through the built-in test-mode processor (migration 0191). */
export interface TestPaymentRefundsTable {
  id: string
  payment_intent_id: string
  amount: number
  idempotency_key: string
  created_at: Timestamp
}

/** An account's outgoing webhook endpoint (migration 0220, ADR 130). */
export interface WebhookEndpointsTable {
  id: Generated<number>
  user_id: number
  url: string
  description: string | null
  /** Space-separated event types, e.g. "order.paid order.shipped". */
  event_types: string
  /** The signing secret, whsec_ and base64 (Standard Webhooks); shown once, kept to sign with. */
  secret: string
  enabled: Generated<boolean>
  /** Why the store disabled it (the endpoint answered 410 Gone), null when enabled or disabled by its owner. */
  disabled_reason: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

/** One event of an account as sent to its endpoints: its webhook-id and the exact body signed. */
export interface WebhookMessagesTable {
  /** msg_…: the webhook-id header, the same on every attempt. */
  id: string
  user_id: number
  event_type: string
  /** What makes the event unique for its account (e.g. "order.paid:42"): recorded once. */
  event_key: string
  body: string
  created_at: Timestamp
}

/** A message's delivery to one endpoint: the delivery log. */
export interface WebhookDeliveriesTable {
  id: Generated<number>
  endpoint_id: number
  message_id: string
  /** pending, delivered or failed (retries used up, or the endpoint is gone). */
  status: Generated<string>
  attempts: Generated<number>
  /** The place in the retry schedule; redelivery starts it again. */
  retry_step: Generated<number>
  next_attempt_at: NullableTimestamp
  lease_until: NullableTimestamp
  last_attempt_at: NullableTimestamp
  last_status_code: number | null
  last_error: string | null
  delivered_at: NullableTimestamp
  created_at: Timestamp
}

export interface Database {
  users: UsersTable
  user_sessions: UserSessionsTable
  payment_alerts: PaymentAlertsTable
  products: ProductsTable
  product_colors: ProductColorsTable
  product_variants: ProductVariantsTable
  uploads: UploadsTable
  designs: DesignsTable
  design_upvotes: DesignUpvotesTable
  design_jobs: DesignJobsTable
  shops: ShopsTable
  shop_designs: ShopDesignsTable
  carts: CartsTable
  cart_items: CartItemsTable
  cart_add_keys: CartAddKeysTable
  test_payment_intents: TestPaymentIntentsTable
  orders: OrdersTable
  order_items: OrderItemsTable
  order_events: OrderEventsTable
  fulfilment_jobs: FulfilmentJobsTable
  request_slots: RequestSlotsTable
  oidc_payloads: OidcPayloadsTable
  commission_entries: CommissionEntriesTable
  payouts: PayoutsTable
  payment_disputes: PaymentDisputesTable
  webhook_events: WebhookEventsTable
  checkout_payments: CheckoutPaymentsTable
  api_tokens: ApiTokensTable
  webhook_endpoints: WebhookEndpointsTable
  webhook_messages: WebhookMessagesTable
  webhook_deliveries: WebhookDeliveriesTable
  idempotency_keys: IdempotencyKeysTable
  design_reports: DesignReportsTable
  admin_audit_log: AdminAuditLogTable
  test_payment_refunds: TestPaymentRefundsTable
}
