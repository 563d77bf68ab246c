import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reconcilePayments } from '../../app/modules/order/reconcile.server.ts'
import { getPaymentProcessor } from '../../app/services/payments/payments.server.ts'
import { getTaxService } from '../../app/services/tax/index.server.ts'
import { startTestApp, type TestApp } from '../support/app-server.ts'
import { TestClient } from '../support/client.ts'

// A shopper paid, then the server died before the order was written and no webhook came: the
// reconciliation job finds the succeeded payment without an order and places exactly one order.
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.stop()
})

const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '555-0100',
  address1: '12 Engine Street',
  city: 'London',
  region: 'LDN',
  zip: 'N1 9GU',
  country: 'GB',
}

async function paymentIntent(client: TestClient, prompt: string) {
  const generated = await client.json('/api/designs/generate', 'POST', {
    prompt,
    style: 'Flat Design',
    color: 'Navy',
    designType: 'image',
  })
  expect(generated.status).toBe(201)
  const designId = (await generated.json()).design.id as number
  const created = await client.json('/api/create-payment-intent', 'POST', {
    items: [{ designId, variantId: 17645, quantity: 2 }],
    address: ADDRESS,
  })
  expect(created.status).toBe(200)
  return (await created.json()).paymentIntentId as string
}

/** The processor's record says paid, as if the card was confirmed and the process died right after. */
async function succeededWithoutOrder(paymentId: string, minutesAgo: number) {
  await app.db.updateTable('test_payment_intents').set({ status: 'succeeded' }).where('id', '=', paymentId).execute()
  await app.db
    .updateTable('checkout_payments')
    .set({ created_at: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where('id', '=', paymentId)
    .execute()
}

const ordersFor = (paymentId: string) =>
  app.db.selectFrom('orders').select(['public_id', 'total_cents']).where('payment_id', '=', paymentId).execute()

describe('payment reconciliation', () => {
  it('places one order for a succeeded payment that has none, and leaves unpaid and recent ones alone', async () => {
    const client = new TestClient(app.url)
    const lost = await paymentIntent(client, 'a lighthouse in a storm')
    await succeededWithoutOrder(lost, 30)
    const recent = await paymentIntent(new TestClient(app.url), 'a cactus wearing sunglasses')
    await succeededWithoutOrder(recent, 2)
    const unpaid = await paymentIntent(new TestClient(app.url), 'a whale made of clouds')
    await app.db
      .updateTable('checkout_payments')
      .set({ created_at: sql`now() - interval '30 minutes'` })
      .where('id', '=', unpaid)
      .execute()

    const first = await reconcilePayments(app.db, getTaxService(), app.fulfilment, getPaymentProcessor())
    expect(first.placed).toHaveLength(1)
    expect(first.failed).toEqual([])
    const orders = await ordersFor(lost)
    expect(orders).toHaveLength(1)
    // Two white L shirts at $24.99 and $5.99 + $2.49 shipping to the UK (the test address), as the payment was priced.
    expect(orders[0]!.total_cents).toBe(2 * 2499 + 599 + 249)
    expect(first.placed[0]).toBe(orders[0]!.public_id)
    expect(await ordersFor(recent)).toHaveLength(0)
    expect(await ordersFor(unpaid)).toHaveLength(0)

    // Run again (a second instance, the next tick): nothing more to do, still one order.
    const again = await reconcilePayments(app.db, getTaxService(), app.fulfilment, getPaymentProcessor())
    expect(again.placed).toEqual([])
    expect(await ordersFor(lost)).toHaveLength(1)

    // The shopper's own late /api/orders answers the same order.
    const late = await client.json('/api/orders', 'POST', { stripe_payment_id: lost })
    expect(late.status).toBe(200)
    expect((await late.json()).orderId).toBe(orders[0]!.public_id)
  })
})
