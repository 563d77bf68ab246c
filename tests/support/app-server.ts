import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import { createServer as createHttpServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { StoreServices } from '../../app/web/load-context.ts'
import { createPostgresDatabase, freshPglite } from './database.ts'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as AddressInfo
      server.close(() => resolve(address.port))
    })
  })
}

export interface TestApp {
  url: string
  dataDir: string
  /** The very database handle the app uses: seed and assert through it. */
  db: Kysely<Database>
  /** The fulfilment services the app hands the domain (ADR 180): pass them to the outbox as the jobs do. */
  fulfilment: StoreServices['fulfilment']
  /** The storage the app hands the outbox and design jobs (the print files and designs are read there). */
  storage: StoreServices['storage']
  /** The image generator the app hands design jobs (the offline one drawing in the pool). */
  imageGenerator: StoreServices['imageGenerator']
  /** The upload review policy the app hands design jobs (UPLOAD_REVIEW, or its default). */
  uploadReview: StoreServices['uploadReview']
  stop: () => Promise<void>
}

/**
 * Runs the production build of the store in this test process on a free port, with a fresh
 * database (in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set) and its
 * own data directory. Call once per test file (vitest gives each file its own process).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shirtsmith-'))
  const pgServer = process.env.TEST_DATABASE_URL
  const pgDatabase = pgServer ? await createPostgresDatabase(pgServer) : null
  Object.assign(process.env, {
    NODE_ENV: 'production',
    LOCAL_OIDC: 'on',
    // A trial: the suites mix built-in stand-ins with stand-ins of real providers.
    TRIAL_MODE: 'on',
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    SESSION_SECRET: 'integration-test-secret-of-32-bytes-or-more',
    // Every test runs from 127.0.0.1; the rate-limit tests turn the limits back on with small numbers.
    RATE_LIMITS: 'off',
    // The suites write through the database handle and look at once: the page cache reads the change
    // stamp on every request here (the lease is tested on its own).
    PAGE_CACHE_VERSION_TTL_MS: '0',
    ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : { PGLITE_DIR: 'memory://' }),
    ...env,
  })
  // The store's database handle, made here from the run's template when the store would open an
  // in-memory PGlite (it then finds its migrations done and its catalogue seeded).
  if (process.env.PGLITE_DIR === 'memory://' && !process.env.DATABASE_URL) {
    const { singleton } = await import('~/lib/singleton.server.ts')
    singleton('db', freshPglite)
  }
  const { getDb } = await import('~/lib/db.server.ts')
  const { prepareDatabase } = await import('~/server/prepare-database.server.ts')
  const { createApp } = await import('../../app/server/app.server.ts')
  const { createJobServices } = await import('../../app/server/load-context.server.ts')
  const { answerExpectContinue } = await import('../../app/server/bounded-bodies.server.ts')
  const { keepIdleConnectionsOpen } = await import('../../app/server/keep-alive.server.ts')
  const { pageCompressionSettled } = await import('../../app/server/page-cache.server.ts')
  await prepareDatabase()
  const app = await createApp({ production: true })
  const server = createHttpServer(app)
  answerExpectContinue(server)
  keepIdleConnectionsOpen(server)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const db = getDb()
  const services = createJobServices()
  return {
    url,
    dataDir,
    db,
    fulfilment: services.fulfilment,
    storage: services.storage,
    imageGenerator: services.imageGenerator,
    uploadReview: services.uploadReview,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      // Cached pages are compressed after their answers: wait for those, or the thread running this
      // file could end while one is half made (Node then aborts every thread of the run).
      await pageCompressionSettled()
      await db.destroy()
      await pgDatabase?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
