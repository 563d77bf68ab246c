import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import {
  apiHandler,
  listPageOrThrow,
  methodNotAllowed,
  noStore,
  parseJsonBody,
  requireApiUser,
  apiRoute,
  answer,
} from '~/web/api.server.ts'
import { ShopListAnswer, ShopSavedAnswer } from '~/web/api-answers/shops.ts'
import { createShop, pageOwnShops } from '~/modules/shop/index.server.ts'
import { ShopFormSchema } from '~/modules/shop/index.ts'
import { checkRateLimit, limitResponse } from '~/web/rate-limit.server.ts'
import { idempotent } from '~/web/idempotency.server.ts'

/** Shops a page holds at most when `limit` is given; without `limit` or `cursor` the whole list answers. */
const OWN_SHOPS_MAX_LIMIT = 100

// GET /api/shops[?limit=N][&cursor=…]: the signed-in user's shops, newest first, with `nextCursor`
// (null at the end). Without `limit` every shop is answered, as the spec's list needs. POST: create one.
async function loaderImpl({ request, context }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const user = await requireApiUser(context, request)
    const list = `own-shops:${user.id}`
    const page = listPageOrThrow(request, { list, defaultLimit: null, maxLimit: OWN_SHOPS_MAX_LIMIT })
    const { items: shops, nextCursor } = await pageOwnShops(context.db, user.id, page, list)
    return answer(ShopListAnswer, { shops, nextCursor }, { headers: noStore })
  })
}

// Idempotency-Key: a repeated request answers the first success (ADR 102).
const actionImpl = idempotent(async ({ request, context }: ActionFunctionArgs) => {
  return apiHandler(async () => {
    if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
    const user = await requireApiUser(context, request)
    const input = await parseJsonBody(request, ShopFormSchema)
    const limited = await checkRateLimit(context, 'shopCreate', { userId: user.id })
    if (limited) return limitResponse(limited)
    const shop = await createShop(context.db, user.id, input)
    return answer(ShopSavedAnswer, { success: true, shop }, { status: 201 })
  })
})

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
