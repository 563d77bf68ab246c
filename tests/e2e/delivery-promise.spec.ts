import { DEFAULT_DELIVERY_TIMES, deliveryPromise } from '~/modules/delivery/index.ts'
import { payWithTestCard, saveAddress } from './checkout-helpers.ts'
import { expect, test, type Page } from './fixtures.ts'
import { signIn, uniqueUsername } from './helpers.ts'

// One delivery promise, shown the same way from the product page to the order page, JS on and off,
// and the status in words beside it. Screenshots of each page land in the test's output folder.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'narrow', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 800 },
]

async function shoot(page: Page, name: string) {
  const size = page.viewportSize()!
  for (const v of VIEWPORTS) {
    await page.setViewportSize({ width: v.width, height: v.height })
    await page.screenshot({ path: test.info().outputPath(`${name}-${v.name}.png`), fullPage: v.name !== 'desktop' })
  }
  await page.setViewportSize(size)
}

test('the promise before an address, at checkout, on the confirmation and the order page', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, uniqueUsername('promise'), { firstName: 'Ada', lastName: 'Lovelace' })
  const created = await page.request.post('/api/designs/generate', {
    data: {
      prompt: `a paper boat on a pond ${Date.now()}`,
      style: 'Flat Design',
      size: 'Medium',
      position: 'Center',
      color: 'Navy',
      designType: 'image',
    },
  })
  expect(created.status()).toBe(201)
  const { design } = (await created.json()) as { design: { id: number } }

  // Before an address: to the US, counted from today.
  const today = deliveryPromise(DEFAULT_DELIVERY_TIMES, 'US', new Date())!
  await page.goto(`/products/${design.id}?color=Black&size=M`)
  const onProduct = page.getByTestId('delivery-promise')
  await expect(onProduct).toContainText(`Estimated delivery ${today.label}`)
  await expect(onProduct).toContainText('Printing takes 4-9 business days, then shipping to the US 3-5 business days.')
  await expect(page.getByText('Shipping takes 3-5 business days')).toBeVisible()
  await shoot(page, 'product')

  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.waitForURL('/cart')
  await page.goto('/checkout')
  await expect(page.getByTestId('delivery-promise')).toContainText(today.label)
  // The address is in the UK: the checkout's promise follows it.
  await saveAddress(page)
  const toUk = deliveryPromise(DEFAULT_DELIVERY_TIMES, 'GB', new Date())!
  await expect(page.getByTestId('delivery-promise')).toContainText(toUk.label)
  await shoot(page, 'checkout')

  await payWithTestCard(page, '4242 4242 4242 4242')
  await page.waitForURL(/\/order-confirmation\?id=/)
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
  await expect(page.getByTestId('estimated-delivery')).toHaveText(toUk.range)
  await expect(page.getByTestId('delivery-explanation')).toContainText('To the UK, 9-19 business days from the order.')
  await expect(page.getByTestId('order-status')).toHaveText('Paid')
  await shoot(page, 'confirmation')

  await page.getByRole('link', { name: 'Follow this order' }).click()
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible()
  await expect(page.getByTestId('estimated-delivery')).toHaveText(toUk.range)
  await expect(page.getByTestId('order-status')).toHaveText('Paid')
  await shoot(page, 'order-page')

  await page.goto('/orders')
  await expect(page.getByTestId('order-list').getByTestId('order-status')).toHaveText('Paid')
  await shoot(page, 'my-orders')

  // The account menu is the phone's (a desktop shows its links in the header).
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('banner').getByLabel('Account menu').click()
  await shoot(page, 'account-menu')
})
