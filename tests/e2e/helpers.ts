import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { screenText } from '~/modules/moderation/screen.ts'

export const jsEnabled = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false

let counter = 0
/** A username no other test (or run) uses. */
export function uniqueUsername(prefix = 'user'): string {
  counter += 1
  const name = `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`
  // Names end up in prompts, which the store screens for profanity, look-alike digits included: a random
  // name can read as one (the store then refuses the design, 422). Such a name is drawn again.
  return screenText(name).ok ? name : uniqueUsername(prefix)
}

/** Signs in through the built-in test-mode provider and returns to `returnTo`. */
export async function signIn(
  page: Page,
  username: string,
  names: { firstName?: string; lastName?: string } = {},
  returnTo = '/',
  /** Off for a page whose context has JavaScript off inside a JavaScript-on project. */
  { waitForHydration = jsEnabled(test.info()) } = {},
) {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`)
  await expect(page.getByRole('heading', { name: 'Sign in to ShirtSmith' })).toBeVisible()
  await page.getByLabel('Username').fill(username)
  if (names.firstName) await page.getByLabel('First name (optional)').fill(names.firstName)
  if (names.lastName) await page.getByLabel('Last name (optional)').fill(names.lastName)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname === returnTo.split('?')[0])
  // The sign-in lands through redirects, which the page fixture's goto does not see: wait here until
  // React has hydrated, so the next click is not taken by the page before its handlers exist.
  if (waitForHydration) await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 })
}

/** No accessibility violations axe can find. */
export async function expectNoAxeViolations(page: Page) {
  // axe runs inside the page, so it needs JavaScript; the js-off project serves the same HTML.
  if (!jsEnabled(test.info())) return
  // A toast or panel fading in is seen by axe at part opacity, as too little contrast: let finite
  // animations and transitions end first (a spinner's endless one is left running).
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined)
  // Only violations come back (passes for every node were most of what crossed to Node). A page
  // with no other frame is read in place: the default run aggregates in a second, blank page, which
  // cost the 615 KB API reference 3 of its 5.5 s (2026-11-30). A page holding Stripe's cross-origin
  // frames keeps the default run, the only one that reads inside them.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  const results = await builder.setLegacyMode(page.frames().length === 1).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/**
 * A field error as Conform renders it: the field is aria-invalid, its aria-describedby names the
 * error, and the error (showing `message`) sits below the field.
 */
export async function expectErrorUnder(field: Locator, message: string) {
  const text = new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(text)
  const errorId = (await field.getAttribute('aria-describedby'))!.split(' ')[0]!
  const error = field.page().locator(`[id="${errorId}"]`)
  await expect(error).toHaveText(text)
  const [fieldBox, errorBox] = await Promise.all([field.boundingBox(), error.boundingBox()])
  expect(errorBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height - 1)
}
