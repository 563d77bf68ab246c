import { existsSync } from 'node:fs'
import { chromium, defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const systemChromium = '/usr/bin/chromium'
// Debian's Chromium when present (Playwright cannot download browsers here); Playwright's own
// browser elsewhere (`npx playwright install chromium`).
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }
  : {}
if (!existsSync(systemChromium) && !existsSync(chromium.executablePath())) {
  throw new Error(
    'No Chromium for the end-to-end tests. Install one: `apt-get install chromium` (Debian/Ubuntu) or `npx playwright install chromium`.',
  )
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'js-on', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'js-off', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions } },
  ],
  webServer: {
    command: 'node --import tsx tests/support/e2e-server.ts',
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
})
