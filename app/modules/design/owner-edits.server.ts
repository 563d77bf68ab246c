import type { DB } from '~/utils/db.server.ts'

// What the owner changes on a design after making it, scoped to the signed-in owner: another
// person's design (or a deleted one) is not found, so it is answered as if it did not exist.

/** Gives the owner's design a new title. False when the user has no such design. */
export async function renameDesign(db: DB, userId: number, designId: number, title: string): Promise<boolean> {
  const row = await db
    .updateTable('designs')
    .set({ name: title })
    .where('id', '=', designId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return Boolean(row)
}

/**
 * Shows the owner's design in the community (gallery, Popular, community lists) or hides it from
 * them. Its own link and the owner's shops are not affected. False when the user has no such design.
 */
export async function setDesignInCommunity(db: DB, userId: number, designId: number, shown: boolean): Promise<boolean> {
  const row = await db
    .updateTable('designs')
    .set({ in_community: shown })
    .where('id', '=', designId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return Boolean(row)
}
