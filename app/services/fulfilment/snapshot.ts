// What a print provider reports about one order, in the store's own terms.

/** What a provider says about one order, whichever way it told us (poll, webhook, offline clock). */
export interface FulfilmentSnapshot {
  /** The provider's own status word, e.g. Printify's `in-production`; null when the update carries none. */
  providerStatus: string | null
  shipment: Tracking | null
  delivered: boolean
}

export interface Tracking {
  carrier: string
  number: string
  url: string | null
}
