import type { ActionFunctionArgs } from '@remix-run/node'
import { rotateWebhookSecret } from '~/modules/webhook/index.server.ts'
import { apiRoute, methodNotAllowed, noStore, requireApiUser, answer } from '~/web/api.server.ts'
import { SecretRotatedAnswer } from '~/web/api-answers/webhook-endpoints.ts'
import { endpointJson, endpointNotFound, endpointOrThrow } from '~/web/webhook-http.server.ts'

// POST /api/webhook-endpoints/{id}/rotate-secret: a new signing secret, answered this once. The old
// one keeps signing every delivery beside it (two space-separated signatures, Standard Webhooks) for
// 24 hours, until `previousSecretExpiresAt`, so the receiver can switch without refusing a delivery.

async function actionImpl({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(context, request)
  const endpoint = await endpointOrThrow(context, user.id, params.id)
  const rotated = await rotateWebhookSecret(context.db, user.id, endpoint.id)
  if (!rotated) throw endpointNotFound()
  return answer(
    SecretRotatedAnswer,
    {
      endpoint: endpointJson(rotated.endpoint),
      secret: rotated.secret,
      previousSecretExpiresAt: rotated.previousSecretExpiresAt.toISOString(),
    },
    { headers: noStore },
  )
}

export const loader = apiRoute(() => methodNotAllowed(['POST']))
export const action = apiRoute(actionImpl)
