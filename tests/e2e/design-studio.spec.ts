import { expect, test, type Page } from './fixtures.ts'
import { expectErrorUnder, expectNoAxeViolations, jsEnabled, signIn, uniqueUsername } from './helpers.ts'

// A small real PNG (a 64×64 blue square with a red disc) made without any extra package.
const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAoUlEQVR42u3ZSxGAQAwE0ZGzcpCNCMQgAC77T2a7KgL6nRYSletOPQIAAAAAAAAAAAAAwA7wlPKdBIDf7qkSLU4fztCW9IEM7a3vN2h7fadBEep7DApS32w4EjCpvs1wHmBqfYMBQC7AgvpaAwAAAABkAvCQAeBr1ALAL2UAQPqthMNeyGEz57AbddhOm9wHTC40HPkAAAAAAAAAAAAAVMwLuZa2+hNviJYAAAAASUVORK5CYII='

async function createTextDesign(page: Page, prompt: string, style = 'Watercolor', color = 'Black') {
  await page.getByLabel('Describe your design').fill(prompt)
  await page.getByLabel('Style').first().selectOption(style)
  await page.getByRole('form', { name: 'Text to Image' }).getByText(color, { exact: true }).click()
  await page.getByRole('button', { name: 'Generate Design' }).click()
}

async function openUpload(page: Page) {
  await page.getByRole('tab', { name: 'Upload Image' }).click()
  await expect(page.getByRole('form', { name: 'Upload Image' })).toBeVisible()
}

test('text design end to end: generate, preview on a shirt, Add to Cart', async ({ page }, testInfo) => {
  await page.goto('/')
  await expect(page.getByText('Ready to Create')).toBeVisible()
  await expect(page.locator('#popular-designs-section, #community-designs-section').first()).toBeAttached()
  await expectNoAxeViolations(page)

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await createTextDesign(page, 'A fox reading under a tree at sunset')
  const result = page.getByTestId('design-result')
  await expect(result).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('toast')).toContainText('Design generated!')
  await expect(result.getByRole('heading', { name: 'Custom T-Shirt' })).toBeVisible()
  await expect(result).toContainText('100% Cotton Premium Tee')
  await expect(result.getByTestId('price')).toHaveText('$24.99')
  const mockup = result.getByRole('img', { name: /T-shirt mockup/ })
  await expect(mockup).toHaveAttribute('src', /\/images\/mockups\/.+\.webp\?w=768$/)
  await expect.poll(() => mockup.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(768)
  await expect(result.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
  const cartForm = result.locator('form[action="/cart/add"]')
  await expect(cartForm.locator('input[name="kind"]')).toHaveValue('own')
  await expect(cartForm.locator('input[name="color"]:checked')).toHaveValue('Black')
  await expect(cartForm.locator('input[name="size"]:checked')).toHaveValue('L')
  await expect(cartForm.locator('input[name="designId"]')).toHaveValue(/^\d+$/)
  await expect(result.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login')
  // With JavaScript the page never reloads; either way the address names the design.
  await expect(page).toHaveURL(/\?design=\d+/)
  const sameDocument = await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false)
  expect(sameDocument).toBe(jsEnabled(testInfo))
  await expectNoAxeViolations(page)

  await result.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByTestId('toast')).toContainText('Added to cart')
  await page.getByRole('link', { name: 'Checkout' }).click()
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible()
})

test('shows the generating state while the design is made', async ({ page }, testInfo) => {
  await page.goto('/design')
  if (!jsEnabled(testInfo)) {
    // Without JavaScript the form goes to the job's status page, which refreshes itself until the
    // design is ready and then goes to it.
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
    })
    await createTextDesign(page, 'mountain sunrise', 'Flat Design', 'White')
    await expect(page.getByTestId('design-result')).toBeVisible({ timeout: 30_000 })
    expect(documents.some((path) => /^\/design\/jobs\/[0-9a-f-]{36}$/.test(path))).toBe(true)
    await expect(page.getByLabel('Describe your design')).toBeEnabled()
    return
  }
  // Hold the job's event stream back a moment, so the waiting state can be seen.
  await page.route('**/api/design-jobs/*/events', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await createTextDesign(page, 'mountain sunrise', 'Flat Design', 'White')
  await expect(page.getByText('Creating your design...')).toBeVisible()
  await expect(page.getByText('Please be patient')).toBeVisible()
  await expect(page.getByTestId('job-stage')).toHaveText(/Waiting for a free artist|Drawing your design|Checking your request/)
  await expect(page.getByLabel('Describe your design')).toBeDisabled()
  await expect(page.getByTestId('design-result')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByLabel('Describe your design')).toBeEnabled()
})

test('signed-in result shows the $2.50 note and Manage Shops', async ({ page }) => {
  await signIn(page, uniqueUsername('studio'), {}, '/design')
  await createTextDesign(page, 'Good vibes only', 'Cyberpunk', 'Navy')
  const result = page.getByTestId('design-result')
  await expect(result).toBeVisible({ timeout: 30_000 })
  await expect(result).toContainText('$2.50')
  await expect(result.getByRole('link', { name: 'Manage Shops' })).toHaveAttribute('href', '/my-shops')
})

test('upload design end to end: choose a file, preview it, create the design', async ({ page }, testInfo) => {
  await page.goto('/design')
  await openUpload(page)
  await expect(page.getByText('up to 15MB')).toBeVisible()
  const file = { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_B64, 'base64') }
  await page.getByLabel('Image file').setInputFiles(file)
  if (jsEnabled(testInfo)) {
    await expect(page.getByRole('img', { name: 'Your selected upload' })).toBeVisible()
    await page.getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByRole('img', { name: 'Your selected upload' })).toHaveCount(0)
    await page.getByLabel('Image file').setInputFiles(file)
  }
  await page.getByLabel('Style').last().selectOption('Line Art')
  await page.getByRole('button', { name: 'Create Design' }).click()
  const result = page.getByTestId('design-result')
  await expect(result).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('toast')).toContainText('Design created!')
  await expect(result.getByRole('img', { name: /T-shirt mockup/ })).toHaveAttribute('src', /\/images\/mockups\//)
  await expectNoAxeViolations(page)
})

