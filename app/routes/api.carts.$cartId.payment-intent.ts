import type { ActionFunctionArgs } from '@remix-run/node'
import { PayCartSchema } from '~/modules/cart/index.ts'
import { saveCartAddress } from '~/modules/cart/index.server.ts'
import { openApiCartOrThrow, apiRoute, methodNotAllowed, parseJsonBody, payCartAnswer, requireApiUser } from '~/web/api.server.ts'
import { idempotent } from '~/web/idempotency.server.ts'
import { checkRateLimit, limitResponse } from '~/web/rate-limit.server.ts'
import { applyApiCode } from '~/web/discount-code-http.server.ts'
import { countryNotServed } from '~/web/problem.server.ts'

// POST /api/carts/{id}/payment-intent { address?, discountCode? }: the payment intent of one of the caller's carts,
// at the price the server computes. Asking again for an unchanged cart answers the same intent; a
// changed cart updates its amount. The intent belongs to this cart alone: confirming it places this
// cart's order (POST /api/orders with its id, or the webhook), never another's.

async function loaderImpl() {
  return methodNotAllowed(['POST'])
}

const actionImpl = idempotent(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const user = await requireApiUser(context, request)
  const { owner, cart } = await openApiCartOrThrow(context, user.id, params.cartId, { paying: true })
  const hasBody = (await request.clone().text()).trim() !== ''
  const input = hasBody ? await parseJsonBody(request, PayCartSchema) : {}
  const limited = await checkRateLimit(context, 'paymentIntent', { userId: user.id })
  if (limited) return limitResponse(limited)
  if (input.address) {
    const saved = await saveCartAddress(context.db, context.fulfilment, owner.visitorId, input.address)
    if (!saved.ok) return countryNotServed(saved)
  }
  const refused = await applyApiCode(context, owner, input.discountCode, { extra: { cartId: cart.id } })
  if (refused) return refused
  return payCartAnswer(context, owner, { requireAddress: true, extra: { cartId: cart.id } })
})

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
