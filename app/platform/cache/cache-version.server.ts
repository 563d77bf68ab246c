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

/**
 * How long the in-process caches that ask `leasedCacheVersion` trust a stamp they read (0: read on
 * every call, the default). The web server sets it once from its configuration, the same lease the
 * page cache keeps: a write from another instance is seen within it, one from this process at once
 * (the writer calls `expireCacheVersionLeases`).
 */
let leaseMs = 0
const leases = new WeakMap<DB, Map<CacheName, { value: Promise<string>; until: number }>>()

export function setCacheVersionLease(ms: number) {
  leaseMs = ms
}

/** The stamp, read at most once per lease (one read shared by the callers that wait for it). */
export function leasedCacheVersion(db: DB, name: CacheName): Promise<string> {
  if (leaseMs <= 0) return cacheVersion(db, name)
  let held = leases.get(db)
  if (!held) leases.set(db, (held = new Map()))
  const now = Date.now()
  const current = held.get(name)
  if (current && now < current.until) return current.value
  const lease = { value: cacheVersion(db, name), until: now + leaseMs }
  held.set(name, lease)
  // A failed read is not kept: the next call asks again.
  lease.value.catch(() => {
    if (held.get(name) === lease) held.delete(name)
  })
  return lease.value
}

/** Forgets every leased stamp of `db`: this process has just written to a cache's tables. */
export function expireCacheVersionLeases(db: DB) {
  leases.delete(db)
}
