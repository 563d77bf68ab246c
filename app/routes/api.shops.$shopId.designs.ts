import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import {
  apiHandler,
  jsonError,
  listPageOrThrow,
  methodNotAllowed,
  noStore,
  requireApiUser,
  shopIdOrThrow,
  apiRoute,
  answer,
} from '~/web/api.server.ts'
import { ShopDesignAddedAnswer, ShopDesignListAnswer } from '~/web/api-answers/shops.ts'
import { addDesignToShop, getVisibleShop, pageShopDesigns } from '~/modules/shop/index.server.ts'
import { AddDesignSchema } from '~/modules/shop/index.ts'
import { NO_DESIGN_SELECTED, NO_DESIGN_SELECTED_TITLE } from '~/modules/shop/index.ts'
import { getUserId } from '~/web/auth.server.ts'
import { readJson } from '~/web/request-body.server.ts'
import { idempotent } from '~/web/idempotency.server.ts'

/** Pairs a page holds at most when `limit` is given; without `limit` or `cursor` the whole list answers. */
const SHOP_DESIGNS_MAX_LIMIT = 100

// GET /api/shops/{id}/designs[?limit=N][&cursor=…]: pairs of design and link, newest link first
// (others see published ones only), with `nextCursor` (null at the end). Without `limit` every pair
// is answered, as the spec's list needs.
// POST /api/shops/{id}/designs { designId }: the owner adds one of their designs, published.
async function loaderImpl({ request, params, context }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const shopId = await shopIdOrThrow(context, params.shopId)
    const { isOwner } = await getVisibleShop(context.db, shopId, await getUserId(context, request))
    const list = `shop-designs:${shopId}`
    const page = listPageOrThrow(request, { list, defaultLimit: null, maxLimit: SHOP_DESIGNS_MAX_LIMIT })
    const { items: shopDesigns, nextCursor } = await pageShopDesigns(context.db, shopId, { publishedOnly: !isOwner }, page, list)
    return answer(ShopDesignListAnswer, { shopDesigns, nextCursor }, { headers: noStore })
  })
}

// Idempotency-Key: a repeated request answers the first success (ADR 102).
const actionImpl = idempotent(async ({ request, params, context }: ActionFunctionArgs) => {
  return apiHandler(async () => {
    if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
    const user = await requireApiUser(context, request)
    const shopId = await shopIdOrThrow(context, params.shopId)
    const parsed = AddDesignSchema.safeParse((await readJson(request)) ?? {})
    if (!parsed.success) return jsonError(400, `${NO_DESIGN_SELECTED_TITLE}: ${NO_DESIGN_SELECTED}`)
    const shopDesign = await addDesignToShop(context.db, user.id, shopId, parsed.data.designId)
    return answer(ShopDesignAddedAnswer, { success: true, shopDesign }, { status: 201 })
  })
})

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
