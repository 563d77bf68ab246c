import type { SoakClient } from './client.ts'
import type { ProcessName } from './processes.ts'

// What the soak believes about the store: a deliberately small picture, changed only by what a
// command saw the store confirm (a 303 to the page of success, a 201). The invariants compare the
// database and the HTTP surface with it.

export interface ModelPerson {
  client: SoakClient
  userId: number
}

export interface ModelDesign {
  id: number
  owner: number
  /** Time spans (ms since epoch) in which the design may not be sold: hidden, held, rejected or deleted. */
  unsellable: { from: number; to: number | null }[]
  deleted: boolean
}

export interface ModelShop {
  id: number
  owner: number
  deleted: boolean
  /** Designs published in the shop, in the order they were added. */
  designs: number[]
}

/** What the model expected of a payment when it was made: who paid, and the shops as they stood. */
export interface ModelPayment {
  buyer: number
  at: number
  shops: { id: number; owner: number; designs: number[]; linkedAt: Record<number, number> }[]
}

export interface Model {
  shoppers: ModelPerson[]
  creators: ModelPerson[]
  operator: ModelPerson
  designs: ModelDesign[]
  shops: ModelShop[]
  /** When each (shop, design) link was made, for the order in which shops are credited. */
  linkedAt: Map<string, number>
  /** Payments confirmed to the shopper, by payment id. */
  payments: Map<string, ModelPayment>
  /** Public ids of orders per buyer (user id). */
  ordersOf: Map<number, string[]>
  /** The API cart each shopper made with their token, if any. */
  apiCarts: Map<number, string>
  /** Invariants known to be broken on this branch (`--known`): recorded, not fatal. */
  known: Set<string>
  dead: Set<ProcessName>
  databaseCut: boolean
  stats: Stats
}

export interface Stats {
  steps: Map<string, number>
  skipped: Map<string, number>
  faults: Map<string, number>
  invariantChecks: number
  settles: number
  ordersPaid: number
  /** Known-broken invariants seen: how often, and the first detail. */
  knownBroken: Map<string, { count: number; first: string }>
  /** When each fault was injected (ms since the epoch): a repeated e-mail is accepted only after one. */
  faultTimes: number[]
}

export function newStats(): Stats {
  return {
    steps: new Map(),
    skipped: new Map(),
    faults: new Map(),
    invariantChecks: 0,
    settles: 0,
    ordersPaid: 0,
    knownBroken: new Map(),
    faultTimes: [],
  }
}

export const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)

export const liveShops = (model: Model) => model.shops.filter((s) => !s.deleted)

export function markUnsellable(design: ModelDesign, at: number) {
  if (design.unsellable.some((span) => span.to === null)) return
  design.unsellable.push({ from: at, to: null })
}

export function markSellable(design: ModelDesign, at: number) {
  for (const span of design.unsellable) if (span.to === null) span.to = at
}

/** The shops as they stand, for a payment's record. */
export function shopsNow(model: Model): ModelPayment['shops'] {
  return liveShops(model).map((s) => ({
    id: s.id,
    owner: s.owner,
    designs: [...s.designs],
    linkedAt: Object.fromEntries(s.designs.map((d) => [d, model.linkedAt.get(`${s.id}:${d}`) ?? 0])),
  }))
}
