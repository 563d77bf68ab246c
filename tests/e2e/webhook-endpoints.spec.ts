import { expect, test } from './fixtures.ts'
import { expectErrorUnder, expectNoAxeViolations, signIn, uniqueUsername } from './helpers.ts'

// The tokens page's webhook endpoints (ADR 130), with JavaScript on and off: a refused URL shows its
// error under the field, an added endpoint shows its secret once, then Disable, Enable and Delete.

test('a user adds a webhook endpoint, sees its secret once, disables, enables and deletes it', async ({ page }) => {
  await signIn(page, uniqueUsername('hooks'), {}, '/account/tokens')
  await expect(page.getByRole('heading', { name: 'Webhook endpoints', level: 2 })).toBeVisible()
  await expect(page.getByText('You have no webhook endpoints.')).toBeVisible()

  // A plain-http URL and no event: both refused under their fields, nothing added.
  await page.getByLabel('Endpoint URL').fill('http://hooks.example.com/in')
  for (const box of await page.getByRole('group', { name: 'Events' }).getByRole('checkbox').all()) await box.uncheck()
  await page.getByRole('button', { name: 'Add endpoint' }).click()
  await expectErrorUnder(page.getByLabel('Endpoint URL'), 'The URL must start with https://')
  await expect(page.getByText('Choose at least one event')).toBeVisible()
  await expect(page.getByText('You have no webhook endpoints.')).toBeVisible()

  await page.getByLabel('Endpoint URL').fill('https://hooks.example.com/shirtsmith')
  await page.getByLabel('Description (optional)').fill('Order sync')
  await page.getByRole('checkbox', { name: /^order\.paid/ }).check()
  await page.getByRole('checkbox', { name: /^order\.shipped/ }).check()
  await page.getByRole('button', { name: 'Add endpoint' }).click()
  await expect(page.getByRole('heading', { name: 'Signing secret for https://hooks.example.com/shirtsmith' })).toBeVisible()
  const secret = await page.getByLabel('Secret', { exact: true }).inputValue()
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
  const card = page.getByRole('list', { name: 'Your webhook endpoints' }).getByRole('listitem').first()
  await expect(card).toContainText('Enabled')
  await expect(card).toContainText('order.paid, order.shipped')
  await expect(card).toContainText('Nothing sent yet.')
  await expectNoAxeViolations(page)

  // Shown once: a fresh visit lists the endpoint without its secret.
  await page.goto('/account/tokens')
  await expect(page.getByLabel('Secret', { exact: true })).toHaveCount(0)
  expect(await page.content()).not.toContain(secret)

  await page.getByRole('button', { name: 'Disable https://hooks.example.com/shirtsmith' }).click()
  await expect(page.getByTestId('toast')).toContainText('Endpoint disabled')
  await expect(card).toContainText('Disabled')
  await page.getByRole('button', { name: 'Enable https://hooks.example.com/shirtsmith' }).click()
  await expect(page.getByTestId('toast')).toContainText('Endpoint enabled')
  await expect(card).toContainText('Enabled')
  await page.getByRole('button', { name: 'Delete https://hooks.example.com/shirtsmith' }).click()
  await expect(page.getByTestId('toast')).toContainText('Endpoint deleted')
  await expect(page.getByText('You have no webhook endpoints.')).toBeVisible()
})
