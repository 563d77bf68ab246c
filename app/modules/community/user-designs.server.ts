import type { DB } from '~/utils/db.server.ts'

/** A design as the spec describes it (SPEC section 3), for My Designs and the shop add dialog. */
export interface UserDesign {
  id: number
  prompt: string
  name: string
  imageUrl: string | null
  mockupUrl: string | null
  createdAt: string
  externalId: string | null
  externalSource: string | null
  printifyProductId: string | null
}

/** Most designs a person keeps; the page lists the newest this many. */
export const USER_DESIGNS_LIMIT = 200

/** The user's own designs, newest first (never anyone else's: the owner is the query's scope). */
export async function listUserDesigns(db: DB, userId: number): Promise<UserDesign[]> {
  const rows = await db
    .selectFrom('designs')
    .select([
      'id',
      'prompt',
      'name',
      'image_url',
      'mockup_url',
      'created_at',
      'external_id',
      'external_source',
      'printify_product_id',
    ])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(USER_DESIGNS_LIMIT)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    prompt: r.prompt,
    name: r.name,
    imageUrl: r.image_url,
    mockupUrl: r.mockup_url,
    createdAt: new Date(r.created_at).toISOString(),
    externalId: r.external_id,
    externalSource: r.external_source,
    printifyProductId: r.printify_product_id,
  }))
}
