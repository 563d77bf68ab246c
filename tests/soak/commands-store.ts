import { randomUUID } from 'node:crypto'
import { pick, skipped, SoakCommand, stepLog } from './command.ts'
import { liveShops, markSellable, markUnsellable, type Model } from './model.ts'
import type { World } from './processes.ts'

// Creators (designs from the offline generator in Flat Design, the cheapest to draw; shops; what a
// shop shows) and the operator (/admin: hide, restore, delete a design; full and partial refunds).

export class CreateDesign extends SoakCommand {
  readonly kind = 'creator: create design'
  constructor(
    readonly creator: number,
    readonly prompt: string,
  ) {
    super()
  }
  async act(m: Model) {
    const person = pick(m.creators, this.creator)!
    const made = await person.client.json('/api/designs/generate', 'POST', { prompt: this.prompt, style: 'Flat Design' })
    if (made.status !== 201) return skipped(m, this.kind, String(made.status))
    const { design } = JSON.parse(made.text) as { design: { id: number } }
    m.designs.push({ id: design.id, owner: person.userId, unsellable: [], deleted: false })
    stepLog(`  ${person.client.username} made design ${design.id}`)
  }
  toString = () => `CreateDesign(creator ${this.creator}, ${JSON.stringify(this.prompt)})`
}

export class DeleteDesign extends SoakCommand {
  readonly kind = 'creator: delete design'
  constructor(
    readonly creator: number,
    readonly design: number,
  ) {
    super()
  }
  async act(m: Model) {
    const person = pick(m.creators, this.creator)!
    const design = pick(
      m.designs.filter((d) => d.owner === person.userId && !d.deleted),
      this.design,
    )
    if (!design) return skipped(m, this.kind, 'no design of theirs')
    const answer = await person.client.form('/my-designs', { intent: 'delete', designId: String(design.id) })
    if (answer.status !== 303) return skipped(m, this.kind, String(answer.status))
    design.deleted = true
    markUnsellable(design, Date.now())
    stepLog(`  ${person.client.username} deleted design ${design.id}`)
  }
  toString = () => `DeleteDesign(creator ${this.creator}, design #${this.design})`
}

export class CreateShop extends SoakCommand {
  readonly kind = 'creator: create shop'
  constructor(readonly creator: number) {
    super()
  }
  async act(m: Model) {
    const person = pick(m.creators, this.creator)!
    const made = await person.client.json('/api/shops', 'POST', { name: `Soak shop ${m.shops.length + 1}`, isPublic: true })
    if (made.status !== 201) return skipped(m, this.kind, String(made.status))
    const { shop } = JSON.parse(made.text) as { shop: { id: number } }
    m.shops.push({ id: shop.id, owner: person.userId, deleted: false, designs: [] })
  }
  toString = () => `CreateShop(creator ${this.creator})`
}

export class DeleteShop extends SoakCommand {
  readonly kind = 'creator: delete shop'
  constructor(
    readonly creator: number,
    readonly shop: number,
  ) {
    super()
  }
  async act(m: Model) {
    const person = pick(m.creators, this.creator)!
    const shop = pick(
      liveShops(m).filter((s) => s.owner === person.userId),
      this.shop,
    )
    if (!shop) return skipped(m, this.kind, 'no shop of theirs')
    const answer = await person.client.json(`/api/shops/${shop.id}`, 'DELETE')
    if (answer.status !== 200 && answer.status !== 204) return skipped(m, this.kind, String(answer.status))
    shop.deleted = true
  }
  toString = () => `DeleteShop(creator ${this.creator}, shop #${this.shop})`
}

