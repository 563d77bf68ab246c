import { sql } from 'kysely'
import { evaluateCode } from '~/modules/discount-code/index.server.ts'
import type { CodeRefusal } from '~/modules/discount-code/index.ts'
import type { DB } from '~/lib/db.server.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'
import { findCart, type CartOwner } from './cart.server.ts'

export type ApplyCodeResult =
  | { ok: true; code: string | null }
  | { ok: false; error: 'no-cart' }
  | { ok: false; error: 'refused'; refusal: CodeRefusal; message: string }

/**
 * Keeps `code` with the owner's open cart once it applies to that cart now (null removes the code).
 * A refused code is not kept: the cart keeps whatever code it had. Changing the code changes the
 * cart's revision, so a payment prepared before is never the payment of the new price.
 */
export async function applyCartCode(
  db: DB,
  tax: TaxService | null,
  fulfilment: FulfilmentServices,
  owner: CartOwner,
  code: string | null,
): Promise<ApplyCodeResult> {
  const cart = await findCart(db, tax, fulfilment, owner.visitorId, { userId: owner.userId })
  if (!cart) return { ok: false, error: 'no-cart' }
  if (code !== null) {
    const evaluation = await evaluateCode(db, code, {
      subtotalCents: cart.pricing.subtotal,
      customer: { userId: owner.userId, email: cart.address?.email ?? null },
    })
    if (!evaluation.ok) return { ok: false, error: 'refused', refusal: evaluation.refusal, message: evaluation.message }
  }
  await db
    .updateTable('carts')
    .set({ discount_code: code, updated_at: sql`clock_timestamp()` })
    .where('id', '=', cart.id)
    .where('closed_at', 'is', null)
    .execute()
  return { ok: true, code }
}
