// The database's tables as Kysely types, one file per area under db/schema/; this file names them
// all and the Database they make up.
import type {
  UsersTable,
  UserSessionsTable,
  PaymentAlertsTable,
  OidcPayloadsTable,
  RequestSlotsTable,
  ApiTokensTable,
  IdempotencyKeysTable,
  AdminAuditLogTable,
} from './schema/accounts.ts'
import type { ProductsTable, ProductColorsTable, ProductVariantsTable } from './schema/catalogue.ts'
import type { UploadsTable, DesignsTable, DesignJobsTable, DesignUpvotesTable, DesignReportsTable } from './schema/designs.ts'
import type { ShopsTable, ShopDesignsTable, CommissionEntriesTable, PayoutsTable } from './schema/shops.ts'
import type {
  CartsTable,
  CartAddKeysTable,
  CartItemsTable,
  TestPaymentIntentsTable,
  OrdersTable,
  OrderEventsTable,
  OrderItemsTable,
  FulfilmentJobsTable,
  PaymentDisputesTable,
  CheckoutPaymentsTable,
  WebhookEventsTable,
  TestPaymentRefundsTable,
  EmailClaimsTable,
  OperatorAlertsTable,
  DiscountCodesTable,
  DiscountCodeUsesTable,
} from './schema/orders.ts'
import type { WebhookEndpointsTable, WebhookMessagesTable, WebhookDeliveriesTable } from './schema/webhooks.ts'
import type { QueueRunsTable } from './schema/platform.ts'

export type * from './schema/accounts.ts'
export type * from './schema/catalogue.ts'
export type * from './schema/designs.ts'
export type * from './schema/shops.ts'
export type * from './schema/orders.ts'
export type * from './schema/webhooks.ts'
export type * from './schema/platform.ts'

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
  operator_alerts: OperatorAlertsTable
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
  email_claims: EmailClaimsTable
  queue_runs: QueueRunsTable
  discount_codes: DiscountCodesTable
  discount_code_uses: DiscountCodeUsesTable
}
