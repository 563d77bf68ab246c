import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, jsonError, methodNotAllowed, noStore, requireApiUser, shopIdOrThrow } from '~/utils/api.server.ts'
import { addDesignToShop, getVisibleShop, listShopDesigns } from '~/modules/shop/shop.server.ts'
import { AddDesignSchema } from '~/modules/shop/shop-schema.ts'
import { NO_DESIGN_SELECTED, NO_DESIGN_SELECTED_TITLE } from '~/modules/shop/shop.ts'
import { getUserId } from '~/utils/auth.server.ts'
import { getDb } from '~/utils/db.server.ts'
import { readJson } from '~/utils/request-body.server.ts'
import { idempotent } from '~/utils/idempotency.server.ts'

// GET /api/shops/{id}/designs: pairs of design and link (others see published ones only).
// POST /api/shops/{id}/designs { designId }: the owner adds one of their designs, published.
export async function loader({ request, params }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const shopId = shopIdOrThrow(params.shopId)
    const { isOwner } = await getVisibleShop(getDb(), shopId, await getUserId(request))
    const shopDesigns = await listShopDesigns(getDb(), shopId, { publishedOnly: !isOwner })
    return Response.json({ shopDesigns }, { headers: noStore })
  })
}

// Idempotency-Key: a repeated request answers the first success (ADR 102).
export const action = idempotent(async ({ request, params }: ActionFunctionArgs) => {
  return apiHandler(async () => {
    if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
    const user = await requireApiUser(request)
    const shopId = shopIdOrThrow(params.shopId)
    const parsed = AddDesignSchema.safeParse((await readJson(request)) ?? {})
    if (!parsed.success) return jsonError(400, `${NO_DESIGN_SELECTED_TITLE}: ${NO_DESIGN_SELECTED}`)
    const shopDesign = await addDesignToShop(getDb(), user.id, shopId, parsed.data.designId)
    return Response.json({ success: true, shopDesign }, { status: 201 })
  })
})
