import { singleton } from '~/lib/singleton.server.ts'
import type {
  CancelOutcome,
  FulfilmentOrder,
  FulfilmentService,
  ReleaseOutcome,
  StatusQuery,
  SubmittedOrder,
} from './fulfilment.ts'
import { offlineSnapshotAt } from './offline.ts'
import { offlineProviderShipping, type ProviderShipping } from './shipping.ts'

/** What the stand-in printer was asked to print for one order line. */
export interface OfflinePrintJob {
  sku: string
  quantity: number
  /** The print file's URL as the store serves it; null for a provider's own product. */
  printFileUrl: string | null
}

/** The orders most recently received, newest last: enough to look one up, never growing without end. */
const KEPT_ORDERS = 200

const received = () => singleton('offline-fulfilment-received', () => new Map<string, OfflinePrintJob[]>())

/**
 * The print jobs the offline provider received for an order (by our public id) in this process, as a
 * real printer would keep the files it was sent; undefined if it has not received the order.
 */
export function offlinePrintJobs(publicId: string): OfflinePrintJob[] | undefined {
  return received().get(publicId)
}

/**
 * The default fulfilment without Printify credentials ("test mode"): accepts every order, gives it a
 * provider id derived from our public id (so a resubmission yields the same id) and reports progress
 * from the time it was submitted.
 */
export class OfflineFulfilment implements FulfilmentService {
  readonly name = 'offline' as const

  constructor(private readonly now: () => Date = () => new Date()) {}

  async submitOrder(order: FulfilmentOrder): Promise<SubmittedOrder> {
    if (order.items.length === 0) throw new Error('The order has no items to fulfil')
    const orders = received()
    orders.delete(order.publicId)
    orders.set(
      order.publicId,
      order.items.map((item) => ({ sku: item.sku, quantity: item.quantity, printFileUrl: item.imageUrl })),
    )
    if (orders.size > KEPT_ORDERS) orders.delete(orders.keys().next().value as string)
    return { fulfilmentOrderId: `offline_${order.publicId}`, alreadyExisted: false }
  }

  async getStatus(query: StatusQuery) {
    return offlineSnapshotAt(query.fulfilmentOrderId, query.submittedAt, this.now())
  }

  /** Like Printify's on-hold orders: cancelable until the order would have gone into production. */
  async cancelOrder(query: StatusQuery): Promise<CancelOutcome> {
    const { providerStatus } = offlineSnapshotAt(query.fulfilmentOrderId, query.submittedAt, this.now())
    return providerStatus === 'pending' ? 'canceled' : 'too-late'
  }

  /** The stand-in printer starts on its own, on a timer from submission: nothing to release. */
  async releaseOrder(): Promise<ReleaseOutcome> {
    return 'not-needed'
  }

  /** The offline table, whatever the blueprint: the store's own rates to the countries it names. */
  async shippingRates(): Promise<ProviderShipping> {
    return offlineProviderShipping()
  }
}
