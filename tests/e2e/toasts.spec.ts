import { expect, test } from './fixtures.ts'
import { jsEnabled } from './helpers.ts'

// Radix's toast is fetched with the first toast, not with the page (ADR 122): a visit that shows no
// toast never loads it, and a toast shows as plain markup until it has (or without JavaScript).
test('the home page loads the toast code only for a toast, which can then be dismissed', async ({ page }) => {
  const toastScripts: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/toast-layer-[^/]*\.js$/.test(new URL(request.url()).pathname)) toastScripts.push(request.url())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(toastScripts).toEqual([])

  await page.getByRole('button', { name: 'Generate Design' }).click()
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('Empty Prompt')
  if (jsEnabled(test.info())) {
    await page.getByRole('button', { name: 'Dismiss notification' }).click()
    await expect(toast).toHaveCount(0)
    expect(toastScripts).toHaveLength(1)
  } else {
    // The server's plain markup: no close button, gone by itself after a few seconds (CSS).
    await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0)
  }
})
