import { mkdirSync } from 'node:fs'
import { expect, test } from './fixtures.ts'
import { expectNoAxeViolations, jsEnabled, signIn, uniqueUsername } from './helpers.ts'

// The signed-in header as the spec draws it: on a desktop, links My Designs, My Shops, Discover Shops
// and Sell Designs, a welcome line with the username, the avatar and a Log Out button; on a phone, the
// avatar opens a menu with Create New Design, My Designs, My Shops, Discover Shops, Sell Designs and
// Log Out. The account page is the desktop avatar's link and an entry of the phone menu.

const SHOTS = '/tmp/h4-shots'

test('desktop (1280x800): every signed-in link in the header, the avatar leads to the account page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  // Sixteen characters, which the welcome line once cut after nine.
  const username = uniqueUsername('desk').padEnd(16, 'x').slice(0, 16)
  expect(username).toHaveLength(16)
  await signIn(page, username, { firstName: 'Grace', lastName: 'Hopper' })
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'My Designs',
    'My Shops',
    'Discover Shops',
    'Sell Designs',
  ])
  // The welcome line names the username; the avatar shows the initials of first and last name.
  const welcome = banner.getByText(`Welcome, ${username}`, { exact: true }).filter({ visible: true })
  await expect(welcome).toBeVisible()
  await expect(welcome).toHaveAttribute('title', username)
  // Shown whole, not clipped by the ellipsis.
  const clipped = (el: HTMLElement) => el.scrollWidth > el.clientWidth
  expect(await welcome.evaluate(clipped)).toBe(false)
  await expect(banner.getByRole('link', { name: 'Your account' })).toContainText('GH')
  await expect(banner.getByRole('link', { name: 'Log Out' })).toBeVisible()
  await expect(banner.getByLabel('Account menu')).toBeHidden()
  // One line: nothing in the header wraps below the logo.
  const header = await banner.boundingBox()
  expect(header!.height).toBeLessThanOrEqual(72)
  // At the narrowest desktop the links still keep one line; the name gives way, whole in its title.
  await page.setViewportSize({ width: 1024, height: 800 })
  expect((await banner.getByRole('navigation', { name: 'Main' }).boundingBox())!.height).toBeLessThanOrEqual(40)
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(72)
  await expect(welcome).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 800 })
  await expectNoAxeViolations(page)
  mkdirSync(SHOTS, { recursive: true })
  const mode = jsEnabled(test.info()) ? 'js-on' : 'js-off'
  await banner.screenshot({ path: `${SHOTS}/header-desktop-${mode}.png` })

  await banner.getByRole('link', { name: 'My Shops' }).click()
  await page.waitForURL('/my-shops')
  await expect(banner.getByRole('link', { name: 'My Shops' })).toHaveAttribute('aria-current', 'page')
  await banner.getByRole('link', { name: 'Your account' }).click()
  await page.waitForURL('/account')
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible()
  await banner.getByRole('link', { name: 'Log Out' }).click()
  await page.waitForURL('/')
  await expect(banner.getByRole('link', { name: 'Log In' })).toBeVisible()
})

test('phone (390x844): the avatar opens the menu, without JavaScript too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, uniqueUsername('phone'), { firstName: 'Grace', lastName: 'Hopper' })
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expect(banner.getByRole('link', { name: 'Log Out' })).toBeHidden()
  mkdirSync(SHOTS, { recursive: true })
  const mode = jsEnabled(test.info()) ? 'js-on' : 'js-off'
  await banner.screenshot({ path: `${SHOTS}/header-phone-${mode}.png` })
  await banner.getByLabel('Account menu').click()
  const menu = banner.getByRole('navigation', { name: 'Account' })
  for (const name of [
    'Create New Design',
    'My Designs',
    'My Shops',
    'Discover Shops',
    'Sell Designs',
    'Log Out',
    'Your Account',
  ]) {
    await expect(menu.getByRole('link', { name })).toBeVisible()
  }
  await expectNoAxeViolations(page)
  await page.screenshot({ path: `${SHOTS}/header-phone-menu-${mode}.png` })
  await menu.getByRole('link', { name: 'Your Account' }).click()
  await page.waitForURL('/account')
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible()
})
