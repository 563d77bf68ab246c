import { expect, test } from './fixtures.ts'
import { signIn, uniqueUsername } from './helpers.ts'

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
})
