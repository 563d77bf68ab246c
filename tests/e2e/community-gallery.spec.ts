import { expect, test, type Page } from './fixtures.ts'
import { expectNoAxeViolations, jsEnabled, signIn, uniqueUsername } from './helpers.ts'

/**
 * Creates a design through the public API with the page's cookies (offline generator), shown in the
 * community (signed out, a design stays out of it unless asked).
 */
async function createDesign(page: Page, prompt: string, color = 'Navy') {
  const response = await page.request.post('/api/designs/generate', {
    data: { prompt, style: 'Flat Design', size: 'Medium', position: 'Center', color, designType: 'image', showInCommunity: true },
  })
  expect(response.status()).toBe(201)
  const body = await response.json()
  return body.design as { id: number; imageUrl: string; mockupUrl: string | null }
}

const communityCard = (page: Page, id: number) => page.locator(`#community-design-${id}`)

test('the gallery lists new designs with price, copy link and Buy', async ({ page, context }, testInfo) => {
  const prompt = `gallery fox ${uniqueUsername('g')}`
  const design = await createDesign(page, prompt)
  await page.goto('/')
  const section = page.locator('#community-designs-section')
  await expect(section.getByRole('heading', { name: 'Community Designs' })).toBeVisible()
  const card = communityCard(page, design.id)
  await expect(card).toBeVisible()
  await expect(card).toContainText('$24.99')
  // The card shows the mockup (a decorative picture: the title names the design) and it loads.
  const picture = card.locator('img').first()
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expectNoAxeViolations(page)

  if (jsEnabled(testInfo)) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await card.getByRole('link', { name: /Copy link/ }).click()
    await expect(card.getByText('Copied!')).toBeVisible()
    await expect(page.getByTestId('toast')).toContainText('Link copied!')
    await expect(page.getByTestId('toast')).toContainText('Design link copied to clipboard')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/products/${design.id}$`))
    // The indicator turns itself off after two seconds.
    await expect(card.getByText('Copied!')).toBeHidden({ timeout: 3500 })
  } else {
    // Without JavaScript the copy action opens the share page, which shows the link to copy.
    await card.getByRole('link', { name: /Copy link/ }).click()
    await page.waitForURL(`/share/${design.id}`)
    await expect(page.getByLabel('Link to share')).toHaveValue(new RegExp(`/products/${design.id}$`))
    await page.goto('/')
  }

  // Buy leads to the product page on the card's shirt colour (Navy here), asking for the size.
  await communityCard(page, design.id).getByRole('link', { name: /^Buy/ }).click()
  await page.waitForURL(`/products/${design.id}?color=Navy&buy=1#choose-size`)
})

test('Buy keeps the shirt colour the card shows and asks for the size', async ({ page }) => {
  const design = await createDesign(page, `green heron ${uniqueUsername('b')}`, 'Forest Green')
  await page.goto('/')
  await communityCard(page, design.id).getByRole('link', { name: /^Buy/ }).click()
  await page.waitForURL(new RegExp(`/products/${design.id}\\?color=Forest\\+Green&buy=1`))
  await expect(page.getByTestId('choose-size')).toHaveText('Choose your size, then Add to Cart.')
  await expect(page.getByRole('radio', { name: 'Forest Green' })).toBeChecked()
  // On a phone too, the page opens on the colour kept, clear of the sticky header, above the size asked for.
  const buyUrl = page.url()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await page.goto(buyUrl)
  const header = (await page.getByRole('banner').boundingBox())!
  const colour = (await page.getByText('Color: Forest Green').boundingBox())!
  expect(colour.y).toBeGreaterThanOrEqual(header.y + header.height)
  await expect(page.getByTestId('choose-size')).toBeInViewport()
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.getByRole('form', { name: 'Choose colour and size' }).getByText('M', { exact: true }).click()
  if (jsEnabled(test.info())) await page.waitForURL(/size=M/)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.waitForURL(/\/checkout/)
  await expect(page.getByText('Forest Green - M').first()).toBeVisible()
  await expectNoAxeViolations(page)
})

