import { sql } from 'kysely'
import { holdScreenedDesign, screenText } from '~/modules/moderation/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { requestDesignFileSweep } from './design-files.server.ts'

// What the owner changes on a design after making it, scoped to the signed-in owner: another
// person's design (or a deleted one) is not found, so it is answered as if it did not exist.

/** Applies `changes` to the user's own live design. False when the user has no such design. */
async function updateOwnDesign(
  db: DB,
  userId: number,
  designId: number,
  changes: { name: string } | { in_community: boolean },
): Promise<boolean> {
  const row = await db
    .updateTable('designs')
    .set(changes)
    .where('id', '=', designId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return Boolean(row)
}

/**
 * Gives the owner's design a new title. A title the word list flags is kept but holds the design for
 * an operator's review (ADR 127). False when the user has no such design.
 */
export async function renameDesign(db: DB, userId: number, designId: number, title: string): Promise<boolean> {
  const renamed = await updateOwnDesign(db, userId, designId, { name: title })
  const screened = screenText(title)
  if (renamed && !screened.ok) await holdScreenedDesign(db, designId, `The title matched the word list ("${screened.term}")`)
  return renamed
}

/**
 * Shows the owner's design in the community (gallery, Popular, community lists) or hides it from
 * them. Its own link and the owner's shops are not affected. False when the user has no such design.
 */
export function setDesignInCommunity(db: DB, userId: number, designId: number, shown: boolean): Promise<boolean> {
  return updateOwnDesign(db, userId, designId, { in_community: shown })
}

/**
 * Deletes the owner's design: it leaves every list, shop and page at once, and its pictures are
 * deleted from storage by the file sweep (ADR 133). Orders already placed keep their lines. False
 * when the user has no such design.
 */
export async function deleteOwnDesign(db: DB, userId: number, designId: number): Promise<boolean> {
  const row = await db
    .updateTable('designs')
    .set({ deleted_at: sql`now()`, in_community: false })
    .where('id', '=', designId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  if (row) requestDesignFileSweep()
  return Boolean(row)
}