test('the drop zone highlights while a file is dragged over it', async ({ page }, testInfo) => {
  await page.goto('/design')
  await openUpload(page)
  const zone = page.getByTestId('drop-zone')
  // Drag and drop needs JavaScript; without it the labelled file input inside the zone is the way in.
  await expect(zone.getByLabel('Image file')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
  if (!jsEnabled(testInfo)) return
  await expect(zone).toHaveAttribute('data-dragging', 'false')
  const transfer = await page.evaluateHandle(() => new DataTransfer())
  await zone.dispatchEvent('dragover', { dataTransfer: transfer })
  await expect(zone).toHaveAttribute('data-dragging', 'true')
  await zone.dispatchEvent('dragleave', { dataTransfer: transfer })
  await expect(zone).toHaveAttribute('data-dragging', 'false')
})

test('validation toasts: empty prompt, no image, wrong type, too large, blocked prompt', async ({ page }) => {
  await page.goto('/design')
  await page.getByRole('button', { name: 'Generate Design' }).click()
  await expect(page.getByTestId('toast')).toContainText('Empty Prompt')
  await expect(page.getByTestId('toast')).toContainText('Please enter a design description')

  await page.goto('/design')
  await createTextDesign(page, 'gore everywhere')
  await expect(page.getByTestId('toast')).toContainText('Friendly Notice', { timeout: 30_000 })

  await page.goto('/design')
  await openUpload(page)
  await page.getByRole('button', { name: 'Create Design' }).click()
  await expect(page.getByTestId('toast')).toContainText('No Image Selected')
  await expect(page.getByTestId('toast')).toContainText('Please select an image to upload')

  await page.goto('/design')
  await openUpload(page)
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') })
  if (!jsEnabled(test.info())) await page.getByRole('button', { name: 'Create Design' }).click()
  await expect(page.getByTestId('toast')).toContainText('Invalid file type')
  await expect(page.getByTestId('toast')).toContainText('Please upload a JPG, PNG, or WebP image')

  await page.goto('/design')
  await openUpload(page)
  const big = Buffer.concat([Buffer.from(PNG_B64, 'base64'), Buffer.alloc(15 * 1024 * 1024 + 10)])
  await page.getByLabel('Image file').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big })
  if (!jsEnabled(test.info())) await page.getByRole('button', { name: 'Create Design' }).click()
  await expect(page.getByTestId('toast')).toContainText('File too large')
  await expect(page.getByTestId('toast')).toContainText('Maximum file size is 15MB')
})

test('zoom overlay closes on Escape, backdrop click and the close button', async ({ page }, testInfo) => {
  await page.goto('/')
  await createTextDesign(page, 'city skyline at night', 'Studio Lighting', 'White')
  const zoom = page.getByRole('link', { name: 'Zoom in on the design' })
  await expect(zoom).toBeVisible({ timeout: 30_000 })
  if (!jsEnabled(testInfo)) {
    // Without JavaScript the picture is a link to the full-size image.
    await expect(zoom).toHaveAttribute('href', /\/images\/mockups\//)
    return
  }
  const overlay = page.getByRole('dialog', { name: 'Zoomed design' })
  await zoom.click()
  await expect(overlay).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close zoomed image' })).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(overlay).toHaveCount(0)

  await zoom.click()
  await overlay.click({ position: { x: 5, y: 5 } })
  await expect(overlay).toHaveCount(0)

  await zoom.click()
  await page.getByRole('button', { name: 'Close zoomed image' }).click()
  await expect(overlay).toHaveCount(0)
})

test('small screens: one form, and Upload Image opens a full-screen view with Back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.getByRole('tab', { name: 'Upload Image' })).toBeHidden()
  await expect(page.getByText('Generation can take up to 45 seconds.')).toBeVisible()
  await page.getByRole('link', { name: 'Upload Image' }).click()
  const upload = page.getByRole('form', { name: 'Upload Image' })
  await expect(upload).toBeVisible()
  await expect(page.getByText('JPG, PNG or WebP, up to 15MB.')).toBeVisible()
  await page.getByRole('link', { name: '← Back' }).click()
  await expect(upload).toBeHidden()
  await expect(page.getByLabel('Describe your design')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('an empty prompt and a missing image are refused under their fields, with the toasts', async ({ page }, testInfo) => {
  await page.goto('/design')
  await page.getByLabel('Describe your design').fill('   ')
  await page.getByRole('button', { name: 'Generate Design' }).click()
  await expectErrorUnder(page.getByLabel('Describe your design'), 'Please enter a design description')
  await expect(page.getByTestId('toast')).toContainText('Empty Prompt')

  await page.goto('/design?mode=upload')
  await expect(page.getByRole('form', { name: 'Upload Image' })).toBeVisible()
  await page.getByRole('button', { name: 'Create Design' }).click()
  await expectErrorUnder(page.getByLabel('Image file'), 'Please select an image to upload')
  await expect(page.getByTestId('toast')).toContainText('No Image Selected')
  if (!jsEnabled(testInfo)) return
  // With JavaScript a refused file is explained under the field as soon as it is chosen.
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') })
  await expectErrorUnder(page.getByLabel('Image file'), 'Please upload a JPG, PNG, or WebP image')
})
