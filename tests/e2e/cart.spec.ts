import { expect, test, type Page } from './fixtures.ts'
import { payWithTestCard, saveAddress } from './checkout-helpers.ts'
import { expectNoAxeViolations, uniqueUsername } from './helpers.ts'

async function createDesign(page: Page, prompt: string) {
  const response = await page.request.post('/api/designs/generate', {
    data: { prompt, style: 'Flat Design', size: 'Medium', position: 'Center', color: 'Navy', designType: 'image' },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).design as { id: number }
}

test('two designs in one cart, bought in one order', async ({ page }) => {
  // The longest flow: two designs made, two product pages drawn in new colours, a checkout and a
  // payment. On a loaded CI machine it has taken 55 s of the default 60.
  test.setTimeout(120_000)
  const owl = await createDesign(page, `cart owl ${uniqueUsername('c')}`)
  const fox = await createDesign(page, `cart fox ${uniqueUsername('c')}`)

  await page.goto(`/products/${owl.id}?color=White&size=M`)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.waitForURL('/cart')
  await expect(page.getByTestId('toast')).toContainText('Added to cart')
  await expect(page.getByRole('link', { name: 'Cart, 1 shirt' })).toBeVisible()

  await page.getByRole('link', { name: 'Continue shopping' }).click()
  await page.waitForURL('/')
  await page.goto(`/products/${fox.id}?color=Black&size=XL`)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.waitForURL('/cart')
  await expect(page.getByRole('link', { name: 'Cart, 2 shirts' })).toBeVisible()
  const lines = page.getByRole('region', { name: '2 shirts' })
  await expect(lines.getByText('White - M')).toBeVisible()
  await expect(lines.getByText('Black - XL')).toBeVisible()
  await expectNoAxeViolations(page)

  // 2 × $24.99 + $3.99 + $2.09 shipping.
  await expect(page.getByTestId('order-total')).toContainText('$56.06')
  await page.getByRole('link', { name: 'Checkout' }).click()
  await page.waitForURL('/checkout')
  await expect(page.getByTestId('order-total')).toContainText('$56.06')
  await saveAddress(page)
  await payWithTestCard(page, '4242 4242 4242 4242')
  await page.waitForURL(/\/order-confirmation\?id=/)
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
  await expect(page.getByText('White · M', { exact: true })).toBeVisible()
  await expect(page.getByText('Black · XL', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cart, 0 shirts' })).toBeVisible()
})
