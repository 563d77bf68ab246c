import { randomUUID } from 'node:crypto'
import type { DB } from '~/lib/db.server.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'
import { findCart, type Cart, type CartOwner } from './cart.server.ts'

// Carts as resources of the API (ADR 126): an integrator acting for many customers makes one cart per
// customer. Each cart is its own owner of lines and payments (its visitor_id is the cart's own), so
// two carts of one user never share a payment intent; api_user_id says whose it is, and only that
// user reaches it.

const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The owner under which an API cart's lines and payments are kept. */
function apiCartOwner(cartId: string, userId: number): CartOwner {
  return { visitorId: `api-cart:${cartId}`, userId }
}

/** A new, empty cart of `userId`. */
export async function createApiCart(db: DB, userId: number): Promise<{ cartId: string; owner: CartOwner }> {
  const cartId = randomUUID()
  const owner = apiCartOwner(cartId, userId)
  await db.insertInto('carts').values({ id: cartId, visitor_id: owner.visitorId, api_user_id: userId }).execute()
  return { cartId, owner }
}

/**
 * The owner of cart `cartId` when it is an API cart of `userId`, and whether its payment closed it
 * (a closed cart takes no more lines or payments); null otherwise (not theirs, not one, no such id).
 */
export async function findApiCartOwner(
  db: DB,
  userId: number,
  cartId: string,
): Promise<{ owner: CartOwner; closed: boolean } | null> {
  if (!CART_ID.test(cartId)) return null
  const row = await db
    .selectFrom('carts')
    .select(['visitor_id', 'closed_at'])
    .where('id', '=', cartId)
    .where('api_user_id', '=', userId)
    .executeTakeFirst()
  return row ? { owner: { visitorId: row.visitor_id, userId }, closed: row.closed_at !== null } : null
}

/** The cart, with its lines priced now, for its owner (a closed API cart too: its id stays its own). */
export async function findApiCart(
  db: DB,
  tax: TaxService | null,
  fulfilment: FulfilmentServices,
  owner: CartOwner,
): Promise<Cart> {
  const cart = await findCart(db, tax, fulfilment, owner.visitorId, { closedToo: true })
  if (!cart) throw new Error(`API cart of ${owner.visitorId} vanished`)
  return cart
}

/** Whether payment `paymentId` was opened for one of `userId`'s API carts. */
export async function isApiCartPaymentOf(db: DB, userId: number, paymentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('checkout_payments as p')
    .innerJoin('carts as c', 'c.id', 'p.cart_id')
    .select('p.id')
    .where('p.id', '=', paymentId)
    .where('c.api_user_id', '=', userId)
    .executeTakeFirst()
  return Boolean(row)
}
