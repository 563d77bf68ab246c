import type { CancelOutcome, FulfilmentOrder, FulfilmentService, StatusQuery, SubmittedOrder } from './fulfilment.ts'
import { offlineSnapshotAt } from './offline.ts'

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
}
