import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, jsonError, methodNotAllowed, requireApiUser, shopIdOrThrow, apiRoute, answer } from '~/web/api.server.ts'
import { DoneAnswer } from '~/web/api-answers/shared.ts'
import { removeDesignFromShop } from '~/modules/shop/index.server.ts'
import { parseRowId } from '~/lib/row-id.ts'

// DELETE /api/shops/{shopId}/designs/{designId}: the owner takes a design out of the shop.
async function loaderImpl() {
  return methodNotAllowed(['DELETE'])
}

async function actionImpl({ request, params, context }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
    const user = await requireApiUser(context, request)
    const shopId = await shopIdOrThrow(context, params.shopId)
    const designId = parseRowId(params.designId)
    if (!designId) return jsonError(404, 'This design is not in this shop.')
    await removeDesignFromShop(context.db, user.id, shopId, designId)
    return answer(DoneAnswer, { success: true })
  })
}

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
