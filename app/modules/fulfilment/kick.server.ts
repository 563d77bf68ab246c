import { logger } from '~/lib/logger.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import { processDueFulfilmentJobs } from './outbox.server.ts'

type Dispatcher = () => Promise<void>

const state = () =>
  singleton('fulfilment-kick', () => ({ dispatcher: null as Dispatcher | null, scheduled: false, again: false }))

/**
 * Where kicks go. The server points them at the job queue (any instance's worker then runs the
 * outbox); without one (tests, scripts) the outbox runs in this process.
 */
export function setFulfilmentDispatcher(dispatcher: Dispatcher | null): void {
  state().dispatcher = dispatcher
}

/** Asks for an outbox run soon, without waiting for it (called right after an order commits). */
export function kickFulfilment(): void {
  const kick = state()
  if (kick.dispatcher) {
    // A lost kick costs only latency: the scheduled run picks the order up within a minute.
    kick.dispatcher().catch((error) => logger.warn({ err: error }, 'could not queue a fulfilment run'))
    return
  }
  if (kick.scheduled) {
    kick.again = true
    return
  }
  kick.scheduled = true
  setImmediate(() => {
    processDueFulfilmentJobs()
      .catch((error) => logger.error({ err: error }, 'fulfilment run failed'))
      .finally(() => {
        kick.scheduled = false
        if (kick.again) {
          kick.again = false
          kickFulfilment()
        }
      })
  })
}
