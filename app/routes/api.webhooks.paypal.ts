import { type ActionFunctionArgs } from '@remix-run/node'
import { z } from '~/lib/zod.ts'
import { getConfig } from '~/lib/config.server.ts'
import { requestPayoutReconcile } from '~/modules/payout/index.server.ts'
import { reconcilePayouts } from '~/modules/payout/index.server.ts'
import { getPayoutSender } from '~/services/payouts/payouts.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { readBodyText } from '~/web/request-body.server.ts'
import { apiRoute } from '~/web/api.server.ts'

// PayPal's payout webhooks (PAYMENT.PAYOUTS-ITEM.*, PAYMENT.PAYOUTSBATCH.*) are only a hint that
// something changed: the body is not trusted, the reconciliation asks PayPal itself
// (GET /v1/payments/payouts/{id}). A forged call can at most cause one more, deduplicated, poll.
const EventSchema = z.object({ id: z.string().min(1).max(200), event_type: z.string().min(1).max(200) })

async function actionImpl({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ message: 'Use POST' }, { status: 405 })
  const config = getConfig()
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) {
    return Response.json({ message: 'PayPal is not configured' }, { status: 404 })
  }
  // Reading stops with a 413 past the webhook limit (PayPal's events are a few KB).
  const text = await readBodyText(request, 'webhook')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return Response.json({ message: 'The body must be a PayPal webhook event (JSON)' }, { status: 400 })
  }
  const event = EventSchema.safeParse(body)
  if (!event.success)
    return Response.json({ message: 'The body must be a PayPal webhook event with id and event_type' }, { status: 400 })
  if (!/^PAYMENT\.PAYOUTS(BATCH|-ITEM)\./.test(event.data.event_type)) {
    return Response.json({ received: true, outcome: 'ignored' })
  }
  requestPayoutReconcile(() => reconcilePayouts(getDb(), getPayoutSender()))
  return Response.json({ received: true, outcome: 'reconcile-requested' })
}

async function loaderImpl() {
  return Response.json({ message: 'Use POST' }, { status: 405 })
}

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
