import type { ActionFunctionArgs } from '@remix-run/node'
import { PrintifyWebhookSchema, handlePrintifyWebhook, isHandledPrintifyEvent } from '~/modules/fulfilment/index.server.ts'
import { verifyPrintifySignature } from '~/services/fulfilment/webhook-signature.ts'
import { readBodyText } from '~/web/request-body.server.ts'
import { apiRoute, answer } from '~/web/api.server.ts'
import { ProviderEventAnswer } from '~/web/api-answers/account.ts'

// POST /api/webhooks/printify: order status and shipment events, signed with X-Pfy-Signature.
async function loaderImpl() {
  return Response.json({ message: 'Method Not Allowed' }, { status: 405, headers: { Allow: 'POST' } })
}

async function actionImpl({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') {
    return Response.json({ message: 'Method Not Allowed' }, { status: 405, headers: { Allow: 'POST' } })
  }
  // Printify's deliveries are small JSON documents: reading stops with a 413 past the webhook limit.
  const rawBody = await readBodyText(request, 'webhook')
  // The signature covers the exact bytes received, so it is checked before anything is parsed.
  if (!verifyPrintifySignature(rawBody, request.headers.get('X-Pfy-Signature'), context.config.PRINTIFY_WEBHOOK_SECRET)) {
    return Response.json({ message: 'Invalid signature' }, { status: 401 })
  }
  let payload: unknown
  try {
    payload = JSON.parse(rawBody)
  } catch {
    return Response.json({ message: 'The body is not JSON' }, { status: 400 })
  }
  // Printify disables an endpoint that keeps failing: an event the store does not follow (a product or
  // shop event, a topic added later) is answered 200 and logged, never refused.
  const type = payload && typeof payload === 'object' ? (payload as { type?: unknown }).type : undefined
  if (typeof type === 'string' && !isHandledPrintifyEvent(type)) {
    context.logger.info({ eventId: (payload as { id?: unknown }).id, type: type.slice(0, 100) }, 'Printify webhook event ignored')
    return answer(ProviderEventAnswer, { received: true, outcome: 'ignored' })
  }
  const event = PrintifyWebhookSchema.safeParse(payload)
  if (!event.success) return Response.json({ message: 'Not a Printify webhook event' }, { status: 400 })

  const outcome = await handlePrintifyWebhook(context.db, event.data)
  if (outcome === 'unknown-order') {
    context.logger.warn(
      { eventId: event.data.id, printifyOrderId: event.data.resource.id },
      'Printify webhook for an unknown order ignored',
    )
  }
  return answer(ProviderEventAnswer, { received: true, outcome })
}

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
