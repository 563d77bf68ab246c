import { createHash } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { CheckoutSnapshotItem, Database } from '#db/schema.ts'
import { checkShippingCountry, findCart, type Cart, type CartOwner } from '~/modules/cart/index.server.ts'
import type { PaymentIntentSummary, PaymentProcessor, StripePaymentProcessor } from '~/services/payments/payments.ts'
import type { DB } from '~/lib/db.server.ts'
import type { TaxService } from '~/services/tax/tax.ts'
import type { CodeRefusal } from '~/modules/discount-code/index.ts'
import type { FulfilmentServices } from '~/modules/fulfilment/index.ts'

export type PrepareResult =
  | { ok: true; intent: PaymentIntentSummary; cart: Cart }
  | { ok: false; error: 'empty-cart' | 'no-address' }
  /** The address is in a country the store no longer ships to: `message` names those it does. */
  | { ok: false; error: 'country-not-served'; message: string; served: string[] }
  /** Lines whose design the store no longer sells: the cart is not paid until they are removed. */
  | { ok: false; error: 'design-unavailable'; lineIds: number[] }
  /** A payment of this cart is `processing`: no second payment until it settles or fails. */
  | { ok: false; error: 'payment-processing'; paymentId: string }
  /** The cart's payment intent already succeeded (its order is made from it, not a new payment). */
  | { ok: false; error: 'already-paid'; intent: PaymentIntentSummary }
  /** The discount code kept with the cart no longer applies: removed or met again before paying. */
  | { ok: false; error: 'discount-code'; refusal: CodeRefusal; message: string }
  /** The tax could not be calculated for the address (its provider cannot place it, or did not answer). */
  | { ok: false; error: 'tax'; status: 'invalid-address' | 'unavailable'; message: string }

const UPDATABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action'])

/**
 * What a payment pays for, as the processor's idempotency key: the cart, the amount and currency, the
 * country shipped to with its shipping cost, each line's design, variant and quantity, the
 * discount code with what it took off, and the tax (its label, each line's and the shipping's). The same priced cart (a double click, a second tab) gets
 * the same key and so the same payment; any change of price or lines gets a new key, so an old
 * payment's answer is never replayed for a different amount.
 */
export function pricedSnapshotKey(cart: Cart): string {
  const lines = cart.lines.map((l) => [l.designId, l.variantId, l.quantity, l.unitPriceCents])
  const shipping = [cart.shipping.country, cart.pricing.shipping.cost]
  const code = cart.pricing.code ? [cart.pricing.code.code, cart.pricing.code.amount] : null
  const { tax } = cart.pricing
  const taxed = [tax.label, tax.amount, tax.lineCents, tax.shippingCents]
  const snapshot = JSON.stringify([
    cart.id,
    cart.pricing.total,
    cart.pricing.currency.toLowerCase(),
    shipping,
    lines,
    code,
    taxed,
  ])
  return createHash('sha256').update(snapshot).digest('base64url')
}

/** A cart priced for a country the store does not ship to (now) is not paid: the shopper's error. */
async function notServed(
  fulfilment: FulfilmentServices,
  cart: Cart,
): Promise<{ ok: false; error: 'country-not-served'; message: string; served: string[] } | null> {
  if (cart.shipping.served) return null
  const check = await checkShippingCountry(fulfilment, cart.shipping.country)
  return check.ok ? null : { ok: false, error: 'country-not-served', message: check.message, served: check.served }
}

/** The ids of the cart's lines whose design is no longer for sale. */
function unavailableLineIds(cart: Cart): number[] {
  return cart.lines.filter((l) => !l.available).map((l) => l.id)
}

/**
 * A code kept with the cart that no longer applies stops the payment: the shopper sees why first. So
 * does a tax that is not known for the address (a tax that waits for an address adds nothing yet).
 */
function refusedCode(cart: Cart) {
  const code = cart.discountCode
  if (code?.refusal) return { ok: false, error: 'discount-code', refusal: code.refusal, message: code.message ?? '' } as const
  const { tax } = cart.pricing
  if (tax.status === 'invalid-address' || tax.status === 'unavailable') {
    return { ok: false, error: 'tax', status: tax.status, message: tax.message ?? '' } as const
  }
  return null
}

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

type Executor = DB | Transaction<Database>

