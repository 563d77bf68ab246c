import { describe, expect, it } from 'vitest'
import {
  app,
  deliver,
  paidIntent,
  shopperReadyToPay,
  signedEvent,
  stripe,
  usePaymentsStripeApp,
} from './payments-stripe-support.ts'

// Taxes in real mode (ADR 167): Stripe Tax's calculation prices the cart for the shipping address,
// its total is what the PaymentIntent charges, the paid order is recorded as a Tax Transaction under
// its public id, and refunds reverse that transaction in proportion. The stand-in speaks Stripe Tax's
// wire format and, like a new Stripe account, charges tax only where a registration was added.
// The shopper of payments-stripe-support ships to 1 Compiler Road, Arlington, VA 22201, US.

usePaymentsStripeApp()

/** Virginia's 5.3% state rate on goods; Virginia does not tax a separately stated delivery charge. */
function registerVirginia() {
  stripe.tax.registrations.set('US-VA', { basisPoints: 530, shipping: false })
}

async function orderOf(paymentId: string) {
  return app.db
    .selectFrom('orders')
    .select([
      'id',
      'public_id',
      'total_cents',
      'tax_cents',
      'tax_label',
      'tax_estimated',
      'tax_calculation_id',
      'tax_transaction_id',
      'refunded_cents',
      'tax_refunded_cents',
    ])
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow()
}

async function paidOrder(quantity = 1) {
  const client = await shopperReadyToPay(quantity)
  const intent = await paidIntent(client)
  const response = await deliver(signedEvent('payment_intent.succeeded', intent))
  expect(response.status).toBe(200)
  return { client, intent, order: await orderOf(intent.id) }
}

function refundEvent(paymentId: string, refunded: number, total: number) {
  return signedEvent('charge.refunded', {
    id: `ch_${paymentId}`,
    object: 'charge',
    amount: total,
    amount_refunded: refunded,
    refunded: refunded >= total,
    currency: 'usd',
    payment_intent: paymentId,
    status: 'succeeded',
  })
}

describe('Stripe Tax', () => {
  it('charges the calculated tax as its own line, records the order once under its public id', async () => {
    registerVirginia()
    const { client, intent, order } = await paidOrder()
    // $24.99 shirt taxed at 5.3% half up: 132 cents; shipping $3.99 untaxed.
    expect(intent.amount).toBe(2499 + 399 + 132)
    expect(order).toMatchObject({ total_cents: 3030, tax_cents: 132, tax_label: 'Tax', tax_estimated: false })
    expect(order.tax_calculation_id).toMatch(/^taxcalc_/)
    const calculation = stripe.tax.calculations.get(order.tax_calculation_id!)
    expect(calculation?.customer_details).toEqual({
      address: { country: 'US', state: 'VA', postal_code: '22201', city: 'Arlington', line1: '1 Compiler Road' },
      address_source: 'shipping',
    })

    // Recorded right after the order: one transaction, referenced by the order.
    const transactions = [...stripe.tax.transactions.values()].filter((t) => t.reference === order.public_id)
    expect(transactions).toHaveLength(1)
    expect(transactions[0]).toMatchObject({ calculation: order.tax_calculation_id, amount_total: 3030, type: 'transaction' })
    expect((await orderOf(intent.id)).tax_transaction_id).toBe(transactions[0].id)

    // A repeated webhook makes no second order and no second transaction.
    await deliver(signedEvent('payment_intent.succeeded', intent))
    expect([...stripe.tax.transactions.values()].filter((t) => t.reference === order.public_id)).toHaveLength(1)

    const page = await (await client.get(`/orders/${order.public_id}`)).text()
    expect(page).toMatch(/data-testid="order-tax">\$1\.32</)
  })

  it('shows no tax where the account is not registered, and charges none', async () => {
    stripe.tax.registrations.clear()
    const { intent, order } = await paidOrder()
    expect(intent.amount).toBe(2898)
    expect(order).toMatchObject({ total_cents: 2898, tax_cents: 0, tax_label: null })
  })

  it('reverses the refunded part of the transaction, once per refund, and all of it on a full refund', async () => {
    registerVirginia()
    const { intent, order } = await paidOrder(2)
    const total = order.total_cents
    const reversals = () =>
      [...stripe.tax.transactions.values()].filter(
        (t) => t.type === 'reversal' && t.original_transaction === order.tax_transaction_id,
      )

    expect((await deliver(refundEvent(intent.id, 1000, total))).status).toBe(200)
    expect(reversals()).toEqual([
      expect.objectContaining({ mode: 'partial', amount_total: -1000, reference: `${order.public_id}-refund-1000` }),
    ])
    const afterPart = await orderOf(intent.id)
    // Tax returned in proportion: floor(1000 × tax / total).
    expect(afterPart.tax_refunded_cents).toBe(Math.floor((1000 * order.tax_cents) / total))

    // The same refund event again reverses nothing more.
    expect((await deliver(refundEvent(intent.id, 1000, total))).status).toBe(200)
    expect(reversals()).toHaveLength(1)

    expect((await deliver(refundEvent(intent.id, total, total))).status).toBe(200)
    expect(reversals().map((r) => r.amount_total)).toEqual([-1000, -(total - 1000)])
    expect((await orderOf(intent.id)).tax_refunded_cents).toBe(order.tax_cents)
  })

  it('asks for a better address when Stripe cannot place it, and takes no payment meanwhile', async () => {
    registerVirginia()
    const client = await shopperReadyToPay()
    const saved = await client.form('/checkout', {
      intent: 'save-address',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      phone: '555-0199',
      address1: '1 Compiler Road',
      city: 'Arlington',
      region: 'VA',
      zip: 'VA1',
      country: 'US',
    })
    expect(saved.status).toBeLessThan(500)
    const page = await (await client.get('/checkout')).text()
    expect(page).toContain('We could not work out the tax for this address')
    const response = await client.json('/api/create-payment-intent', 'POST', {})
    expect(response.status).toBe(422)
    expect((await response.json()).code).toBe('tax_location_invalid')
  })
})
