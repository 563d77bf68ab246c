import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import { migrations } from './migrations/index.ts'
import type { Database } from './schema.ts'

/** Runs raw SQL text (one statement with values, or several without), for libraries such as pg-boss. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape pg-boss's `db` option declares
export type RawSqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>

// On globalThis: the server's modules and the Remix build each load their own copy of this file.
const registry = globalThis as unknown as { __rawSqlExecutors?: WeakMap<Kysely<Database>, RawSqlExecutor> }
const rawExecutors = (registry.__rawSqlExecutors ??= new WeakMap())
const pools = ((registry as { __pgPools?: WeakMap<Kysely<Database>, pg.Pool> }).__pgPools ??= new WeakMap())

/** The PostgreSQL pool's connections behind a handle (for /metrics); null on PGlite (one connection). */
export function poolStats(db: Kysely<Database>): { max: number; total: number; idle: number; waiting: number } | null {
  const pool = pools.get(db)
  return pool ? { max: pool.options.max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null
}

/** The pg pool behind a handle, for a library that takes a pool (the rate limiter); null on PGlite. */
export function pgPoolOf(db: Kysely<Database>): pg.Pool | null {
  return pools.get(db) ?? null
}

/**
 * The raw executor behind a handle made by connectDatabase: the pg pool itself, or the PGlite
 * instance taken through Kysely's connection queue (PGlite is one connection, so raw SQL must wait
 * while a Kysely transaction holds it, never run inside it).
 */
export function rawSqlExecutor(db: Kysely<Database>): RawSqlExecutor {
  const executor = rawExecutors.get(db)
  if (!executor) throw new Error('This database handle was not made by connectDatabase')
  return executor
}

export type DatabaseTarget =
  | {
      kind: 'postgres'
      url: string
      /** Connections the pool holds at most: the process's whole budget (default 10). */
      poolMax?: number
      /** Names the connections in pg_stat_activity (`shirtsmith-web:<instance>`). */
      applicationName?: string
    }
  /** `from`: an in-memory database starts as a copy of this dump (PGlite's dumpDataDir), skipping initdb. */
  | { kind: 'pglite'; dir: string | null; from?: Blob }

// PostgreSQL returns bigint counts as strings; the store only counts small things.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10))

export function connectDatabase(target: DatabaseTarget): Kysely<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolMax ?? 10,
      // PostgreSQL keeps the first 63 bytes of application_name.
      ...(target.applicationName ? { application_name: target.applicationName.slice(0, 63) } : {}),
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 15_000,
    })
    // An idle client whose connection the server drops emits 'error' on the pool; unhandled, that
    // would crash the process. The pool discards the client and the next query reconnects.
    pool.on('error', (error) => {
      // A process warning: the server logs it as a JSON line (app/lib/logger.server.ts), a script prints it.
      process.emitWarning(`PostgreSQL pool: idle connection lost (${error.message})`, 'DatabaseWarning')
    })
    // A client checked out of the pool (inside a transaction, between two statements) has no pool
    // listener, so a dropped connection's 'error' would be an uncaught exception and end the process.
    // Its current or next statement fails instead, the caller's error path runs, and the pool discards
    // the dead client when it comes back.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        process.emitWarning(`PostgreSQL: connection in use lost (${error.message})`, 'DatabaseWarning')
      })
    })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    pools.set(db, pool)
    rawExecutors.set(db, async (text, values) => {
      const result = await pool.query(text, values)
      // Several statements in one text answer with one result each; callers want the last.
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result
    })
    return db
  }
  // `memory://` (or no directory) keeps the database in memory, for tests.
  const inMemory = !target.dir || target.dir.startsWith('memory://')
  if (!inMemory) mkdirSync(target.dir!, { recursive: true })
  const pglite = inMemory ? new PGlite({ loadDataDir: target.from }) : new PGlite(target.dir!)
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) })
  rawExecutors.set(db, (text, values) =>
    db.connection().execute(async () => {
      if (values && values.length > 0) return pglite.query(text, values)
      // The simple protocol runs several statements (pg-boss sends BEGIN; ...; COMMIT as one text).
      const results = await pglite.exec(text)
      return results.at(-1) ?? { rows: [] }
    }),
  )
  return db
}

/**
 * The store's migrator. Migrations written side by side on several branches land in any order (0310
 * may reach main after 0330), so one whose number is below the last applied still runs: each
 * migration touches only its own tables and columns, never depending on a later-numbered one.
 */
const storeMigrator = (db: Kysely<Database>) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true })

/**
 * Whether every migration is already recorded: two light queries. Kysely's migrator first lists every
 * column of every table to find its own two tables (2.5 s of CPU per start on PGlite, and twice), which
 * each start of a migrated database (every restart, every instance) would otherwise pay.
 */
async function allMigrationsApplied(db: Kysely<Database>): Promise<boolean> {
  const { rows: table } = await sql<{ present: boolean }>`select to_regclass('kysely_migration') is not null as present`.execute(
    db,
  )
  if (!table[0]?.present) return false
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db)
  const applied = new Set(rows.map((row) => row.name))
  return Object.keys(migrations).every((name) => applied.has(name))
}

export async function migrateToLatest(db: Kysely<Database>) {
  if (await allMigrationsApplied(db)) return []
  const migrator = storeMigrator(db)
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    // The driver's error stays its cause: a refused connection is told from a bad migration by it.
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
  return results ?? []
}

/** Names of the migrations not yet applied to this database (read only: `npm run doctor`). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = storeMigrator(db)
  const all = await migrator.getMigrations()
  return all.filter((m) => !m.executedAt).map((m) => m.name)
}
