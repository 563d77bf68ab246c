import { test as base } from '@playwright/test'

export { expect, type Page } from '@playwright/test'

/**
 * `page`, but in the JavaScript-on projects every `page.goto` and `page.reload` also waits until React has hydrated
 * the page, so a test never clicks a button before its handlers exist (a click that early would
 * fall back to the no-JavaScript behaviour and make the test flaky).
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    if (testInfo.project.use.javaScriptEnabled !== false) {
      const waitForHydration = async (response: Awaited<ReturnType<typeof page.goto>>) => {
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
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (url, options) => waitForHydration(await goto(url, options))
      page.reload = async (options) => waitForHydration(await reload(options))
    }
    await use(page)
  },
})
