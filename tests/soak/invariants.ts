import { refundedLines } from '../../app/modules/commission/refunds.ts'
import { goodsRefundedOf } from '../../app/modules/order/tax-refunds.ts'
import { receiptSends, unexplainedRepeats } from './mail-sink.ts'
import type { Model, ModelPayment } from './model.ts'
import type { World } from './processes.ts'

// The invariants of a store that has been open a while, read from the database (directly, never
// through the cut-able proxy), the print provider's stand-in, the SMTP sink and the HTTP surface.
// Each throws an InvariantBroken naming the rule and what broke it.

/** The invariants by the short name `--known` takes. */
export const RULES = {
  once: 'every succeeded payment has exactly one order, one print submission and one receipt',
  'buy-again': 'a returning shopper who pays for a full cart gets a new order',
  unsellable: 'nothing that may not be sold is sold',
  refunds: 'no refund exceeds its payment',
  commission: 'each shop earns $2.50 per shirt sold, less refunds',
  isolation: 'no cart, order or private design shows to another account',
  metrics: '/metrics and the database agree on the jobs waiting',
} as const
export type Rule = keyof typeof RULES

export class InvariantBroken extends Error {
  constructor(
    readonly rule: Rule,
    readonly detail: string,
  ) {
    super(`invariant broken (${rule}): ${RULES[rule]}\n${detail}`)
  }
}

/**
 * Runs a check; a broken invariant named in `model.known` (one another branch is fixing) is recorded
 * and the run goes on, so the soak can still find what else breaks. Anything else is thrown.
 */
export async function guarded(model: Model, check: () => Promise<void>) {
  try {
    await check()
  } catch (error) {
    if (!(error instanceof InvariantBroken) || !model.known.has(error.rule)) throw error
    const seen = model.stats.knownBroken.get(error.rule)
    if (seen) seen.count++
    else model.stats.knownBroken.set(error.rule, { count: 1, first: error.detail })
  }
}

const COMMISSION_CENTS = 250

interface OrderRow {
  id: number
  public_id: string
  payment_id: string
  user_id: number | null
  total_cents: number
  subtotal_cents: number
  discount_cents: number
  refunded_cents: number
  tax_cents?: number
  status: string
  created_at: Date
}

/**
 * Every succeeded payment has at most one order, one print submission and one receipt e-mail; with
 * `exactly`, it has each exactly once (a fully refunded order may never have reached the printer).
 */
export async function checkPaymentsOnce(world: World, model: Model, { exactly }: { exactly: boolean }) {
  const paid = (await world.db.query<{ id: string }>(`select id from test_payment_intents where status = 'succeeded'`)).rows
  const orders = (await world.db.query<OrderRow>('select * from orders')).rows
  const problems: string[] = []
  for (const payment of paid) {
    const mine = orders.filter((o) => o.payment_id === payment.id)
    if (mine.length > 1 || (exactly && mine.length === 0)) problems.push(`payment ${payment.id}: ${mine.length} orders`)
    for (const order of mine) {
      const sent = world.printify.orders.filter((o) => o.external_id === order.public_id).length
      const refundedInFull = order.refunded_cents >= order.total_cents
      if (sent > 1 || (exactly && sent === 0 && !refundedInFull && !(await heldForOperator(world, order.id)))) {
        const job = (
          await world.db.query(
            'select action, attempts, last_error, next_attempt_at, locked_until, completed_at, dead_at from fulfilment_jobs where order_id = $1',
            [order.id],
          )
        ).rows
        problems.push(`order ${order.public_id}: ${sent} print submissions; its fulfilment jobs: ${JSON.stringify(job)}`)
      }
      const sends = receiptSends(world.mail, world.mailTimes, order.public_id)
      const repeats = unexplainedRepeats(sends, model.stats.faultTimes)
      if (repeats > 0 || (exactly && sends.length === 0)) {
        problems.push(`order ${order.public_id}: ${sends.length} receipt e-mails, ${repeats} with no fault to explain them`)
      }
    }
  }
  if (problems.length) throw new InvariantBroken('once', problems.join('\n'))
}

