import { mkdirSync } from 'node:fs'
import sharp from 'sharp'
import { expect, test, type Page } from './fixtures.ts'
import { jsEnabled, signIn, uniqueUsername } from './helpers.ts'

// Uploads wait for review (ADR 133), JavaScript on and off: an uploaded picture is its owner's alone
// ("Waiting for review" in My Designs, still orderable) until the operator approves it in
// /admin/moderation; the owner deletes a design from My Designs. The e2e store has no OpenAI key
// and no UPLOAD_REVIEW, so every upload waits for a person.

const SHOTS = '/work/shots/safety'
test.describe.configure({ timeout: 180_000 })
const mode = () => (jsEnabled(test.info()) ? 'js-on' : 'js-off')

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: `${SHOTS}/${name}-desktop-${mode()}.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${SHOTS}/${name}-phone-${mode()}.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function uploadAsOwner(page: Page) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="100%" height="100%" fill="#fde68a"/><circle cx="200" cy="210" r="120" fill="#2563eb"/>
    <rect x="150" y="60" width="100" height="60" fill="#111827"/></svg>`
  const buffer = await sharp(Buffer.from(svg)).jpeg().toBuffer()
  const uploaded = await page.request.post('/api/upload', {
    multipart: { image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer } },
  })
  expect(uploaded.status()).toBe(201)
  const { filePath } = (await uploaded.json()) as { filePath: string }
  const created = await page.request.post('/api/designs/from-image', {
    data: { imagePath: filePath, tshirtColor: 'White', style: 'Flat Design', showInCommunity: true },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { design: { id: number } }).design.id
}

test('an upload waits for review: its owner sees it and can order it, the operator approves it', async ({ page, browser }) => {
  await signIn(page, uniqueUsername('uploader'), {}, '/my-designs')
  const designId = await uploadAsOwner(page)
  await page.goto('/my-designs')
  const card = page.getByTestId('my-design-card').first()
  await expect(card.getByTestId('review-state')).toContainText('Waiting for review')
  await expect(card.getByRole('button', { name: /Order Now/ })).toBeVisible()
  await shoot(page, 'my-designs-waiting')
  // Nobody else sees it.
  const stranger = await browser.newContext()
  expect((await stranger.request.get(`/products/${designId}`)).status()).toBe(404)

  const operator = await browser.newPage({ javaScriptEnabled: jsEnabled(test.info()) })
  await signIn(operator, 'e2e-operator', {}, '/admin/moderation')
  const item = operator.getByTestId(`awaiting-${designId}`)
  await expect(item).toContainText('awaiting review')
  await expect(item).toContainText('UPLOAD_REVIEW=manual')
  await shoot(operator, 'admin-moderation-awaiting')
  await item.getByRole('button', { name: `Approve design ${designId}` }).click()
  await expect(operator.getByTestId('toast').first()).toContainText('Upload approved')
  await expect(operator.getByTestId(`awaiting-${designId}`)).toHaveCount(0)
  expect((await stranger.request.get(`/products/${designId}`)).status()).toBe(200)
  await operator.goto('/admin/audit')
  await expect(operator.getByRole('table')).toContainText('design.approve')
  await stranger.close()
  await operator.close()
})

test('the owner deletes a design from My Designs', async ({ page }) => {
  await signIn(page, uniqueUsername('deleter'), {}, '/my-designs')
  await uploadAsOwner(page)
  await page.goto('/my-designs')
  const card = page.getByTestId('my-design-card').first()
  await card.locator('summary', { hasText: 'Delete' }).click()
  await card.getByRole('button', { name: /Delete design/ }).click()
  await expect(page.getByTestId('toast').first()).toContainText('Design deleted')
  await expect(page.getByTestId('my-design-card')).toHaveCount(0)
})

test('a customer gets 404 from the review and payout actions', async ({ page }) => {
  await signIn(page, uniqueUsername('customer'))
  for (const [path, form] of [
    ['/admin/moderation', { intent: 'approve', designId: '1' }],
    ['/admin/payouts', { intent: 'retry', payoutId: '1' }],
  ] as const) {
    expect((await page.request.post(path, { form, maxRedirects: 0 })).status(), path).toBe(404)
  }
})
