import type { Kysely } from 'kysely'
import type pg from 'pg'
import { connectDatabase, pgPoolOf } from '#db/connect.ts'
import type { Database } from '#db/schema.ts'
import { getConfig } from './config.server.ts'
import { singleton } from './singleton.server.ts'
import { instanceId, logService } from './logger.server.ts'

export type DB = Kysely<Database>

/**
 * The store's one database handle (a pg pool, or embedded PGlite). On PostgreSQL its pool is the
 * process's whole connection budget (DATABASE_POOL_MAX), and its connections carry the process's name
 * in pg_stat_activity: `shirtsmith-<web|worker>:<instance>`.
 */
export function getDb(): DB {
  // One per process, shared by the server, the Remix build and the worker (each holds its own copy of
  // this module); routes get it from the request context (app/server/load-context.server.ts), never here.
  return singleton('db', () => {
    const target = getConfig().database
    return connectDatabase(
      target.kind === 'postgres' ? { ...target, applicationName: `shirtsmith-${logService()}:${instanceId()}` } : target,
    )
  })
}

/** The PostgreSQL pool of the store's handle, shared with the rate limiter; null on PGlite. */
export function sharedPgPool(): pg.Pool | null {
  return pgPoolOf(getDb())
}

export async function isDatabaseReachable(db: DB = getDb()): Promise<boolean> {
  try {
    await db.selectFrom('products').select('id').limit(1).execute()
    return true
  } catch {
    return false
  }
}