/**
 * Records that the payment of checkout `snapshotId` is `processing` (a bank debit the bank has not
 * confirmed yet). The first sighting's time is kept. Returns false when no checkout has that id.
 */
export async function markPaymentProcessing(db: Executor, snapshotId: string): Promise<boolean> {
  const row = await db
    .updateTable('checkout_payments')
    .set({ processing_since: sql`coalesce(processing_since, now())` })
    .where('id', '=', snapshotId)
    .returning('id')
    .executeTakeFirst()
  return Boolean(row)
}

/** The payment of checkout `snapshotId` is no longer processing: it made its order, or it failed. */
export async function clearPaymentProcessing(db: Executor, snapshotId: string): Promise<void> {
  await db
    .updateTable('checkout_payments')
    .set({ processing_since: null })
    .where('id', '=', snapshotId)
    .where('processing_since', 'is not', null)
    .execute()
}

export interface ProcessingPayment {
  /** The checkout's id: a payment intent, or a Checkout Session (cs_...). */
  id: string
  provider: string
  processingSince: Date
  email: string | null
}

/** The cart's payment that is still processing, if any (at most one: the cart takes no other meanwhile). */
export async function findProcessingPayment(db: DB, cartId: string): Promise<ProcessingPayment | null> {
  const row = await db
    .selectFrom('checkout_payments')
    .select(['id', 'provider', 'processing_since', 'address'])
    .where('cart_id', '=', cartId)
    .where('processing_since', 'is not', null)
    .orderBy('processing_since', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row?.processing_since) return null
  return { id: row.id, provider: row.provider, processingSince: row.processing_since, email: row.address?.email ?? null }
}

/** Whether the store already recorded a checkout for payment `id`. */
async function isRecorded(db: DB, id: string) {
  return Boolean(await db.selectFrom('checkout_payments').select('id').where('id', '=', id).executeTakeFirst())
}

/**
 * A payment intent for the visitor's cart at its current revision, at the price the server computes.
 * Reuses the cart's open intent (updating its amount when the cart changed) and keys every call by the
 * cart revision, so double clicks and parallel tabs converge on one intent. While a payment of the
 * cart is `processing` no other is prepared, so the cart is never charged twice.
 */
export async function preparePaymentIntent(
  db: DB,
  tax: TaxService | null,
  fulfilment: FulfilmentServices,
  processor: PaymentProcessor,
  owner: CartOwner,
  { requireAddress }: { requireAddress: boolean },
): Promise<PrepareResult> {
  const cart = await findCart(db, tax, fulfilment, owner.visitorId, { userId: owner.userId })
  if (!cart || cart.lines.length === 0) return { ok: false, error: 'empty-cart' }
  if (requireAddress && !cart.address) return { ok: false, error: 'no-address' }
  const unserved = await notServed(fulfilment, cart)
  if (unserved) return unserved
  const unavailable = unavailableLineIds(cart)
  if (unavailable.length) return { ok: false, error: 'design-unavailable', lineIds: unavailable }
  const refused = refusedCode(cart)
  if (refused) return refused
  const processing = await findProcessingPayment(db, cart.id)
  if (processing) return { ok: false, error: 'payment-processing', paymentId: processing.id }

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
    const settled = current && (await settledIntent(db, current))
    if (settled) return settled
    if (current && UPDATABLE.has(current.status)) intent = await withCartAmount(processor, current, cart)
  }
  if (!intent) {
    const create = (idempotencyKey: string) =>
      processor.createPaymentIntent({
        amount: cart.pricing.total,
        currency: cart.pricing.currency.toLowerCase(),
        metadata: { cart_id: cart.id, cart_revision: cart.revision },
        idempotencyKey,
      })
    const key = `pi-create:${pricedSnapshotKey(cart)}`
    intent = await create(key)
    // Stripe answers a repeated idempotency key with the response it stored the first time, status
    // included: an intent the store already knows may have moved on since, so its status is asked for.
    if (await isRecorded(db, intent.id)) {
      intent = (await processor.retrievePaymentIntent(intent.id)) ?? intent
      const settled = await settledIntent(db, intent)
      if (settled) return settled
      // Canceled: this snapshot's key is spent on an intent that can no longer be paid.
      if (!UPDATABLE.has(intent.status)) intent = await create(`${key}:after:${intent.id}`)
      else intent = await withCartAmount(processor, intent, cart)
    }
  }
  await recordSnapshot(db, intent.id, processor.kind, owner, cart)
  return { ok: true, intent, cart }
}

