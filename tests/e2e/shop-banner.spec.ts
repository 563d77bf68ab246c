import sharp from 'sharp'
import { expect, test } from './fixtures.ts'
import { expectNoAxeViolations, signIn, uniqueUsername } from './helpers.ts'

test('a creator sets a shop banner and logo; the storefront shows them', async ({ page }) => {
  const PNG = await sharp({ create: { width: 600, height: 200, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer()
  await signIn(page, uniqueUsername('banner'))
  const created = await page.request.post('/api/shops', { data: { name: `Banner Shop ${Date.now()}` } })
  expect(created.status()).toBe(201)
  const { shop } = (await created.json()) as { shop: { id: number; name: string } }

  await page.goto('/my-shops')
  await page.getByRole('link', { name: `Banner and logo of ${shop.name}` }).click()
  await page.waitForURL(`/my-shops/${shop.id}/images`)
  await expect(page.getByRole('heading', { name: 'Banner and logo' })).toBeVisible()

  // A file that is not an image is explained under the field.
  await page
    .getByLabel('New banner (JPG, PNG or WebP, up to 15MB)')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') })
  await page.getByRole('button', { name: 'Save banner' }).click()
  await expect(page.locator('#shop-banner-image-error')).toHaveText('Please upload a JPG, PNG, or WebP image')
  await expect(page.getByLabel('New banner (JPG, PNG or WebP, up to 15MB)')).toHaveAttribute('aria-invalid', 'true')

  await page
    .getByLabel('New banner (JPG, PNG or WebP, up to 15MB)')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG })
  await page.getByRole('button', { name: 'Save banner' }).click()
  await expect(page.getByTestId('toast')).toContainText('Banner saved')
  await expect(page.getByTestId('current-banner')).toBeVisible()
  await page
    .getByLabel('New logo (JPG, PNG or WebP, up to 15MB)')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
  await page.getByRole('button', { name: 'Save logo' }).click()
  await expect(page.getByTestId('toast')).toContainText('Logo saved')
  await expect(page.getByTestId('current-logo')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto(`/shops/${shop.id}`)
  const banner = page.getByTestId('shop-banner')
  await expect(banner).toHaveAttribute('src', new RegExp(`^/images/shops/${shop.id}/banner-`))
  expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1500)
  await expect(page.getByRole('img', { name: `${shop.name} logo` })).toBeVisible()
})
