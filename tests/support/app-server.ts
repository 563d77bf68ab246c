import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { createServer as createHttpServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { ServerBuild } from '@remix-run/node'
import { pathToFileURL } from 'node:url'
import type { Database } from '../../db/schema.ts'
import type { StoreServices } from '../../app/web/load-context.ts'
import type { serveEmbeddedStore as ServeEmbeddedStore } from '../../app/server/embedded.server.ts'
import { createPostgresDatabase, freshPglite } from './database.ts'

/**
 * Ports for test servers are taken below Linux's ephemeral range (32768-60999 by default), from
 * which the kernel picks the local port of every outgoing connection. A port found free there and
 * released could be taken by the next connection to PostgreSQL before its server bound it (seen in
 * CI: "listen EADDRINUSE 127.0.0.1:39953"); below the range only another listener can take it.
 */
const PORTS = { from: 20_000, to: 32_000 }

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** A port no one listens on, for a server about to start (in this process or a child). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = PORTS.from + Math.floor(Math.random() * (PORTS.to - PORTS.from))
    if (await canListen(port)) return port
  }
  throw new Error(`No free port between ${PORTS.from} and ${PORTS.to} after 200 tries`)
}

async function listenOnFreePort(server: Server): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await freePort()
    const listening = await new Promise<boolean>((resolve) => {
      const failed = () => server.close(() => resolve(false))
      server.once('error', failed)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', failed)
        resolve(true)
      })
    })
    if (listening) return port
  }
  throw new Error('The test store found no port to listen on')
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
 * own data directory. Call once per test file (files share test threads, each starting over: ADR 181).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  // The server holds its port from the start: a port found free and bound only after the seconds
  // the store takes to prepare could be taken meanwhile.
  const server = createHttpServer()
  const port = await listenOnFreePort(server)
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
  // The store as `node server.js` runs it: the production bundle, imported as Node imports it, rather
  // than a second copy compiled by vitest from the sources beside it: 16 integration files took 150 and
  // 177 CPU s so, against 142 and 132 from the bundle alone (docs/performance.md).
  const directory = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'build')
  const build = (await import(pathToFileURL(path.join(directory, 'server/index.js')).href)) as ServerBuild
  const { serveEmbeddedStore } = build.entry.module as unknown as { serveEmbeddedStore: typeof ServeEmbeddedStore }
  const { db, services, settled } = await serveEmbeddedStore(server, { server: build, directory })
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
      await settled()
      await db.destroy()
      await pgDatabase?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
