// npm run db:migrate: applies pending migrations and (re)seeds the catalogue.
import { getConfig } from '../app/config.server.ts'
import { seedCatalogue } from '../app/modules/catalogue/catalogue.server.ts'
import { connectDatabase, migrateToLatest } from './connect.ts'

const config = getConfig()
const db = connectDatabase(config.database)
try {
  const results = await migrateToLatest(db)
  await seedCatalogue(db)
  for (const r of results) console.log(`${r.status}: ${r.migrationName}`)
  console.log(results.length ? 'Database migrated.' : 'Database already up to date.')
} finally {
  await db.destroy()
}
