import { expect, it } from 'vitest'
import { CHECKOUT_ADDRESS } from '../support/checkout.ts'
import { app, shopperWithCart, useCheckoutApp } from './checkout-flow-support.ts'

// TAXES=off: a store that collects no tax (its operator files nothing, or prices include it) shows no
// tax line and charges none, even to a country the estimate table taxes.
useCheckoutApp({ TAXES: 'off' })

it('shows no tax line and charges none to Ireland', async () => {
  const { client } = await shopperWithCart('taxes_off')
  const place = { ...CHECKOUT_ADDRESS, country: 'IE', region: 'D', city: 'Dublin' }
  expect((await client.form('/checkout', { intent: 'save-address', ...place })).status).toBe(303)
  const page = await (await client.get('/checkout')).text()
  expect(page).toContain('data-testid="shipping-cost">$6.99<')
  expect(page).not.toContain('data-testid="tax-amount"')
  expect(page).not.toContain('VAT')
  const paid = await client.form('/checkout', { intent: 'pay', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })
  expect(paid.status).toBe(303)
  const publicId = new URL(paid.headers.get('Location')!, app.url).searchParams.get('id')!
  const order = await app.db
    .selectFrom('orders')
    .select(['tax_cents', 'tax_label', 'total_cents'])
    .where('public_id', '=', publicId)
    .executeTakeFirstOrThrow()
  expect(order).toEqual({ tax_cents: 0, tax_label: null, total_cents: 2499 + 699 })
  const orderPage = await (await client.get(`/orders/${publicId}`)).text()
  expect(orderPage).not.toContain('VAT')
})
