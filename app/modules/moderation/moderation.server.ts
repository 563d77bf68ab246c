import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { recordAudit, type Operator } from '~/modules/audit/index.server.ts'
import { shouldHold, type ReportInput, type ReportReason } from './reports.ts'

// Reports and the moderation queue (ADR 127). A design is public only while its moderation_status
// is 'approved'; 'held' keeps it out of every public list and off its product page for others until
// an operator restores it; 'removed' is an operator's take-down (the design is also soft-deleted).

export type ReportOutcome = { ok: true; held: boolean } | { ok: false; error: 'not-found' | 'duplicate' | 'own-design' }

/**
 * Records a report of a public design by one reporter (`u:<user>` or `v:<visitor>`); a second
 * report by the same reporter is a duplicate. Holds the design when its open reports call for it.
 */
export async function reportDesign(
  db: DB,
  reporter: { key: string; userId: number | null },
  input: ReportInput,
): Promise<ReportOutcome> {
  return db.transaction().execute(async (trx) => {
    const design = await trx
      .selectFrom('designs')
      .select(['id', 'user_id', 'moderation_status'])
      .where('id', '=', input.designId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst()
    if (!design || design.moderation_status === 'removed') return { ok: false, error: 'not-found' } as const
    if (reporter.userId !== null && design.user_id === reporter.userId) return { ok: false, error: 'own-design' } as const
    const inserted = await trx
      .insertInto('design_reports')
      .values({
        design_id: design.id,
        reason: input.reason,
        note: input.note,
        reporter_key: reporter.key,
        reporter_user_id: reporter.userId,
      })
      .onConflict((oc) => oc.columns(['design_id', 'reporter_key']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) return { ok: false, error: 'duplicate' } as const
    const open = await trx
      .selectFrom('design_reports')
      .select(['reason', 'reporter_key'])
      .where('design_id', '=', design.id)
      .where('resolved_at', 'is', null)
      .execute()
    const reporters = new Set(open.map((r) => r.reporter_key)).size
    const hold = design.moderation_status === 'approved' && shouldHold(open as { reason: ReportReason }[], reporters)
    if (hold) await trx.updateTable('designs').set({ moderation_status: 'held' }).where('id', '=', design.id).execute()
    return { ok: true, held: hold || design.moderation_status === 'held' } as const
  })
}

export interface QueueItem {
  designId: number
  name: string
  prompt: string
  imageUrl: string | null
  mockupUrl: string | null
  source: string
  status: string
  /** What the upload screening found (ADR 133), for an upload. */
  reviewNote: string | null
  designCreatedAt: Date
  deleted: boolean
  owner: { id: number; username: string; blocked: boolean } | null
  reports: {
    id: number
    reason: ReportReason
    note: string | null
    createdAt: Date
    resolvedAt: Date | null
    resolution: string | null
  }[]
}

/**
 * Designs with open reports, held designs first and then by their oldest open report; with
 * `resolved`, the designs whose reports were dealt with, newest first.
 */
export async function listModerationQueue(db: DB, { resolved = false, limit = 50 } = {}): Promise<QueueItem[]> {
  const designIds = await db
    .selectFrom('design_reports as r')
    .innerJoin('designs as d', 'd.id', 'r.design_id')
    .select(['r.design_id', sql<Date>`min(r.created_at)`.as('first'), sql<Date>`max(r.resolved_at)`.as('last_resolved')])
    .$if(!resolved, (q) => q.where('r.resolved_at', 'is', null))
    .$if(resolved, (q) => q.where('r.resolved_at', 'is not', null))
    .groupBy(['r.design_id', 'd.moderation_status'])
    .$if(!resolved, (q) => q.orderBy(sql`d.moderation_status = 'held'`, 'desc').orderBy(sql`min(r.created_at)`, 'asc'))
    .$if(resolved, (q) => q.orderBy(sql`max(r.resolved_at)`, 'desc'))
    .limit(limit)
    .execute()
  return findReviewItems(
    db,
    designIds.map((row) => row.design_id),
  )
}

/**
 * Designs with all their reports and their owners, for review, in the order of `designIds` (ids of
 * no design are left out). Two queries whatever the number of designs.
 */
export async function findReviewItems(db: DB, designIds: number[]): Promise<QueueItem[]> {
  if (designIds.length === 0) return []
  const [designs, reports] = await Promise.all([
    db
      .selectFrom('designs as d')
      .leftJoin('users as u', 'u.id', 'd.user_id')
      .select([
        'd.id',
        'd.name',
        'd.prompt',
        'd.image_url',
        'd.mockup_url',
        'd.source',
        'd.moderation_status',
        'd.review_note',
        'd.created_at',
        'd.deleted_at',
        'u.id as owner_id',
        'u.username as owner_name',
        'u.blocked_at as owner_blocked_at',
      ])
      .where('d.id', 'in', designIds)
      .execute(),
    db
      .selectFrom('design_reports')
      .select(['id', 'design_id', 'reason', 'note', 'created_at', 'resolved_at', 'resolution'])
      .where('design_id', 'in', designIds)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute(),
  ])
  const byId = new Map(designs.map((design) => [design.id, design]))
  return designIds.flatMap((id) => {
    const design = byId.get(id)
    if (!design) return []
    const item: QueueItem = {
      designId: design.id,
      name: design.name,
      prompt: design.prompt,
      imageUrl: design.image_url,
      mockupUrl: design.mockup_url,
      source: design.source,
      status: design.moderation_status,
      reviewNote: design.review_note,
      designCreatedAt: design.created_at,
      deleted: design.deleted_at !== null,
      owner:
        design.owner_id !== null && design.owner_name !== null
          ? { id: design.owner_id, username: design.owner_name, blocked: design.owner_blocked_at !== null }
          : null,
      reports: reports
        .filter((r) => r.design_id === id)
        .map((r) => ({
          id: r.id,
          reason: r.reason,
          note: r.note,
          createdAt: r.created_at,
          resolvedAt: r.resolved_at,
          resolution: r.resolution,
        })),
    }
    return [item]
  })
}

export type ReviewDecision = 'hide' | 'restore' | 'delete'

const DECISION_STATUS: Record<ReviewDecision, string> = { hide: 'held', restore: 'approved', delete: 'removed' }

/**
 * An operator's decision on a design: hide it (keeps it out of public view, reports stay open),
 * restore it (public again, its open reports resolved as dismissed) or delete it (taken down for
 * good, reports resolved). Recorded in the audit log with the status before and after. Null when
 * there is no such design.
 */
export async function decideDesign(db: DB, operator: Operator, designId: number, decision: ReviewDecision, note: string | null) {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('designs')
      .select(['moderation_status', 'deleted_at'])
      .where('id', '=', designId)
      .forUpdate()
      .executeTakeFirst()
    if (!before) return null
    const status = DECISION_STATUS[decision]
    await trx
      .updateTable('designs')
      .set({
        moderation_status: status,
        ...(decision === 'delete' ? { deleted_at: sql`coalesce(deleted_at, now())`, in_community: false } : {}),
      })
      .where('id', '=', designId)
      .execute()
    if (decision !== 'hide') {
      await trx
        .updateTable('design_reports')
        .set({ resolved_at: sql`now()`, resolution: decision === 'restore' ? 'dismissed' : 'removed' })
        .where('design_id', '=', designId)
        .where('resolved_at', 'is', null)
        .execute()
    }
    await recordAudit(trx, operator, {
      action: `design.${decision}`,
      targetType: 'design',
      targetId: designId,
      before: { moderationStatus: before.moderation_status, deleted: before.deleted_at !== null },
      after: { moderationStatus: status, deleted: decision === 'delete' || before.deleted_at !== null },
      note,
    })
    return { status }
  })
}

