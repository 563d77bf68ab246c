import { expect, test, type Page } from './fixtures.ts'
import { jsEnabled, uniqueUsername } from './helpers.ts'

// The product page states the print's real size and DPI, and shows the shirt to scale from the front,
// close up and from the back, each with a zoom that fills a phone's screen (issue #24, ADR 124).

async function createDesign(page: Page, prompt: string, designType: 'image' | 'text' = 'image') {
  const response = await page.request.post('/api/designs/generate', {
    data: { prompt, style: 'Flat Design', size: 'Medium', position: 'Center', color: 'White', designType },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).design as { id: number }
}

async function loaded(page: Page, testId: string) {
  const img = page.getByTestId(testId).locator('img')
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 30_000 })
    .toBeGreaterThan(0)
}

test('product page: the real printed size at 300 DPI for the size chosen, front, close-up and back views', async ({
  page,
}, testInfo) => {
  const design = await createDesign(page, `lighthouse at dusk ${uniqueUsername('m')}`)
  await page.goto(`/products/${design.id}`)
  const note = page.getByTestId('print-resolution')
  await expect(note).toContainText('Printed size on L:')
  await expect(page.getByTestId('print-dpi')).toHaveText('300 DPI')
  await expect(note).toContainText('Drawn from vector artwork at the full print size')
  const sizeOnL = await page.getByTestId('print-size').textContent()
  expect(sizeOnL).toMatch(/^15 × [\d.]+ in$/)

  for (const view of ['view-front', 'view-closeup', 'view-back']) await loaded(page, view)
  await expect(page.getByTestId('view-closeup').locator('img')).toHaveAttribute(
    'src',
    new RegExp(`/mockups/${design.id}/White\\?size=L&view=closeup`),
  )
  await expect(page.getByTestId('view-back').locator('img')).toHaveAttribute('src', /view=back/)

  // A smaller shirt has a smaller print area: 12 in wide on an S, still 300 DPI.
  await page.getByRole('radio', { name: 'S', exact: true }).check({ force: true })
  if (!jsEnabled(testInfo)) await page.getByRole('button', { name: 'Update selection' }).click()
  await expect(page).toHaveURL(/size=S/)
  await expect(page.getByTestId('print-size')).toHaveText(/^12 × [\d.]+ in$/)
  await expect(page.getByTestId('print-dpi')).toHaveText('300 DPI')
  await expect(page.getByTestId('view-front').locator('img')).toHaveAttribute('src', /size=S&view=front/)
})

test('product page: the zoom fills a phone screen and its close button stays clear of the toasts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const design = await createDesign(page, `STAY WILD ${uniqueUsername('z')}`, 'text')
  await page.goto(`/products/${design.id}`)
  await page.getByTestId('view-closeup').click()
  const zoom = page.getByTestId('zoom-closeup')
  await expect(zoom).toBeVisible()
  const picture = zoom.locator('img')
  await expect
    .poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 30_000 })
    .toBeGreaterThan(0)
  const box = await picture.boundingBox()
  // At least as wide as the screen and most of its height.
  expect(box!.width).toBeGreaterThanOrEqual(389)
  expect(box!.height).toBeGreaterThan(844 * 0.75)
  // Toasts appear at the top of the screen; the close button is at the bottom.
  const close = zoom.getByTestId('zoom-close')
  const closeBox = await close.boundingBox()
  expect(closeBox!.y).toBeGreaterThan(844 / 2)
  await close.click()
  await expect(zoom).toBeHidden()
})