test('upvoting needs sign-in', async ({ page }) => {
  const design = await createDesign(page, `lonely owl ${uniqueUsername('o')}`)
  await page.goto('/')
  await communityCard(page, design.id)
    .getByRole('button', { name: /^Upvote/ })
    .click()
  await expect(page.getByTestId('toast')).toContainText('Authentication required')
  await expect(page.getByTestId('toast')).toContainText('Please log in to upvote designs')
  await expect(communityCard(page, design.id).getByTestId('upvote-count')).toHaveText('0')
})

test('upvote and remove the upvote; the popular list follows', async ({ page }, testInfo) => {
  await signIn(page, uniqueUsername('voter'))
  const design = await createDesign(page, `upvoted whale ${uniqueUsername('w')}`)
  await page.goto('/')
  const card = communityCard(page, design.id)
  if (jsEnabled(testInfo)) {
    // The button stays disabled while the request runs.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/designs/*/upvote', async (route) => {
      await held
      await route.continue()
    })
    await card.getByRole('button', { name: /^Upvote/ }).click()
    await expect(card.getByRole('button', { name: /^Upvote/ })).toBeDisabled()
    release()
    await expect(card.getByRole('button', { name: /^Remove upvote/ })).toBeEnabled()
    await page.unroute('**/api/designs/*/upvote')
  } else {
    await card.getByRole('button', { name: /^Upvote/ }).click()
  }
  await expect(card.getByRole('button', { name: /^Remove upvote/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(card.getByTestId('upvote-count')).toHaveText('1')
  const popular = page.locator('#popular-designs-section')
  await expect(popular.locator(`#popular-design-${design.id}`)).toContainText('1')
  await expect(popular.locator(`#popular-design-${design.id}`).getByRole('link')).toHaveAttribute('href', `/product/${design.id}`)

  await page.reload()
  await expect(communityCard(page, design.id).getByTestId('upvote-count')).toHaveText('1')
  await communityCard(page, design.id)
    .getByRole('button', { name: /^Remove upvote/ })
    .click()
  await expect(communityCard(page, design.id).getByRole('button', { name: /^Upvote/ })).toHaveAttribute('aria-pressed', 'false')
  await expect(communityCard(page, design.id).getByTestId('upvote-count')).toHaveText('0')
  await page.reload()
  await expect(communityCard(page, design.id).getByTestId('upvote-count')).toHaveText('0')
})

test('popular designs are ranked by upvotes and link to the product page', async ({ browser, page }) => {
  const tag = uniqueUsername('p')
  const liked = await createDesign(page, `most liked comet ${tag} ${'with a long tail '.repeat(5)}`)
  const other = await createDesign(page, `less liked comet ${tag}`)
  // Three people like the first design, one likes the second.
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const voter = await context.newPage()
    await signIn(voter, uniqueUsername('fan'), {}, '/', { waitForHydration: false })
    expect((await voter.request.post(`/api/designs/${liked.id}/upvote`)).status()).toBe(200)
    if (i === 0) expect((await voter.request.post(`/api/designs/${other.id}/upvote`)).status()).toBe(200)
    await context.close()
  }
  await page.goto('/')
  const popular = page.locator('#popular-designs-section')
  await expect(popular.getByRole('heading', { name: 'Popular Designs' })).toBeVisible()
  const cards = popular.getByTestId('popular-card')
  expect(await cards.count()).toBeLessThanOrEqual(6)
  const counts = (await popular.getByTestId('upvote-count').allTextContents()).map(Number)
  expect(counts).toEqual([...counts].sort((a, b) => b - a))
  const ids = await cards.evaluateAll((nodes) => nodes.map((n) => n.id))
  expect(ids.indexOf(`popular-design-${liked.id}`)).toBeGreaterThanOrEqual(0)
  expect(ids.indexOf(`popular-design-${liked.id}`)).toBeLessThan(
    ids.indexOf(`popular-design-${other.id}`) === -1 ? 99 : ids.indexOf(`popular-design-${other.id}`),
  )
  // Prompts are cut at 60 characters.
  const prompt = await popular.locator(`#popular-design-${liked.id}`).getByTestId('popular-prompt').textContent()
  expect(prompt!.length).toBeLessThanOrEqual(61)
  expect(prompt!.endsWith('…')).toBe(true)

  await popular.locator(`#popular-design-${liked.id}`).getByRole('link').click()
  await page.waitForURL(`/products/${liked.id}`)
  // The product page shows the design's title: its prompt as a tidy title.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Most Liked Comet')
})
