import { mkdirSync } from 'node:fs'
import { DEFAULT_DELIVERY_TIMES, deliveryPromise } from '~/modules/delivery/index.ts'
import { designInCart, payWithTestCard } from './checkout-helpers.ts'
import { expect, test, type Page } from './fixtures.ts'
import { expectNoAxeViolations, jsEnabled } from './helpers.ts'

// An order to Canada: choosing Canada shows the Canadian shipping ($6.49 for one shirt) and delivery
// promise before paying, as the select changes (JavaScript on) or with Update shipping (off), and the
// order is charged and promised the same. SHOTS_DIR also keeps screenshots of the checkout.

const SHOTS_DIR = process.env.SHOTS_DIR

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return
  mkdirSync(SHOTS_DIR, { recursive: true })
  const size = page.viewportSize()!
  const project = test.info().project.name
  for (const v of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width: v.width, height: v.height })
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${project}-${v.name}.png`, fullPage: v.name === 'phone' })
  }
  await page.setViewportSize(size)
}

test('an order to Canada shows and charges the Canadian price and promise', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  await designInCart(page)
  await expect(page.getByTestId('shipping-cost')).toHaveText('$3.99')
  await expect(page.getByTestId('order-total')).toContainText('$28.98')

  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Phone').fill('416-555-0100')
  await page.getByLabel('Address', { exact: true }).fill('290 Bremner Blvd')
  await page.getByLabel('City').fill('Toronto')
  await page.getByLabel('State / region').fill('ON')
  await page.getByLabel('Postal code').fill('M5V 3L9')
  await page.getByLabel('Country').selectOption('CA')
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Update shipping' }).click()
  else await expect(page.getByRole('button', { name: 'Update shipping' })).toHaveCount(0)

  // Before paying (and before saving): the Canadian rate and promise.
  const toCanada = deliveryPromise(DEFAULT_DELIVERY_TIMES, 'CA', new Date())!
  await expect(page.getByTestId('shipping-cost')).toHaveText('$6.49')
  await expect(page.getByText('Shipping to Canada (standard)')).toBeVisible()
  // GST 5% estimated (test mode): 125 on the shirt and 32 on its shipping.
  await expect(page.getByTestId('tax-amount')).toHaveText('$1.57')
  await expect(page.getByTestId('order-total')).toContainText('$33.05')
  await expect(page.getByTestId('delivery-promise')).toContainText(`Estimated delivery ${toCanada.label}`)
  await expect(page.getByTestId('delivery-promise')).toContainText('then shipping to Canada 5-10 business days')
  // What was typed stays.
  await expect(page.getByLabel('City')).toHaveValue('Toronto')
  await expect(page.getByLabel('Country')).toHaveValue('CA')
  await expectNoAxeViolations(page)
  await shoot(page, 'checkout-canada')

  await page.getByRole('button', { name: 'Save Address' }).click()
  await expect(page.getByTestId('saved-address')).toContainText('Canada')
  await expect(page.getByTestId('order-total')).toContainText('$33.05')
  await payWithTestCard(page, '4242 4242 4242 4242')
  await page.waitForURL(/\/order-confirmation\?id=/)
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
  await expect(page.getByTestId('estimated-delivery')).toHaveText(toCanada.range)
  await expect(page.getByTestId('delivery-explanation')).toContainText('To Canada, 9-19 business days from the order.')

  await page.getByRole('link', { name: 'Follow this order' }).click()
  const totals = page.getByTestId('order-totals')
  await expect(totals).toContainText('Shipping$6.49')
  await expect(totals).toContainText('GST 5% (estimate)$1.57')
  await expect(totals).toContainText('Total charged$33.05')
})
