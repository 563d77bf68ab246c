import { sql, type Kysely } from 'kysely'

// Fulfilment follow-up: when each open order was last checked with its provider (so polling is
// spread out and Printify's rate limit respected), and lookups by the provider's order id (webhooks).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('fulfilment_synced_at', 'timestamptz').execute()
  await db.schema
    .createIndex('orders_fulfilment_order')
    .on('orders')
    .columns(['fulfilment_provider', 'fulfilment_order_id'])
    .where(sql.ref('fulfilment_order_id'), 'is not', null)
    .execute()
  // Orders still on their way: the status refresh walks these, least recently checked first.
  await db.schema
    .createIndex('orders_open_fulfilment')
    .on('orders')
    .columns(['fulfilment_provider', 'fulfilment_synced_at'])
    .where(sql<boolean>`fulfilment_order_id is not null and status not in ('delivered', 'canceled', 'refunded')`)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_open_fulfilment').ifExists().execute()
  await db.schema.dropIndex('orders_fulfilment_order').ifExists().execute()
  await db.schema.alterTable('orders').dropColumn('fulfilment_synced_at').execute()
}
