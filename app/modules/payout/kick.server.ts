import { logger } from '~/lib/logger.server.ts'
import { singleton } from '~/lib/singleton.server.ts'

type Dispatcher = () => Promise<void>

const state = () => singleton('payout-reconcile-kick', () => ({ dispatcher: null as Dispatcher | null, running: false }))

/** Where reconciliation requests go: the server points them at the job queue. */
export function setPayoutReconcileDispatcher(dispatcher: Dispatcher | null): void {
  state().dispatcher = dispatcher
}

/**
 * Asks for a payout reconciliation soon, without waiting for it (a PayPal webhook said an item
 * changed). Through the queue when one runs here; otherwise `runHere` runs in this process, one at a
 * time. A lost request costs only latency: the 30-minute schedule asks PayPal anyway.
 */
export function requestPayoutReconcile(runHere: () => Promise<unknown>): void {
  const kick = state()
  if (kick.dispatcher) {
    kick.dispatcher().catch((error) => logger.warn({ err: error }, 'could not queue a payout reconciliation'))
    return
  }
  if (kick.running) return
  kick.running = true
  setImmediate(() => {
    runHere()
      .catch((error) => logger.error({ err: error }, 'payout reconciliation failed'))
      .finally(() => {
        kick.running = false
      })
  })
}
