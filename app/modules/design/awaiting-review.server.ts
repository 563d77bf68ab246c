import type { DB } from '~/lib/db.server.ts'
import { parseRowId } from '~/lib/row-id.ts'
import { ownedBy, type Viewer } from './design.server.ts'

/** An own upload not yet screened, as its owner's preview page shows it. */
export interface DesignAwaitingReview {
  id: number
  name: string
  imageUrl: string | null
  mockupUrl: string | null
  color: string
}

/**
 * The viewer's own design at `rawId` while its upload awaits review (ADR 133): its product page is
 * not public yet, but its owner sees a preview of it. Null for anyone else, and for any other design.
 */
export async function findOwnDesignAwaitingReview(db: DB, viewer: Viewer, rawId: string | undefined) {
  const id = /^\d+$/.test(rawId ?? '') ? parseRowId(rawId) : null
  if (!id || (viewer.userId === null && viewer.visitorId === null)) return null
  const row = await db
    .selectFrom('designs')
    .select(['id', 'name', 'image_url', 'mockup_url', 'color'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('moderation_status', '=', 'pending')
    .where(ownedBy(viewer))
    .executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.image_url,
    mockupUrl: row.mockup_url,
    color: row.color,
  } satisfies DesignAwaitingReview
}
