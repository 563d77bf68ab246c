import { designNameFromPrompt } from '~/modules/design/index.ts'
import { expect, test, type Page } from './fixtures.ts'
import { jsEnabled, signIn, uniqueUsername } from './helpers.ts'

// Findable designs and shops (issue 28): the gallery and a shop's page searched by words and
// filtered by style and colour through a GET form, JavaScript on and off; shops at their handle.

const SHOTS = process.env.FIND_SHOTS

/** With FIND_SHOTS=dir: the screen at 1280x800 and 390x844, `focus` scrolled to the top. */
async function shot(page: Page, name: string, focus?: string) {
  if (!SHOTS) return
  const js = jsEnabled(test.info()) ? 'js' : 'nojs'
  const size = page.viewportSize()!
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height })
    if (focus)
      await page
        .locator(focus)
        .first()
        .evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${js}.png` })
  }
  await page.setViewportSize(size)
}

async function design(page: Page, prompt: string, style: string, color: string) {
  const created = await page.request.post('/api/designs/generate', {
    data: { prompt, style, size: 'Medium', position: 'Center', color, designType: 'image', showInCommunity: true },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { design: { id: number } }).design.id
}

test('the gallery and a shop are searched and filtered, and a shop lives at its handle', async ({ page }) => {
  test.setTimeout(240_000)
  const username = uniqueUsername('finder')
  await signIn(page, username, { firstName: 'Iris', lastName: 'Finder' })
  const token = `zq${Date.now().toString(36)}`
  const lighthouse = await design(page, `a lighthouse ${token} at dusk, watercolor style`, 'Watercolor', 'Navy')
  await design(page, `a ${token} cactus in a pot`, 'Line Art', 'White')
  const shopName = `Iris ${token} Tees`
  const created = await page.request.post('/api/shops', { data: { name: shopName, isPublic: true } })
  expect(created.status()).toBe(201)
  const shop = ((await created.json()) as { shop: { id: number; handle: string } }).shop
  expect(shop.handle).toBe(`iris-${token}-tees`)
  expect((await page.request.post(`/api/shops/${shop.id}/designs`, { data: { designId: lighthouse } })).status()).toBe(201)

  // The home gallery: words and a style, from the form; the URL is the search.
  await page.goto('/#community-designs-section')
  const gallery = page.locator('#community-designs-section')
  const form = gallery.getByRole('search', { name: 'Search community designs' })
  await form.getByLabel('Search designs').fill(token)
  await form.getByLabel('Style').selectOption('Watercolor')
  await form.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]q=${token}&style=Watercolor`))
  await expect(gallery.getByTestId('search-summary')).toHaveText(`Designs for “${token}” in Watercolor`)
  const cards = gallery.getByTestId('community-card')
  await expect(cards).toHaveCount(1)
  // The title leaves the style words out of the prompt.
  await expect(cards.first().getByRole('heading')).toHaveText(
    designNameFromPrompt(`a lighthouse ${token} at dusk, watercolor style`),
  )
  await expect(cards.first().getByRole('link', { name: shopName })).toHaveAttribute('href', `/shops/${shop.handle}`)
  await shot(page, 'gallery-search', '#community-designs-section')

  // A colour that none of them is on: the empty result says so and leads back.
  await form.getByLabel('Shirt colour').selectOption('White')
  await form.getByRole('button', { name: 'Search' }).click()
  await expect(gallery.getByTestId('no-results')).toContainText(`No designs found for “${token}” in Watercolor on White shirts.`)
  await shot(page, 'gallery-empty', '#community-designs-section')
  await gallery.getByRole('link', { name: 'Show all designs' }).click()
  await expect(page).not.toHaveURL(/[?&]q=/)

  // The old address of the shop answers 301 to its handle; its own search works the same way.
  await page.goto(`/shops/${shop.id}`)
  await expect(page).toHaveURL(new RegExp(`/shops/${shop.handle}$`))
  await expect(page.getByRole('heading', { name: shopName, level: 1 })).toBeVisible()
  await shot(page, 'shop-handle')
  const shopSearch = page.getByRole('search', { name: `Search ${shopName}` })
  await shopSearch.getByLabel('Search designs').fill('lighthouse')
  await shopSearch.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`/shops/${shop.handle}\\?q=lighthouse`))
  await expect(page.getByTestId('storefront-card')).toHaveCount(1)
  await shot(page, 'shop-search')
  await shopSearch.getByLabel('Search designs').fill('submarine')
  await shopSearch.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('no-results')).toContainText('No designs in this shop found for “submarine”.')
  await shot(page, 'shop-empty', '#shop-designs')
})

test('on a phone the home page shows a short first page with its own Show more', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const cards = page.locator('#community-designs-section').getByTestId('community-card')
  const total = await cards.count()
  let visible = 0
  for (let i = 0; i < total; i += 1) if (await cards.nth(i).isVisible()) visible += 1
  expect(visible).toBeLessThanOrEqual(6)
  // 48 cards one to a row made the page 22,000 px tall; a page of six is a few screens.
  const height = await page.evaluate(() => document.scrollingElement!.scrollHeight)
  expect(height).toBeLessThan(9000)
  const more = page.locator('#community-designs-section').getByRole('link', { name: 'Show more designs' })
  if (total > 6) {
    await expect(more).toHaveCount(1)
    const firstHidden = await cards.nth(6).getAttribute('id')
    await more.click()
    await expect(page).toHaveURL(/gallery=2&after=/)
    // The phone's next page starts at the first card it did not show.
    await expect(page.locator('#community-designs-section').getByTestId('community-card').first()).toHaveAttribute(
      'id',
      firstHidden!,
    )
  }
  await shot(page, 'home-gallery-page', '#community-designs-section')
})
