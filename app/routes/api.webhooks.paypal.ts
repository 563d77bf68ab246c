import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node'
import { z } from '~/lib/zod.ts'
import { requestPayoutReconcile } from '~/modules/payout/index.server.ts'
import { reconcilePayouts } from '~/modules/payout/index.server.ts'
import { PayPalUnavailableError, verifyWebhookSignature } from '~/services/payouts/paypal-sender.server.ts'
import { readBodyText } from '~/web/request-body.server.ts'
import { apiRoute, answer } from '~/web/api.server.ts'
import { ProviderEventAnswer } from '~/web/api-answers/account.ts'

// PayPal's payout webhooks (PAYMENT.PAYOUTS-ITEM.*, PAYMENT.PAYOUTSBATCH.*). Each delivery is first
// verified with PayPal (POST /v1/notifications/verify-webhook-signature, against PAYPAL_WEBHOOK_ID):
// an unsigned or refused one is answered 400 and logged; when PayPal gives no verdict in time the
// answer is 503, so PayPal delivers it again (it retries failed deliveries). A verified event is
// still only a hint: the reconciliation asks PayPal itself what became of each payout
// (GET /v1/payments/payouts/{id}).
const EventSchema = z.object({ id: z.string().min(1).max(200), event_type: z.string().min(1).max(200) })

/** The delivery's PAYPAL-* headers, within the lengths and patterns PayPal's API takes for them. */
const TransmissionSchema = z.object({
  auth_algo: z
    .string()
    .regex(/^[a-zA-Z0-9]+$/)
    .max(100),
  cert_url: z.url().max(500),
  transmission_id: z.string().min(1).max(50),
  transmission_sig: z.string().min(1).max(500),
  transmission_time: z.string().min(1).max(100),
})

function transmissionOf(request: Request) {
  const header = (name: string) => request.headers.get(`paypal-${name}`) ?? undefined
  return TransmissionSchema.safeParse({
    auth_algo: header('auth-algo'),
    cert_url: header('cert-url'),
    transmission_id: header('transmission-id'),
    transmission_sig: header('transmission-sig'),
    transmission_time: header('transmission-time'),
  })
}

function refuse(log: AppLoadContext['logger'], message: string, fields: Record<string, unknown>) {
  log.warn(fields, `PayPal webhook refused: ${message}`)
  return Response.json({ message }, { status: 400 })
}

async function actionImpl({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ message: 'Use POST' }, { status: 405 })
  const config = context.config
  const paypal = context.payouts.paypal()
  if (!paypal) return Response.json({ message: 'PayPal is not configured' }, { status: 404 })
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
  const fields = { eventId: event.data.id, eventType: event.data.event_type }
  if (!config.PAYPAL_WEBHOOK_ID) {
    return refuse(context.logger, 'PAYPAL_WEBHOOK_ID is not set, so no delivery can be verified', fields)
  }
  const transmission = transmissionOf(request)
  if (!transmission.success) {
    return refuse(context.logger, 'the delivery is not signed (PAYPAL-TRANSMISSION-SIG and the other PAYPAL-* headers)', fields)
  }
  try {
    const verdict = await verifyWebhookSignature(paypal, {
      transmission: transmission.data,
      webhookId: config.PAYPAL_WEBHOOK_ID,
      eventText: text,
      timeoutMs: config.PAYPAL_WEBHOOK_VERIFY_TIMEOUT_MS,
    })
    if (!verdict.verified) {
      return refuse(context.logger, 'PayPal did not verify its signature', {
        ...fields,
        transmissionId: transmission.data.transmission_id,
        detail: verdict.detail,
      })
    }
  } catch (error) {
    if (!(error instanceof PayPalUnavailableError)) throw error
    context.logger.error(
      { ...fields, err: error },
      'PayPal webhook not verified: PayPal gave no verdict; answered 503 for a redelivery',
    )
    return Response.json(
      { message: 'PayPal could not verify this delivery now; deliver it again later' },
      { status: 503, headers: { 'Retry-After': '60' } },
    )
  }
  if (!/^PAYMENT\.PAYOUTS(BATCH|-ITEM)\./.test(event.data.event_type)) {
    return answer(ProviderEventAnswer, { received: true, outcome: 'ignored' })
  }
  requestPayoutReconcile(() => reconcilePayouts(context.db, context.payouts.sender()))
  return answer(ProviderEventAnswer, { received: true, outcome: 'reconcile-requested' })
}

async function loaderImpl() {
  return Response.json({ message: 'Use POST' }, { status: 405 })
}

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
