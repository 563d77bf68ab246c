import { expect, test, type Page } from './fixtures.ts'
import { jsEnabled } from './helpers.ts'

/** A design made by this browser, put in the cart through My Designs' Order Now link. */
export async function designInCart(page: Page) {
  const created = await page.request.post('/api/designs/generate', {
    data: {
      prompt: `a paper boat on a pond ${Date.now()}`,
      style: 'Flat Design',
      size: 'Medium',
      position: 'Center',
      color: 'Navy',
      designType: 'image',
    },
  })
  expect(created.status()).toBe(201)
  const { design } = await created.json()
  // The Order Now link's URL asks first; its button posts the design to the cart.
  await page.goto(`/checkout?designId=${design.id}`)
  await page.getByRole('button', { name: 'Add to cart and check out' }).click()
  await page.waitForURL(/\/checkout$/)
  // Once more through `goto`, which (JavaScript on) waits for hydration before the form is filled in.
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible()
  return design.id as number
}

export async function saveAddress(page: Page) {
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Phone').fill('555-0100')
  await page.getByLabel('Address', { exact: true }).fill('12 Analytical Way')
  await page.getByLabel('City').fill('London')
  await page.getByLabel('State / region').fill('LDN')
  await page.getByLabel('Postal code').fill('N1 9GU')
  await page.getByLabel('Country').selectOption('GB')
  await page.getByRole('button', { name: 'Save Address' }).click()
  await expect(page.getByTestId('saved-address')).toContainText('12 Analytical Way')
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible()
}

/**
 * Pays with the test-mode processor's card form. With JavaScript it first waits for the payment intent,
 * so the card is confirmed in one request from the browser (a click before that posts the form to the
 * checkout action instead, which also pays, as without JavaScript).
 */
export async function payWithTestCard(page: Page, number: string) {
  if (jsEnabled(test.info())) await expect(page.locator('form[data-intent-ready]')).toBeAttached()
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
}