/** Adds one of the creator's designs to one of their shops (published), or takes it out. */
export class ShopDesign extends SoakCommand {
  readonly kind: string
  constructor(
    readonly creator: number,
    readonly shop: number,
    readonly design: number,
    readonly remove: boolean,
  ) {
    super()
    this.kind = remove ? 'creator: remove design from shop' : 'creator: add design to shop'
  }
  async act(m: Model) {
    const person = pick(m.creators, this.creator)!
    const shop = pick(
      liveShops(m).filter((s) => s.owner === person.userId),
      this.shop,
    )
    const candidates = m.designs.filter(
      (d) =>
        d.owner === person.userId && !d.deleted && (this.remove ? shop?.designs.includes(d.id) : !shop?.designs.includes(d.id)),
    )
    const design = pick(candidates, this.design)
    if (!shop || !design) return skipped(m, this.kind, 'nothing to change')
    const answer = this.remove
      ? await person.client.json(`/api/shops/${shop.id}/designs/${design.id}`, 'DELETE')
      : await person.client.json(`/api/shops/${shop.id}/designs`, 'POST', { designId: design.id })
    if (![200, 201, 204].includes(answer.status)) return skipped(m, this.kind, String(answer.status))
    if (this.remove) shop.designs = shop.designs.filter((d) => d !== design.id)
    else {
      shop.designs.push(design.id)
      m.linkedAt.set(`${shop.id}:${design.id}`, Date.now())
    }
  }
  toString = () => `${this.remove ? 'Unpublish' : 'Publish'}(creator ${this.creator}, shop #${this.shop}, design #${this.design})`
}

/** The operator's decision on a design in /admin/moderation; the model follows what the database then says. */
export class Moderate extends SoakCommand {
  readonly kind: string
  constructor(
    readonly intent: 'hide' | 'restore' | 'delete',
    readonly design: number,
  ) {
    super()
    this.kind = `operator: ${intent} design`
  }
  check = (m: Readonly<Model>) => m.designs.some((d) => !d.deleted)
  async act(m: Model, w: World) {
    const design = pick(
      m.designs.filter((d) => !d.deleted),
      this.design,
    )!
    const answer = await m.operator.client.form('/admin/moderation', { intent: this.intent, designId: String(design.id) })
    if (answer.status !== 302 && answer.status !== 303) return skipped(m, this.kind, String(answer.status))
    const row = (await w.db.query('select moderation_status, deleted_at from designs where id = $1', [design.id])).rows[0]
    if (!row) return
    stepLog(`  design ${design.id}: ${row.moderation_status}${row.deleted_at ? ', deleted' : ''}`)
    if (row.deleted_at) design.deleted = true
    if (row.deleted_at || row.moderation_status !== 'approved') markUnsellable(design, Date.now())
    // Sellable again only from the moment the restore was answered.
    else markSellable(design, Date.now())
  }
  toString = () => `Moderate(${this.intent}, design #${this.design})`
}

/** A refund from the operator's order page: the whole order, or a part of it (a partial refund). */
export class Refund extends SoakCommand {
  readonly kind: string
  constructor(
    readonly order: number,
    readonly partCents: number | null,
  ) {
    super()
    this.kind = partCents === null ? 'operator: full refund' : 'operator: partial refund'
  }
  check = (m: Readonly<Model>) => m.stats.ordersPaid > 0
  async act(m: Model) {
    const publicId = pick([...m.ordersOf.values()].flat(), this.order)!
    const amount = this.partCents === null ? '' : (this.partCents / 100).toFixed(2)
    const answer = await m.operator.client.form(`/admin/orders/${encodeURIComponent(publicId)}`, {
      intent: 'refund',
      amount,
      refundKey: randomUUID(),
      // The operator ticks "Yes, refund this amount" (a refund without it is refused).
      confirm: 'yes',
    })
    if (answer.status !== 302 && answer.status !== 303) return skipped(m, this.kind, String(answer.status))
    stepLog(`  refund of ${amount || 'all'} asked on order ${publicId}`)
  }
  toString = () => `Refund(order #${this.order}, ${this.partCents === null ? 'in full' : `${this.partCents} cents`})`
}
