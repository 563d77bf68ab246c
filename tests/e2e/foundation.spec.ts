import { expect, test } from './fixtures.ts'
import { expectNoAxeViolations, signIn, uniqueUsername } from './helpers.ts'

test('signed-out header, footer and sign-in/sign-out through the local provider', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'ShirtSmith' })).toHaveAttribute('href', '/')
  const nav = header.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Discover Shops' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Sell Designs' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ShirtSmith`)
  for (const name of ['Terms', 'Privacy', 'Help']) await expect(footer.getByRole('link', { name })).toBeVisible()
  await expectNoAxeViolations(page)

  const username = uniqueUsername('ada')
  await nav.getByRole('link', { name: 'Log In' }).click()
  await expect(page.getByText('Test mode')).toBeVisible()
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('First name (optional)').fill('Ada')
  await page.getByLabel('Last name (optional)').fill('Lovelace')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('/')

  // Signed in on a desktop: My Designs, My Shops, Discover Shops and Sell Designs, the welcome line,
  // the avatar and Log Out, all in the header itself.
  const signedInNav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
  await expect(signedInNav.getByRole('link')).toHaveText(['My Designs', 'My Shops', 'Discover Shops', 'Sell Designs'])
  await expect(page.getByRole('banner')).toContainText(`Welcome, ${username}`)
  await expect(page.getByRole('banner').getByText('AL', { exact: true }).filter({ visible: true })).toBeVisible()
  await expect(page.getByTestId('toast')).toContainText('Signed in')
  await expectNoAxeViolations(page)

  await expect(page.getByRole('banner').getByLabel('Account menu')).toBeHidden()
  await page.getByRole('banner').getByRole('link', { name: 'Log Out' }).click()
  await page.waitForURL('/')
  await expect(page.getByTestId('toast')).toContainText('Logged out')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible()
})

test('mobile header: menu icon when signed out, avatar menu when signed in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/')
  await page.getByRole('banner').getByLabel('Menu').click()
  const mobile = page.getByRole('navigation', { name: 'Mobile' })
  await expect(mobile.getByRole('link', { name: 'Discover Shops' })).toBeVisible()
  await expect(mobile.getByRole('link', { name: 'Log In' })).toBeVisible()

  const username = uniqueUsername('mo')
  await signIn(page, username)
  await page.getByRole('banner').getByLabel('Account menu').click()
  const menu = page.getByRole('navigation', { name: 'Account' })
  for (const name of ['Create New Design', 'My Designs', 'My Shops', 'Discover Shops', 'Sell Designs', 'API Tokens', 'Log Out']) {
    await expect(menu.getByRole('link', { name })).toBeVisible()
  }
  // No first/last name: initials are the username's first two letters.
  await expect(page.getByRole('banner').getByText('MO', { exact: true }).first()).toBeAttached()
})

test('unknown paths show the not-found screen', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText("Sorry, the page you're looking for doesn't exist or has been moved.")).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await page.waitForURL('/')
})

test('footer pages have content', async ({ page }) => {
  for (const [path, heading] of [
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/help', 'Help'],
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expectNoAxeViolations(page)
  }
})

test('sell-designs call to action depends on sign-in state', async ({ page }) => {
  await page.goto('/sell-designs')
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible()
  await expect(page.getByText('$2.50').first()).toBeVisible()
  await expect(page.getByText('paid via PayPal monthly').first()).toBeVisible()
  const cta = page.getByRole('link', { name: 'Sign Up & Start Selling' }).first()
  await expect(cta).toHaveAttribute('href', /^\/api\/login/)
  await expectNoAxeViolations(page)

  await signIn(page, uniqueUsername('seller'), {}, '/sell-designs')
  await expect(page.getByRole('link', { name: 'Sign Up & Start Selling' })).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to My Shops' }).first()).toHaveAttribute('href', '/my-shops')
  await expect(page.getByRole('main').getByRole('link', { name: 'Create a Design' }).first()).toHaveAttribute('href', '/design')
})