/**
 * An order the store rightly holds instead of printing: an operator held, removed or rejected one of
 * its designs (or blocked its owner) after it was paid, and its submission waits for the operator.
 */
async function heldForOperator(world: World, orderId: number): Promise<boolean> {
  const { rows } = await world.db.query(
    `select 1 from fulfilment_jobs j
      where j.order_id = $1 and j.dead_at is not null and j.last_error like 'Held for the operator%'
        and exists (select 1 from order_items i join designs d on d.id = i.design_id
                     left join users u on u.id = d.user_id
                     where i.order_id = j.order_id
                       and (d.moderation_status not in ('approved', 'pending') or u.blocked_at is not null))`,
    [orderId],
  )
  return rows.length > 0
}

/** No order line of a design that was hidden, held, rejected or deleted (by the model) before it was paid. */
export async function checkNothingUnsellableSold(world: World, model: Model) {
  const lines = (
    await world.db.query<{ design_id: number; public_id: string; created_at: Date }>(
      `select oi.design_id, o.public_id, o.created_at from order_items oi join orders o on o.id = oi.order_id
       where oi.design_id is not null`,
    )
  ).rows
  const problems: string[] = []
  for (const line of lines) {
    const design = model.designs.find((d) => d.id === line.design_id)
    const paidAt = line.created_at.getTime()
    // A second of slack between the soak's clock and the database's.
    const span = design?.unsellable.find((s) => s.from + 1000 < paidAt && (s.to === null || s.to > paidAt))
    if (span)
      problems.push(
        `order ${line.public_id} (paid ${new Date(paidAt).toISOString()}) sold design ${line.design_id}, unsellable since ${new Date(span.from).toISOString()}`,
      )
  }
  if (problems.length) throw new InvariantBroken('unsellable', problems.join('\n'))
}

/** No refund exceeds its payment, at the processor or on the order. */
export async function checkRefunds(world: World) {
  const over = (
    await world.db.query(
      `select i.id, i.amount, sum(r.amount)::int as refunded from test_payment_refunds r
       join test_payment_intents i on i.id = r.payment_intent_id group by i.id, i.amount having sum(r.amount) > i.amount
       union all
       select payment_id, total_cents, refunded_cents from orders where refunded_cents > total_cents`,
    )
  ).rows
  if (over.length) throw new InvariantBroken('refunds', JSON.stringify(over))
}

/** The shop the model credits for a line: the one bought through if still live and showing the design, else the first. */
export function creditedShop(payment: ModelPayment, designId: number, boughtThrough: number | null) {
  const showing = payment.shops.filter((s) => s.designs.includes(designId))
  const through = showing.find((s) => s.id === boughtThrough)
  const first = [...showing].sort((a, b) => a.linkedAt[designId]! - b.linkedAt[designId]! || a.id - b.id)[0]
  const shop = through ?? first
  return shop && shop.owner !== payment.buyer ? shop.id : null
}

