import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, noStore, requireApiUser, shopIdOrThrow, apiRoute, onlyMethods, answer } from '~/web/api.server.ts'
import { CommissionAnswer } from '~/web/api-answers/shops.ts'
import { getOwnShopCommission } from '~/modules/shop/index.server.ts'

// GET /api/shops/{id}/commission: the owner's earnings, in cents and formatted.
async function loaderImpl({ request, params, context }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const user = await requireApiUser(context, request)
    const commission = await getOwnShopCommission(context.db, user.id, await shopIdOrThrow(context, params.shopId))
    return answer(CommissionAnswer, { success: true, commission }, { headers: noStore })
  })
}

export const loader = apiRoute(loaderImpl)
// Writes to a read-only path answer 405 with Allow, as a problem.
export const action = apiRoute(onlyMethods(['GET']))
