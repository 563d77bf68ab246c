import { describe, expect, it } from 'vitest'
import { TestClient } from '../support/client.ts'
import {
  app,
  deliver,
  paidIntent,
  shopperReadyToPay,
  signedEvent,
  stripe,
  usePaymentsStripeApp,
} from './payments-stripe-support.ts'

// Refunds that do not reach the shopper (ADR 163): Stripe's refund.failed and charge.refund.updated,
// sent signed by the Stripe stand-in, raise one operator alert per refund and status however many
// times and ways they arrive, note it on the order's timeline, and show in the console.

usePaymentsStripeApp({ ADMIN_SUBJECTS: 'olive-refunds' })

async function paidOrder() {
  const shopper = await shopperReadyToPay()
  const intent = await paidIntent(shopper)
  expect((await deliver(signedEvent('payment_intent.succeeded', intent))).status).toBe(200)
  const order = await app.db
    .selectFrom('orders')
    .select(['id', 'public_id', 'total_cents'])
    .where('payment_id', '=', intent.id)
    .executeTakeFirstOrThrow()
  return { ...order, intentId: intent.id, shopper }
}

async function operator() {
  const client = new TestClient(app.url)
  await client.signIn('olive-refunds')
  return client
}

/** The console's refund of the whole order, through Stripe: answers Stripe's refund. */
async function refundInConsole(client: TestClient, publicId: string) {
  const key = crypto.randomUUID()
  const page = await client.form(
    `/admin/orders/${publicId}`,
    { intent: 'refund', amount: '', refundKey: key, confirm: 'yes' },
    true,
  )
  expect(await page.text()).toContain('Refunded')
  const refund = [...stripe.refunds.values()].find((r) => r.metadata.order === publicId)
  expect(refund).toBeDefined()
  return refund!
}

const alertsOf = (orderId: number) =>
  app.db.selectFrom('operator_alerts').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
const eventsOf = (orderId: number) =>
  app.db.selectFrom('order_events').select(['kind', 'detail']).where('order_id', '=', orderId).execute()

describe('refunds Stripe could not make', () => {
  it('alerts the operator once for a failed refund, sent as charge.refund.updated, refund.failed and a redelivery', async () => {
    const order = await paidOrder()
    const client = await operator()
    const refund = await refundInConsole(client, order.public_id)
    const before = stripe.deliveries.length

    const [updated, failed] = await stripe.failRefund(refund.id, 'expired_or_canceled_card')
    await stripe.redeliver(failed)
    await stripe.redeliver(updated)
    expect(stripe.deliveries.slice(before).map((d) => [d.type, d.status])).toEqual([
      ['charge.refund.updated', 200],
      ['refund.failed', 200],
      ['refund.failed', 200],
      ['charge.refund.updated', 200],
    ])

    const alerts = await alertsOf(order.id)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]).toMatchObject({ kind: 'refund_problem', provider_status: 'failed', resolved_at: null })
    expect(alerts[0].detail).toMatchObject({
      refundId: refund.id,
      amountCents: order.total_cents,
      failureReason: 'expired_or_canceled_card',
      eventId: updated,
    })
    expect(await eventsOf(order.id)).toContainEqual({ kind: 'refund_failed', detail: { amountCents: order.total_cents } })
    // Each event id is recorded once: the redeliveries were duplicates.
    const recorded = await app.db.selectFrom('webhook_events').select('id').where('id', 'in', [updated, failed]).execute()
    expect(recorded).toHaveLength(2)

    // The console's overview shows it, and the order's page too.
    const overview = await (await client.get('/admin')).text()
    expect(overview).toContain('Refund did not go through')
    expect(overview).toContain(`Refund ${refund.id} of $${(order.total_cents / 100).toFixed(2)} failed`)
    expect(overview).toContain('expired_or_canceled_card')
    const orderPage = await (await client.get(`/admin/orders/${order.public_id}`)).text()
    expect(orderPage).toContain('data-testid="alert-refund_problem"')
    // The shopper's timeline says so plainly.
    const shopperPage = await (await order.shopper.get(`/orders/${order.public_id}`)).text()
    expect(shopperPage).toContain('A refund did not go through; we will sort it out')
  })

  it('alerts for a refund waiting for the customer, and the operator dismisses it only when confirmed', async () => {
    const order = await paidOrder()
    const client = await operator()
    const refund = await refundInConsole(client, order.public_id)
    await stripe.refundNeedsAction(refund.id)
    const [alert] = await alertsOf(order.id)
    expect(alert).toMatchObject({ kind: 'refund_problem', provider_status: 'requires_action' })
    expect((await eventsOf(order.id)).map((e) => e.kind)).toContain('refund_needs_action')

    const unconfirmed = await client.form('/admin?index', { intent: 'dismiss', alertId: String(alert.id) }, true)
    expect(await unconfirmed.text()).toContain('Tick the box to confirm. Nothing was dismissed.')
    expect((await alertsOf(order.id))[0].resolved_at).toBeNull()

    const dismissed = await client.form('/admin?index', { intent: 'dismiss', alertId: String(alert.id), confirm: 'yes' }, true)
    expect(await dismissed.text()).toContain('Alert dismissed')
    expect((await alertsOf(order.id))[0].resolved_at).not.toBeNull()
  })

  it('ignores refund updates that need nobody (pending, succeeded)', async () => {
    const order = await paidOrder()
    const response = await deliver(
      signedEvent('charge.refund.updated', {
        id: 're_fine',
        object: 'refund',
        amount: 100,
        currency: 'usd',
        payment_intent: order.intentId,
        status: 'succeeded',
        failure_reason: null,
      }),
    )
    expect((await response.json()).outcome).toBe('ignored')
    expect(await alertsOf(order.id)).toEqual([])
  })
})
