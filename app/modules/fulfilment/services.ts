import type { FulfilmentProviderName, FulfilmentService } from '~/services/fulfilment/fulfilment.ts'

/**
 * What the fulfilment domain needs of the print providers, handed in by its caller (ADR 180): the
 * routes' `context.fulfilment`, the jobs' the same, made once at start. Both follow the configuration
 * at each call, as the adapters behind them do.
 */
export interface FulfilmentServices {
  /**
   * The service for an order's recorded provider (orders.fulfilment_provider). An order recorded for
   * Printify while Printify is not configured gets null: it waits rather than going elsewhere.
   */
  serviceFor(provider: string): FulfilmentService | null
  /** Which provider new orders go to: Printify when configured, offline fulfilment otherwise. */
  currentProvider(): FulfilmentProviderName
}
