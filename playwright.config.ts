import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, defineConfig, devices } from '@playwright/test'
import { DEFAULT_ORIGIN_STORE_PORT, FAKE_STRIPE_PORT, STORE_PORT, STRIPE_STORE_PORT } from './tests/e2e/ports.ts'

const PORT = STORE_PORT
// The stores on PGlite start from one database made by the first of them (tests/support/e2e-server.ts),
// kept here for the run and removed by the global teardown. The config is read again by each test
// worker, which inherits the runner's environment and so the same name.
process.env.E2E_PGLITE_TEMPLATE ??= path.join(tmpdir(), `shirtsmith-e2e-template-${process.pid}-${Date.now()}.tar`)
const stripeSpec = /stripe-checkout\.spec\.ts$/
// Typing and clicking before hydration, and when scripts start: only meaningful with JavaScript on.
const hydrationSpecs = /(before-hydration|scripts-after-load)\.spec\.ts$/
// Debian's Chromium when present (Playwright cannot download browsers here); Playwright's own
// browser elsewhere (`npx playwright install chromium`). Its headless shell first, as Playwright itself
// runs headless: the same Blink without the full browser's machinery, at 40 % less CPU than
// `chromium --headless` on two of the specs (9.9 against 16.5 CPU seconds; docs/performance.md).
const headlessShell = '/usr/bin/chromium-headless-shell'
const fullChromium = '/usr/bin/chromium'
const systemChromium = existsSync(headlessShell) ? headlessShell : fullChromium
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const launchOptions = existsSync(systemChromium) ? { executablePath: systemChromium, args: chromiumArgs } : {}
// The Stripe projects keep the full browser: without JavaScript, the store sends the browser to hosted
// Checkout on https://checkout.stripe.com, which the spec answers with route.fulfill, and the headless
// shell ends that navigation on chrome-error:// (all three stripe-js-off tests, 2026-11-29).
const stripeLaunchOptions = existsSync(fullChromium) ? { executablePath: fullChromium, args: chromiumArgs } : launchOptions
if (!existsSync(systemChromium) && !existsSync(chromium.executablePath())) {
  throw new Error(
    'No Chromium for the end-to-end tests. Install one: `apt-get install chromium` (Debian/Ubuntu) or `npx playwright install chromium`.',
  )
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/support/e2e-teardown.ts',
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  workers: 2,
  // On CI a failed test runs once more, recording a trace to read; the list reporter names every
  // test that needed the retry ("flaky"), and each one so far has been worth chasing (a card typed
  // before hydration was lost). A test that fails twice fails the run. Recording a trace of every
  // test cost a fifth of the suite's time.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // On CI the suite shares two cores with vitest's lanes (load average 15-20): a form's POST, redirect
  // and page can take over 10 s there (a webhook endpoint's Delete once did), so CI waits up to 15 s.
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
    // The browsers ask for reduced motion, as some visitors do, and the store honours it: its spinners
    // and placeholders stand still (motion-safe:). A spinning one kept the headless browser's software
    // compositor at about 10 % of a core for as long as it showed (docs/performance.md), and one shows
    // through every design's generation. Finite animations (toasts) run either way.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'js-on', testIgnore: stripeSpec, use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'js-off',
      testIgnore: [stripeSpec, hydrationSpecs],
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions },
    },
    {
      name: 'stripe-js-on',
      testMatch: stripeSpec,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${STRIPE_STORE_PORT}`,
        launchOptions: stripeLaunchOptions,
      },
    },
    {
      name: 'stripe-js-off',
      testMatch: stripeSpec,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${STRIPE_STORE_PORT}`,
        javaScriptEnabled: false,
        launchOptions: stripeLaunchOptions,
      },
    },
  ],
  // Each store process starts as `npm run serve` starts one (server.js, with MALLOC_ARENA_MAX=2 and MALLOC_MMAP_THRESHOLD_=131072).
  webServer: [
    {
      command: 'node --import tsx tests/support/e2e-server.ts',
      url: `http://127.0.0.1:${PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', E2E_PORT: String(PORT) },
    },
    {
      command: 'node --import tsx tests/support/e2e-server.ts',
      url: `http://127.0.0.1:${STRIPE_STORE_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        MALLOC_ARENA_MAX: '2',
        MALLOC_MMAP_THRESHOLD_: '131072',
        E2E_PORT: String(STRIPE_STORE_PORT),
        E2E_STRIPE_PORT: String(FAKE_STRIPE_PORT),
      },
    },
    {
      command: 'node --import tsx tests/support/e2e-server.ts',
      url: `http://127.0.0.1:${DEFAULT_ORIGIN_STORE_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        MALLOC_ARENA_MAX: '2',
        MALLOC_MMAP_THRESHOLD_: '131072',
        E2E_PORT: String(DEFAULT_ORIGIN_STORE_PORT),
        E2E_DEFAULT_ORIGIN: '1',
        // Its one spec signs in; the store's job workers (about 6 % of a core while idle, mostly their
        // polls) would run for the whole suite with nothing to do.
        RUN_JOBS: 'off',
      },
    },
  ],
})
