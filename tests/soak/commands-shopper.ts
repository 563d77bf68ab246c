import { SoakClient, ADDRESS, CARD } from './client.ts'
import { pick, skipped, SoakCommand, stepLog } from './command.ts'
import { InvariantBroken } from './invariants.ts'
import { checkIsolation } from './isolation.ts'
import { bump, liveShops, markUnsellable, shopsNow, type Model } from './model.ts'
import type { World } from './processes.ts'

// Shoppers: they come back (a new browser session, signed in again), fill and edit carts with plain
// form posts as a browser without JavaScript does, pay, and use the JSON API with their token.

type Size = 'S' | 'M' | 'L' | 'XL'
const ITEM_IDS = /name="itemId" value="(\d+)"/g

/** The ids of the lines in the shopper's cart, as the cart page lists them. */
async function cartLines(client: SoakClient): Promise<number[] | null> {
  const page = await client.get('/cart')
  if (page.status !== 200) return null
  return [...new Set([...page.text.matchAll(ITEM_IDS)].map((m) => Number(m[1])))]
}

export class AddToCart extends SoakCommand {
  readonly kind = 'shopper: add to cart'
  constructor(
    readonly shopper: number,
    readonly design: number,
    readonly shop: number,
    readonly size: Size,
    readonly quantity: number,
  ) {
    super()
  }
  check = (m: Readonly<Model>) => m.designs.some((d) => !d.deleted)
  async act(m: Model) {
    const person = pick(m.shoppers, this.shopper)!
    const design = pick(
      m.designs.filter((d) => !d.deleted),
      this.design,
    )!
    // Bought through a shop that shows it, when there is one (so the shop earns).
    const shop = pick(
      liveShops(m).filter((s) => s.designs.includes(design.id)),
      this.shop,
    )
    const added = await person.client.form('/cart/add', {
      kind: design.owner === person.userId ? 'own' : 'community',
      designId: String(design.id),
      size: this.size,
      quantity: String(this.quantity),
      ...(shop ? { shopId: String(shop.id) } : {}),
    })
    if (added.status !== 303 || !['/cart', '/checkout'].includes(added.location ?? ''))
      return skipped(m, this.kind, `${added.status} ${added.location ?? ''}`)
    stepLog(`  ${person.client.username} added design ${design.id}${shop ? ` through shop ${shop.id}` : ''}`)
  }
  toString = () =>
    `AddToCart(shopper ${this.shopper}, design #${this.design}, shop #${this.shop}, ${this.size} x${this.quantity})`
}

export class ChangeCartLine extends SoakCommand {
  readonly kind = 'shopper: change cart line'
  constructor(
    readonly shopper: number,
    readonly line: number,
    readonly remove: boolean,
    readonly size: Size,
    readonly quantity: number,
  ) {
    super()
  }
  async act(m: Model) {
    const person = pick(m.shoppers, this.shopper)!
    const lines = await cartLines(person.client)
    const itemId = lines && pick(lines, this.line)
    if (!itemId) return skipped(m, this.kind, 'no cart line')
    const answer = await person.client.form(
      '/cart',
      this.remove
        ? { intent: 'remove-item', itemId: String(itemId) }
        : { intent: 'update-item', itemId: String(itemId), size: this.size, quantity: String(this.quantity) },
    )
    if (answer.status !== 303 && answer.status !== 302) skipped(m, this.kind, String(answer.status))
  }
  toString = () =>
    this.remove
      ? `RemoveCartLine(shopper ${this.shopper}, line #${this.line})`
      : `ChangeCartLine(shopper ${this.shopper}, line #${this.line}, ${this.size} x${this.quantity})`
}

/** Saves the address and pays by card; a confirmed payment must be a new order of what the cart held. */
export class Checkout extends SoakCommand {
  readonly kind = 'shopper: checkout'
  constructor(readonly shopper: number) {
    super()
  }
  async act(m: Model, w: World) {
    const person = pick(m.shoppers, this.shopper)!
    const lines = await cartLines(person.client)
    if (!lines?.length) return skipped(m, this.kind, 'empty cart')
    const saved = await person.client.form('/checkout', { intent: 'save-address', ...ADDRESS })
    if (saved.status !== 303) return skipped(m, this.kind, `address: ${saved.status}`)
    const shops = shopsNow(m)
    const at = Date.now()
    const paid = await person.client.form('/checkout', CARD)
    const orderId = paid.location?.startsWith('/order-confirmation?')
      ? new URL(paid.location, w.url).searchParams.get('id')
      : null
    if (!orderId) return skipped(m, this.kind, `pay: ${paid.status} ${paid.location ?? ''}`)
    const order = (
      await w.db.query<{ id: number; payment_id: string }>('select id, payment_id from orders where public_id = $1', [orderId])
    ).rows[0]
    const mine = m.ordersOf.get(person.userId) ?? []
    if (!order || mine.includes(orderId) || m.payments.has(order.payment_id))
      throw new InvariantBroken(
        'buy-again',
        `${person.client.username} paid for ${lines.length} cart lines and was shown order ${orderId}, ${order ? 'an order they already had' : 'which does not exist'}`,
      )
    m.payments.set(order.payment_id, { buyer: person.userId, at, shops })
    m.ordersOf.set(person.userId, [...mine, orderId])
    m.stats.ordersPaid++
    stepLog(`  ${person.client.username} paid: order ${orderId}`)
  }
  toString = () => `Checkout(shopper ${this.shopper})`
}