/**
 * Blocks an account: its sign-in sessions end, its API tokens are revoked, its shops leave public
 * view (the shop module hides shops of blocked owners) and a new sign-in is refused. Unblocking
 * lets it sign in again; revoked tokens stay revoked. Null when there is no such user.
 */
export async function setUserBlocked(db: DB, operator: Operator, userId: number, blocked: boolean, note: string | null) {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'blocked_at'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst()
    if (!user) return null
    await trx
      .updateTable('users')
      .set({ blocked_at: blocked ? sql`coalesce(blocked_at, now())` : null })
      .where('id', '=', userId)
      .execute()
    let sessions = 0
    let tokens = 0
    if (blocked) {
      const ended = await trx.deleteFrom('user_sessions').where('user_id', '=', userId).executeTakeFirst()
      sessions = Number(ended.numDeletedRows)
      const revoked = await trx
        .updateTable('api_tokens')
        .set({ revoked_at: sql`now()` })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      tokens = Number(revoked.numUpdatedRows)
    }
    // Touching the owner's shops bumps the public pages' cache stamp, so they disappear (or come back) at once.
    await trx
      .updateTable('shops')
      .set({ updated_at: sql`now()` })
      .where('user_id', '=', userId)
      .execute()
    await recordAudit(trx, operator, {
      action: blocked ? 'user.block' : 'user.unblock',
      targetType: 'user',
      targetId: userId,
      before: { blocked: user.blocked_at !== null },
      after: { blocked, ...(blocked ? { tokensRevoked: tokens } : {}) },
      note,
    })
    return { blocked, sessions, tokens }
  })
}

/** Whether the account is blocked (sign-in refuses it). */
export async function isUserBlocked(db: DB, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('blocked_at').where('id', '=', userId).executeTakeFirst()
  return Boolean(row?.blocked_at)
}

/** Counts for the console's overview: designs with open reports, held designs, uploads awaiting review. */
export async function moderationCounts(db: DB) {
  const reported = await db
    .selectFrom('design_reports')
    .select(sql<number>`count(distinct design_id)`.as('n'))
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow()
  const held = await db
    .selectFrom('designs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('moderation_status', '=', 'held')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
  const awaiting = await db
    .selectFrom('designs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('moderation_status', '=', 'pending')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
  return { reportedDesigns: Number(reported.n), heldDesigns: Number(held.n), awaitingUploads: Number(awaiting.n) }
}

/**
 * Holds a design the word list flagged (a title, say) for an operator: an open report from the
 * screening itself puts it in the moderation queue, and the design leaves public view until reviewed.
 */
export async function holdScreenedDesign(db: DB, designId: number, note: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('design_reports')
      .values({ design_id: designId, reason: 'other', note, reporter_key: 'screening', reporter_user_id: null })
      .onConflict((oc) =>
        oc
          .columns(['design_id', 'reporter_key'])
          .doUpdateSet({ note, resolved_at: null, resolution: null, created_at: sql`now()` }),
      )
      .execute()
    await trx
      .updateTable('designs')
      .set({ moderation_status: 'held' })
      .where('id', '=', designId)
      .where('moderation_status', '=', 'approved')
      .execute()
  })
}
