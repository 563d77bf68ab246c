import type { Selectable, Transaction } from 'kysely'
import type { Database, DiscountCodesTable } from '#db/schema.ts'
import { recordAudit, type Operator } from '~/modules/audit/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { checkCode, codeDiscountCents, describeCode, refusalMessage, type CodeRefusal, type DiscountCodeRecord } from './rules.ts'
import type { CreateDiscountCodeInput } from './schema.ts'

type Executor = DB | Transaction<Database>

export function recordOf(row: Selectable<DiscountCodesTable>): DiscountCodeRecord {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percent_off,
    amountOffCents: row.amount_off_cents,
    startsAt: new Date(row.starts_at),
    endsAt: row.ends_at ? new Date(row.ends_at) : null,
    maxUses: row.max_uses,
    uses: row.uses,
    oncePerCustomer: row.once_per_customer,
    minSubtotalCents: row.min_subtotal_cents,
    deactivatedAt: row.deactivated_at ? new Date(row.deactivated_at) : null,
  }
}

/** The customer a once-per-customer code counts: the signed-in account and the address's e-mail. */
export interface CodeCustomer {
  userId: number | null
  email: string | null
}

export async function findCodeRecord(db: Executor, code: string): Promise<DiscountCodeRecord | null> {
  const row = await db.selectFrom('discount_codes').selectAll().where('code', '=', code).executeTakeFirst()
  return row ? recordOf(row) : null
}

/** Whether a paid order of this customer (same account, or same e-mail in any case) used the code. */
export async function usedByCustomer(db: Executor, codeId: number, customer: CodeCustomer): Promise<boolean> {
  const email = customer.email?.trim().toLowerCase() ?? null
  if (customer.userId === null && !email) return false
  const row = await db
    .selectFrom('discount_code_uses')
    .select('id')
    .where('code_id', '=', codeId)
    .where((eb) =>
      eb.or([
        ...(customer.userId !== null ? [eb('user_id', '=', customer.userId)] : []),
        ...(email ? [eb('email', '=', email)] : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst()
  return Boolean(row)
}

/** A code applied to goods: what the pricing's code step takes off, and the summary's words. */
export type CodeEvaluation =
  | { ok: true; code: string; label: string; step: (goodsCents: number) => { code: string; amount: number } }
  | { ok: false; code: string; refusal: CodeRefusal; message: string }

/** Whether `code` applies to a cart of `subtotalCents` (before discounts) for `customer`, now. */
export async function evaluateCode(
  db: Executor,
  code: string,
  { subtotalCents, customer, now = new Date() }: { subtotalCents: number; customer: CodeCustomer; now?: Date },
): Promise<CodeEvaluation> {
  const record = await findCodeRecord(db, code)
  const used = record?.oncePerCustomer ? await usedByCustomer(db, record.id, customer) : false
  const checked = checkCode(record, { now, subtotalCents, usedByCustomer: used })
  if (!checked.ok) return { ok: false, code, refusal: checked.refusal, message: refusalMessage(checked.refusal, code, record) }
  const applied = record!
  return {
    ok: true,
    code: applied.code,
    label: describeCode(applied),
    step: (goodsCents) => ({ code: applied.code, amount: codeDiscountCents(applied, goodsCents) }),
  }
}

export type CreateCodeResult = { ok: true; id: number } | { ok: false; error: 'duplicate' }

/** A new code, written to the audit log in the same transaction. */
export async function createDiscountCode(db: DB, operator: Operator, input: CreateDiscountCodeInput): Promise<CreateCodeResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('discount_codes')
      .values({
        code: input.code,
        kind: input.kind,
        percent_off: input.kind === 'percent' ? (input.percentOff ?? null) : null,
        amount_off_cents: input.kind === 'fixed' ? (input.amountOffCents ?? null) : null,
        starts_at: input.startsAt,
        ends_at: input.endsAt ?? null,
        max_uses: input.maxUses ?? null,
        once_per_customer: input.oncePerCustomer,
        min_subtotal_cents: input.minSubtotalCents,
        created_by: operator.id,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returningAll()
      .executeTakeFirst()
    if (!row) return { ok: false, error: 'duplicate' } as const
    const { created_by: _by, created_at: _at, ...after } = row
    await recordAudit(trx, operator, { action: 'discount_code.create', targetType: 'discount_code', targetId: row.code, after })
    return { ok: true, id: row.id } as const
  })
}

/** Deactivates a code (it is never deleted: paid orders name it); a second call changes nothing. */
export async function deactivateDiscountCode(
  db: DB,
  operator: Operator,
  codeId: number,
): Promise<{ ok: boolean; code?: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('discount_codes')
      .set({ deactivated_at: new Date() })
      .where('id', '=', codeId)
      .where('deactivated_at', 'is', null)
      .returning(['code', 'uses'])
      .executeTakeFirst()
    if (!row) return { ok: false }
    await recordAudit(trx, operator, {
      action: 'discount_code.deactivate',
      targetType: 'discount_code',
      targetId: row.code,
      before: { active: true },
      after: { active: false, uses: row.uses },
    })
    return { ok: true, code: row.code }
  })
}

export interface ListedCode extends DiscountCodeRecord {
  label: string
  createdAt: Date
}

/** Every code, newest first (the console's list). */
export async function listDiscountCodes(db: DB, limit = 200): Promise<ListedCode[]> {
  const rows = await db
    .selectFrom('discount_codes')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => {
    const record = recordOf(row)
    return { ...record, label: describeCode(record), createdAt: new Date(row.created_at) }
  })
}
