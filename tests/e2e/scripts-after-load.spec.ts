// Content first, then JavaScript (ADR 107): the store's scripts are fetched only once the page has
// loaded and painted, or at the visitor's first touch, key or focus if that comes sooner, and
// hydration then takes over the page without a mismatch. Runs in the JavaScript-on project only
// (playwright.config.ts).
import { expect, test, type Page } from '@playwright/test'
import { designInCart, saveAddress } from './checkout-helpers.ts'

async function createDesign(page: Page) {
  const response = await page.request.post('/api/designs/generate', {
    data: { prompt: 'a heron in the reeds', style: 'Flat Design', color: 'Navy', designType: 'image' },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { design: { id: number } }).design.id
}

/** Page errors and console errors (a hydration mismatch is reported as one of these). */
function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

type Shift = { value: number; at: number; moved: string[] }

/**
 * The page's layout shifts so far not caused by the visitor (what CLS adds up), each with when it
 * happened and what moved, so a failure says which element jumped.
 */
function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const shifts: Shift[] = []
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
        type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] }
        const describe = ({ node, previousRect: a, currentRect: b }: Source) => {
          const tag = node instanceof Element ? node.outerHTML.slice(0, 80) : (node?.nodeName ?? '?')
          return `${tag} (${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height})`
        }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Entry[]) {
            if (entry.hadRecentInput) continue
            shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved: (entry.sources ?? []).map(describe) })
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(shifts), 200)
      }),
  )
}

/** When the load event started, and when each of the store's scripts was requested (ms since navigation). */
function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime)
    return { loadEventStart: navigation.loadEventStart, scripts }
  })
}

// A phone's screen: the page is painted before it hydrates, so what hydration changes must not move
// anything (the narrow column is where a disappearing button would).
test.use({ viewport: { width: 412, height: 823 } })

for (const path of ['/', '/products/{id}', '/shops', '/checkout']) {
  test(`${path}: scripts are fetched after the page has loaded, and hydration takes over cleanly`, async ({ page }) => {
    const errors = collectErrors(page)
    if (path === '/checkout') await designInCart(page)
    const url = path.includes('{id}') ? path.replace('{id}', String(await createDesign(page))) : path
    const response = await page.goto(url)
    expect(response?.status()).toBeLessThan(500)
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 })
    const { loadEventStart, scripts } = await scriptTimings(page)
    expect(loadEventStart).toBeGreaterThan(0)
    expect(scripts.length).toBeGreaterThan(0)
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(loadEventStart)
    // Nothing is left held once the page has hydrated.
    expect(await page.locator('link[data-held-rel], script[type="text/x-held-module"]').count()).toBe(0)
    // Hydration moves nothing. (A shift while the page is still being parsed, before its scripts
    // start, is the first paint's and is Lighthouse's CLS to judge, in the benchmark.)
    const scriptsStart = Math.min(...scripts)
    expect((await layoutShifts(page)).filter((shift) => shift.at >= scriptsStart)).toEqual([])
    expect(errors).toEqual([])
  })
}

test('a first key press before the page has loaded starts the scripts at once', async ({ page }) => {
  const errors = collectErrors(page)
  const id = await createDesign(page)
  // The product's picture, held back, keeps the load event from firing.
  let releasePictures!: () => void
  const picturesHeld = new Promise<void>((resolve) => (releasePictures = resolve))
  await page.route(/\/(images|mockups)\//, async (route) => {
    await picturesHeld
    await route.continue()
  })
  await page.goto(`/products/${id}`, { waitUntil: 'domcontentloaded' })
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull()
  await page.keyboard.press('Tab')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 })
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  releasePictures()
  expect(errors).toEqual([])
})

test('a card typed before the page hydrated is kept, and pays', async ({ page }) => {
  const errors = collectErrors(page)
  await designInCart(page)
  await saveAddress(page)
  // The store's scripts are held back until the card is typed in.
  let releaseScripts!: () => void
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.reload()
  await page.getByLabel('Card number').fill('4000 0000 0000 0002')
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull()
  releaseScripts()
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 })
  await expect(page.locator('form[data-intent-ready]')).toBeAttached()
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002')
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34')
  await expect(page.getByLabel('CVC')).toHaveValue('123')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.getByTestId('toast')).toContainText('Your card was declined.')
  expect(errors).toEqual([])
})
