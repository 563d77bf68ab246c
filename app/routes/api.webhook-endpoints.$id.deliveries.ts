import type { LoaderFunctionArgs } from '@remix-run/node'
import { listWebhookDeliveries } from '~/modules/webhook/index.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { apiRoute, noStore, onlyMethods, requireApiUser } from '~/web/api.server.ts'
import { problem } from '~/web/problem.server.ts'
import { deliveryJson, endpointNotFound, endpointOrThrow } from '~/web/webhook-http.server.ts'

// GET /api/webhook-endpoints/{id}/deliveries?limit=N: the endpoint's delivery log, newest first (at
// most 100, default 50): each event's status, attempts, last answer or error and next attempt.

async function loaderImpl({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request)
  const endpoint = await endpointOrThrow(user.id, params.id)
  const limitText = new URL(request.url).searchParams.get('limit')
  const limit = limitText === null ? 50 : Number(limitText)
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    return problem({ status: 400, code: 'invalid_limit', detail: 'limit must be a whole number from 1 to 100' })
  }
  const deliveries = await listWebhookDeliveries(getDb(), user.id, endpoint.id, limit)
  if (!deliveries) throw endpointNotFound()
  return Response.json({ deliveries: deliveries.map(deliveryJson) }, { headers: noStore })
}

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(onlyMethods(['GET']))
