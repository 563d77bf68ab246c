import { designNameFromPrompt } from '~/modules/design/index.ts'
import { expect, test, type Page } from './fixtures.ts'
import { expectNoAxeViolations, jsEnabled, signIn, uniqueUsername } from './helpers.ts'

// The creator's choices in the studio, with JavaScript on and off: whether the design shows in the
// community, and the size and colour of the shirt before Add to Cart. Then the owner's title and
// community choice in My Designs.

async function listedInCommunity(page: Page, id: number) {
  const body = await (await page.request.get('/api/community-designs')).json()
  return (body.designs as { id: number }[]).some((d) => d.id === id)
}

test('a text design made signed out stays out of the community, bought in the chosen size and colour', async ({ page }) => {
  await page.goto('/design')
  const form = page.getByRole('form', { name: 'Text to Image' })
  // Signed out, the box starts unticked: nobody could take an anonymous design down later.
  await expect(form.getByRole('checkbox', { name: 'Show in the community' })).not.toBeChecked()
  await form.getByLabel('Describe your design').fill(`a quiet private pond ${uniqueUsername('p')}`)
  await form.getByRole('button', { name: 'Generate Design' }).click()

  const result = page.getByTestId('design-result')
  await expect(result).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\?design=\d+/)
  const id = Number(new URL(page.url()).searchParams.get('design'))
  expect(await listedInCommunity(page, id)).toBe(false)

  const cart = result.getByRole('form', { name: 'Add to Cart' })
  await expect(cart.getByRole('radio', { name: 'L', exact: true })).toBeChecked()
  await cart.getByText('M', { exact: true }).click()
  await cart.getByText('White', { exact: true }).click()
  await expect(cart.getByRole('radio', { name: 'M', exact: true })).toBeChecked()
  await expectNoAxeViolations(page)
  await cart.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByTestId('toast')).toContainText('(White - M) is in your cart.')
})

test('a text design shown in the community is listed and opens from its link in a fresh browser', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/design')
  const prompt = `a lighthouse for everyone ${uniqueUsername('l')}`
  await page.getByLabel('Describe your design').fill(prompt)
  await page.getByRole('form', { name: 'Text to Image' }).getByRole('checkbox', { name: 'Show in the community' }).check()
  await page.getByRole('button', { name: 'Generate Design' }).click()
  await expect(page.getByTestId('design-result')).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\?design=\d+/)
  const id = Number(new URL(page.url()).searchParams.get('design'))
  expect(await listedInCommunity(page, id)).toBe(true)

  const fresh = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) })
  const other = await fresh.newPage()
  await other.goto(`/?design=${id}`)
  const shared = other.getByTestId('design-result')
  await expect(shared).toBeVisible()
  await expect(shared.getByTestId('design-title')).toHaveText(designNameFromPrompt(prompt))
  await expect(shared.locator('input[name="kind"]')).toHaveValue('product')
  await fresh.close()
})

test('the upload form leaves the community choice unticked', async ({ page }) => {
  await page.goto('/design?mode=upload')
  const upload = page.getByRole('form', { name: 'Upload Image' })
  await expect(upload.getByRole('checkbox', { name: 'Show in the community' })).not.toBeChecked()
})

test('My Designs: the owner renames a design and shows it in the community', async ({ page }) => {
  await signIn(page, uniqueUsername('titles'), {}, '/my-designs')
  const created = await page.request.post('/api/designs/generate', {
    data: { prompt: 'a tortoise in a top hat', style: 'Line Art', showInCommunity: false },
  })
  expect(created.status()).toBe(201)
  const { design } = await created.json()
  expect(design.name).toBe('Tortoise in a Top Hat')

  await page.goto('/my-designs')
  const card = page.getByTestId('my-design-card').filter({ has: page.locator(`input[name="designId"][value="${design.id}"]`) })
  await expect(card.getByTestId('community-state')).toHaveText(/Hidden from the community/)
  const title = card.getByRole('textbox', { name: 'Title' })
  await expect(title).toHaveValue('Tortoise in a Top Hat')
  await expectNoAxeViolations(page)

  await title.fill('')
  await card.getByRole('button', { name: 'Save title' }).click()
  await expect(card.getByText('Please enter a title')).toBeVisible()

  await title.fill('Sir Tortoise')
  await card.getByRole('button', { name: 'Save title' }).click()
  await expect(page.getByTestId('toast')).toContainText('Title saved')
  await expect(card.getByRole('heading', { name: 'Sir Tortoise' })).toBeVisible()

  await card.getByRole('button', { name: 'Show in community' }).click()
  await expect(page.getByTestId('toast')).toContainText('Shown in the community')
  await expect(card.getByTestId('community-state')).toHaveText('Shown in the community')
  expect(await listedInCommunity(page, design.id)).toBe(true)

  await page.goto(`/products/${design.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sir Tortoise')
})
