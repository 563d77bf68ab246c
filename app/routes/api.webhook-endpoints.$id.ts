import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { deleteWebhookEndpoint, updateWebhookEndpoint } from '~/modules/webhook/index.server.ts'
import { apiRoute, methodNotAllowed, noStore, parseJsonBody, requireApiUser, answer } from '~/web/api.server.ts'
import { WebhookEndpointAnswer } from '~/web/api-answers/webhook-endpoints.ts'
import { endpointJson, endpointNotFound, endpointOrThrow, endpointPatchSchema } from '~/web/webhook-http.server.ts'

// GET, PATCH and DELETE /api/webhook-endpoints/{id}: one of the caller's endpoints (404 for any
// other). PATCH changes any of url, eventTypes, description and enabled; DELETE removes it and its log.

async function loaderImpl({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request)
  const endpoint = await endpointOrThrow(context, user.id, params.id)
  return answer(WebhookEndpointAnswer, { endpoint: endpointJson(endpoint) }, { headers: noStore })
}

async function actionImpl({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'PATCH' && request.method !== 'DELETE') return methodNotAllowed(['GET', 'PATCH', 'DELETE'])
  const user = await requireApiUser(context, request)
  const endpoint = await endpointOrThrow(context, user.id, params.id)
  if (request.method === 'DELETE') {
    if (!(await deleteWebhookEndpoint(context.db, user.id, endpoint.id))) throw endpointNotFound()
    return new Response(null, { status: 204, headers: noStore })
  }
  const patch = await parseJsonBody(request, endpointPatchSchema(context))
  const updated = await updateWebhookEndpoint(context.db, user.id, endpoint.id, patch)
  if (!updated) throw endpointNotFound()
  return answer(WebhookEndpointAnswer, { endpoint: endpointJson(updated) }, { headers: noStore })
}

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
