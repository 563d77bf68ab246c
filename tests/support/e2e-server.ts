// Starts the production build for the end-to-end tests, as `npm run serve` does (server.js: the
// server, its jobs and the app all from BUILD_DIR, built by `npm run build`): a fresh data directory
// and a fresh database (a new PostgreSQL database when TEST_DATABASE_URL is set, else PGlite on disk).
// With E2E_STRIPE_PORT the store pays through Stripe: the official SDK against the local server
// speaking Stripe's wire format (tests/support/fake-stripe.ts), started here on that port.
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { createPostgresDatabase, pgliteTemplateDump } from './database.ts'
import { startFakeStripe } from './fake-stripe.ts'

const port = process.env.E2E_PORT ?? '3100'
const dataDir = mkdtempSync(path.join(tmpdir(), 'shirtsmith-e2e-'))
const pgServer = process.env.TEST_DATABASE_URL
const pg = pgServer ? await createPostgresDatabase(pgServer) : null
const stripePort = process.env.E2E_STRIPE_PORT
const stripe = stripePort ? await startFakeStripe({ port: Number(stripePort) }) : null

// With E2E_DEFAULT_ORIGIN the store runs as `npm start` does: no APP_URL (so http://localhost:PORT),
// listening on every interface.
const defaultOrigin = process.env.E2E_DEFAULT_ORIGIN === '1'

Object.assign(process.env, {
  NODE_ENV: 'production',
  LOCAL_OIDC: 'on',
  // A trial: the suites mix built-in stand-ins with stand-ins of real providers.
  TRIAL_MODE: 'on',
  PORT: port,
  ...(defaultOrigin ? {} : { HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}` }),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'e2e-secret-of-at-least-32-bytes-long',
  // The whole suite shares one address; rate limits have their own integration tests.
  RATE_LIMITS: process.env.RATE_LIMITS ?? 'off',
  // The operator of the console specs (tests/e2e/admin-*.spec.ts): the built-in provider's subject is the username.
  ADMIN_SUBJECTS: process.env.ADMIN_SUBJECTS ?? 'e2e-operator',
  // The specs may write through the database and look at once: the page cache reads its stamp per request.
  PAGE_CACHE_VERSION_TTL_MS: process.env.PAGE_CACHE_VERSION_TTL_MS ?? '0',
  ...(pg ? { DATABASE_URL: pg.url } : {}),
  ...(stripe ? { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e', STRIPE_API_BASE: stripe.url } : {}),
})

/**
 * A store on PGlite starts from a copy of a database made once per run (E2E_PGLITE_TEMPLATE, named by
 * playwright.config.ts), as the integration suites' stores do: loading it takes about a second, where
 * initdb, the migrations and the job queues' set-up cost each store 10–20 CPU s. The first store to
 * start makes it; the others wait for it.
 */
async function startFromTemplate(dir: string, file: string) {
  await ensureTemplate(file)
  mkdirSync(dir, { recursive: true })
  // The dump is a tarball of the data directory itself (what PGlite's loadDataDir unpacks), so the
  // system's tar lays it out without starting a PGlite for it.
  execFileSync('tar', ['-xf', file, '-C', dir], { stdio: ['ignore', 'ignore', 'pipe'] })
}

async function ensureTemplate(file: string) {
  let lock: number | null = null
  try {
    lock = openSync(`${file}.lock`, 'wx')
  } catch {
    // Another store is making it.
  }
  if (lock !== null) {
    try {
      const partial = `${file}.${process.pid}.part`
      writeFileSync(partial, await pgliteTemplateDump())
      renameSync(partial, file)
    } finally {
      closeSync(lock)
    }
    return
  }
  const deadline = Date.now() + 120_000
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`No PGlite template at ${file} after 120 s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const pgliteTemplate = process.env.E2E_PGLITE_TEMPLATE
// The store's own directory for PGlite (app/lib/config.server.ts: DATA_DIR/db).
if (!pg && pgliteTemplate) await startFromTemplate(path.join(dataDir, 'db'), pgliteTemplate)

if (pg) {
  const drop = () => {
    void pg.drop().finally(() => process.exit(0))
  }
  process.once('SIGTERM', drop)
  process.once('SIGINT', drop)
}

// With E2E_RSS_FILE the store writes its resident memory there every 2 s (Playwright ends it with
// SIGKILL, so the last write is the end of the suite's traffic), for docs/performance.md.
const rssFile = process.env.E2E_RSS_FILE
if (rssFile) {
  setInterval(() => {
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20)
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage()
    const memory = {
      port,
      rssMb: mb(rss),
      maxRssMb: mb(process.resourceUsage().maxRSS * 1024),
      heapUsedMb: mb(heapUsed),
      externalMb: mb(external),
      arrayBuffersMb: mb(arrayBuffers),
    }
    try {
      writeFileSync(`${rssFile}.${port}`, `${JSON.stringify(memory)}\n`)
    } catch {
      // A figure for the notes, never a reason for the store under test to stop.
    }
  }, 2000).unref()
}

await import('../../server.js')
