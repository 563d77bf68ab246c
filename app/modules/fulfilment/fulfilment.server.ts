import type { DB } from '~/utils/db.server.ts'

// CONTRACT (owned by the fulfilment work, issue 5; called by the order work).
// Orders are committed together with a `fulfilment_jobs` row; the outbox below submits them to the
// print provider, retrying with backoff until it succeeds.

/** Submits every due job; returns how many were submitted. Safe to run concurrently. */
export async function processDueFulfilmentJobs(_db?: DB): Promise<number> {
  return 0
}

/** Asks for a run soon, without waiting for it (called right after an order commits). */
export function kickFulfilment(): void {}
