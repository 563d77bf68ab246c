import { createHash } from 'node:crypto'
import type { DB } from '~/lib/db.server.ts'
import { seenByOthers } from '~/modules/visibility/index.server.ts'

/**
 * The start of the name of every file drawn from a design (colour mockups, print files): its id,
 * then 16 hex of the SHA-256 of the design's picture key. Pages show design ids, so a name of the id
 * alone could be guessed, and /images would serve a hidden or private design's mockup or print to
 * anyone. The picture key is itself a random id: whoever may fetch the picture may fetch what is
 * drawn from it, and nobody else can name it. A Printify product without a picture of ours uses its
 * product id instead.
 */
export function designFileStem(design: { id: number; imageKey: string }): string {
  return `${design.id}-${createHash('sha256').update(design.imageKey).digest('hex').slice(0, 16)}`
}

/** Key prefixes of the files drawn from one design, named by designFileStem. */
const DRAWN_FROM_A_DESIGN = /^(mockups\/colors\/(v2\/)?|prints\/)\d+-/
const WITH_STEM = /^(mockups\/colors\/(v2\/)?|prints\/)\d+-[0-9a-f]{16}-/

const OLD_MOCKUP = /^mockups\/colors\/(?:v2\/)?(\d+)-[a-z]/

/**
 * Who /images may serve a stored file to, by its name: every key holds a random id or a digest of
 * one (whoever names it may have it), except files drawn from a design named the old way (by its id
 * alone, before designFileStem). An old colour mockup (orders placed before keep its address) is
 * served while the design may be seen by anyone, and then anyone may have it; an old print file
 * never (each submission names the file anew). Null: nobody.
 */
export type KeyAccess = 'anyone' | 'whoever-names-it' | null

export async function keyAccess(db: DB, key: string): Promise<KeyAccess> {
  if (!DRAWN_FROM_A_DESIGN.test(key) || WITH_STEM.test(key)) return 'whoever-names-it'
  const designId = OLD_MOCKUP.exec(key)?.[1]
  if (!designId) return null
  const visible = await db
    .selectFrom('designs')
    .select('id')
    .where('id', '=', Number(designId))
    .where(seenByOthers('designs'))
    .executeTakeFirst()
  return visible ? 'anyone' : null
}
