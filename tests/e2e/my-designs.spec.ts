import { designNameFromPrompt } from '~/modules/design/index.ts'
import { expect, test } from './fixtures.ts'
import { expectNoAxeViolations, signIn, uniqueUsername } from './helpers.ts'

test('My Designs needs sign-in', async ({ page }) => {
  await page.goto('/my-designs')
  await page.waitForURL('/')
  await expect(page.getByTestId('toast')).toContainText('Authentication Required')
  await expect(page.getByTestId('toast')).toContainText('Please log in to view your designs')
})

test('My Designs: empty state, then a design with View Details and Order Now', async ({ page }) => {
  await signIn(page, uniqueUsername('mine'), {}, '/my-designs')
  await expect(page.getByRole('heading', { name: 'My Designs', level: 1 })).toBeVisible()
  await expect(page.getByText('No designs yet')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create Your First Design' })).toHaveAttribute('href', '/design')
  await expect(page.getByRole('link', { name: 'Create New Design' }).last()).toHaveAttribute('href', '/design')
  await expect(page.getByRole('link', { name: 'Manage My Shops' })).toHaveAttribute('href', '/my-shops')
  await expectNoAxeViolations(page)

  const prompt = `my own tortoise ${uniqueUsername('t')}`
  const created = await page.request.post('/api/designs/generate', {
    data: { prompt, style: 'Line Art', size: 'Medium', position: 'Center', color: 'Navy', designType: 'image' },
  })
  expect(created.status()).toBe(201)
  const { design } = await created.json()

  await page.goto('/my-designs')
  const card = page.getByTestId('my-design-card').filter({ hasText: prompt })
  await expect(card).toBeVisible()
  await expect(card.locator('form[action="/cart/add"] input[name="designId"]')).toHaveValue(String(design.id))
  await expectNoAxeViolations(page)
  await card.getByRole('link', { name: /View Details/ }).click()
  await page.waitForURL(`/products/${design.id}`)
  // The product page shows the design's title: the prompt as a tidy title.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(designNameFromPrompt(prompt))

  await page.goto('/my-designs')
  await page
    .getByTestId('my-design-card')
    .filter({ hasText: prompt })
    .getByRole('button', { name: /Order Now/ })
    .click()
  await page.waitForURL(/\/checkout/)
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible()
})
