import { expect, test } from './fixtures.ts'
import { signIn, uniqueUsername } from './helpers.ts'

// Shop cards in the directory credit their creator by a display name beside the spec's text.
test('a shop card names its creator: first name and last initial', async ({ page }) => {
  await signIn(page, uniqueUsername('creator'), { firstName: 'Grace', lastName: 'hopper' })
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
  const name = `Grace Shop ${Date.now()}`
  const shop = await page.request.post('/api/shops', { data: { name, isPublic: true } })
  expect(shop.status()).toBe(201)
  const shopId = ((await shop.json()) as { shop: { id: number } }).shop.id
  expect((await page.request.post(`/api/shops/${shopId}/designs`, { data: { designId: design.id } })).status()).toBe(201)

  await page.goto('/shops')
  const card = page.getByRole('listitem').filter({ hasText: name })
  await expect(card).toContainText('Created by a community designer · Grace H.')
  await expect(card.getByTestId('creator-name')).toHaveText('Grace H.')
})