/** Each shop's commission is $2.50 per shirt sold through it, less what refunds took back. */
export async function checkCommission(world: World, model: Model) {
  const orders = (await world.db.query<OrderRow>('select * from orders')).rows.filter((o) => model.payments.has(o.payment_id))
  if (orders.length === 0) return
  const items = (
    await world.db.query<{
      id: number
      order_id: number
      design_id: number | null
      shop_id: number | null
      quantity: number
      unit_price_cents: number
    }>('select id, order_id, design_id, shop_id, quantity, unit_price_cents from order_items where order_id = any($1)', [
      orders.map((o) => o.id),
    ])
  ).rows
  const expected = new Map<number, number>()
  for (const order of orders) {
    const payment = model.payments.get(order.payment_id)!
    const lines = items
      .filter((i) => i.order_id === order.id)
      .map((i) => ({ item: i, shop: i.design_id === null ? null : creditedShop(payment, i.design_id, i.shop_id) }))
    const sale = (l: (typeof lines)[number]) => (l.shop === null ? 0 : COMMISSION_CENTS * l.item.quantity)
    const reversed =
      order.refunded_cents >= order.total_cents
        ? new Map(lines.map((l) => [l.item.id, sale(l)]))
        : new Map(
            refundedLines(
              lines.map((l) => ({
                orderItemId: l.item.id,
                quantity: l.item.quantity,
                unitPriceCents: l.item.unit_price_cents,
                saleCents: sale(l),
              })),
              { subtotalCents: order.subtotal_cents, discountCents: order.discount_cents },
              // Only the goods-and-shipping part of a refund takes back commission; the tax part is tax (ADR 167).
              goodsRefundedOf(order.refunded_cents, { totalCents: order.total_cents, taxCents: order.tax_cents ?? 0 }),
            ).map((r) => [r.orderItemId, r.reversedCents]),
          )
    for (const line of lines) {
      if (line.shop === null) continue
      expected.set(line.shop, (expected.get(line.shop) ?? 0) + sale(line) - (reversed.get(line.item.id) ?? 0))
    }
  }
  const actual = (
    await world.db.query<{ shop_id: number; cents: number }>(
      'select shop_id, sum(amount_cents)::int as cents from commission_entries where order_id = any($1) group by shop_id',
      [orders.map((o) => o.id)],
    )
  ).rows
  const problems: string[] = []
  for (const shop of new Set([...expected.keys(), ...actual.map((a) => a.shop_id)])) {
    const want = expected.get(shop) ?? 0
    const have = actual.find((a) => a.shop_id === shop)?.cents ?? 0
    if (want !== have) problems.push(`shop ${shop}: commission ${have} cents, expected ${want}`)
  }
  if (problems.length) throw new InvariantBroken('commission', problems.join('\n'))
}

/** The invariants read after every step. */
export async function checkStep(world: World, model: Model) {
  await guarded(model, () => checkPaymentsOnce(world, model, { exactly: false }))
  await guarded(model, () => checkNothingUnsellableSold(world, model))
  await guarded(model, () => checkRefunds(world))
  await guarded(model, () => checkCommission(world, model))
  model.stats.invariantChecks += 4
}

/** Polls `check` until it passes or `timeoutMs` passed; then throws its last failure. */
export async function eventually(check: () => Promise<void>, timeoutMs: number, intervalMs = 500) {
  const start = Date.now()
  for (;;) {
    try {
      await check()
      return
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

const DEPTH_LINE = /^shirtsmith_job_queue_depth\{queue="([^"]+)"\} (\d+)/gm

/** /metrics and the database agree on how many jobs wait in each queue (the gauge is read from the database, cached 5 s). */
export async function checkMetricsAgree(world: World) {
  for (const name of ['web1', 'web2', 'worker'] as const) {
    if (!world.alive(name)) continue
    const text = await world.metrics(name)
    const gauge = new Map([...text.matchAll(DEPTH_LINE)].map((m) => [m[1]!, Number(m[2])]))
    const rows = (
      await world.db.query<{ name: string; waiting: number }>(
        `select name, count(*)::int as waiting from pgboss.job where name = any($1) and state < 'active' group by name`,
        [[...gauge.keys()]],
      )
    ).rows
    const problems = [...gauge].filter(([queue, n]) => (rows.find((r) => r.name === queue)?.waiting ?? 0) !== n)
    if (problems.length)
      throw new InvariantBroken(
        'metrics',
        `${name}: ${problems.map(([q, n]) => `${q} says ${n}, database ${rows.find((r) => r.name === q)?.waiting ?? 0}`).join('; ')}`,
      )
  }
}
