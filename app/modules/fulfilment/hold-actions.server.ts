import { recordAudit, type Operator } from '~/modules/audit/index.server.ts'
import { findOpenHold } from '~/modules/operator-alert/index.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { FulfilmentServices } from './services.ts'
import { applyFulfilmentSnapshot } from './status-sync.server.ts'

// The operator's Retry on an order the print provider holds (ADR 163): send it to production again,
// then read where the provider has it. The hold closes only when the provider moved it on.

export type RetryOutcome =
  { ok: true; providerStatus: string } | { ok: false; reason: 'not-found' | 'not-held' | 'still-held'; message: string }

export async function retryHeldOrder(
  db: DB,
  fulfilment: FulfilmentServices,
  operator: Operator,
  publicId: string,
): Promise<RetryOutcome> {
  const order = await db
    .selectFrom('orders as o')
    .leftJoin('fulfilment_jobs as j', 'j.order_id', 'o.id')
    .select(['o.id', 'o.created_at', 'o.fulfilment_provider', 'o.fulfilment_order_id', 'o.fulfilment_status', 'j.submitted_at'])
    .where('o.public_id', '=', publicId)
    .executeTakeFirst()
  if (!order) return { ok: false, reason: 'not-found', message: 'No such order' }
  const hold = await findOpenHold(db, order.id)
  if (!hold || !order.fulfilment_order_id)
    return { ok: false, reason: 'not-held', message: 'The print provider does not hold this order (any more).' }
  const service = fulfilment.serviceFor(order.fulfilment_provider)
  if (!service)
    return { ok: false, reason: 'still-held', message: `The provider ${order.fulfilment_provider} is not configured now.` }
  const query = {
    fulfilmentOrderId: order.fulfilment_order_id,
    publicId,
    submittedAt: order.submitted_at ?? order.created_at,
  }
  let refusal: string | null = null
  try {
    const release = await service.releaseOrder(query)
    if (release === 'held') refusal = 'The shop approves orders in Printify (PRINTIFY_SEND_TO_PRODUCTION=off): approve it there.'
  } catch (error) {
    refusal = error instanceof Error ? error.message : String(error)
  }
  // Where the provider has it now: the hold closes here if it moved on.
  const snapshot = await service.getStatus(query)
  await applyFulfilmentSnapshot(db, order.id, snapshot)
  const stillHeld = Boolean(await findOpenHold(db, order.id))
  const providerStatus = snapshot.providerStatus ?? order.fulfilment_status
  await recordAudit(db, operator, {
    action: 'order.retry_hold',
    targetType: 'order',
    targetId: publicId,
    before: { fulfilmentStatus: order.fulfilment_status, hold: hold.provider_status },
    after: { fulfilmentStatus: providerStatus, stillHeld, refusal },
  })
  if (!stillHeld) return { ok: true, providerStatus }
  return {
    ok: false,
    reason: 'still-held',
    message: refusal ?? `Printify still reports "${providerStatus}": fix what its order page asks for, then retry.`,
  }
}
