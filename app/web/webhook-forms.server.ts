import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import { parseRowId } from '~/lib/row-id.ts'
import type { DbAndConfig } from './load-context.ts'
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  recentWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '~/modules/webhook/index.server.ts'
import { redirectWithToast } from './toast.server.ts'
import { allowLocalWebhookUrls, deliveryEntry, endpointSchema } from './webhook-http.server.ts'

// The tokens page's webhook endpoint forms (ADR 130), without JavaScript too: adding one answers the
// page with its secret (shown once, like a new token); enabling, disabling, deleting and redelivering
// redirect back with a toast. The same schema as POST /api/webhook-endpoints.

export const WEBHOOK_INTENTS = [
  'create-endpoint',
  'enable-endpoint',
  'disable-endpoint',
  'delete-endpoint',
  'rotate-secret',
  'redeliver',
] as const
export type WebhookIntent = (typeof WEBHOOK_INTENTS)[number]

export type WebhookActionResult =
  | {
      /** A new endpoint's secret, or a rotated one's (with when the replaced secret stops signing). */
      endpointCreated: { url: string; secret: string; previousValidUntil?: string }
    }
  | { endpointResult: SubmissionResult<string[]> }

/** "2026-11-24 13:05:09 UTC": a delivery log's times, the same on the server and in the browser. */
function utcSecond(value: Date) {
  return `${value.toISOString().slice(0, 19).replace('T', ' ')} UTC`
}

/** The page's endpoints, each with its latest deliveries. */
export async function webhookSection(services: DbAndConfig, userId: number) {
  const { db } = services
  const [endpoints, deliveries] = await Promise.all([listWebhookEndpoints(db, userId), recentWebhookDeliveries(db, userId, 10)])
  return {
    allowLocalUrls: allowLocalWebhookUrls(services),
    endpoints: endpoints.map((endpoint) => ({
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description,
      eventTypes: endpoint.eventTypes,
      enabled: endpoint.enabled,
      disabledReason: endpoint.disabledReason,
      deliveries: (deliveries.get(endpoint.id) ?? []).map((delivery) => {
        // The page does not show deliveredAt, so the page's data leaves it out.
        const { deliveredAt, ...row } = deliveryEntry(delivery, utcSecond)
        return row
      }),
    })),
  }
}

const notFound = (services: DbAndConfig, page: string) =>
  redirectWithToast(services, page, {
    title: 'Webhook endpoint not found',
    description: 'It may have been deleted already.',
    type: 'error',
  })

/** Runs one of WEBHOOK_INTENTS for the signed-in user. */
export async function webhookAction(services: DbAndConfig, userId: number, intent: WebhookIntent, form: FormData, page: string) {
  const { db } = services
  if (intent === 'create-endpoint') {
    const submission = parseWithZod(form, { schema: endpointSchema(services) })
    if (submission.status !== 'success') {
      return data<WebhookActionResult>({ endpointResult: submission.reply() }, { status: 400 })
    }
    const created = await createWebhookEndpoint(db, userId, submission.value)
    if (!created.ok) {
      return data<WebhookActionResult>({ endpointResult: submission.reply({ formErrors: [created.message] }) }, { status: 409 })
    }
    // The only time the secret is sent: the page is never cached (the route's headers).
    return data<WebhookActionResult>({ endpointCreated: { url: created.endpoint.url, secret: created.secret } }, { status: 201 })
  }
  const endpointId = parseRowId(String(form.get('endpointId') ?? ''))
  if (!endpointId) return notFound(services, page)
  if (intent === 'enable-endpoint' || intent === 'disable-endpoint') {
    const enabled = intent === 'enable-endpoint'
    const updated = await updateWebhookEndpoint(db, userId, endpointId, { enabled })
    if (!updated) return notFound(services, page)
    return redirectWithToast(services, page, {
      title: enabled ? 'Endpoint enabled' : 'Endpoint disabled',
      description: enabled ? `${updated.url} receives its events again.` : `${updated.url} receives nothing until enabled.`,
      type: 'success',
    })
  }
  if (intent === 'rotate-secret') {
    const rotated = await rotateWebhookSecret(db, userId, endpointId)
    if (!rotated) return notFound(services, page)
    // Shown this once, as a new endpoint's; the old secret signs beside it until then.
    return data<WebhookActionResult>({
      endpointCreated: {
        url: rotated.endpoint.url,
        secret: rotated.secret,
        previousValidUntil: utcSecond(rotated.previousSecretExpiresAt),
      },
    })
  }
  if (intent === 'delete-endpoint') {
    if (!(await deleteWebhookEndpoint(db, userId, endpointId))) return notFound(services, page)
    return redirectWithToast(services, page, {
      title: 'Endpoint deleted',
      description: 'Its delivery log went with it.',
      type: 'success',
    })
  }
  const deliveryId = parseRowId(String(form.get('deliveryId') ?? ''))
  const delivery = deliveryId ? await redeliverWebhook(db, userId, endpointId, deliveryId) : null
  if (!delivery) {
    return redirectWithToast(services, page, {
      title: 'Delivery not found',
      description: 'It may have been deleted.',
      type: 'error',
    })
  }
  return redirectWithToast(services, page, {
    title: 'Redelivery queued',
    description: `${delivery.eventType} (${delivery.messageId}) is being sent again.`,
    type: 'success',
  })
}
