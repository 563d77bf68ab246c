import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, noStore, parseJsonBody, requireApiUser } from '~/utils/api.server.ts'
import { createShop, listOwnShops } from '~/modules/shop/shop.server.ts'
import { ShopFormSchema } from '~/modules/shop/shop-schema.ts'
import { getDb } from '~/utils/db.server.ts'
import { checkRateLimit, limitResponse } from '~/utils/rate-limit.server.ts'
import { idempotent } from '~/utils/idempotency.server.ts'

// GET /api/shops: the signed-in user's shops. POST /api/shops: create one.
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const user = await requireApiUser(request)
    return Response.json({ shops: await listOwnShops(getDb(), user.id) }, { headers: noStore })
  })
}

// Idempotency-Key: a repeated request answers the first success (ADR 102).
export const action = idempotent(async ({ request, context }: ActionFunctionArgs) => {
  return apiHandler(async () => {
    if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
    const user = await requireApiUser(request)
    const input = await parseJsonBody(request, ShopFormSchema)
    const limited = await checkRateLimit('shopCreate', context, { userId: user.id })
    if (limited) return limitResponse(limited)
    const shop = await createShop(getDb(), user.id, input)
    return Response.json({ success: true, shop }, { status: 201 })
  })
})
