import { expect, test } from './fixtures.ts'
import { designInCart, payWithTestCard, saveAddress } from './checkout-helpers.ts'
import { expectNoAxeViolations } from './helpers.ts'

// A payment the bank has not confirmed yet (a bank debit; the test-mode processor's own number
// 4000 0000 0000 1232 behaves like one) is not a failure: the shopper is told it is processing, the
// page checks again by itself, and the order is made when the payment settles.
test('a processing payment says so, then becomes the order once it settles', async ({ page }, testInfo) => {
  await designInCart(page)
  await saveAddress(page)
  await payWithTestCard(page, '4000 0000 0000 1232')

  const notice = page.getByRole('status').filter({ hasText: "Payment processing — we'll e-mail you" })
  await expect(notice).toBeVisible()
  await expect(page.getByText('Your card was declined')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('processing.png'), fullPage: true })

  // The test-mode processor settles it after about two seconds; the page looks again every few seconds.
  await page.waitForURL(/\/order-confirmation\?id=/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
})
