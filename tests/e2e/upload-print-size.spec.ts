import sharp from 'sharp'
import { expect, test, type Page } from './fixtures.ts'
import { jsEnabled } from './helpers.ts'

// An upload keeps all of its picture unless "Crop to a square" is chosen, and the studio says how large
// it prints and why: the rule under the choice before any upload, an estimate once a file is chosen
// (JavaScript reads its size), and the exact size beside the finished design, JavaScript on or off.

/** A 3:2 landscape, 1500 × 1000 px (or `scale` times that), with a tree at its right edge (what a square crop cuts off). */
async function landscapeWithTree(scale = 1): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${1500 * scale}" height="${1000 * scale}" viewBox="0 0 1500 1000">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7ec8f0"/><stop offset="1" stop-color="#fde7b0"/></linearGradient></defs>
    <rect width="1500" height="1000" fill="url(#sky)"/>
    <circle cx="420" cy="300" r="110" fill="#ffd23f"/>
    <path d="M0,720 C300,600 600,640 900,700 C1150,750 1350,690 1500,660 L1500,1000 L0,1000 Z" fill="#5aa14a"/>
    <path d="M0,820 C400,760 900,800 1500,780 L1500,1000 L0,1000 Z" fill="#3f7f35"/>
    <rect x="1300" y="430" width="70" height="380" fill="#6b4226"/>
    <circle cx="1335" cy="380" r="150" fill="#2e7d32"/><circle cx="1250" cy="450" r="100" fill="#388e3c"/><circle cx="1420" cy="450" r="100" fill="#388e3c"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}

async function chooseLandscape(page: Page, scale = 1) {
  await page.getByRole('tab', { name: 'Upload Image' }).click()
  const form = page.getByRole('form', { name: 'Upload Image' })
  await expect(form).toBeVisible()
  await form
    .getByLabel('Image file')
    .setInputFiles({ name: 'tree.jpg', mimeType: 'image/jpeg', buffer: await landscapeWithTree(scale) })
  return form
}

test('a 3:2 photo keeps all of its picture and the studio says how large it prints, and why', async ({ page }, testInfo) => {
  await page.goto('/design')
  const form = await chooseLandscape(page)
  await expect(form.getByLabel('Keep the whole picture')).toBeChecked()
  await expect(form.getByText(/a 3000 × 2000 px photo prints 15\.0 × 10\.0 in/)).toBeVisible()
  if (jsEnabled(testInfo)) {
    // Read from the file in the browser, before anything is sent.
    const estimate = form.getByTestId('upload-print-estimate')
    await expect(estimate).toContainText('Prints 10.0 × 6.7 in at 150 DPI')
    await expect(estimate).toContainText(
      'Your picture is 1500 × 1000 px; the style redraws it at its own resolution, 1500 × 1000 px.',
    )
    await form.getByLabel('Crop to a square').check()
    await expect(estimate).toContainText('Prints 6.8 × 6.8 in at 150 DPI')
    await form.getByLabel('Keep the whole picture').check()
    await expect(estimate).toContainText('Prints 10.0 × 6.7 in at 150 DPI')
  }
  await form.getByLabel('Style').selectOption('Flat Design')
  await form.getByRole('button', { name: 'Create Design' }).click()
  const result = page.getByTestId('design-result')
  await expect(result).toBeVisible({ timeout: 30_000 })
  const note = result.getByTestId('upload-print-note')
  await expect(note).toContainText('Prints 10.0 × 6.7 in at 150 DPI on every shirt size.')
  await expect(note).toContainText('Your picture is 1500 × 1000 px; the style redraws it at its own resolution, 1500 × 1000 px.')
  await expect(note).toContainText('We print a picture no larger than 150 dots per inch allows')
  await expect(note).toContainText('All of your picture is printed: nothing is cut off.')
  // The note comes before Add to Cart: read before buying.
  const noteBox = await note.boundingBox()
  const cartBox = await result.getByRole('button', { name: 'Add to Cart' }).boundingBox()
  expect(noteBox!.y).toBeLessThan(cartBox!.y)
})

test('"Crop to a square" crops, and the studio says so', async ({ page }) => {
  await page.goto('/design')
  const form = await chooseLandscape(page)
  await form.getByLabel('Crop to a square').check()
  await form.getByRole('button', { name: 'Create Design' }).click()
  const note = page.getByTestId('upload-print-note')
  await expect(note).toBeVisible({ timeout: 30_000 })
  await expect(note).toContainText('Prints 6.8 × 6.8 in at 150 DPI')
  await expect(note).toContainText('Cropped to a square, as you chose')
})

test('a 3000 × 2000 photo prints 15 in wide, said before and after the upload', async ({ page }, testInfo) => {
  // Restyled at 3000 px: seconds of CPU, more on a busy machine.
  test.setTimeout(180_000)
  await page.goto('/design')
  const form = await chooseLandscape(page, 2)
  if (jsEnabled(testInfo)) {
    await expect(form.getByTestId('upload-print-estimate')).toContainText('Prints 15.0 × 10.0 in at 200 DPI')
  }
  await form.getByLabel('Style').selectOption('Flat Design')
  await form.getByRole('button', { name: 'Create Design' }).click()
  const note = page.getByTestId('upload-print-note')
  await expect(note).toBeVisible({ timeout: 90_000 })
  await expect(note).toContainText('Prints 15.0 × 10.0 in at 200 DPI on a size L shirt (smaller on smaller sizes).')
  await expect(note).toContainText('the style redraws it at its own resolution, 3000 × 2000 px.')
})
