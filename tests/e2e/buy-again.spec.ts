import { expect, test } from './fixtures.ts'
import { designInCart, payWithTestCard, saveAddress } from './checkout-helpers.ts'

// A returning shopper buys a second shirt after a first order, JavaScript on and off: the paid cart
// was closed, so the new cart gets a new payment (it once showed "Payment Setup Failed" with
// JavaScript, and led back to the first order without it).
test('buys a second design after a first order: a second order, the address kept', async ({ page }) => {
  await designInCart(page)
  await saveAddress(page)
  await payWithTestCard(page, '4242 4242 4242 4242')
  await page.waitForURL(/\/order-confirmation\?id=/)
  const first = new URL(page.url()).searchParams.get('id')

  await designInCart(page)
  await expect(page.getByTestId('saved-address')).toContainText('12 Analytical Way')
  await expect(page.getByText('Payment Setup Failed')).toHaveCount(0)
  await payWithTestCard(page, '4242 4242 4242 4242')
  await page.waitForURL(/\/order-confirmation\?id=/)
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('id')).not.toBe(first)
})
