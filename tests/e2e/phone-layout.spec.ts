import { expect, test, type Page } from './fixtures.ts'
import { jsEnabled, signIn, uniqueUsername } from './helpers.ts'
import { storeWithData } from './phone-helpers.ts'

// Phone first: no page of the store scrolls sideways at 360 px, the signed-in links live in one
// account menu that opens without JavaScript, and toasts show at the bottom, clear of the header.

async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!
    // The widest element, to say what overflows when something does.
    let culprit = ''
    let widest = 0
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const right = el.getBoundingClientRect().right
      if (right > widest) {
        widest = right
        culprit = `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').slice(0, 4).join('.')}`
      }
    }
    return { scrollWidth: root.scrollWidth, culprit, widest: Math.round(widest) }
  })
}

test('no page scrolls sideways at 360 px wide', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 360, height: 780 })
  await signIn(page, uniqueUsername('narrow'), { firstName: 'Maximiliana', lastName: 'Wolkenstein-Oberhausen' })
  const { designId, shopId, orderId } = await storeWithData(page)
  const routes = [
    '/',
    '/design',
    '/my-designs',
    '/my-shops',
    `/my-shops/${shopId}`,
    `/my-shops/${shopId}/edit`,
    `/my-shops/${shopId}/images`,
    '/shops',
    `/shops/${shopId}`,
    `/shops/${shopId}/designs`,
    '/sell-designs',
    '/cart',
    `/checkout?designId=${designId}`,
    '/orders',
    `/orders/${orderId}`,
    `/order-confirmation?id=${orderId}`,
    `/confirmation?id=${orderId}`,
    `/products/${designId}`,
    `/product/${designId}`,
    `/products/${designId}/social-share`,
    `/share/${designId}`,
    '/account/tokens',
    '/terms',
    '/privacy',
    '/help',
    '/api/docs',
    '/no-such-page',
  ]
  const overflowing: string[] = []
  for (const route of routes) {
    await page.goto(route)
    const { scrollWidth, culprit, widest } = await sidewaysOverflow(page)
    if (scrollWidth > 360) overflowing.push(`${route}: ${scrollWidth}px (${culprit} ends at ${widest}px)`)
  }
  expect(overflowing).toEqual([])
})

test('the account menu holds the signed-in links on a phone and opens without JavaScript', async ({ page }) => {
  await signIn(page, uniqueUsername('menu'), { firstName: 'Ada', lastName: 'Lovelace' })
  const banner = page.getByRole('banner')
  // Desktop: the links are in the header, the avatar leads to the account page, no menu.
  const main = banner.getByRole('navigation', { name: 'Main' })
  await expect(main.getByRole('link')).toHaveText(['My Designs', 'My Shops', 'Discover Shops', 'Sell Designs'])
  await expect(banner.getByLabel('Account menu')).toBeHidden()
  await expect(banner.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account')

  // A phone: the avatar opens the menu, with the spec's links and the account's own pages.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(main).toBeHidden()
  await banner.getByLabel('Account menu').click()
  const menu = banner.getByRole('navigation', { name: 'Account' })
  await expect(menu.getByRole('link')).toHaveText([
    'Create New Design',
    'My Designs',
    'My Shops',
    'My Orders',
    'Discover Shops',
    'Sell Designs',
    'Your Account',
    'API Tokens',
    'Log Out',
  ])
  const box = await menu.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  await menu.getByRole('link', { name: 'My Orders' }).click()
  await page.waitForURL('/orders')
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible()
  if (jsEnabled(test.info())) {
    // With JavaScript a navigation closes the menu; Escape closes it too.
    await expect(menu).toBeHidden()
    await banner.getByLabel('Account menu').click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  }
  await banner.getByLabel('Account menu').click()
  await menu.getByRole('link', { name: 'Log Out' }).click()
  await page.waitForURL('/')
  await expect(banner.getByLabel('Menu', { exact: true })).toBeVisible()
})

test('toasts show at the bottom on a phone, clear of the header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, uniqueUsername('toast'))
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('Signed in')
  // Measured in one step in the page: with JavaScript the plain toast gives way to Radix's meanwhile.
  const where = await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="toast"]')
    const header = document.querySelector('header')
    if (!el || !header) return null
    const box = el.getBoundingClientRect()
    return box.height > 0 ? { top: box.top, bottom: box.bottom, headerBottom: header.getBoundingClientRect().bottom } : null
  })
  const box = (await where.jsonValue())!
  expect(box.top).toBeGreaterThan(box.headerBottom)
  expect(box.bottom).toBeGreaterThan(844 - 120)
  expect(box.bottom).toBeLessThanOrEqual(844)
  // The cart and the account menu stay clickable while it shows.
  await page.getByRole('banner').getByLabel('Account menu').click()
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible()
})
