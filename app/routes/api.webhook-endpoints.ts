import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { createWebhookEndpoint, listWebhookEndpoints } from '~/modules/webhook/index.server.ts'
import { apiRoute, methodNotAllowed, noStore, parseJsonBody, requireApiUser, answer } from '~/web/api.server.ts'
import { WebhookEndpointCreatedAnswer, WebhookEndpointListAnswer } from '~/web/api-answers/webhook-endpoints.ts'
import { idempotent } from '~/web/idempotency.server.ts'
import { problem } from '~/web/problem.server.ts'
import { endpointJson, endpointSchema } from '~/web/webhook-http.server.ts'

// GET /api/webhook-endpoints: the caller's endpoints. POST: a new one (201), its signing secret
// answered this once (ADR 130). Writes need a token's `webhooks` scope.

async function loaderImpl({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request)
  const endpoints = await listWebhookEndpoints(context.db, user.id)
  return answer(WebhookEndpointListAnswer, { endpoints: endpoints.map(endpointJson) }, { headers: noStore })
}

const actionImpl = idempotent(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const user = await requireApiUser(context, request)
  const input = await parseJsonBody(request, endpointSchema(context))
  const created = await createWebhookEndpoint(context.db, user.id, input)
  if (!created.ok) return problem({ status: 409, code: 'webhook_endpoint_limit', detail: created.message })
  return answer(
    WebhookEndpointCreatedAnswer,
    { endpoint: endpointJson(created.endpoint), secret: created.secret },
    { status: 201, headers: { ...noStore, Location: `/api/webhook-endpoints/${created.endpoint.id}` } },
  )
})

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
