import type { ColumnType, Generated } from 'kysely'
import type { Timestamp, NullableTimestamp } from './columns.ts'

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
