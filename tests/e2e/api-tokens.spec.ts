import { expect, test } from './fixtures.ts'
import { expectErrorUnder, expectNoAxeViolations, signIn, uniqueUsername } from './helpers.ts'

test('a user creates an API token from the account page, uses it once shown, and revokes it', async ({ page, playwright }) => {
  const username = uniqueUsername('tokens')
  await signIn(page, username)
  await page.getByRole('banner').getByRole('link', { name: 'Your account' }).click()
  await page.getByRole('main').getByRole('link', { name: 'API tokens' }).click()
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible()
  await expect(page.getByText('You have no API tokens.')).toBeVisible()
  await expectNoAxeViolations(page)

  // No scope ticked: refused beside the scopes, nothing made.
  await page.getByRole('checkbox', { name: /^Read/ }).uncheck()
  await page.getByLabel('Name').fill('Nightly export')
  await page.getByRole('button', { name: 'Create token' }).click()
  await expect(page.getByText('Choose at least one scope')).toBeVisible()

  await page.getByRole('checkbox', { name: /^Read/ }).check()
  await page.getByRole('checkbox', { name: /^Shops/ }).check()
  await page.getByRole('button', { name: 'Create token' }).click()
  await expect(page.getByRole('heading', { name: /Your new token “Nightly export”/ })).toBeVisible()
  const token = await page.getByLabel('Token', { exact: true }).inputValue()
  expect(token).toMatch(/^ss_live_[A-Za-z0-9_-]{43}$/)
  // The form starts over for the next token.
  await expect(page.getByLabel('Name')).toHaveValue('')
  const listed = page.getByRole('listitem').filter({ hasText: 'Nightly export' })
  await expect(listed).toContainText(`${token.slice(0, 12)}…`)
  await expect(listed).toContainText('read, shops')
  await expectNoAxeViolations(page)

  // A script with the token and no cookie is this user.
  const script = await playwright.request.newContext({ baseURL: new URL(page.url()).origin })
  const me = await script.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } })
  expect(me.status()).toBe(200)
  expect((await me.json()).username).toBe(username)

  // Shown once: a fresh visit lists it without the secret.
  await page.goto('/account/tokens')
  await expect(page.getByLabel('Token', { exact: true })).toHaveCount(0)
  expect(await page.content()).not.toContain(token)

  await page.getByRole('button', { name: 'Revoke Nightly export' }).click()
  await expect(page.getByTestId('toast')).toContainText('Token revoked')
  await expect(page.getByText('You have no API tokens.')).toBeVisible()
  const after = await script.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } })
  expect(after.status()).toBe(401)
  await script.dispose()
})

test('a refused token form shows each error under its field and keeps what was typed', async ({ page }) => {
  await signIn(page, uniqueUsername('tokenerr'), {}, '/account/tokens')
  await page.getByLabel('Name').fill('   ')
  await page.getByRole('checkbox', { name: /^Read/ }).uncheck()
  await page.getByRole('button', { name: 'Create token' }).click()
  await expectErrorUnder(page.getByLabel('Name'), 'Give the token a name')
  await expectErrorUnder(page.getByRole('checkbox', { name: /^Shops/ }), 'Choose at least one scope')

  await page.getByLabel('Name').fill('x'.repeat(20))
  await page.getByRole('checkbox', { name: /^Shops/ }).check()
  await page.getByLabel('Name').fill('')
  await page.getByRole('button', { name: 'Create token' }).click()
  await expectErrorUnder(page.getByLabel('Name'), 'Give the token a name')
  await expect(page.getByRole('checkbox', { name: /^Shops/ })).toBeChecked()
  await expect(page.getByText('Choose at least one scope')).toHaveCount(0)
  await expect(page.getByText('You have no API tokens.')).toBeVisible()
})
