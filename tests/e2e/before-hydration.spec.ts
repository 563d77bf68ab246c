// What a visitor does before JavaScript has taken over the page must count: text typed into any form
// survives hydration, and Log In is a plain link that works at once. Scripts are held back here so
// the typing and clicking certainly happen before hydration: they are released only when the test
// says so, never after a fixed delay (a busy CI machine once took longer than such a delay). Runs in the JavaScript-on project only
// (without JavaScript there is no hydration to survive).
import { expect, test, type Page } from '@playwright/test'
import { designInCart } from './checkout-helpers.ts'
import { signIn, uniqueUsername } from './helpers.ts'

const TEXT_FIELDS =
  'input[type=text]:visible, input[type=email]:visible, input[type=tel]:visible, input:not([type]):visible, textarea:visible'

const heldScripts = new WeakMap<Page, () => void>()

/** Opens `path` with every script held back, so the page stays plain server HTML until `waitForHydration`. */
async function openBeforeHydration(page: Page, path: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  heldScripts.set(page, release)
  await page.unrouteAll()
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForSelector('main', { state: 'attached' })
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull()
}

async function waitForHydration(page: Page) {
  heldScripts.get(page)?.()
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 })
  // Give React time to re-render anything that switches on hydration.
  await page.waitForTimeout(300)
}

async function expectTypedTextSurvives(page: Page, path: string) {
  await openBeforeHydration(page, path)
  const fields = page.locator(TEXT_FIELDS)
  await expect(fields.first()).toBeVisible()
  const count = await fields.count()
  const typed: string[] = []
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i)
    const value = (await field.getAttribute('type')) === 'email' ? `early${i}@example.com` : `typed early ${i}`
    await field.fill(value)
    typed.push(value)
  }
  await waitForHydration(page)
  const after = page.locator(TEXT_FIELDS)
  expect(await after.count()).toBe(count)
  for (let i = 0; i < count; i++) await expect(after.nth(i)).toHaveValue(typed[i])
  return count
}

test('a prompt typed before hydration is kept on the home page and /design', async ({ page }) => {
  expect(await expectTypedTextSurvives(page, '/')).toBeGreaterThan(0)
  expect(await expectTypedTextSurvives(page, '/design')).toBeGreaterThan(0)
})

test('the shipping address and a quantity typed before hydration are kept', async ({ page }) => {
  await designInCart(page)
  await openBeforeHydration(page, '/checkout')
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('7')
  await waitForHydration(page)
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('7')
  expect(await expectTypedTextSurvives(page, '/checkout')).toBeGreaterThanOrEqual(8)
})

test('the new-shop form typed before hydration is kept', async ({ page }) => {
  await signIn(page, uniqueUsername('early'))
  expect(await expectTypedTextSurvives(page, '/my-shops?new=1')).toBeGreaterThan(0)
})

test('Log In works when clicked before hydration', async ({ page }) => {
  await openBeforeHydration(page, '/')
  await page.getByRole('link', { name: 'Log In' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to ShirtSmith' })).toBeVisible()
})
