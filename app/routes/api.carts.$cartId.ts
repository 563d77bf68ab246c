import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiCartOrThrow, apiRoute, onlyMethods, requireApiUser, answer } from '~/web/api.server.ts'
import { CartAnswer } from '~/web/api-answers/carts.ts'
import { cartJson } from '~/web/api-cart.server.ts'

// GET /api/carts/{id}: one of the caller's carts, its lines priced now (integer cents), 404 for any other.
async function loaderImpl({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request)
  const { cart } = await apiCartOrThrow(context, user.id, params.cartId)
  return answer(CartAnswer, { cart: await cartJson(context, cart) }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
