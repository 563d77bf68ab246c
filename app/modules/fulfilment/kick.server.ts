import type { DB } from '~/lib/db.server.ts'
import { logger } from '~/lib/logger.server.ts'
import { singleton } from '~/lib/singleton.server.ts'
import { processDueFulfilmentJobs } from './outbox.server.ts'
import type { ImageStorage } from '~/services/storage/types.ts'
import type { FulfilmentServices } from './services.ts'

type Dispatcher = () => Promise<void>
/** What an outbox run in this process works with: the store's database, fulfilment services and storage. */
type OutboxServices = { db: DB; fulfilment: FulfilmentServices; storage: ImageStorage }

const state = () =>
  singleton('fulfilment-kick', () => ({
    dispatcher: null as Dispatcher | null,
    here: null as OutboxServices | null,
    scheduled: false,
    again: false,
  }))

/**
 * Where kicks go. The server points them at the job queue (any instance's worker then runs the
 * outbox); without one (tests, scripts) the outbox runs in this process.
 */
export function setFulfilmentDispatcher(dispatcher: Dispatcher | null): void {
  state().dispatcher = dispatcher
}

/**
 * The services a kick without a dispatcher runs the outbox with in this process (the app sets its
 * own when it is made). Without them such a kick is left to the scheduled run.
 */
export function runKickedFulfilmentHere(services: OutboxServices | null): void {
  state().here = services
}

/** Asks for an outbox run soon, without waiting for it (called right after an order commits). */
export function kickFulfilment(): void {
  const kick = state()
  if (kick.dispatcher) {
    // A lost kick costs only latency: the scheduled run picks the order up within a minute.
    kick.dispatcher().catch((error) => logger.warn({ err: error }, 'could not queue a fulfilment run'))
    return
  }
  const here = kick.here
  if (!here) {
    logger.warn('fulfilment kicked with nowhere to run it: the next scheduled run picks it up')
    return
  }
  if (kick.scheduled) {
    kick.again = true
    return
  }
  kick.scheduled = true
  setImmediate(() => {
    processDueFulfilmentJobs(here.db, here.fulfilment, here.storage)
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