/** An intent that is processing or succeeded takes no new payment: what the caller is told instead. */
async function settledIntent(db: DB, intent: PaymentIntentSummary): Promise<PrepareResult | null> {
  if (intent.status === 'processing') {
    await markPaymentProcessing(db, intent.id)
    return { ok: false, error: 'payment-processing', paymentId: intent.id }
  }
  if (intent.status === 'succeeded') return { ok: false, error: 'already-paid', intent }
  return null
}

function withCartAmount(processor: PaymentProcessor, intent: PaymentIntentSummary, cart: Cart) {
  return intent.amount === cart.pricing.total
    ? intent
    : processor.updatePaymentIntentAmount(intent.id, cart.pricing.total, `pi-update:${intent.id}:${pricedSnapshotKey(cart)}`)
}

/** A hosted Stripe Checkout Session for the cart (the Pay button without JavaScript). */
export async function prepareCheckoutSession(
  db: DB,
  tax: TaxService | null,
  fulfilment: FulfilmentServices,
  processor: StripePaymentProcessor,
  owner: CartOwner,
  appUrl: string,
): Promise<
  | { ok: true; url: string }
  | { ok: false; error: 'empty-cart' | 'no-address' }
  | { ok: false; error: 'country-not-served'; message: string; served: string[] }
  | { ok: false; error: 'design-unavailable'; lineIds: number[] }
  | { ok: false; error: 'payment-processing'; paymentId: string }
  | { ok: false; error: 'discount-code'; refusal: CodeRefusal; message: string }
  | { ok: false; error: 'tax'; status: 'invalid-address' | 'unavailable'; message: string }
> {
  const cart = await findCart(db, tax, fulfilment, owner.visitorId, { userId: owner.userId })
  if (!cart || cart.lines.length === 0) return { ok: false, error: 'empty-cart' }
  if (!cart.address) return { ok: false, error: 'no-address' }
  const unserved = await notServed(fulfilment, cart)
  if (unserved) return unserved
  const unavailable = unavailableLineIds(cart)
  if (unavailable.length) return { ok: false, error: 'design-unavailable', lineIds: unavailable }
  const refused = refusedCode(cart)
  if (refused) return refused
  const processing = await findProcessingPayment(db, cart.id)
  if (processing) return { ok: false, error: 'payment-processing', paymentId: processing.id }
  const shirts = cart.pricing.quantity
  const session = await processor.createCheckoutSession({
    amount: cart.pricing.total,
    currency: cart.pricing.currency.toLowerCase(),
    description: `${shirts} custom t-shirt${shirts === 1 ? '' : 's'} (${cart.pricing.code ? `code ${cart.pricing.code.code}, ` : ''}discount, standard shipping${cart.pricing.tax.amount ? ' and tax' : ''} included)`,
    customerEmail: cart.address.email,
    metadata: { cart_id: cart.id, cart_revision: cart.revision },
    successUrl: `${appUrl}/checkout/complete?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${appUrl}/checkout`,
    // The session carries the address's e-mail and the return addresses besides the priced snapshot.
    idempotencyKey: `cs-create:${pricedSnapshotKey(cart)}:${createHash('sha256').update(cart.address.email).digest('base64url').slice(0, 16)}`,
  })
  await recordSnapshot(db, session.id, 'stripe', owner, cart)
  return { ok: true, url: session.url }
}

/** The public id of the last order a payment of cart `cartId` made, if any. */
export async function findOrderOfCart(db: DB, cartId: string): Promise<string | null> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('checkout_payments as p', 'p.id', 'o.payment_id')
    .select('o.public_id')
    .where('p.cart_id', '=', cartId)
    .orderBy('o.id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.public_id ?? null
}

/** Who started a payment: only that browser may learn the order's id from the payment id. */
export async function findPaymentOwner(db: DB, snapshotId: string) {
  const row = await db
    .selectFrom('checkout_payments')
    .select(['visitor_id', 'user_id', 'address'])
    .where('id', '=', snapshotId)
    .executeTakeFirst()
  return row ? { visitor_id: row.visitor_id, user_id: row.user_id, email: row.address?.email ?? null } : undefined
}
