import { invalidateCommunityCache } from '~/modules/community/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { seenByOthers } from '~/modules/visibility/index.server.ts'
import type { UpvoteState } from './upvote.ts'

async function findVotableDesign(db: DB, designId: number) {
  return db
    .selectFrom('designs')
    .select(['id', 'upvote_count'])
    .where('id', '=', designId)
    .where(seenByOthers('designs'))
    .executeTakeFirst()
}

/** The user's vote and the design's count; null when the design cannot be shown. */
export async function getUpvoteState(db: DB, designId: number, userId: number): Promise<UpvoteState | null> {
  const design = await findVotableDesign(db, designId)
  if (!design) return null
  const vote = await db
    .selectFrom('design_upvotes')
    .select('design_id')
    .where('design_id', '=', designId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return { upvoted: Boolean(vote), upvoteCount: design.upvote_count }
}

/**
 * Adds the user's vote. The (design_id, user_id) primary key makes a second vote a no-op, also when
 * two requests race: only the request that inserted the row moves the count, in the same transaction.
 */
export async function addUpvote(db: DB, designId: number, userId: number): Promise<UpvoteState | null> {
  const state = await db.transaction().execute(async (trx) => {
    const design = await findVotableDesign(trx, designId)
    if (!design) return null
    const inserted = await trx
      .insertInto('design_upvotes')
      .values({ design_id: designId, user_id: userId })
      .onConflict((oc) => oc.columns(['design_id', 'user_id']).doNothing())
      .returning('design_id')
      .executeTakeFirst()
    if (!inserted) return { upvoted: true, upvoteCount: await currentCount(trx, designId) }
    const updated = await trx
      .updateTable('designs')
      .set((eb) => ({ upvote_count: eb('upvote_count', '+', 1) }))
      .where('id', '=', designId)
      .returning('upvote_count')
      .executeTakeFirstOrThrow()
    return { upvoted: true, upvoteCount: updated.upvote_count }
  })
  if (state) invalidateCommunityCache()
  return state
}

/** Removes the user's vote, if any; the count only moves when a vote was really deleted. */
export async function removeUpvote(db: DB, designId: number, userId: number): Promise<UpvoteState | null> {
  const state = await db.transaction().execute(async (trx) => {
    const design = await findVotableDesign(trx, designId)
    if (!design) return null
    const deleted = await trx
      .deleteFrom('design_upvotes')
      .where('design_id', '=', designId)
      .where('user_id', '=', userId)
      .returning('design_id')
      .executeTakeFirst()
    if (!deleted) return { upvoted: false, upvoteCount: await currentCount(trx, designId) }
    const updated = await trx
      .updateTable('designs')
      .set((eb) => ({ upvote_count: eb('upvote_count', '-', 1) }))
      .where('id', '=', designId)
      .returning('upvote_count')
      .executeTakeFirstOrThrow()
    return { upvoted: false, upvoteCount: Math.max(0, updated.upvote_count) }
  })
  if (state) invalidateCommunityCache()
  return state
}

async function currentCount(db: DB, designId: number) {
  const row = await db.selectFrom('designs').select('upvote_count').where('id', '=', designId).executeTakeFirstOrThrow()
  return row.upvote_count
}
