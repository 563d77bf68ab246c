import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, Migrator, PostgresDialect } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import { migrations } from './migrations/index.ts'
import type { Database } from './schema.ts'

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | null }

// PostgreSQL returns bigint counts as strings; the store only counts small things.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10))

export function connectDatabase(target: DatabaseTarget): Kysely<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 15_000,
    })
    // An idle client whose connection the server drops emits 'error' on the pool; unhandled, that
    // would crash the process. The pool discards the client and the next query reconnects.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL pool: idle connection lost (${error.message})`)
    })
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  }
  // `memory://` (or no directory) keeps the database in memory, for tests.
  const inMemory = !target.dir || target.dir.startsWith('memory://')
  if (!inMemory) mkdirSync(target.dir!, { recursive: true })
  const pglite = inMemory ? new PGlite() : new PGlite(target.dir!)
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) })
}

export async function migrateToLatest(db: Kysely<Database>) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
  return results ?? []
}
