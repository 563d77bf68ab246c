import type { Kysely } from 'kysely'
import { connectDatabase, migrateToLatest } from '#db/connect.ts'
import type { Database } from '#db/schema.ts'
import { seedCatalogueOnce } from '~/modules/catalogue/catalogue.server.ts'
import { getConfig } from '~/config.server.ts'
import { singleton } from './singleton.server.ts'

export type DB = Kysely<Database>

/** The store's one database handle (a pg pool, or embedded PGlite). */
export function getDb(): DB {
  return singleton('db', () => connectDatabase(getConfig().database))
}

/** Applies migrations and seeds the catalogue into a new database; safe to run on every start. */
export async function prepareDatabase(db: DB = getDb()) {
  await migrateToLatest(db)
  await seedCatalogueOnce(db)
}

export async function isDatabaseReachable(db: DB = getDb()): Promise<boolean> {
  try {
    await db.selectFrom('products').select('id').limit(1).execute()
    return true
  } catch {
    return false
  }
}
