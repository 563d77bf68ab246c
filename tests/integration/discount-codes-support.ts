import type { TestApp } from '../support/app-server.ts'
import type { TestClient } from '../support/client.ts'

// Seeding helpers shared by the discount-codes-*.test.ts files (ADR 160).

const DAY = 24 * 60 * 60 * 1000

export interface CodeSeed {
  kind?: 'percent' | 'fixed'
  percentOff?: number
  amountOffCents?: number
  startsAt?: Date
  endsAt?: Date | null
  maxUses?: number | null
  uses?: number
  oncePerCustomer?: boolean
  minSubtotalCents?: number
  deactivated?: boolean
}

let seq = 0

/** A code written straight to the table (the console's form has its own test), named uniquely. */
export async function seedCode(app: TestApp, prefix: string, seed: CodeSeed = {}): Promise<string> {
  seq += 1
  const code = `${prefix}${seq}`.toUpperCase()
  const kind = seed.kind ?? 'percent'
  await app.db
    .insertInto('discount_codes')
    .values({
      code,
      kind,
      percent_off: kind === 'percent' ? (seed.percentOff ?? 10) : null,
      amount_off_cents: kind === 'fixed' ? (seed.amountOffCents ?? 500) : null,
      starts_at: seed.startsAt ?? new Date(Date.now() - DAY),
      ends_at: seed.endsAt === undefined ? new Date(Date.now() + 30 * DAY) : seed.endsAt,
      max_uses: seed.maxUses ?? null,
      uses: seed.uses ?? 0,
      once_per_customer: seed.oncePerCustomer ?? false,
      min_subtotal_cents: seed.minSubtotalCents ?? 0,
      created_by: null,
      deactivated_at: seed.deactivated ? new Date() : null,
    })
    .execute()
  return code
}

export const IN_A_DAY = () => new Date(Date.now() + DAY)
export const A_DAY_AGO = () => new Date(Date.now() - DAY)

/** What the code's uses say: the count on the code and the rows of paid orders that used it. */
export async function usesOf(app: TestApp, code: string) {
  const row = await app.db.selectFrom('discount_codes').select(['id', 'uses']).where('code', '=', code).executeTakeFirstOrThrow()
  const rows = await app.db.selectFrom('discount_code_uses').select('order_id').where('code_id', '=', row.id).execute()
  return { uses: row.uses, rows: rows.length }
}

/** Applies a code on the checkout without JavaScript (the form's intent button). */
export function applyCode(client: TestClient, code: string) {
  return client.form('/checkout', { intent: 'apply-code', code })
}

export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }
