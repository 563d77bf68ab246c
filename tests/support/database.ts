import { randomBytes } from 'node:crypto'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { connectDatabase, migrateToLatest } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'
import { seedCatalogue } from '../../app/modules/catalogue/catalogue.server.ts'

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
    const db = connectDatabase({ kind: 'pglite', dir: null })
    await migrateToLatest(db)
    await seedCatalogue(db)
    return { db, url: null, cleanup: () => db.destroy() }
  }
  const { url, drop } = await createPostgresDatabase(server)
  const db = connectDatabase({ kind: 'postgres', url })
  await migrateToLatest(db)
  await seedCatalogue(db)
  return {
    db,
    url,
    cleanup: async () => {
      await db.destroy()
      await drop()
    },
  }
}

/** An empty database on the server of `serverUrl`, and a function that drops it. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `shirtsmith_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
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
