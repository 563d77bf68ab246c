// Without APP_URL the store's origin is http://localhost:$PORT. A visitor who opens it as
// http://127.0.0.1:$PORT is sent to that origin first, so signing in works from either name.
import { expect, test } from './fixtures.ts'
import { DEFAULT_ORIGIN_STORE_PORT } from './ports.ts'
import { uniqueUsername } from './helpers.ts'

test('signs in when the store is opened at 127.0.0.1 with no APP_URL configured', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${DEFAULT_ORIGIN_STORE_PORT}/`)
  expect(new URL(page.url()).host).toBe(`localhost:${DEFAULT_ORIGIN_STORE_PORT}`)
  await page.getByRole('link', { name: 'Log In' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to ShirtSmith' })).toBeVisible()
  const username = uniqueUsername('loopback')
  await page.getByLabel('Username').fill(username)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.getByRole('banner')).toContainText(`Welcome, ${username}`)
  await expect(page.getByText('Missing state on cookie')).toHaveCount(0)
})
