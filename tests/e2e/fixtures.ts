import { test as base } from '@playwright/test'

export { expect, type Page } from '@playwright/test'

/**
 * `page`, but in the JavaScript-on projects every `page.goto` also waits until React has hydrated
 * the page, so a test never clicks a button before its handlers exist (a click that early would
 * fall back to the no-JavaScript behaviour and make the test flaky).
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    if (testInfo.project.use.javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        const isStorePage =
          response !== null &&
          response.status() < 400 &&
          (response.headers()['content-type'] ?? '').includes('text/html') &&
          !new URL(page.url()).pathname.startsWith('/oidc/')
        if (isStorePage) {
          await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 })
        }
        return response
      }
    }
    await use(page)
  },
})
