import sharp from 'sharp'
import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { recordAudit, type Operator } from '~/modules/audit/index.server.ts'
import type { UploadReviewPolicy } from '~/services/image-generation/index.server.ts'
import { screenText } from './screen.ts'

// Uploaded pictures wait unpublished until screened (ADR 133). A design made from an upload is
// saved 'pending': its owner sees it and may buy it, nobody else sees it anywhere. The screening then
// checks its words against the word list and the picture with what can honestly be checked here:
// that it decodes and is not blank. OpenAI's moderation, when configured, has already screened the
// picture itself (a flagged upload is refused before it is restyled). A pass publishes it only when
// the policy is `auto`; otherwise, and whenever something is flagged or the screening fails, it waits
// in /admin/moderation for an operator.

export type UploadScreening = { status: 'approved' | 'pending'; note: string }

/** What the local check finds wrong with a picture, or null. Blank or unreadable pictures go to a person. */
export async function checkPicture(bytes: Buffer | null): Promise<string | null> {
  if (!bytes) return 'the picture is missing from storage'
  try {
    const image = sharp(bytes)
    const { width = 0, height = 0 } = await image.metadata()
    if (width < 16 || height < 16) return `the picture is only ${width}×${height} pixels`
    const { channels } = await image.stats()
    if (channels.slice(0, 3).every((c) => c.stdev < 1)) return 'the picture is a single flat colour'
    return null
  } catch (error) {
    return `the picture cannot be read (${error instanceof Error ? error.message : String(error)})`
  }
}

/** The decision for one upload, from its words, the local picture check and the policy (pure). */
export function decideUpload(words: string, pictureProblem: string | null, policy: UploadReviewPolicy): UploadScreening {
  const screened = screenText(words)
  if (!screened.ok) return { status: 'pending', note: `Word list flagged “${screened.term}”` }
  if (pictureProblem) return { status: 'pending', note: `Local check: ${pictureProblem}` }
  const by =
    policy.imageModeration === 'openai' ? 'OpenAI moderation passed the picture' : 'no offline check judges what a picture shows'
  if (policy.review === 'manual')
    return { status: 'pending', note: `Words passed; ${by}; UPLOAD_REVIEW=manual: waits for a person` }
  return { status: 'approved', note: `Published automatically: words passed; ${by} (UPLOAD_REVIEW=auto)` }
}

/**
 * Screens a pending upload design and records the outcome: approved (public from now on) or still
 * pending with the reason for the operator. A design no longer pending (an operator was quicker) is
 * left alone.
 */
export async function screenUploadedDesign(
  db: DB,
  designId: number,
  policy: UploadReviewPolicy,
  readImage: (key: string) => Promise<Buffer | null>,
): Promise<UploadScreening | null> {
  const design = await db
    .selectFrom('designs')
    .select(['name', 'prompt', 'image_key', 'moderation_status'])
    .where('id', '=', designId)
    .executeTakeFirst()
  if (!design || design.moderation_status !== 'pending') return null
  const problem = await checkPicture(design.image_key ? await readImage(design.image_key) : null)
  const outcome = decideUpload(`${design.name}\n${design.prompt}`, problem, policy)
  await recordScreening(db, designId, outcome)
  return outcome
}

/** Records a screening's outcome on a design still pending. */
export async function recordScreening(db: DB, designId: number, outcome: UploadScreening) {
  await db
    .updateTable('designs')
    .set({ moderation_status: outcome.status, review_note: outcome.note })
    .where('id', '=', designId)
    .where('moderation_status', '=', 'pending')
    .execute()
}

/** Upload designs awaiting review, oldest first, for the moderation queue. */
export async function listAwaitingReview(db: DB, limit = 50): Promise<number[]> {
  const rows = await db
    .selectFrom('designs')
    .select('id')
    .where('moderation_status', '=', 'pending')
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute()
  return rows.map((r) => r.id)
}

/**
 * An operator's decision on an upload awaiting review: approve publishes it (where its owner chose
 * to show it), reject keeps it its owner's alone, never public. Audited. Null when the design is not
 * awaiting review (already decided: a second click changes nothing).
 */
export async function reviewUpload(db: DB, operator: Operator, designId: number, approve: boolean, note: string | null) {
  return db.transaction().execute(async (trx) => {
    const status = approve ? 'approved' : 'rejected'
    const updated = await trx
      .updateTable('designs')
      .set({ moderation_status: status })
      .where('id', '=', designId)
      .where('moderation_status', '=', 'pending')
      .where('deleted_at', 'is', null)
      .returning('review_note')
      .executeTakeFirst()
    if (!updated) return null
    await trx
      .updateTable('design_reports')
      .set({ resolved_at: sql`now()`, resolution: approve ? 'dismissed' : 'rejected' })
      .where('design_id', '=', designId)
      .where('resolved_at', 'is', null)
      .execute()
    await recordAudit(trx, operator, {
      action: approve ? 'design.approve' : 'design.reject',
      targetType: 'design',
      targetId: designId,
      before: { moderationStatus: 'pending', screening: updated.review_note },
      after: { moderationStatus: status },
      note,
    })
    return { status }
  })
}

/** Review states of the owner's designs that are not public: for My Designs' badges. */
export async function reviewStatesOf(db: DB, userId: number): Promise<Record<number, string>> {
  const rows = await db
    .selectFrom('designs')
    .select(['id', 'moderation_status'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('moderation_status', '!=', 'approved')
    .execute()
  return Object.fromEntries(rows.map((r) => [r.id, r.moderation_status]))
}
