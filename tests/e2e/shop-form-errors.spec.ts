import { expect, test } from './fixtures.ts'
import { expectErrorUnder, signIn, uniqueUsername } from './helpers.ts'

test('shop form errors sit under their fields, not in a toast', async ({ page }) => {
  await signIn(page, uniqueUsername('formerr'))
  await page.goto('/my-shops?new')
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Shop name').fill('ab')
  await dialog.getByLabel(/PayPal email/).fill('not-an-email')
  await dialog.getByRole('button', { name: /Create/ }).click()
  await expect(dialog.getByText('Invalid shop name: Shop name must be at least 3 characters long')).toBeVisible()
  await expect(dialog.getByLabel('Shop name')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByLabel(/PayPal email/)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('toast')).toHaveCount(0)
  // Under each field (Conform's aria-describedby), with JavaScript on and off, and what was typed kept.
  await expectErrorUnder(dialog.getByLabel('Shop name'), 'Invalid shop name: Shop name must be at least 3 characters long')
  await expectErrorUnder(dialog.getByLabel(/PayPal email/), 'Please enter a valid PayPal email address')
  await expect(dialog.getByLabel('Shop name')).toHaveValue('ab')
  await expect(dialog.getByLabel(/PayPal email/)).toHaveValue('not-an-email')
  await page.screenshot({ path: test.info().outputPath('shop-form-field-error.png') })
})
