// npm run db:migrate: applies pending migrations and seeds the catalogue into a new database.
import { getConfig } from '~/lib/config.server.ts'
import { seedCatalogueOnce } from '~/modules/catalogue/index.server.ts'
import { connectDatabase, migrateToLatest } from './connect.ts'

const config = getConfig()
const db = connectDatabase(config.database)
try {
  const results = await migrateToLatest(db)
  await seedCatalogueOnce(db)
  for (const r of results) console.log(`${r.status}: ${r.migrationName}`)
  console.log(results.length ? 'Database migrated.' : 'Database already up to date.')
} finally {
  await db.destroy()
}
