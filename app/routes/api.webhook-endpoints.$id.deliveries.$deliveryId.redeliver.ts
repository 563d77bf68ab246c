import type { ActionFunctionArgs } from '@remix-run/node'
import { parseRowId } from '~/lib/row-id.ts'
import { redeliverWebhook } from '~/modules/webhook/index.server.ts'
import { apiRoute, methodNotAllowed, noStore, requireApiUser, answer } from '~/web/api.server.ts'
import { RedeliveryAnswer } from '~/web/api-answers/webhook-endpoints.ts'
import { problem } from '~/web/problem.server.ts'
import { deliveryJson, endpointOrThrow } from '~/web/webhook-http.server.ts'

// POST /api/webhook-endpoints/{id}/deliveries/{deliveryId}/redeliver: sends that event to the
// endpoint again now, with the same webhook-id, and starts its retry schedule over (202).

async function actionImpl({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(context, request)
  const endpoint = await endpointOrThrow(context, user.id, params.id)
  const deliveryId = parseRowId(params.deliveryId)
  const delivery = deliveryId ? await redeliverWebhook(context.db, user.id, endpoint.id, deliveryId) : null
  if (!delivery) return problem({ status: 404, code: 'webhook_delivery_not_found', detail: 'Delivery not found' })
  return answer(RedeliveryAnswer, { delivery: deliveryJson(delivery) }, { status: 202, headers: noStore })
}

export const loader = apiRoute(() => methodNotAllowed(['POST']))
export const action = apiRoute(actionImpl)
