import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'

/**
 * Stamps that change on every write to the tables behind a cache, from any instance: triggers bump
 * a sequence per cache (migration 0093), and reading it is one tiny query. A cache keyed on the
 * stamp is never stale after another instance writes.
 */
export type CacheName = 'community' | 'catalogue'

export async function cacheVersion(db: DB, name: CacheName): Promise<string> {
  const sequence = name === 'community' ? 'community_cache_version' : 'catalogue_cache_version'
  const { rows } = await sql<{
    version: string
  }>`select (case when is_called then last_value else 0 end)::text as version from ${sql.table(sequence)}`.execute(db)
  return rows[0]?.version ?? '0'
}

/** Both stamps in one query, as one string: it changes whenever either cache's tables change. */
export async function combinedCacheVersion(db: DB): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    select (select (case when is_called then last_value else 0 end)::text from community_cache_version)
      || '.' || (select (case when is_called then last_value else 0 end)::text from catalogue_cache_version) as version`.execute(
    db,
  )
  return rows[0]?.version ?? '0.0'
}