/** A new browser session for a shopper: signed out, signed in again, the cart of that account. */
export class ComeBack extends SoakCommand {
  readonly kind = 'shopper: come back'
  constructor(readonly shopper: number) {
    super()
  }
  async act(m: Model, w: World) {
    const person = pick(m.shoppers, this.shopper)!
    const fresh = new SoakClient(w.url, person.client.username)
    fresh.token = person.client.token
    if (!(await fresh.signIn())) return skipped(m, this.kind, 'sign-in failed')
    person.client = fresh
  }
  toString = () => `ComeBack(shopper ${this.shopper})`
}

/** A cart made through the JSON API with the shopper's token (made on /account/tokens the first time). */
export class ApiCart extends SoakCommand {
  readonly kind = 'shopper: API cart'
  constructor(
    readonly shopper: number,
    readonly design: number,
    readonly quantity: number,
  ) {
    super()
  }
  check = (m: Readonly<Model>) => m.designs.some((d) => !d.deleted)
  async act(m: Model, w: World) {
    const person = pick(m.shoppers, this.shopper)!
    if (!person.client.token) {
      const made = await person.client.form('/account/tokens', { intent: 'create', name: 'soak', scopes: ['read', 'orders'] })
      person.client.token = /value="(ss_live_[A-Za-z0-9_-]{43})"/.exec(made.text)?.[1] ?? null
      if (!person.client.token) return skipped(m, this.kind, `token: ${made.status}`)
    }
    const design = pick(
      m.designs.filter((d) => !d.deleted),
      this.design,
    )!
    const variant = (await w.db.query<{ id: number }>('select id from product_variants where is_enabled order by id limit 1'))
      .rows[0]!
    const answer = await person.client.json(
      '/api/carts',
      'POST',
      { items: [{ designId: design.id, variantId: variant.id, quantity: this.quantity }], address: ADDRESS },
      { bearer: true },
    )
    if (answer.status !== 201) return skipped(m, this.kind, String(answer.status))
    m.apiCarts.set(person.userId, (JSON.parse(answer.text) as { cart: { id: string } }).cart.id)
  }
  toString = () => `ApiCart(shopper ${this.shopper}, design #${this.design}, x${this.quantity})`
}

/** One shopper looks, with their session and token, for what is another's. */
export class Peek extends SoakCommand {
  readonly kind = 'shopper: peek at another account'
  constructor(
    readonly viewer: number,
    readonly owner: number,
  ) {
    super()
  }
  async act(m: Model) {
    const people = [...m.shoppers, ...m.creators]
    await checkIsolation(m, pick(people, this.viewer)!, pick(people, this.owner)!)
    m.stats.invariantChecks++
  }
  toString = () => `Peek(person ${this.viewer} at person ${this.owner})`
}

/** A shopper reports a design; if that holds it, the model no longer sells it. */
export class Report extends SoakCommand {
  readonly kind = 'shopper: report a design'
  constructor(
    readonly shopper: number,
    readonly design: number,
  ) {
    super()
  }
  check = (m: Readonly<Model>) => m.designs.some((d) => !d.deleted)
  async act(m: Model, w: World) {
    const person = pick(m.shoppers, this.shopper)!
    const design = pick(
      m.designs.filter((d) => !d.deleted),
      this.design,
    )!
    const sent = await person.client.form('/reports', {
      designId: String(design.id),
      reason: 'other',
      returnTo: '/',
      note: 'soak',
    })
    if (sent.status !== 302 && sent.status !== 303) return skipped(m, this.kind, String(sent.status))
    const row = (await w.db.query('select moderation_status from designs where id = $1', [design.id])).rows[0]
    if (row && row.moderation_status !== 'approved') {
      markUnsellable(design, Date.now())
      bump(m.stats.steps, 'design held by reports')
    }
  }
  toString = () => `Report(shopper ${this.shopper}, design #${this.design})`
}
