import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { newestFirstPage } from '~/platform/keyset/keyset.server.ts'
import type { Keyset, KeysetPage } from '~/platform/keyset/keyset.ts'
import { formatPrice } from '~/modules/pricing/index.ts'
import { orderStatus, orderStatusWords } from './order-status.ts'

// What the API adds to an order beside the spec's displayed order (ADR 126): the amounts in integer
// cents, and the caller's own orders as a keyset-paged list.

export interface OrderCents {
  subtotalCents: number
  discountCents: number
  /** What the order's discount code took off (also in discountCents); 0 without a code. */
  codeDiscountCents: number
  shippingCents: number
  /** The tax in the total, and the part of refundedCents that was tax (in the order's proportion). */
  taxCents: number
  taxRefundedCents: number
  totalCents: number
  refundedCents: number
  currency: string
}

/** The amounts of order `publicId` in integer cents (null when there is no such order). */
export async function findOrderCents(db: DB, publicId: string): Promise<OrderCents | null> {
  const row = await db
    .selectFrom('orders')
    .select([
      'subtotal_cents',
      'discount_cents',
      'code_discount_cents',
      'shipping_cents',
      'tax_cents',
      'tax_refunded_cents',
      'total_cents',
      'refunded_cents',
      'currency',
    ])
    .where('public_id', '=', publicId)
    .executeTakeFirst()
  if (!row) return null
  return {
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    codeDiscountCents: row.code_discount_cents,
    shippingCents: row.shipping_cents,
    taxCents: row.tax_cents,
    taxRefundedCents: row.tax_refunded_cents,
    totalCents: row.total_cents,
    refundedCents: row.refunded_cents,
    currency: row.currency.toLowerCase(),
  }
}

/** The ISO country order `publicId` was shipped to (orders from before shipping by country: the address's). */
export async function findOrderShippingCountry(db: DB, publicId: string): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select(['shipping_country', 'shipping_address'])
    .where('public_id', '=', publicId)
    .executeTakeFirst()
  return row ? (row.shipping_country ?? row.shipping_address.country) : null
}

export interface OrderSummary {
  orderId: string
  orderDate: string
  orderStatus: string
  status: string
  totalCents: number
  formattedTotal: string
  currency: string
  itemCount: number
}

/** The orders of `userId`, newest first, a page at a time. */
export async function pageUserOrders(db: DB, userId: number, page: KeysetPage, list: string): Promise<Keyset<OrderSummary>> {
  const query = db
    .selectFrom('orders as o')
    .select(['o.id', 'o.public_id', 'o.created_at', 'o.status', 'o.total_cents', 'o.currency'])
    .select((eb) =>
      eb
        .selectFrom('order_items as i')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('i.quantity'), e.lit(0)).as('n'))
        .whereRef('i.order_id', '=', 'o.id')
        .as('item_count'),
    )
    .select((eb) =>
      eb
        .selectFrom('order_events as e')
        .select(sql<string[]>`array_agg(e.kind)`.as('kinds'))
        .whereRef('e.order_id', '=', 'o.id')
        .as('event_kinds'),
    )
    .where('o.user_id', '=', userId)
  return newestFirstPage(query, {
    table: 'o',
    list,
    page,
    toItem: (row) => {
      const status = orderStatus(row.status, (row.event_kinds as string[] | null) ?? [])
      return {
        orderId: row.public_id,
        orderDate: new Date(row.created_at).toISOString(),
        orderStatus: status,
        status: orderStatusWords(status),
        totalCents: row.total_cents,
        formattedTotal: formatPrice(row.total_cents),
        currency: row.currency.toLowerCase(),
        itemCount: Number(row.item_count ?? 0),
      }
    },
  })
}
