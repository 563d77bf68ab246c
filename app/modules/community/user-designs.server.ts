import { DESIGN_JSON_COLUMNS, toDesignJson, type DesignJson } from '~/modules/design/design-json.ts'
import type { DB } from '~/utils/db.server.ts'

/** A design in the store's public JSON shape, for My Designs and the shop add dialog. */
export type UserDesign = DesignJson

/** Most designs a person keeps; the page lists the newest this many. */
export const USER_DESIGNS_LIMIT = 200

/** The user's own designs, newest first (never anyone else's: the owner is the query's scope). */
export async function listUserDesigns(db: DB, userId: number): Promise<UserDesign[]> {
  const rows = await db
    .selectFrom('designs')
    .select(DESIGN_JSON_COLUMNS)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(USER_DESIGNS_LIMIT)
    .execute()
  return rows.map(toDesignJson)
}
