import { sql, type Kysely } from 'kysely'

// The whole data model of the store. Written against Kysely<any> so it never depends on the
// current shape of the app's Database type.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  // Catalogue: the blank shirt and its print-provider variants are data, synced or seeded.
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('blueprint_id', 'integer', (c) => c.notNull())
    .addColumn('print_provider_id', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('default_color', 'text', (c) => c.notNull())
    .addColumn('default_size', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('product_colors')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hex', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_colors_pk', ['product_id', 'name'])
    .execute()
  await db.schema
    .createTable('product_variants')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('is_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_sample', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await db.schema.createIndex('product_variants_lookup').on('product_variants').columns(['product_id', 'color', 'size']).execute()

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('designs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('visitor_id', 'text')
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('design_type', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('image_url', 'text')
    .addColumn('mockup_url', 'text')
    .addColumn('image_key', 'text')
    .addColumn('mockup_key', 'text')
    .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(2499))
    .addColumn('external_id', 'text')
    .addColumn('external_source', 'text')
    .addColumn('printify_product_id', 'text')
    .addColumn('upvote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('moderation_status', 'text', (c) => c.notNull().defaultTo('approved'))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('designs_user_created').on('designs').columns(['user_id', 'created_at desc']).execute()
  await db.schema.createIndex('designs_visitor').on('designs').column('visitor_id').execute()
  await db.schema.createIndex('designs_recent').on('designs').columns(['created_at desc', 'id desc']).execute()
  await db.schema.createIndex('designs_popular').on('designs').columns(['upvote_count desc', 'id desc']).execute()
  await db.schema.createIndex('designs_printify_product').on('designs').column('printify_product_id').execute()

  await db.schema
    .createTable('design_upvotes')
    .addColumn('design_id', 'integer', (c) => c.notNull().references('designs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('design_upvotes_pk', ['design_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('shops')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('paypal_email', 'text')
    .addColumn('banner_url', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('shops_user').on('shops').columns(['user_id', 'created_at']).execute()
  await db.schema.createIndex('shops_public').on('shops').columns(['is_public', 'created_at desc']).execute()

  await db.schema
    .createTable('shop_designs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('design_id', 'integer', (c) => c.notNull().references('designs.id').onDelete('cascade'))
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('shop_designs_unique', ['shop_id', 'design_id'])
    .execute()
  await db.schema.createIndex('shop_designs_design').on('shop_designs').columns(['design_id', 'created_at']).execute()

  await db.schema
    .createTable('carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('visitor_id', 'text', (c) => c.notNull().unique())
    .addColumn('address', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('design_id', 'integer', (c) => c.references('designs.id').onDelete('set null'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('variant_id', 'integer', (c) => c.notNull())
    .addColumn('printify_product_id', 'text')
    .addColumn('shop_id', 'integer', (c) => c.references('shops.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('cart_items_cart').on('cart_items').column('cart_id').execute()

  // The built-in test-mode card processor keeps its payment intents like Stripe does.
  await db.schema
    .createTable('test_payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('last_error', 'text')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('payment_provider', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('visitor_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'jsonb', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('fulfilment_provider', 'text', (c) => c.notNull())
    .addColumn('fulfilment_order_id', 'text')
    .addColumn('fulfilment_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('tracking', 'jsonb')
    .addColumn('estimated_delivery', 'text')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at desc']).execute()
  await db.schema
    .createTable('order_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('design_id', 'integer', (c) => c.references('designs.id').onDelete('set null'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('variant_id', 'integer', (c) => c.notNull())
    .addColumn('printify_product_id', 'text')
    .addColumn('shop_id', 'integer', (c) => c.references('shops.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute()

  // Outbox for submitting paid orders to the print provider: retried with backoff until done.
  await db.schema
    .createTable('fulfilment_jobs')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('completed_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('fulfilment_jobs_due').on('fulfilment_jobs').columns(['completed_at', 'next_attempt_at']).execute()

  await db.schema
    .createTable('commission_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('payout_id', 'integer')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('commission_entries_once', ['order_item_id', 'kind'])
    .execute()
  await db.schema.createIndex('commission_entries_shop').on('commission_entries').columns(['shop_id', 'paid_at']).execute()
  await db.schema
    .createTable('payouts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('paypal_email', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('batch_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payouts_once', ['month', 'shop_id'])
    .execute()

  // Webhook deliveries already handled, so at-least-once delivery is processed once.
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'webhook_events',
    'payouts',
    'commission_entries',
    'fulfilment_jobs',
    'order_items',
    'orders',
    'test_payment_intents',
    'cart_items',
    'carts',
    'shop_designs',
    'shops',
    'design_upvotes',
    'designs',
    'uploads',
    'product_variants',
    'product_colors',
    'products',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
