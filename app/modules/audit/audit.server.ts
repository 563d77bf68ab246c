import type { Transaction } from 'kysely'
import type { Database } from '#db/schema.ts'
import type { DB } from '~/lib/db.server.ts'

// The operators' audit log (ADR 127): one row per console action, who, what, when and the state
// before and after. Append-only: the table's trigger refuses UPDATE and DELETE, and this module has
// no function that would try.

export interface Operator {
  id: number
  username: string
}

export interface AuditEntry {
  action: string
  targetType: 'design' | 'user' | 'order' | 'report' | 'job' | 'payout' | 'alert' | 'discount_code'
  targetId: string | number
  before?: unknown
  after?: unknown
  note?: string | null
}

export async function recordAudit(db: DB | Transaction<Database>, operator: Operator, entry: AuditEntry) {
  await db
    .insertInto('admin_audit_log')
    .values({
      actor_user_id: operator.id,
      actor_name: operator.username,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      note: entry.note ?? null,
    })
    .execute()
}

export interface AuditRow {
  id: string
  actorName: string
  action: string
  targetType: string
  targetId: string
  before: unknown
  after: unknown
  note: string | null
  createdAt: Date
}

/** The newest entries first; `targetType`/`targetId` narrow it to one thing's history. */
export async function listAudit(
  db: DB,
  { limit = 100, targetType, targetId }: { limit?: number; targetType?: string; targetId?: string } = {},
): Promise<AuditRow[]> {
  let query = db.selectFrom('admin_audit_log').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit)
  if (targetType) query = query.where('target_type', '=', targetType)
  if (targetId) query = query.where('target_id', '=', targetId)
  const rows = await query.execute()
  return rows.map((r) => ({
    id: String(r.id),
    actorName: r.actor_name,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: r.before,
    after: r.after,
    note: r.note,
    createdAt: r.created_at,
  }))
}
