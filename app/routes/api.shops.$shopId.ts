import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import {
  apiHandler,
  methodNotAllowed,
  noStore,
  parseJsonBody,
  requireApiUser,
  shopIdOrThrow,
  apiRoute,
  answer,
} from '~/web/api.server.ts'
import { DoneAnswer } from '~/web/api-answers/shared.ts'
import { ShopAnswer, ShopSavedAnswer } from '~/web/api-answers/shops.ts'
import { deleteShop, getVisibleShop, updateShop } from '~/modules/shop/index.server.ts'
import { ShopFormSchema } from '~/modules/shop/index.ts'
import { getUserId } from '~/web/auth.server.ts'

// GET /api/shops/{id} (a public shop, or the owner's private one); PUT and DELETE (owner only).
async function loaderImpl({ request, params, context }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const shopId = await shopIdOrThrow(context, params.shopId)
    const { shop } = await getVisibleShop(context.db, shopId, await getUserId(context, request))
    return answer(ShopAnswer, { shop }, { headers: noStore })
  })
}

async function actionImpl({ request, params, context }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'PUT' && request.method !== 'DELETE') return methodNotAllowed(['GET', 'PUT', 'DELETE'])
    const user = await requireApiUser(context, request)
    const shopId = await shopIdOrThrow(context, params.shopId)
    if (request.method === 'DELETE') {
      await deleteShop(context.db, user.id, shopId)
      return answer(DoneAnswer, { success: true })
    }
    const input = await parseJsonBody(request, ShopFormSchema)
    const shop = await updateShop(context.db, user.id, shopId, input)
    return answer(ShopSavedAnswer, { success: true, shop })
  })
}

export const loader = apiRoute(loaderImpl)
export const action = apiRoute(actionImpl)
