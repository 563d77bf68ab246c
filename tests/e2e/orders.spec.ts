import { payWithTestCard, saveAddress } from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { expectNoAxeViolations, signIn, uniqueUsername } from './helpers.ts'

test('the order page and the order history, for the shopper only', async ({ page, browser }) => {
  await signIn(page, uniqueUsername('buyer'))
  const created = await page.request.post('/api/designs/generate', {
    data: {
      prompt: `order page kite ${uniqueUsername('o')}`,
      style: 'Flat Design',
      size: 'Medium',
      position: 'Center',
      color: 'Navy',
      designType: 'image',
    },
  })
  expect(created.status()).toBe(201)
  const { design } = (await created.json()) as { design: { id: number } }

  await page.goto(`/products/${design.id}?color=Black&size=M`)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.waitForURL('/cart')
  await page.goto('/checkout')
  await saveAddress(page)
  await payWithTestCard(page, '4242 4242 4242 4242')
  await page.waitForURL(/\/order-confirmation\?id=/)
  const orderId = new URL(page.url()).searchParams.get('id')!

  await page.getByRole('link', { name: 'Follow this order' }).click()
  await page.waitForURL(`/orders/${orderId}`)
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible()
  const line = page.getByTestId('order-line')
  await expect(line).toHaveCount(1)
  await expect(line.getByText('Black · M')).toBeVisible()
  await expect(line.getByText('1 × $24.99')).toBeVisible()
  await expect(line.getByRole('img', { name: /on a Black shirt/ })).toHaveAttribute('src', `/mockups/${design.id}/Black?w=256`)
  const totals = page.getByTestId('order-totals')
  await expect(totals).toContainText('Subtotal$24.99')
  // The address is in London: standard shipping to the UK.
  await expect(totals).toContainText('Shipping$5.99')
  await expect(totals).toContainText('Total charged$30.98')
  await expect(page.getByTestId('order-timeline').locator('li').first()).toContainText('Paid')
  await expectNoAxeViolations(page)

  await page.getByRole('banner').getByRole('link', { name: 'Your account' }).click()
  await page.getByRole('main').getByRole('link', { name: 'My orders' }).click()
  await page.waitForURL('/orders')
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible()
  const listed = page.getByTestId('order-list').getByRole('link')
  await expect(listed).toHaveCount(1)
  await expect(listed).toContainText('1 shirt · $30.98')
  await expectNoAxeViolations(page)
  await listed.click()
  await page.waitForURL(`/orders/${orderId}`)

  // Someone else, signed in or not, finds nothing there.
  const stranger = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false })
  const strangerPage = await stranger.newPage()
  const response = await strangerPage.goto(`/orders/${orderId}`)
  expect(response?.status()).toBe(404)
  await expect(strangerPage.getByText('Your order', { exact: true })).toHaveCount(0)
  await stranger.close()
})
