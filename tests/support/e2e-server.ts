// Starts the production build for the end-to-end tests: a fresh data directory and a fresh
// database (a new PostgreSQL database when TEST_DATABASE_URL is set, else PGlite on disk).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createPostgresDatabase } from './database.ts'

const port = process.env.E2E_PORT ?? '3100'
const dataDir = mkdtempSync(path.join(tmpdir(), 'shirtsmith-e2e-'))
const pgServer = process.env.TEST_DATABASE_URL
const pg = pgServer ? await createPostgresDatabase(pgServer) : null

Object.assign(process.env, {
  NODE_ENV: 'production',
  LOCAL_OIDC: 'on',
  PORT: port,
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'e2e-secret',
  ...(pg ? { DATABASE_URL: pg.url } : {}),
})

if (pg) {
  const drop = () => {
    void pg.drop().finally(() => process.exit(0))
  }
  process.once('SIGTERM', drop)
  process.once('SIGINT', drop)
}

await import('../../app/server/index.ts')
