import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, ShippingAddress } from '../../../db/schema.ts'

// Seeding for the tests that drive the fake Printify: a design with its image, and paid orders the
// way the order work commits them: orders + order_items + fulfilment_jobs.

export const TEST_ADDRESS: ShippingAddress = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '555-0100',
  address1: '12 Analytical Way',
  address2: 'Apt 3',
  city: 'London',
  region: 'LDN',
  zip: 'N1 9GU',
  country: 'GB',
}

/** A tiny valid PNG, stored as a design image. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

export interface SeedItem {
  designId?: number | null
  printifyProductId?: string | null
  variantId?: number
  quantity?: number
  /** The shirt size, L unless given. */
  size?: string
}

/** A design owned by no one in particular, with its image at `imageKey`. */
export async function seedDesign(db: Kysely<Database>, imageKey: string | null) {
  const row = await db
    .insertInto('designs')
    .values({
      prompt: 'a lighthouse at dawn',
      name: 'Lighthouse',
      style: 'Watercolor',
      color: 'White',
      design_type: 'image',
      source: 'prompt',
      image_key: imageKey,
      image_url: imageKey ? `/images/${imageKey}` : null,
      visitor_id: 'visitor-seed',
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

let seq = 0
/** A paid order with its fulfilment job due now; returns its ids. */
export async function seedPaidOrder(
  db: Kysely<Database>,
  { provider, items, status = 'paid' }: { provider: 'printify' | 'offline'; items: SeedItem[]; status?: string },
) {
  seq++
  const publicId = `ord_${randomBytes(10).toString('hex')}`
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        public_id: publicId,
        payment_id: `pi_test_${randomBytes(8).toString('hex')}_${seq}`,
        payment_provider: 'test',
        status,
        email: TEST_ADDRESS.email,
        shipping_address: JSON.stringify(TEST_ADDRESS),
        subtotal_cents: 2499,
        discount_cents: 0,
        shipping_cents: 399,
        total_cents: 2898,
        currency: 'usd',
        fulfilment_provider: provider,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('order_items')
      .values(
        items.map((item, index) => ({
          order_id: order.id,
          design_id: item.designId ?? null,
          product_id: 1,
          variant_id: item.variantId ?? 17645,
          printify_product_id: item.printifyProductId ?? null,
          title: `Custom T-Shirt ${index + 1}`,
          color: 'White',
          size: item.size ?? 'L',
          quantity: item.quantity ?? 1,
          unit_price_cents: 2499,
          sku: `SKU-${item.variantId ?? 17645}`,
        })),
      )
      .execute()
    await trx
      .insertInto('fulfilment_jobs')
      .values({ order_id: order.id, next_attempt_at: new Date(Date.now() - 1000) })
      .execute()
    return { id: order.id, publicId }
  })
}
