import type { LoaderFunctionArgs } from '@remix-run/node'
import { pageWebhookDeliveries } from '~/modules/webhook/index.server.ts'
import { apiRoute, listPageOrThrow, noStore, onlyMethods, requireApiUser, answer } from '~/web/api.server.ts'
import { WebhookDeliveryListAnswer } from '~/web/api-answers/webhook-endpoints.ts'
import { deliveryJson, endpointNotFound, endpointOrThrow } from '~/web/webhook-http.server.ts'

// GET /api/webhook-endpoints/{id}/deliveries[?limit=N][&cursor=…]: the endpoint's delivery log, newest
// first, 50 a page by default (at most 100), with `nextCursor` (null at the end), as every list (ADR 103):
// each event's status, attempts, last answer or error and next attempt. An edited or another list's
// cursor is a 400 problem (`invalid_cursor`).

const DELIVERIES_DEFAULT_LIMIT = 50
const DELIVERIES_MAX_LIMIT = 100

async function loaderImpl({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request)
  const endpoint = await endpointOrThrow(context, user.id, params.id)
  // The cursor is bound to this endpoint's log: another endpoint's is refused.
  const list = `webhook-deliveries:${endpoint.id}`
  const page = listPageOrThrow(request, { list, defaultLimit: DELIVERIES_DEFAULT_LIMIT, maxLimit: DELIVERIES_MAX_LIMIT })
  const deliveries = await pageWebhookDeliveries(context.db, user.id, endpoint.id, page, list)
  if (!deliveries) throw endpointNotFound()
  return answer(
    WebhookDeliveryListAnswer,
    { deliveries: deliveries.items.map(deliveryJson), nextCursor: deliveries.nextCursor },
    { headers: noStore },
  )
}

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(onlyMethods(['GET']))
