import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { connectDatabase, migrateToLatest } from './connect.ts'
import { migrations } from './migrations/index.ts'

describe('migrateToLatest', () => {
  it('applies every migration to a new database, then finds them all recorded and runs none', async () => {
    const db = connectDatabase({ kind: 'pglite', dir: null })
    try {
      const first = await migrateToLatest(db)
      expect(first.map((result) => result.status)).toEqual(Object.keys(migrations).map(() => 'Success'))
      // The second start takes the two light queries' way: no migrator, no catalogue scan.
      expect(await migrateToLatest(db)).toEqual([])
      // A migration missing from the record (one landed after this database was made) is applied.
      const last = first.at(-1)!.migrationName
      await sql`delete from kysely_migration where name = ${last}`.execute(db)
      await migrations[last]!.down?.(db as never)
      const again = await migrateToLatest(db)
      expect(again.map((result) => [result.migrationName, result.status])).toEqual([[last, 'Success']])
    } finally {
      await db.destroy()
    }
  }, 60_000)
})
