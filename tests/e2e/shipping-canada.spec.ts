import { mkdirSync } from 'node:fs'
import { DEFAULT_DELIVERY_TIMES, deliveryPromise } from '~/modules/delivery/index.ts'
import { designInCart, payWithTestCard } from './checkout-helpers.ts'
import { expect, test, type Page } from './fixtures.ts'
import { expectNoAxeViolations, jsEnabled, signIn } from './helpers.ts'

// An order to Canada with a discount code: choosing Canada shows the Canadian shipping ($6.49 for one
// shirt), the estimated GST and the delivery promise before paying, as the select changes (JavaScript
// on) or with Update shipping (off); a 20% code then takes its share off the shirt and the GST follows;
// the order is charged and promised the same. SHOTS_DIR also keeps screenshots of the checkout.

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

/** A 20%-off code made by the operator in the console, unique to this run. */
async function createCode(page: Page, project: string) {
  const code = `CANADA${project.replace(/\W/g, '').toUpperCase()}${Date.now().toString(36).toUpperCase()}`
  await signIn(page, 'e2e-operator', {}, '/admin/discount-codes')
  await page.getByLabel('Code', { exact: true }).fill(code)
  await page.getByLabel('Percent off', { exact: true }).check()
  await page.getByLabel('Percent off (1 to 100)').fill('20')
  await page.getByRole('button', { name: 'Create code' }).click()
  await expect(page.getByTestId('discount-code-row').filter({ hasText: code })).toContainText(`${code} (20% off)`)
  return code
}

test('an order to Canada with a code shows and charges the Canadian price, tax and promise', async ({ page }, testInfo) => {
  test.setTimeout(150_000)
  const code = await createCode(page, testInfo.project.name)
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

  // The code: 20% of $24.99 is $5.00 (half up); GST 5% of $19.99 is $1.00 and of $6.49 shipping $0.32.
  const form = page.getByTestId('discount-code')
  await form.getByLabel('Discount code').fill(code)
  await form.getByRole('button', { name: 'Apply code' }).click()
  await expect(page.getByTestId('applied-code')).toContainText(`${code} (20% off) applied`)
  await expect(page.getByTestId('code-discount')).toContainText('−$5.00')
  await expect(page.getByTestId('shipping-cost')).toHaveText('$6.49')
  await expect(page.getByTestId('tax-amount')).toHaveText('$1.32')
  await expect(page.getByTestId('order-total')).toContainText('$27.80')
  await shoot(page, 'checkout-canada-code')
  await payWithTestCard(page, '4242 4242 4242 4242')
  await page.waitForURL(/\/order-confirmation\?id=/)
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
  await expect(page.getByTestId('estimated-delivery')).toHaveText(toCanada.range)
  await expect(page.getByTestId('delivery-explanation')).toContainText('To Canada, 9-19 business days from the order.')

  await page.getByRole('link', { name: 'Follow this order' }).click()
  const totals = page.getByTestId('order-totals')
  await expect(totals).toContainText(`Code ${code}`)
  await expect(totals).toContainText('Shipping$6.49')
  await expect(totals).toContainText('GST 5% (estimate)$1.32')
  await expect(totals).toContainText('Total charged$27.80')
})
