import { DESIGN_JSON_COLUMNS, toDesignJson, type DesignJson } from '~/modules/design/index.ts'
import { newestFirstPage } from '~/platform/keyset/keyset.server.ts'
import type { Keyset, KeysetPage } from '~/platform/keyset/keyset.ts'
import type { DB } from '~/lib/db.server.ts'

/** A design in the store's public JSON shape, for My Designs and the shop add dialog. */
export type UserDesign = DesignJson

/** Most designs a person keeps; the page lists the newest this many. */
export const USER_DESIGNS_LIMIT = 200

/** The user's own designs, newest first (never anyone else's: the owner is the query's scope). */
export async function listUserDesigns(db: DB, userId: number): Promise<UserDesign[]> {
  return (await pageUserDesigns(db, userId, { after: null, limit: USER_DESIGNS_LIMIT }, 'user-designs')).items
}

/**
 * A keyset page of the user's own designs, newest first: `designs_user_keyset` is read from the
 * cursor on, `limit` rows (every remaining one when null).
 */
export async function pageUserDesigns(db: DB, userId: number, page: KeysetPage, list: string): Promise<Keyset<UserDesign>> {
  const query = db
    .selectFrom('designs')
    .select(DESIGN_JSON_COLUMNS)
    .where('designs.user_id', '=', userId)
    .where('designs.deleted_at', 'is', null)
  return newestFirstPage(query, { table: 'designs', list, page, toItem: toDesignJson })
}
