import type { Kysely } from 'kysely'
import { connectDatabase } from '#db/connect.ts'
import type { Database } from '#db/schema.ts'
import { getConfig } from './config.server.ts'
import { singleton } from './singleton.server.ts'

export type DB = Kysely<Database>

/** The store's one database handle (a pg pool, or embedded PGlite). */
export function getDb(): DB {
  return singleton('db', () => connectDatabase(getConfig().database))
}

export async function isDatabaseReachable(db: DB = getDb()): Promise<boolean> {
  try {
    await db.selectFrom('products').select('id').limit(1).execute()
    return true
  } catch {
    return false
  }
}
