import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'

/**
 * Hands out request slots `intervalMs` apart for one outside account, shared by every instance:
 * each call moves the account's next free slot forward in one atomic statement and waits for the
 * slot it took. Costs one small query per outside request.
 */
export function sharedRequestSpacing(db: DB, name: string, intervalMs: number) {
  return {
    async wait(): Promise<void> {
      const { rows } = await sql<{ wait_ms: number }>`
        insert into request_slots as s (name, next_slot)
        values (${name}, clock_timestamp() + make_interval(secs => ${intervalMs / 1000}))
        on conflict (name) do update
          set next_slot = greatest(s.next_slot, clock_timestamp()) + make_interval(secs => ${intervalMs / 1000})
        returning greatest(0, extract(epoch from (s.next_slot - clock_timestamp())) * 1000 - ${intervalMs})::float8 as wait_ms`.execute(
        db,
      )
      const waitMs = Number(rows[0]?.wait_ms ?? 0)
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs))
    },
  }
}
