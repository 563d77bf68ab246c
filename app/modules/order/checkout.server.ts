import { sql } from 'kysely'
import type { CheckoutSnapshotItem } from '#db/schema.ts'
import { findCart, type Cart, type CartOwner } from '~/modules/cart/cart.server.ts'
import type { PaymentIntentSummary, PaymentProcessor, StripePaymentProcessor } from '~/services/payments/payments.ts'
import type { DB } from '~/utils/db.server.ts'

export type PrepareResult =
  { ok: true; intent: PaymentIntentSummary; cart: Cart } | { ok: false; error: 'empty-cart' | 'no-address' }

const UPDATABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action'])

function snapshotItems(cart: Cart): CheckoutSnapshotItem[] {
  return cart.lines.map((l) => ({
    cartItemId: l.id,
    designId: l.designId,
    productId: l.productId,
    variantId: l.variantId,
    printifyProductId: l.printifyProductId,
    shopId: l.shopId,
    title: l.title,
    imageUrl: l.imageUrl,
    color: l.color,
    size: l.size,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
  }))
}

/** Records (or refreshes) what payment `id` pays for: this revision of the cart, priced by the server. */
async function recordSnapshot(db: DB, id: string, provider: string, owner: CartOwner, cart: Cart) {
  const values = {
    cart_revision: cart.revision,
    user_id: owner.userId,
    items: JSON.stringify(snapshotItems(cart)),
    address: cart.address ? JSON.stringify(cart.address) : null,
    pricing: JSON.stringify(cart.pricing),
    amount: cart.pricing.total,
    currency: cart.pricing.currency.toLowerCase(),
  }
  await db
    .insertInto('checkout_payments')
    .values({ id, provider, cart_id: cart.id, visitor_id: owner.visitorId, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updated_at: sql`now()` }))
    .execute()
}

/**
 * A payment intent for the visitor's cart at its current revision, at the price the server computes.
 * Reuses the cart's open intent (updating its amount when the cart changed) and keys every call by the
 * cart revision, so double clicks and parallel tabs converge on one intent.
 */
export async function preparePaymentIntent(
  db: DB,
  processor: PaymentProcessor,
  owner: CartOwner,
  { requireAddress }: { requireAddress: boolean },
): Promise<PrepareResult> {
  const cart = await findCart(db, owner.visitorId)
  if (!cart || cart.lines.length === 0) return { ok: false, error: 'empty-cart' }
  if (requireAddress && !cart.address) return { ok: false, error: 'no-address' }

  const previous = await db
    .selectFrom('checkout_payments')
    .select(['id', 'cart_revision', 'amount'])
    .where('cart_id', '=', cart.id)
    .where('provider', '=', processor.kind)
    .where('id', 'not like', 'cs\\_%')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()

  let intent: PaymentIntentSummary | null = null
  if (previous) {
    const current = await processor.retrievePaymentIntent(previous.id)
    if (current && UPDATABLE.has(current.status)) {
      intent =
        current.amount === cart.pricing.total
          ? current
          : await processor.updatePaymentIntentAmount(current.id, cart.pricing.total, `pi-update:${current.id}:${cart.revision}`)
    }
  }
  intent ??= await processor.createPaymentIntent({
    amount: cart.pricing.total,
    currency: cart.pricing.currency.toLowerCase(),
    metadata: { cart_id: cart.id, cart_revision: cart.revision },
    idempotencyKey: `pi-create:${cart.id}:${cart.revision}`,
  })
  await recordSnapshot(db, intent.id, processor.kind, owner, cart)
  return { ok: true, intent, cart }
}

/** A hosted Stripe Checkout Session for the cart (the Pay button without JavaScript). */
export async function prepareCheckoutSession(
  db: DB,
  processor: StripePaymentProcessor,
  owner: CartOwner,
  appUrl: string,
): Promise<{ ok: true; url: string } | { ok: false; error: 'empty-cart' | 'no-address' }> {
  const cart = await findCart(db, owner.visitorId)
  if (!cart || cart.lines.length === 0) return { ok: false, error: 'empty-cart' }
  if (!cart.address) return { ok: false, error: 'no-address' }
  const shirts = cart.pricing.quantity
  const session = await processor.createCheckoutSession({
    amount: cart.pricing.total,
    currency: cart.pricing.currency.toLowerCase(),
    description: `${shirts} custom t-shirt${shirts === 1 ? '' : 's'} (discount and standard shipping included)`,
    customerEmail: cart.address.email,
    metadata: { cart_id: cart.id, cart_revision: cart.revision },
    successUrl: `${appUrl}/checkout/complete?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${appUrl}/checkout`,
    idempotencyKey: `cs-create:${cart.id}:${cart.revision}`,
  })
  await recordSnapshot(db, session.id, 'stripe', owner, cart)
  return { ok: true, url: session.url }
}

/** Who started a payment: only that browser may learn the order's id from the payment id. */
export async function findPaymentOwner(db: DB, snapshotId: string) {
  return db.selectFrom('checkout_payments').select(['visitor_id', 'user_id']).where('id', '=', snapshotId).executeTakeFirst()
}
