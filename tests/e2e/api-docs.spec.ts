import { expect, test } from './fixtures.ts'
import { expectNoAxeViolations } from './helpers.ts'

test('the API reference lists every operation and links to the OpenAPI document', async ({ page }, testInfo) => {
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { level: 1, name: 'ShirtSmith API' })).toBeVisible()
  await expect(page.getByRole('link', { name: '/api/openapi.json', exact: true })).toHaveAttribute('href', '/api/openapi.json')
  const operations = page.getByRole('navigation', { name: 'Operations' })
  await operations.getByRole('link', { name: 'POST /api/shops/{shopId}/designs', exact: true }).click()
  await expect(page).toHaveURL(/#postApiShopsByShopIdDesigns$/)
  const section = page.getByRole('region', { name: 'POST /api/shops/{shopId}/designs' })
  await expect(section.getByText('Request body (application/json)')).toBeVisible()
  await expect(section).toContainText('"designId"')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('api-docs.png'), fullPage: false })
})
