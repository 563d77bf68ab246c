import { expect, test, type Page } from './fixtures.ts'
import { designInCart, payWithTestCard, saveAddress } from './checkout-helpers.ts'
import { jsEnabled, signIn } from './helpers.ts'

// Discount codes (ADR 160), JavaScript on and off: the operator creates a code in the console, a
// shopper gets a refused code's message under the field, applies the code on the checkout, sees its
// line and the total after the quantity discount, pays, and the order page shows the code's line.

// Designs are drawn and orders paid on a shared, busy machine: more time than the default minute.
test.describe.configure({ timeout: 180_000 })
const mode = () => (jsEnabled(test.info()) ? 'js-on' : 'js-off')
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/discount-codes'

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: `${SHOTS}/${name}-desktop-${mode()}.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${SHOTS}/${name}-phone-${mode()}.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('the operator creates a code and a shopper pays with it', async ({ page }) => {
  const code = `E2E${mode().replace('-', '').toUpperCase()}${Date.now().toString(36).toUpperCase()}`
  await signIn(page, 'e2e-operator', {}, '/admin/discount-codes')
  await expect(page.getByRole('heading', { name: 'New discount code' })).toBeVisible()
  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase())
  await page.getByLabel('Percent off', { exact: true }).check()
  await page.getByLabel('Percent off (1 to 100)').fill('20')
  await page.getByLabel('Total uses (optional)').fill('50')
  await page.getByLabel('Once per customer (by account and e-mail)').check()
  await shoot(page, 'admin-discount-code-form')
  await page.getByRole('button', { name: 'Create code' }).click()
  const row = page.getByTestId('discount-code-row').filter({ hasText: code })
  await expect(row).toContainText(`${code} (20% off)`)
  await expect(row).toContainText('0 of 50')
  await expect(row).toContainText('once per customer')
  await shoot(page, 'admin-discount-codes')

  await designInCart(page)
  await saveAddress(page)
  const form = page.getByTestId('discount-code')
  await form.getByLabel('Discount code').fill('NOT-A-CODE')
  await form.getByRole('button', { name: 'Apply code' }).click()
  await expect(form.getByRole('alert')).toHaveText('"NOT-A-CODE" is not a valid discount code')

  await form.getByLabel('Discount code').fill(code.toLowerCase())
  await form.getByRole('button', { name: 'Apply code' }).click()
  await expect(page.getByTestId('applied-code')).toContainText(`${code} (20% off) applied`)
  await expect(form.getByLabel('Discount code')).toHaveValue('')
  // One shirt at $24.99: 20% is 499.8, so $5.00 off; $24.99 − $5.00 + $5.99 shipping to the UK = $25.98.
  await expect(page.getByTestId('code-discount')).toContainText('−$5.00')
  await expect(page.getByTestId('order-total')).toContainText('$25.98')
  await expect(page.getByRole('button', { name: /^Pay \$25\.98/ })).toBeVisible()
  await shoot(page, 'checkout-code-applied')

  await payWithTestCard(page, '4242 4242 4242 4242')
  await page.waitForURL(/\/order-confirmation\?id=/)
  const orderId = new URL(page.url()).searchParams.get('id')!
  await page.goto(`/orders/${orderId}`)
  await expect(page.getByTestId('order-totals')).toContainText(`Code ${code}`)
  await expect(page.getByTestId('order-totals')).toContainText('$25.98')

  await page.goto('/admin/discount-codes')
  await expect(page.getByTestId('discount-code-row').filter({ hasText: code })).toContainText('1 of 50')
})
