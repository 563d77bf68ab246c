import { sql, type Transaction } from 'kysely'
import type { Database, OperatorAlertDetail, OperatorAlertKind } from '#db/schema.ts'
import type { DB } from '~/lib/db.server.ts'

// The operator's alerts (ADR 163): what a provider reported that a person must look at. Raised inside
// the transaction that learns it, once per key, and open until the provider moves on or an operator
// deals with it.

type Db = DB | Transaction<Database>

export interface OperatorAlert {
  id: number
  kind: OperatorAlertKind
  orderId: number | null
  orderPublicId: string | null
  providerStatus: string
  detail: OperatorAlertDetail | null
  createdAt: Date
}

/** Raises an alert unless one with `key` exists; true when this call raised it. */
export async function raiseAlert(
  db: Db,
  alert: { key: string; kind: OperatorAlertKind; orderId: number | null; providerStatus: string; detail?: OperatorAlertDetail },
): Promise<boolean> {
  const row = await db
    .insertInto('operator_alerts')
    .values({
      key: alert.key,
      kind: alert.kind,
      order_id: alert.orderId,
      provider_status: alert.providerStatus,
      detail: alert.detail ? JSON.stringify(alert.detail) : null,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst()
  return Boolean(row)
}

/** The order's open hold at the print provider, if any. */
export async function findOpenHold(db: Db, orderId: number) {
  return db
    .selectFrom('operator_alerts')
    .select(['id', 'provider_status', 'created_at'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'fulfilment_hold')
    .where('resolved_at', 'is', null)
    .executeTakeFirst()
}

/**
 * Raises a hold for the order unless one is open: each hold gets its own key (the order and how many
 * holds it had), so an order held again after a release is alerted again. Callers hold the order's
 * row lock, so two reports of one hold raise it once. True when raised here.
 */
export async function raiseHold(db: Db, orderId: number, providerStatus: string): Promise<boolean> {
  const open = await findOpenHold(db, orderId)
  if (open) {
    if (open.provider_status !== providerStatus)
      await db.updateTable('operator_alerts').set({ provider_status: providerStatus }).where('id', '=', open.id).execute()
    return false
  }
  const earlier = await db
    .selectFrom('operator_alerts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'fulfilment_hold')
    .executeTakeFirstOrThrow()
  return raiseAlert(db, {
    key: `fulfilment_hold:${orderId}:${Number(earlier.n) + 1}`,
    kind: 'fulfilment_hold',
    orderId,
    providerStatus,
  })
}

/** Closes the order's open hold with what ended it; true when one was open. */
export async function resolveHold(db: Db, orderId: number, resolution: string): Promise<boolean> {
  const result = await db
    .updateTable('operator_alerts')
    .set({ resolved_at: sql<Date>`now()`, resolution })
    .where('order_id', '=', orderId)
    .where('kind', '=', 'fulfilment_hold')
    .where('resolved_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Closes one alert (an operator read it and dealt with it); false when it was closed already. */
export async function resolveAlert(db: Db, alertId: number, resolution: string): Promise<boolean> {
  const result = await db
    .updateTable('operator_alerts')
    .set({ resolved_at: sql<Date>`now()`, resolution })
    .where('id', '=', alertId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Open alerts, oldest first, with their order's public id; `orderId` narrows them to one order. */
export async function listOpenAlerts(db: DB, options: { orderId?: number; limit?: number } = {}): Promise<OperatorAlert[]> {
  let query = db
    .selectFrom('operator_alerts as a')
    .leftJoin('orders as o', 'o.id', 'a.order_id')
    .select(['a.id', 'a.kind', 'a.order_id', 'o.public_id', 'a.provider_status', 'a.detail', 'a.created_at'])
    .where('a.resolved_at', 'is', null)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .limit(options.limit ?? 100)
  if (options.orderId !== undefined) query = query.where('a.order_id', '=', options.orderId)
  const rows = await query.execute()
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    orderId: r.order_id,
    orderPublicId: r.public_id,
    providerStatus: r.provider_status,
    detail: r.detail,
    createdAt: r.created_at,
  }))
}

interface HoldEmailQuery {
  emailKind?: 'hold' | 'delayed'
  limit?: number
}

/**
 * Open holds raised since `days` ago whose e-mail of `emailKind` (the order's e-mail claim
 * "<kind>:<alert id>": "hold" the operator's, "delayed" the shopper's) was not sent and is not being
 * sent, for the e-mail sweeps.
 */
export async function listRecentOpenHolds(db: DB, days: number, { emailKind = 'hold', limit = 20 }: HoldEmailQuery = {}) {
  return db
    .selectFrom('operator_alerts as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .select(['a.id', 'a.order_id', 'o.public_id', 'o.email', 'a.provider_status', 'a.created_at'])
    .where('a.kind', '=', 'fulfilment_hold')
    .where('a.resolved_at', 'is', null)
    .where('a.created_at', '>', sql<Date>`now() - make_interval(days => ${days})`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('email_claims as c')
            .select('c.order_id')
            .whereRef('c.order_id', '=', 'a.order_id')
            .where('c.kind', '=', sql<string>`concat(${emailKind}::text, ':', a.id)`)
            .where((w) => w.or([w('c.sent_at', 'is not', null), w('c.leased_until', '>', sql<Date>`now()`)])),
        ),
      ),
    )
    .orderBy('a.id')
    .limit(limit)
    .execute()
}
