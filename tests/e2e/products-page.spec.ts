import { designNameFromPrompt } from '~/modules/design/index.ts'
import { expect, test, type Page } from './fixtures.ts'
import { expectNoAxeViolations, jsEnabled, uniqueUsername } from './helpers.ts'

async function createDesign(page: Page, prompt: string) {
  const response = await page.request.post('/api/designs/generate', {
    data: { prompt, style: 'Flat Design', size: 'Medium', position: 'Center', color: 'Navy', designType: 'image' },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).design as { id: number }
}

test('product page: choose colour and size, then Add to Cart', async ({ page }, testInfo) => {
  const prompt = `product page heron ${uniqueUsername('h')}`
  const design = await createDesign(page, prompt)
  await page.goto(`/products/${design.id}`)
  // The title: the prompt as a tidy title.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(designNameFromPrompt(prompt))
  await expect(page.getByTestId('product-price')).toHaveText('$24.99')
  for (const detail of ['Premium cotton', 'AI-generated design', 'Machine washable', 'Shipping takes 3-5 business days']) {
    await expect(page.getByText(detail)).toBeVisible()
  }
  // Defaults: the design's colour and size L.
  await expect(page.getByRole('radio', { name: 'Navy' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked()
  await expectNoAxeViolations(page)

  await page.getByRole('radio', { name: 'White' }).check({ force: true })
  await page.getByRole('radio', { name: 'XL', exact: true }).check({ force: true })
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Update selection' }).click()
  await expect(page).toHaveURL(/color=White/)
  await expect(page).toHaveURL(/size=XL/)
  await expect(page.getByRole('group', { name: /Color/ })).toContainText('White')
  await expect(page.getByRole('group', { name: /Size/ })).toContainText('XL')
  // The picture follows the chosen colour: the design rendered on a White shirt.
  const picture = page.getByRole('img', { name: /on a White t-shirt/ })
  await expect(picture).toBeVisible()
  await expect(picture).toHaveAttribute('src', new RegExp(`/mockups/${design.id}/White`))
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.waitForURL(/\/cart$/)
  await expect(page.getByText(/White - XL/).first()).toBeVisible()
})

test('product page: the colour and size chosen go in the cart, without Update selection first', async ({ page }) => {
  const design = await createDesign(page, `product page kite ${uniqueUsername('k')}`)
  await page.goto(`/products/${design.id}`)
  const form = page.getByRole('form', { name: 'Choose colour and size' })
  await form.getByRole('radio', { name: 'Sport Grey' }).check({ force: true })
  await form.getByText('S', { exact: true }).click()
  // With JavaScript the choice is in the address at once; without, only the form holds it.
  if (jsEnabled(test.info())) await expect(page).toHaveURL(/color=Sport\+Grey&size=S/)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.waitForURL(/\/cart$/)
  await expect(page.getByText('Sport Grey - S').first()).toBeVisible()
})

test('product page: share copies the link on desktop, or opens the share page without JavaScript', async ({
  page,
  context,
}, testInfo) => {
  const design = await createDesign(page, `shared otter ${uniqueUsername('s')}`)
  await page.goto(`/products/${design.id}`)
  if (jsEnabled(testInfo)) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('link', { name: 'Share' }).click()
    await expect(page.getByText('Copied!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/products/${design.id}$`))
    await expect(page.getByText('Copied!')).toBeHidden({ timeout: 3500 })
  } else {
    await page.getByRole('link', { name: 'Share' }).click()
    await page.waitForURL(`/share/${design.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Shared Otter')
  }
})

test('product page: narrow screens use the native share sheet (the share page without JavaScript)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addInitScript(() => {
    ;(window as unknown as { shared: unknown[] }).shared = []
    navigator.share = async (data?: ShareData) => {
      ;(window as unknown as { shared: unknown[] }).shared.push(data)
    }
  })
  const design = await createDesign(page, `native share seal ${uniqueUsername('n')}`)
  await page.goto(`/products/${design.id}`)
  await page.getByRole('link', { name: 'Share' }).click()
  if (!jsEnabled(testInfo)) {
    await page.waitForURL(`/share/${design.id}`)
    return
  }
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared.map((s) => s.url)))
    .toEqual([expect.stringMatching(new RegExp(`/products/${design.id}$`))])
  await expect(page).toHaveURL(`/products/${design.id}`)
})

test('product page: the popular link /product/{id} and unknown ids', async ({ page }) => {
  const design = await createDesign(page, `redirected lynx ${uniqueUsername('r')}`)
  await page.goto(`/product/${design.id}`)
  await expect(page).toHaveURL(`/products/${design.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Redirected Lynx')

  const response = await page.goto('/products/99999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await page.waitForURL('/')
})

test('share pages carry Open Graph and Twitter metadata and a 1200x630 image', async ({ page }) => {
  const design = await createDesign(page, `meta badger ${uniqueUsername('m')}`)
  for (const path of [`/share/${design.id}`, `/products/${design.id}/social-share`]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Meta Badger')
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(image).toMatch(new RegExp(`/share-image/${design.id}$`))
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!)
    const png = await page.request.get(image!)
    expect(png.status()).toBe(200)
    expect(png.headers()['content-type']).toBe('image/png')
    await expectNoAxeViolations(page)
  }
  await page.getByRole('link', { name: 'View product' }).click()
  await page.waitForURL(`/products/${design.id}`)
})
