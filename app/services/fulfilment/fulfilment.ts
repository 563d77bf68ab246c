import type { ShippingAddress } from '#db/schema.ts'
import type { ProviderShipping } from './shipping.ts'
import type { FulfilmentSnapshot } from './snapshot.ts'

export type FulfilmentProviderName = 'printify' | 'offline'

/** One shirt line of an order, as a print provider needs it. */
export interface FulfilmentLineItem {
  title: string
  sku: string
  quantity: number
  variantId: number
  blueprintId: number
  printProviderId: number
  /** Set for provider products (community designs): Printify prints its own product. */
  printifyProductId: string | null
  /**
   * Our storage key of the print file for the front (print-area line items): the design at the print
   * area's size for this line's shirt size.
   */
  imageKey: string | null
  /** Where that file is served (storage's public URL: absolute with a CDN or bucket, else a path on the store). */
  imageUrl: string | null
}

export interface FulfilmentOrder {
  /** Our order's public id: Printify's `external_id`, the key that makes submission idempotent. */
  publicId: string
  label: string
  address: ShippingAddress
  items: FulfilmentLineItem[]
}

export interface SubmittedOrder {
  fulfilmentOrderId: string
  /** True when the provider already had the order (a retry after a crash), so nothing new was made. */
  alreadyExisted: boolean
}

/** One order the provider has: asked about (`getStatus`) or to be canceled (`cancelOrder`). */
export interface StatusQuery {
  fulfilmentOrderId: string
  publicId: string
  submittedAt: Date
}

/**
 * What came of asking the provider to cancel: `too-late` when it refuses because printing has started
 * (someone must deal with it by hand). Failures worth retrying are thrown instead.
 */
export type CancelOutcome = 'canceled' | 'too-late'

/**
 * What came of releasing a submitted order to production: `sent` (now, or by an earlier attempt or a
 * person), `held` (left on hold for the shop to approve at the provider, by configuration), or
 * `not-needed` (a provider whose orders need no release).
 */
export type ReleaseOutcome = 'sent' | 'held' | 'not-needed'

/**
 * A print-on-demand provider. `submitOrder` must be idempotent on `order.publicId`: the outbox may
 * call it again after a crash between the provider accepting the order and us recording that.
 * `cancelOrder` must be idempotent too: an order already canceled by an earlier attempt is `canceled`.
 * A submitted order is then released with `releaseOrder` (retried on its own, never resubmitted).
 */
export interface FulfilmentService {
  readonly name: FulfilmentProviderName
  submitOrder(order: FulfilmentOrder): Promise<SubmittedOrder>
  getStatus(query: StatusQuery): Promise<FulfilmentSnapshot>
  cancelOrder(query: StatusQuery): Promise<CancelOutcome>
  /**
   * Releases a submitted order to production. Idempotent: an order already released is `sent`.
   * Failures worth retrying are thrown; the outbox keeps the job open until this succeeds.
   */
  releaseOrder(query: StatusQuery): Promise<ReleaseOutcome>
  /**
   * Where the provider ships shirts of one blueprint from one print provider, and its standard rate
   * to each country. Failures are thrown; the caller keeps its last answer or the offline table.
   */
  shippingRates(blueprintId: number, printProviderId: number): Promise<ProviderShipping>
}

/** A failure worth retrying later (network, timeout, 5xx, rate limit) or not (bad request). */
export class FulfilmentError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'FulfilmentError'
  }
}
