import { describe, expect, it } from 'vitest'
import type { TestClient } from '../support/client.ts'
import { app, shopperReadyToPay, stripe, usePaymentsStripeApp } from './payments-stripe-support.ts'

// Stripe Checkout without JavaScript after an earlier purchase: the paid cart is closed, so the next
// Pay opens a new Checkout Session for the new cart and its return makes a second order.

usePaymentsStripeApp()

async function payThroughCheckout(client: TestClient) {
  const pay = await client.form('/checkout', { intent: 'pay' })
  expect(pay.status).toBe(303)
  const location = pay.headers.get('Location')!
  expect(location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
  const sessionId = location.split('/').pop()!
  stripe.completeSession(sessionId)
  const back = await client.get(`/checkout/complete?session_id=${sessionId}`)
  const confirmation = new URL(back.headers.get('Location')!, app.url)
  expect(confirmation.pathname).toBe('/order-confirmation')
  return { sessionId, orderId: confirmation.searchParams.get('id')! }
}

describe('buying again through Stripe Checkout', () => {
  it('a second purchase gets its own session and its own order', async () => {
    const client = await shopperReadyToPay()
    const first = await payThroughCheckout(client)

    const other = await app.db
      .insertInto('designs')
      .values({
        prompt: 'A second lighthouse',
        name: 'Second',
        style: 'Watercolor',
        color: 'White',
        design_type: 'image',
        source: 'prompt',
        image_url: '/images/second.png',
        visitor_id: 'someone-else',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const added = await client.form('/cart/add', { kind: 'community', designId: String(other.id) })
    expect(added.headers.get('Location')).toBe('/checkout')
    const second = await payThroughCheckout(client)

    expect(second.sessionId).not.toBe(first.sessionId)
    expect(second.orderId).not.toBe(first.orderId)
    const items = await app.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select('i.design_id')
      .where('o.public_id', '=', second.orderId)
      .execute()
    expect(items).toEqual([{ design_id: other.id }])
  })
})
