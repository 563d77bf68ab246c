import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { TestClient } from '../support/client.ts'

// Seeding helpers shared by the shop, commission and payout tests.

export async function userIdOf(db: Kysely<Database>, username: string) {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()
  return row.id
}

export async function seedDesign(
  db: Kysely<Database>,
  userId: number | null,
  values: Partial<{
    prompt: string
    image_url: string | null
    mockup_url: string | null
    external_id: string | null
    printify_product_id: string | null
  }> = {},
) {
  const row = await db
    .insertInto('designs')
    .values({
      user_id: userId,
      visitor_id: null,
      prompt: values.prompt ?? 'A fox reading a book under a tree',
      name: 'Design',
      style: 'Ghibli-inspired',
      color: 'Navy',
      design_type: 'image',
      source: 'prompt',
      image_url: values.image_url === undefined ? '/images/designs/fox.png' : values.image_url,
      mockup_url: values.mockup_url === undefined ? '/images/mockups/fox.webp' : values.mockup_url,
      external_id: values.external_id ?? null,
      printify_product_id: values.printify_product_id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function createShopViaApi(client: TestClient, body: Record<string, unknown>) {
  const response = await client.json('/api/shops', 'POST', body)
  if (response.status !== 201) throw new Error(`create shop: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { shop: { id: number; handle: string } }).shop
}

/** A paid order with one line per design, written like the checkout code does. */
export async function seedPaidOrder(
  db: Kysely<Database>,
  lines: { designId: number; quantity: number; shopId?: number | null }[],
  createdAt = new Date(),
) {
  const publicId = `test-${Math.random().toString(36).slice(2)}`
  const order = await db
    .insertInto('orders')
    .values({
      public_id: publicId,
      payment_id: `pi_${publicId}`,
      payment_provider: 'test',
      user_id: null,
      visitor_id: 'v',
      status: 'paid',
      email: 'shopper@example.com',
      shipping_address: JSON.stringify({
        first_name: 'Sam',
        last_name: 'Shopper',
        email: 'shopper@example.com',
        phone: '5550100',
        address1: '1 Main Street',
        city: 'Springfield',
        region: 'IL',
        zip: '62701',
        country: 'US',
      }),
      subtotal_cents: 2499,
      discount_cents: 0,
      shipping_cents: 399,
      total_cents: 2898,
      currency: 'usd',
      fulfilment_provider: 'test',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const line of lines) {
    await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        design_id: line.designId,
        product_id: 1,
        variant_id: 17645,
        shop_id: line.shopId ?? null,
        title: 'Custom T-Shirt',
        color: 'White',
        size: 'L',
        quantity: line.quantity,
        unit_price_cents: 2499,
        sku: 'sku',
      })
      .execute()
  }
  return order.id
}
