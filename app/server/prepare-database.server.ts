import { migrateToLatest } from '#db/connect.ts'
import { getDb, type DB } from '~/lib/db.server.ts'
import { seedCatalogueOnce } from '~/modules/catalogue/index.server.ts'

/**
 * Applies migrations, then seeds the bundled catalogue into a database that has none; safe on every
 * start. It lives with the process entry points rather than beside the connection, so opening a
 * database never runs domain code.
 */
export async function prepareDatabase(db: DB = getDb()) {
  await migrateToLatest(db)
  await seedCatalogueOnce(db)
}
