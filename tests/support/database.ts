import { randomBytes } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import { connectDatabase, rawSqlExecutor } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'
import { sharedSigningKey } from '~/platform/identity/oidc-store.server.ts'
import { JOB_DEFINITIONS, type StoreJobs } from '~/server/jobs/definitions.ts'
import { prepareDatabase } from '~/server/prepare-database.server.ts'
import { newSigningKey } from '~/services/identity/local-provider.server.ts'
import { JobQueue, type SqlExecutor } from '~/services/queue/queue.server.ts'

/**
 * The database every test file starts from, made once per test run by tests/support/global-setup.ts:
 * migrated and seeded as the store's start-up leaves a new database. Copying it costs a fraction of
 * building it per file (an in-memory PGlite spends 2–3 s in initdb before its first migration).
 * Named in the environment, which vitest hands to every test process:
 *   `pglite:<file>`   a PGlite dump (dumpDataDir) to load in memory;
 *   `postgres:<name>` a database on TEST_DATABASE_URL's server to CREATE DATABASE … TEMPLATE from.
 * Without it (the benchmark, the end-to-end servers) each database is built from scratch.
 */
const TEMPLATE_VARIABLE = 'SHIRTSMITH_TEST_TEMPLATE'

function template(kind: 'pglite' | 'postgres'): string | null {
  const value = process.env[TEMPLATE_VARIABLE] ?? ''
  return value.startsWith(`${kind}:`) ? value.slice(kind.length + 1) : null
}

/**
 * What a store's first start leaves in its database besides the migrations and the catalogue, made
 * once in the template rather than by every test file's store: pg-boss's schema with the store's
 * queues (a partition and indexes each), and the built-in sign-in provider's signing key.
 */
async function prepareAsFirstStart(db: Kysely<Database>, execute: SqlExecutor = rawSqlExecutor(db)) {
  await prepareDatabase(db)
  const queue = new JobQueue<StoreJobs>({ execute, definitions: JOB_DEFINITIONS, onError: () => {} })
  await queue.start()
  await queue.stop(1000)
  await sharedSigningKey(db, newSigningKey)
}

/**
 * A PGlite data directory as a store's first start leaves it, as a tarball (dumpDataDir) that a new
 * PGlite loads in place of initdb and the migrations.
 */
export async function pgliteTemplateDump(): Promise<Buffer> {
  const pglite = new PGlite()
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) })
  // As the store's own executor does: parameters through the extended protocol, several statements
  // (pg-boss's migrations) through the simple one.
  await prepareAsFirstStart(db, async (text, values) =>
    values?.length ? pglite.query(text, values) : ((await pglite.exec(text)).at(-1) ?? { rows: [] }),
  )
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer())
  await db.destroy()
  return dump
}

/** Makes the template for this run and names it in the environment; returns how to remove it. */
export async function createTemplateDatabase(): Promise<() => Promise<void>> {
  const server = process.env.TEST_DATABASE_URL
  if (!server) {
    const file = path.join(tmpdir(), `shirtsmith-test-template-${randomBytes(6).toString('hex')}.tar`)
    writeFileSync(file, await pgliteTemplateDump())
    process.env[TEMPLATE_VARIABLE] = `pglite:${file}`
    return async () => rmSync(file, { force: true })
  }
  const { url, name, drop } = await createPostgresDatabase(server, { fromTemplate: false })
  const db = connectDatabase({ kind: 'postgres', url })
  await prepareAsFirstStart(db)
  await db.destroy()
  process.env[TEMPLATE_VARIABLE] = `postgres:${name}`
  return drop
}

/**
 * A fresh, migrated and seeded database: a new PostgreSQL database on TEST_DATABASE_URL's server
 * when that is set, otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<{
  db: Kysely<Database>
  url: string | null
  cleanup: () => Promise<void>
}> {
  const server = process.env.TEST_DATABASE_URL
  if (!server) {
    const db = freshPglite()
    await prepareDatabase(db)
    return { db, url: null, cleanup: () => db.destroy() }
  }
  const { url, drop } = await createPostgresDatabase(server)
  const db = connectDatabase({ kind: 'postgres', url })
  await prepareDatabase(db)
  return {
    db,
    url,
    cleanup: async () => {
      await db.destroy()
      await drop()
    },
  }
}

/** An in-memory PGlite: a copy of the run's template when there is one, otherwise empty. */
export function freshPglite(): Kysely<Database> {
  const file = template('pglite')
  return connectDatabase({ kind: 'pglite', dir: null, from: file ? new Blob([readFileSync(file)]) : undefined })
}

/**
 * A new database on the server of `serverUrl` (a copy of the run's template when there is one,
 * otherwise empty), and a function that drops it.
 */
export async function createPostgresDatabase(serverUrl: string, { fromTemplate = true } = {}) {
  const name = `shirtsmith_test_${randomBytes(6).toString('hex')}`
  const source = fromTemplate ? template('postgres') : null
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}${source ? ` TEMPLATE ${source}` : ''}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

export type TestKysely = Kysely<Database>
export { PostgresDialect }
