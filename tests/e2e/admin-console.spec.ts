import { expect, test, type Page } from './fixtures.ts'
import { designInCart, payWithTestCard, saveAddress } from './checkout-helpers.ts'
import { jsEnabled, signIn, uniqueUsername } from './helpers.ts'

// The operator's console (ADR 127), JavaScript on and off: a customer gets 404 under /admin; the
// operator (ADMIN_SUBJECTS=e2e-operator in tests/support/e2e-server.ts) reviews a reported design and
// refunds an order in part (the shopper is e-mailed) and in full; a person downloads their data and deletes their account.

const SHOTS = 'test-results/h4'
// Designs are drawn and orders paid on a shared, busy machine: more time than the default minute.
test.describe.configure({ timeout: 180_000 })
const mode = () => (jsEnabled(test.info()) ? 'js-on' : 'js-off')

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: `${SHOTS}/${name}-desktop-${mode()}.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${SHOTS}/${name}-phone-${mode()}.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('a customer gets 404 everywhere under /admin', async ({ page }) => {
  await signIn(page, uniqueUsername('customer'))
  for (const path of ['/admin', '/admin/moderation', '/admin/orders', '/admin/audit']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
  }
})

test('the operator reviews a reported design and restores it', async ({ page, browser }) => {
  const maker = await browser.newContext()
  const created = await maker.request.post('/api/designs/generate', {
    data: {
      prompt: `a heron at dawn ${Date.now()}`,
      style: 'Flat Design',
      color: 'Navy',
      designType: 'image',
      showInCommunity: true,
    },
  })
  const { design } = (await created.json()) as { design: { id: number } }
  // A personal-photo report holds the design at once.
  const reported = await maker.request.post('/reports', {
    form: { designId: String(design.id), reason: 'personal_photo', returnTo: '/', note: 'This is my neighbour' },
    maxRedirects: 0,
  })
  expect(reported.status()).toBe(302)
  await maker.close()

  await signIn(page, 'e2e-operator', {}, '/admin/moderation')
  const item = page.getByTestId(`review-${design.id}`)
  await expect(item).toContainText('A photo of me or someone I know')
  await expect(item).toContainText('This is my neighbour')
  await expect(item).toContainText('held')
  await shoot(page, 'admin-moderation')
  await item.getByRole('button', { name: `Restore design ${design.id}` }).click()
  await expect(page.getByTestId('toast').first()).toContainText('Design restored')
  expect((await page.request.get(`/products/${design.id}`)).status()).toBe(200)
  await page.goto('/admin/audit')
  await expect(page.getByRole('table')).toContainText(`design ${design.id}`)
  await shoot(page, 'admin-audit')
})

test('the operator refunds an order in part, then the rest', async ({ page, browser }) => {
  const shopper = await browser.newPage({ javaScriptEnabled: jsEnabled(test.info()) })
  await designInCart(shopper)
  await saveAddress(shopper)
  await payWithTestCard(shopper, '4242 4242 4242 4242')
  await shopper.waitForURL(/\/order-confirmation\?id=/)
  const orderId = new URL(shopper.url()).searchParams.get('id')!
  await shopper.close()

  await signIn(page, 'e2e-operator', {}, '/admin/orders')
  await page.getByLabel('Order id, payment id or e-mail').fill(orderId)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('link', { name: orderId }).click()
  await expect(page.getByRole('heading', { name: /^Order/ })).toContainText(orderId)
  await page.getByLabel(/^Amount in USD/).fill('5.00')
  await page.getByLabel('Note (audit log)').fill('One shirt arrived stained')
  // Without the confirmation box ticked, Refund refunds nothing (the browser asks for the box).
  await page.getByRole('button', { name: 'Refund' }).click()
  await expect(page.getByTestId('refunded')).toHaveText('$0.00')
  await page.getByLabel(/^Yes, refund this amount/).check()
  await page.getByRole('button', { name: 'Refund' }).click()
  await expect(page.getByTestId('toast').first()).toContainText('Refunded $5.00')
  await expect(page.getByTestId('refunded')).toHaveText('$5.00')
  await shoot(page, 'admin-order')
  // The partial refund e-mails the shopper (the test-mode mailbox lists it).
  const refundMail = `Your ShirtSmith order ${orderId.slice(0, 8)}: $5.00 refunded`
  await expect.poll(async () => (await (await page.request.get('/dev/mailbox')).text()).includes(refundMail)).toBe(true)
  await page.getByLabel(/^Yes, refund this amount/).check()
  await page.getByRole('button', { name: 'Refund' }).click()
  await expect(page.getByTestId('toast').first()).toContainText('Refunded')
  await expect(page.getByTestId('refunded')).toContainText('in full')
  await expect(page.getByText('Nothing left to refund.')).toBeVisible()
})

test('a person downloads their data and deletes their account', async ({ page }) => {
  const username = uniqueUsername('leaving')
  await signIn(page, username, {}, '/account')
  await expect(page.getByRole('heading', { name: 'Your account', exact: true })).toBeVisible()
  const exported = await page.request.get('/account/export')
  expect(exported.status()).toBe(200)
  expect(((await exported.json()) as { profile: { username: string } }).profile.username).toBe(username)
  await shoot(page, 'account')
  await page.getByLabel(/Type your username/).fill(username)
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByTestId('toast').first()).toContainText('Your account is deleted')
  await page.goto('/account')
  await expect(page.getByText('Sign in to see your account')).toBeVisible()
})
